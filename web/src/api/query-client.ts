/**
 * The app's one TanStack Query client: cache times, offline behaviour, and refused offline writes.
 * A module of its own so code outside React (router.tsx's early `me` request) can reach it.
 */
import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { isOfflineError } from './client';
import { ADMIN_ROOT, LISTINGS_ROOT, meKeys, noteKeys, PROPOSALS_ROOT } from './keys';
import { reportRefusedWrite } from '../features/pwa/offline-events';
import { CACHE_MS } from '../../../shared/constants';

/** Answers are kept (in memory and on the device, see offline/query-cache.ts) for a week. */
const KEEP_MS = 7 * 24 * 60 * 60_000;

// The browser's own idea of being online, from the start (TanStack assumes online until an event).
onlineManager.setEventListener((setOnline) => {
  setOnline(navigator.onLine);
  const onOnline = () => setOnline(true);
  const onOffline = () => setOnline(false);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
});

export const queryClient = new QueryClient({
  mutationCache: new MutationCache({
    // A write made offline is refused and said so (a mutation with its own onError says it itself).
    onError: (error, _variables, _context, mutation) => {
      if (isOfflineError(error) && !mutation.options.onError) reportRefusedWrite(error);
    },
  }),
  defaultOptions: {
    queries: {
      // A request that never reached the server is not retried while the browser knows it is offline.
      retry: (count, error) => count < 1 && !(isOfflineError(error) && !onlineManager.isOnline()),
      refetchOnWindowFocus: false,
      gcTime: KEEP_MS,
    },
    // Writes are tried at once and fail with 'You are offline' rather than wait silently.
    mutations: { networkMode: 'always' },
  },
});

// The spec's cache times (spec “Business constants and limits”) for answers whose screens do not set their own.
queryClient.setQueryDefaults(noteKeys.all, { staleTime: CACHE_MS.notes });
queryClient.setQueryDefaults(LISTINGS_ROOT, { staleTime: CACHE_MS.listings });
queryClient.setQueryDefaults(PROPOSALS_ROOT, { staleTime: CACHE_MS.listings });
queryClient.setQueryDefaults(ADMIN_ROOT, { staleTime: CACHE_MS.adminLists });

// Back online: check the session at once (offline, `me` came from the device and may have ended).
onlineManager.subscribe((isOnline) => {
  if (isOnline) void queryClient.invalidateQueries({ queryKey: meKeys.all });
});
