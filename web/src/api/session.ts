import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from './client';
import type { Me } from './types';

export const ME_KEY = ['me'] as const;

/** The signed-in account, or null for a visitor. */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async () => {
      try {
        return (await api.get<{ account: Me }>('/me')).account;
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      }
    },
    staleTime: 60_000,
  });
}

export function useSetMe() {
  const queryClient = useQueryClient();
  return (account: Me | null) => queryClient.setQueryData(ME_KEY, account);
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
