/**
 * Registration, activation, signing in, and passwords (/api/auth; signing out is api/session.ts's). The sign-in pages use
 * these mutations; the signed-in account they answer goes to useSetMe (api/sign-in.ts).
 */
import { useMutation } from '@tanstack/react-query';
import { api } from './client';
import type { MutationCallbacks } from './mutation-callbacks';
import { useSetMe } from './sign-in';
import type { Me, MeResponse } from '../../../shared/types/account';
import type {
  Activated,
  LoginResponse,
  PasswordChanged,
  RecoveryEmailSent,
  Registered,
} from '../../../shared/types/auth';

/** A mutation of one POST under /api/auth whose answer the screen does not read. */
function useAuthPost<TInput, TAnswer>(path: string, callbacks: MutationCallbacks<TAnswer, TInput>) {
  return useMutation({
    mutationFn: (input: TInput) => api.post<TAnswer>(path, input),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  });
}

/**
 * POST /api/auth/login; the account becomes the signed-in one on this device. Null: the password
 * was right and the account's second factor is awaited (useSecondFactor).
 */
export function useLogin<TInput>(callbacks: MutationCallbacks<Me | null, TInput> = {}) {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: async (input: TInput) => {
      const answer = await api.post<LoginResponse>('/auth/login', input);
      return 'account' in answer ? answer.account : null;
    },
    onSuccess: (account, input) => {
      if (account) setMe(account);
      callbacks.onSuccess?.(account, input);
    },
    onError: callbacks.onError,
  });
}

/** POST /api/auth/mfa: the code (or a recovery code) after the password; the account is then signed in. */
export function useSecondFactor(callbacks: MutationCallbacks<Me, { code: string }> = {}) {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: async (input: { code: string }) => (await api.post<MeResponse>('/auth/mfa', input)).account,
    onSuccess: (account, input) => {
      setMe(account);
      callbacks.onSuccess?.(account, input);
    },
    onError: callbacks.onError,
  });
}

export const useRegister = <TInput>(callbacks: MutationCallbacks<Registered, TInput> = {}) =>
  useAuthPost('/auth/register', callbacks);

/** POST /api/auth/activate with the link's uid and token. */
export const useActivate = (callbacks: MutationCallbacks<Activated, { uid: string; token: string }> = {}) =>
  useAuthPost('/auth/activate', callbacks);

export const useForgotPassword = <TInput>(callbacks: MutationCallbacks<RecoveryEmailSent, TInput> = {}) =>
  useAuthPost('/auth/forgot', callbacks);

/** POST /api/auth/reset: a new password with a reset link's token. */
export const useResetPassword = <TInput>(callbacks: MutationCallbacks<PasswordChanged, TInput> = {}) =>
  useAuthPost('/auth/reset', callbacks);

/** POST /api/auth/password: a new password with the current one (signed in). */
export const useChangePassword = <TInput>(callbacks: MutationCallbacks<PasswordChanged, TInput> = {}) =>
  useAuthPost('/auth/password', callbacks);
