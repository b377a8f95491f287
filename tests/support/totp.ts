/**
 * Authenticator-app codes for tests, computed from the secret the API hands out, on real time as
 * the server checks them (TOTP never runs on the app's test clock).
 */
import * as OTPAuth from 'otpauth';

const PERIOD_MS = 30_000;

/** The code of the 30-second step `steps` away from now (-1: the step before). */
export function codeAt(secret: string, steps = 0): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    timestamp: Date.now() + steps * PERIOD_MS,
  });
}

/**
 * Waits out the last seconds of the current step when fewer than `marginMs` are left. The server
 * accepts the step before and after its own: a code of the step before now, checked on a loaded
 * machine a few seconds later, could otherwise land two steps back and be refused.
 */
export async function awayFromStepEnd(marginMs = 6_000): Promise<void> {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
