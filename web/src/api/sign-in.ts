/**
 * Signing in on this device (`useSetMe`) and the page a visitor asked for before /login
 * (`returnTo`). Apart from api/session.ts so the sign-in pages need no query hooks.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '../../../shared/types/account';
import { configKeys, meKeys } from './keys';
import { withDeviceCache } from './me';

export function useSetMe() {
  const queryClient = useQueryClient();
  return (account: Me | null) => {
    const previous = queryClient.getQueryData<Me | null>(meKeys.all);
    if (account && previous?.uid !== account.uid) {
      // A sign-in: nothing cached before it (a visitor's or another member's) may show to this member.
      const kept = [meKeys.all[0], configKeys.all[0]] as const;
      queryClient.removeQueries({ predicate: (query) => !kept.some((key) => key === query.queryKey[0]) });
    }
    queryClient.setQueryData(meKeys.all, account);
    // Restore this member's saved answers and keep saving them on this device.
    if (account) void withDeviceCache((cache) => cache.openAccount(queryClient, account), undefined);
  };
}

const RETURN_TO_KEY = 'rc.returnTo';

/** The page a visitor asked for before being sent to /login (kept across sign-out, spec “Guarded pages”). */
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
