/**
 * Who is signed in: GET /api/me, with the device cache of that account (offline/query-cache.ts).
 * Kept apart from the hooks of api/session.ts so the entry can ask early (`prefetchMe`) without
 * carrying the query hooks: a signed-in page asks while its code is still downloading.
 */
import type { QueryClient } from '@tanstack/react-query';
import { api, ApiError } from './client';
import { meKeys } from './keys';
import type * as DeviceCache from '../offline/query-cache';
import { CACHE_MS } from '../../../shared/constants';
import type { Me, MeResponse } from '../../../shared/types/account';

export { meKeys } from './keys';

/** GET /api/me: the signed-in account (401 for a visitor). */
export async function fetchMe(): Promise<Me> {
  return (await api.get<MeResponse>('/me')).account;
}

const loadDeviceCache = () => import('../offline/query-cache');

/** The device cache of the signed-in account (IndexedDB), loaded only once someone is signed in. */
export async function withDeviceCache<T>(fn: (cache: typeof DeviceCache) => Promise<T>, fallback: T): Promise<T> {
  try {
    return await fn(await loadDeviceCache());
  } catch {
    // No device cache (storage refused, or its code could not load): the app works without it.
    return fallback;
  }
}

async function loadMe(queryClient: QueryClient): Promise<Me | null> {
  // Every answer below needs the device cache's code: it downloads while the server is asked.
  void loadDeviceCache().catch(() => undefined);
  try {
    const account = await fetchMe();
    // Restores this member's saved answers (and drops another member's) before any screen asks.
    await withDeviceCache((cache) => cache.openAccount(queryClient, account), undefined);
    return account;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      await withDeviceCache((cache) => cache.forgetSignedOutAccount(queryClient), undefined);
      return null;
    }
    // Offline: the member last signed in on this device, from its cache (or the login page if none).
    if (err instanceof ApiError && err.status === 0)
      return withDeviceCache((cache) => cache.openLastAccount(queryClient), null);
    throw err;
  }
}

/** The options of the `me` query (useMe in api/session.ts, and prefetchMe). */
export function meQuery(queryClient: QueryClient) {
  return {
    queryKey: meKeys.all,
    queryFn: () => loadMe(queryClient),
    staleTime: CACHE_MS.accounts,
    // Runs offline too (it answers from the device), so the access guard never waits for a network.
    networkMode: 'always' as const,
  };
}

/**
 * The account the cache holds now, without asking the server: a member, null (nobody is signed in)
 * or undefined (not asked yet). The device cache files its snapshot under this account's uid.
 */
export function cachedMe(queryClient: QueryClient): Me | null | undefined {
  return queryClient.getQueryData<Me | null>(meKeys.all);
}

/** After the session ended: no cached answer of the account is left in memory, and the app knows no one is signed in. */
export function forgetSignedInAccount(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData<Me | null>(meKeys.all, null);
}

/** Starts asking who is signed in, before the screen that needs it has loaded. */
export function prefetchMe(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(meQuery(queryClient));
}
