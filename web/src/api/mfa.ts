/**
 * Two-factor sign-in of the signed-in account (/api/me/mfa): a new authenticator to add, turning it
 * on with the password and a code (the answer carries the recovery codes, once), a new set of
 * recovery codes, and turning it off.
 * Only the two-factor page loads this module.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from './client';
import type { MutationCallbacks } from './mutation-callbacks';
import { useSetMe } from './sign-in';
import type { MeResponse, MfaEnabled, MfaEnrolment, MfaRecoveryCodes } from '../../../shared/types/account';
import type { TMfaConfirmSchema, TMfaReauthSchema } from '../../../shared/schemas/mfa';

/** POST /api/me/mfa/setup: a secret, its otpauth URI and QR code (nothing is on until confirmed). */
export function useStartEnrolment(callbacks: MutationCallbacks<MfaEnrolment, void> = {}) {
  return useMutation({
    mutationFn: () => api.post<MfaEnrolment>('/me/mfa/setup'),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  });
}

/**
 * POST /api/me/mfa/confirm. The account it answers becomes this device's only when `apply()` is
 * called: the recovery codes are shown first, and the access guard would leave the page at once.
 */
export function useConfirmEnrolment(
  callbacks: MutationCallbacks<MfaEnabled & { apply: () => void }, TMfaConfirmSchema> = {},
) {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: (input: TMfaConfirmSchema) => api.post<MfaEnabled>('/me/mfa/confirm', input),
    onSuccess: (answer, input) => callbacks.onSuccess?.({ ...answer, apply: () => setMe(answer.account) }, input),
    onError: callbacks.onError,
  });
}

/** POST /api/me/mfa/disable (members only; administrators keep it). */
export function useDisableSecondFactor(callbacks: MutationCallbacks<MeResponse, TMfaConfirmSchema> = {}) {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: (input: TMfaConfirmSchema) => api.post<MeResponse>('/me/mfa/disable', input),
    onSuccess: (answer, input) => {
      setMe(answer.account);
      callbacks.onSuccess?.(answer, input);
    },
    onError: callbacks.onError,
  });
}

/** POST /api/me/mfa/recovery-codes: a new set (the password or a current code); the old codes stop working. */
export function useRegenerateRecoveryCodes(callbacks: MutationCallbacks<MfaRecoveryCodes, TMfaReauthSchema> = {}) {
  return useMutation({
    mutationFn: (input: TMfaReauthSchema) => api.post<MfaRecoveryCodes>('/me/mfa/recovery-codes', input),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  });
}
