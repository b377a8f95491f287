/**
 * Changes to the member's own account (/api/me): the profile, and the request for approval. The
 * answer becomes the signed-in account on this device (useSetMe), so every screen shows it at once.
 * Apart from api/me.ts, which the entry loads: these hooks are only on the account pages.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from './client';
import { fetchMe } from './me';
import type { MutationCallbacks } from './mutation-callbacks';
import { useSetMe } from './sign-in';
import type {
  ApprovalRequested,
  DeletionCancelled,
  DeletionRequested,
  Me,
  MeResponse,
} from '../../../shared/types/account';
import type { TDeleteAccountSchema } from '../../../shared/schemas/account';

/** PUT /api/me with the changed fields only. */
export function useUpdateMe<TInput>(callbacks: MutationCallbacks<Me, TInput> = {}) {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: async (input: TInput) => (await api.put<MeResponse>('/me', input)).account,
    onSuccess: (account, input) => {
      setMe(account);
      callbacks.onSuccess?.(account, input);
    },
    onError: callbacks.onError,
  });
}

/** POST /api/me/request-approval, then the account as it now is (its `contact` flag set). */
export function useRequestApproval(callbacks: MutationCallbacks<Me, void> = {}) {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: async () => {
      await api.post<ApprovalRequested>('/me/request-approval');
      return fetchMe();
    },
    onSuccess: (account) => {
      setMe(account);
      callbacks.onSuccess?.(account);
    },
    onError: callbacks.onError,
  });
}

/** POST /api/me/delete: the server signs this member out everywhere; the caller clears this device. */
export function useRequestDeletion(callbacks: MutationCallbacks<DeletionRequested, TDeleteAccountSchema> = {}) {
  return useMutation({
    mutationFn: (input: TDeleteAccountSchema) => api.post<DeletionRequested>('/me/delete', input),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  });
}

/** DELETE /api/me/delete: the pending deletion is cancelled; the answer is the account as it now is. */
export function useCancelDeletion(callbacks: MutationCallbacks<Me, void> = {}) {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: async () => (await api.delete<DeletionCancelled>('/me/delete')).account,
    onSuccess: (account) => {
      setMe(account);
      callbacks.onSuccess?.(account);
    },
    onError: callbacks.onError,
  });
}
