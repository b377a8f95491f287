import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api, ApiError } from '../../api/client';
import { useToast } from '../../components/Toasts';
import { TITLES } from '../../../../shared/messages';

/** Signs out, clears every cached answer of this account, and keeps the redirect target. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return async () => {
    try {
      await api.post('/auth/logout');
      queryClient.clear();
      queryClient.setQueryData(['me'], null);
      toast({ header: TITLES.loggedOut, content: 'You have been logged out.', type: 'success' });
      navigate('/login');
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'Please try again.';
      toast({ header: TITLES.logoutFailed, content: message, type: 'error' });
    }
  };
}
