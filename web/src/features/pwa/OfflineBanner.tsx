import { useEffect, useState } from 'react';
import styles from './pwa.module.css';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { meKeys } from '../../api/keys';
import { useToast } from '../../components/ui/Toast';
import { dayAndTime } from '../../format/dates';
import { onRefusedWrite } from './offline-events';
import { useOnline } from './useOnline';

type CacheFacts = { savedAt: number | null; isIncomplete: boolean };

/**
 * What the current screen shows from the device: the time of its oldest saved answer, and whether
 * some of its data was never saved here (it then waits for the network).
 */
function readFacts(client: QueryClient): CacheFacts {
  let savedAt: number | null = null;
  let isIncomplete = false;
  for (const query of client.getQueryCache().getAll()) {
    if (!query.isActive() || query.queryKey[0] === meKeys.all[0]) continue;
    if (query.state.data === undefined) {
      if (query.state.fetchStatus === 'paused') isIncomplete = true;
      continue;
    }
    const at = query.state.dataUpdatedAt;
    if (at > 0 && (savedAt === null || at < savedAt)) savedAt = at;
  }
  return { savedAt, isIncomplete };
}

function useCacheFacts(isActive: boolean): CacheFacts {
  const client = useQueryClient();
  const [facts, setFacts] = useState<CacheFacts>(() => readFacts(client));
  useEffect(() => {
    if (!isActive) return;
    let timer: number | null = null;
    const update = () => {
      timer = null;
      setFacts((old) => {
        const next = readFacts(client);
        return old.savedAt === next.savedAt && old.isIncomplete === next.isIncomplete ? old : next;
      });
    };
    update();
    const unsubscribe = client.getQueryCache().subscribe(() => {
      timer ??= window.setTimeout(update, 100);
    });
    return () => {
      unsubscribe();
      if (timer !== null) window.clearTimeout(timer);
    };
  }, [client, isActive]);
  return facts;
}

/** Writes refused offline (mutations without their own error handling) are said, never lost silently. */
function useRefusedWriteToasts() {
  const toast = useToast();
  const client = useQueryClient();
  useEffect(
    () =>
      onRefusedWrite((error) => {
        toast({ header: 'You are offline', content: error.message, type: 'error' });
        // An optimistic change on screen is put right from the server once back online.
        void client.invalidateQueries();
      }),
    [toast, client],
  );
}

/**
 * The signed-in shell's offline banner: shown while the browser is offline, with the time the data
 * on screen was saved on this device (it may be out of date), and that changes cannot be saved offline.
 */
export function OfflineBanner() {
  const isOnline = useOnline();
  const { savedAt, isIncomplete } = useCacheFacts(!isOnline);
  useRefusedWriteToasts();
  if (isOnline) return null;
  return (
    <div className={styles.offlineBanner} role="status" data-testid="offline-banner">
      <svg
        className={styles.offlineBannerIcon}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M3 3l18 18" />
        <circle cx="12" cy="19.5" r="1" fill="currentColor" />
      </svg>
      <p className={styles.offlineBannerText}>
        <strong>You are offline.</strong>{' '}
        {savedAt !== null ? (
          <>
            Showing what this device saved on{' '}
            <time dateTime={new Date(savedAt).toISOString()}>{dayAndTime(savedAt)}</time> — it may be out of date.
          </>
        ) : (
          'Showing what this device saved — it may be out of date.'
        )}{' '}
        {isIncomplete && 'Some of this page was not saved for offline use and will load when you are back online. '}
        Changes cannot be saved until you are back online.
      </p>
    </div>
  );
}
