/**
 * Two-factor sign-in (TOTP, RFC 6238) and what it keeps at rest. The shared secret is sealed with
 * AES-256-GCM and the recovery codes are HMAC-SHA-256 hashes, both under a key that is never in the
 * database (MFA_KEY, else derived from the session secret): a copy of the database alone gives no
 * working code generator and no usable recovery code.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code from the step before or after the server's is accepted too: phone clocks drift. */
const WINDOW = 1;
const ISSUER = 'Recruiter Connect';
export const RECOVERY_CODE_COUNT = 10;
/** No 0/O or 1/I/L: recovery codes are read off paper and typed by hand. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export type MfaKeys = { seal: Buffer; hash: Buffer };

/** Two keys (one to seal secrets, one to hash recovery codes), from MFA_KEY or the session secret. */
export function mfaKeys(options: { mfaKey?: string; sessionSecret: string }): MfaKeys {
  const material = options.mfaKey ?? options.sessionSecret;
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', material, 'recruiter-connect-mfa', info, 32));
  return { seal: derive('totp-secret'), hash: derive('recovery-code') };
}

export function sealSecret(keys: MfaKeys, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.seal, iv);
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(
    '.',
  );
}

/** The secret, or null when it was sealed under another key (MFA_KEY changed) or altered. */
export function openSecret(keys: MfaKeys, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys.seal, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 as authenticator apps take it. */
export function newSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totpFor(base32: string, label = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(base32),
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(base32: string, email: string): string {
  return totpFor(base32, email).toString();
}

/**
 * The time step of `code` when it is valid now and newer than `lastStep` (the step of the last code
 * accepted for this account), else null: a code seen once is never accepted again, even within its
 * 30 seconds. TOTP runs on real time (the authenticator's), never on the app's test clock.
 */
export function acceptedStep(base32: string, code: string, lastStep: number, at = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(base32).validate({ token: code, timestamp: at, window: WINDOW });
  if (delta === null) return null;
  const step = OTPAuth.TOTP.counter({ period: PERIOD_SECONDS, timestamp: at }) + delta;
  return step > lastStep ? step : null;
}

/** Recovery codes as shown once: XXXXX-XXXXX (about 50 bits each). */
export function newRecoveryCodes(): string[] {
  const code = () => Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const c = code();
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
}

/** The stored form of a recovery code: case, spaces and dashes do not matter when typed. */
export function hashRecoveryCode(keys: MfaKeys, code: string): string {
  const normal = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return createHmac('sha256', keys.hash).update(normal).digest('base64url');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(code.trim());
}
