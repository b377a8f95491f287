import type { AppContext } from '../../context';
import { mfaKeys, type MfaKeys } from '../../auth/mfa-secrets';

/** This deployment's keys for sealing TOTP secrets and hashing recovery codes (never stored). */
export function keysOf(ctx: AppContext): MfaKeys {
  return mfaKeys({ mfaKey: ctx.config.MFA_KEY, sessionSecret: ctx.sessionSecret });
}
