import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from './client';
import type { Me } from './types';
import type * as DeviceCache from '../offline/query-cache';
import { CACHE_MS } from '../../../shared/constants';

export const ME_KEY = ['me'] as const;

/** The device cache of the signed-in account (IndexedDB), loaded only once someone is signed in. */
async function withDeviceCache<T>(fn: (cache: typeof DeviceCache) => Promise<T>, fallback: T): Promise<T> {
  try {
    return await fn(await import('../offline/query-cache'));
  } catch {
    // No device cache (storage refused, or its code could not load): the app works without it.
    return fallback;
  }
}

async function loadMe(queryClient: QueryClient): Promise<Me | null> {
  try {
    const { account } = await api.get<{ account: Me }>('/me');
    // Restores this member's saved answers (and drops another member's) before any screen asks.
    await withDeviceCache((cache) => cache.openAccount(queryClient, account), undefined);
    return account;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      await withDeviceCache((cache) => cache.forgetSignedOutAccount(queryClient), undefined);
      return null;
    }
    // Offline: the member last signed in on this device, from its cache (or the login page if none).
    if (err instanceof ApiError && err.status === 0) return withDeviceCache((cache) => cache.openLastAccount(queryClient), null);
    throw err;
  }
}

/** The signed-in account, or null for a visitor. Offline, the account cached on this device. */
export function useMe() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ME_KEY,
    queryFn: () => loadMe(queryClient),
    staleTime: CACHE_MS.accounts,
    // Runs offline too (it answers from the device), so the access guard never waits for a network.
    networkMode: 'always',
  });
}

export function useSetMe() {
  const queryClient = useQueryClient();
  return (account: Me | null) => {
    const previous = queryClient.getQueryData<Me | null>(ME_KEY);
    if (account && previous?.uid !== account.uid) {
      // A sign-in: nothing cached before it (a visitor's or another member's) may show to this member.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' && query.queryKey[0] !== 'config' });
    }
    queryClient.setQueryData(ME_KEY, account);
    // Restore this member's saved answers and keep saving them on this device.
    if (account) void withDeviceCache((cache) => cache.openAccount(queryClient, account), undefined);
  };
}

const RETURN_TO_KEY = 'rc.returnTo';

/** The page a visitor asked for before being sent to /login (kept across sign-out, spec §2.2). */
export const returnTo = {
  remember(path: string) {
    localStorage.setItem(RETURN_TO_KEY, path);
  },
  take(): string {
    const path = localStorage.getItem(RETURN_TO_KEY);
    localStorage.removeItem(RETURN_TO_KEY);
    // Only ever return to a path of this site.
    return path && path.startsWith('/') && !path.startsWith('//') ? path : '/dashboard';
  },
};
