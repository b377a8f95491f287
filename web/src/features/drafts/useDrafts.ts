/**
 * Offline drafts for screens: the signed-in account's drafts (re-read whenever
 * any page or the service worker announces a change on the 'rc-drafts' channel), keeping a draft
 * (and asking for Background Sync), and posting the waiting ones when the app opens or comes online.
 */
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshListingSearches } from '../../api/listing-search';
import { useMe } from '../../api/session';
import { useToast } from '../../components/ui/Toast';
import {
  announceDrafts,
  DRAFTS_CHANNEL,
  DRAFTS_SYNC_TAG,
  sendWaitingDrafts,
  type DraftsChanged,
} from '../../offline/draft-sync';
import {
  clearDraftsExcept,
  getDraft,
  lastPostedAt,
  listDrafts,
  saveDraft,
  type Draft,
  type DraftInput,
  type DraftKind,
  SENDING_STALE_MS,
} from '../../offline/drafts';
import type { ListingFormValues } from '../listings/form-model';
import { DRAFT_TEXTS } from './draft-model';

export type ListingDraft = Draft<ListingFormValues>;

/**
 * How often, and how far apart, drafts held by another sender are looked at again: long enough
 * for that sender's post to time out (SEND_TIMEOUT_MS) or its claim to go stale (SENDING_STALE_MS).
 */
const BUSY_RETRY_MS = 3_000;
const BUSY_RETRIES = Math.ceil((SENDING_STALE_MS + BUSY_RETRY_MS) / BUSY_RETRY_MS);

/** Calls `listener` on every change announced for `account` (by any tab or the service worker). */
function useDraftsChannel(account: string | undefined, listener: (message: DraftsChanged) => void): void {
  useEffect(() => {
    if (!account || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(DRAFTS_CHANNEL);
    channel.onmessage = (event: MessageEvent<DraftsChanged>) => {
      if (event.data?.type === 'drafts-changed' && event.data.account === account) listener(event.data);
    };
    return () => channel.close();
  }, [account, listener]);
}

/** The signed-in account's drafts (of one kind, or all), oldest first; null while they are read. */
export function useDrafts(kind?: DraftKind): ListingDraft[] | null {
  const { data: me } = useMe();
  const account = me?.uid;
  const [drafts, setDrafts] = useState<ListingDraft[] | null>(null);
  const refresh = useCallback(() => {
    if (!account) return;
    void listDrafts(account).then((all) =>
      setDrafts((all as ListingDraft[]).filter((draft) => !kind || draft.kind === kind)),
    );
  }, [account, kind]);
  useEffect(refresh, [refresh]);
  useDraftsChannel(account, refresh);
  return drafts;
}

/** Asks the service worker to post the drafts once the device is online (where Background Sync exists). */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(DRAFTS_SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari) or refused: the app posts them when it next opens or comes online.
  }
}

/** Keeps a draft of the signed-in account and asks for it to be posted when the device is online. */
export async function keepDraft(input: DraftInput<ListingFormValues>): Promise<ListingDraft> {
  const draft = await saveDraft(input);
  announceDrafts(input.account);
  await requestBackgroundSync();
  return draft;
}

/**
 * Mounted once in the signed-in shell: posts the account's waiting drafts when the app opens and
 * whenever the browser comes back online, and — whoever posted them (this tab, another, the
 * service worker) — refreshes the lists and the dashboard and says so.
 */
export function useDraftSync(): void {
  const { data: me } = useMe();
  const account = me?.uid;
  const queryClient = useQueryClient();
  const toast = useToast();

  const refreshLists = useCallback(() => refreshListingSearches(queryClient), [queryClient]);
  const onChanged = useCallback(
    (message: DraftsChanged) => {
      if (message.posted.length === 0) return;
      refreshLists();
      toast({ header: DRAFT_TEXTS.postedHeader, content: DRAFT_TEXTS.posted(message.posted.length), type: 'success' });
    },
    [refreshLists, toast],
  );
  useDraftsChannel(account, onChanged);

  useEffect(() => {
    if (!account) return;
    let timer: number | undefined;
    let isMounted = true;
    // A draft another sender (tab, service worker) holds is looked at again a little later: if
    // that send fails it is 'waiting' again, and nothing else would post it before the next trigger.
    const send = (attempt = 0, busyBefore = 0) => {
      window.clearTimeout(timer);
      if (!navigator.onLine) return;
      void sendWaitingDrafts(account)
        .then(({ busy, later }) => {
          // A draft the other sender posted while this page was still loading (its announcement
          // came before this page listened): the lists may have been fetched without it.
          if (busy < busyBefore && isMounted) refreshLists();
          // Also when a post went unanswered while the browser still says it is online.
          if (busy + later > 0 && isMounted && attempt < BUSY_RETRIES)
            timer = window.setTimeout(() => send(attempt + 1, busy), BUSY_RETRY_MS);
        })
        .catch(() => undefined);
    };
    const onOnline = () => send();
    // A draft the service worker posted while this document loaded was announced before the
    // channel above listened, and the lists may have been fetched before it existed: refresh them.
    void lastPostedAt(account).then((at) => {
      if (isMounted && at !== null && at >= performance.timeOrigin) refreshLists();
    });
    // Drafts another member left on this device (a session that ended, then someone else signed in) go.
    void clearDraftsExcept(account).then(onOnline);
    window.addEventListener('online', onOnline);
    return () => {
      isMounted = false;
      window.clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [account, refreshLists]);
}
/** One draft of the signed-in account: undefined while it is read, null when it is not (or no longer) here. */
export function useDraft(id: string | null): ListingDraft | null | undefined {
  const { data: me } = useMe();
  const account = me?.uid;
  const [draft, setDraft] = useState<ListingDraft | null | undefined>(id ? undefined : null);
  useEffect(() => {
    if (!id || !account) return;
    let isCurrent = true;
    void getDraft(account, id).then((found) => {
      if (isCurrent) setDraft(found as ListingDraft | null);
    });
    return () => {
      isCurrent = false;
    };
  }, [account, id]);
  return id ? draft : null;
}
