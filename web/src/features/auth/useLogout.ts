import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { forgetSignedInAccount } from '../../api/me';
import { logout } from '../../api/session';
import { useToast, type Toast } from '../../components/ui/Toast';
import { TITLES } from '../../../../shared/messages';

/**
 * Signs out, clears every cached answer of this account (in memory and on this device: the query
 * cache and the saved filters in IndexedDB), stops this device's push alerts, and keeps the
 * redirect target. Offline, signing out is refused like any other change ('You are offline').
 * The function it returns takes the toast shown on /login afterwards ('Logged Out' unless the
 * sign-out has a reason of its own).
 */
const LOGGED_OUT: Toast = { header: TITLES.loggedOut, content: 'You have been logged out.', type: 'success' };

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate } = useMutation({
    mutationFn: async (_signedOut: Toast) => {
      if (!navigator.onLine)
        throw new ApiError(0, 'You are offline', 'You are offline. Check your connection and try again.');
      const [{ closeAccount }, { clearSavedFilters }, { dropPushSubscription }] = await Promise.all([
        import('../../offline/query-cache'),
        import('../../offline/filters'),
        import('../pwa/push'),
      ]);
      // While still signed in: the server forgets this device's push subscription.
      await dropPushSubscription();
      await logout();
      await closeAccount();
      await clearSavedFilters();
    },
    onSuccess: (_done, signedOut) => {
      forgetSignedInAccount(queryClient);
      toast(signedOut);
      navigate('/login');
    },
    onError: (err) => {
      const message = err instanceof ApiError ? err.message : 'Please try again.';
      toast({ header: TITLES.logoutFailed, content: message, type: 'error' });
    },
  });
  return (signedOut: Toast = LOGGED_OUT) => mutate(signedOut);
}

/**
 * This device forgets a member whose session the server already ended ("Delete my account"): the
 * device cache and saved filters go, and the browser's push subscription (the server has dropped its copy).
 */
export async function clearDeviceAfterSignOut(): Promise<void> {
  const [{ closeAccount }, { clearSavedFilters }, { dropPushSubscription }] = await Promise.all([
    import('../../offline/query-cache'),
    import('../../offline/filters'),
    import('../pwa/push'),
  ]);
  await dropPushSubscription();
  await closeAccount();
  await clearSavedFilters();
}
