/**
 * Live updates (GET /api/events, docs/conversations.md § Live): one EventSource per tab while the
 * tab is visible, closed when it hides. An event is a nudge, never data: it marks the queries it
 * concerns stale, and React Query refetches those on screen through the usual routes. While the
 * stream is up the bell and the conversations stop polling; when it is down (refused, offline, a
 * proxy that cuts it) they poll as before, and the browser reconnects by itself (the server's
 * `retry`). A tab coming back into view refetches what it shows, as it may have missed events.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dashboardKeys, DEALS_ROOT, noteKeys, THREADS_ROOT } from './keys';

let isConnected = false;
const watchers = new Set<() => void>();

function setConnected(next: boolean) {
  if (next === isConnected) return;
  isConnected = next;
  watchers.forEach((notify) => notify());
}

/** Whether this tab's event stream is up: the polls that stand in for it pause meanwhile. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (notify) => {
      watchers.add(notify);
      return () => watchers.delete(notify);
    },
    () => isConnected,
    () => false,
  );
}

/** What each event makes stale (prefixes: every list and detail under them). */
function refresh(queryClient: QueryClient, roots: ReadonlyArray<readonly string[]>) {
  for (const queryKey of roots) void queryClient.invalidateQueries({ queryKey });
}
const ON_EVENT: Record<string, ReadonlyArray<readonly string[]>> = {
  note: [noteKeys.all, dashboardKeys.all],
  message: [THREADS_ROOT],
  deal: [DEALS_ROOT, dashboardKeys.all],
  resync: [noteKeys.all, dashboardKeys.all, THREADS_ROOT, DEALS_ROOT],
};

/** Keeps this tab's stream open while `enabled` (a member is signed in) and the tab is visible. */
export function useLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    const open = () => {
      if (source) return;
      const opened = new EventSource('/api/events');
      source = opened;
      opened.onopen = () => setConnected(true);
      // The browser retries by itself; polling covers the gap.
      opened.onerror = () => setConnected(false);
      for (const [event, roots] of Object.entries(ON_EVENT))
        opened.addEventListener(event, () => refresh(queryClient, roots));
    };
    const close = () => {
      source?.close();
      source = null;
      setConnected(false);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return close();
      open();
      refresh(queryClient, ON_EVENT.resync!);
    };
    if (document.visibilityState === 'visible') open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      close();
    };
  }, [enabled, queryClient]);
}
