/**
 * Two-factor sign-in bodies: the second step of a sign-in (a 6-digit code or a recovery code), and
 * turning it on or off (the password again, and a code).
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { LIMITS } from '../constants';

const notObject = 'The request body must be a JSON object.';
const bodyError = (issue: { code?: string; keys?: readonly string[] }): string | undefined => {
  if (issue.code === 'invalid_type') return notObject;
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys?.[0] ?? ''}`;
  return undefined;
};

/** A 6-digit code or a recovery code (XXXXX-XXXXX); anything else is refused before any lookup. */
const code = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(20, { error: missing })
    .transform((v) => v.replace(/\s+/g, ''));

const password = z
  .string({ error: MESSAGES.passwordRequired })
  .refine((v) => v.trim().length > 0, { error: MESSAGES.passwordRequired })
  .refine((v) => Array.from(v).length <= LIMITS.password, { error: MESSAGES.deletionPasswordInvalid });

/** POST /api/auth/mfa: the second step of a sign-in. */
export const ZMfaSignInSchema = z.strictObject({ code: code(MESSAGES.mfaCodeRequired) }, { error: bodyError });
export type TMfaSignInSchema = z.infer<typeof ZMfaSignInSchema>;

/** POST /api/me/mfa/confirm and /api/me/mfa/disable: the password again, and a code. */
export const ZMfaConfirmSchema = z.strictObject(
  { password, code: code(MESSAGES.mfaCodeRequired) },
  { error: bodyError },
);
export type TMfaConfirmSchema = z.infer<typeof ZMfaConfirmSchema>;

/**
 * POST /api/me/mfa/recovery-codes: new recovery codes, after proving it is the member again with
 * the password or a current code from the app (either; both are checked when both are sent).
 */
export const ZMfaReauthSchema = z
  .strictObject(
    { password: password.optional(), code: code(MESSAGES.mfaReauthRequired).optional() },
    { error: bodyError },
  )
  .refine((v) => v.password !== undefined || v.code !== undefined, {
    error: MESSAGES.mfaReauthRequired,
    // Said beside the password, the first of the two ways.
    path: ['password'],
  });
export type TMfaReauthSchema = z.infer<typeof ZMfaReauthSchema>;
