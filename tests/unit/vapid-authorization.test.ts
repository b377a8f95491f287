/**
 * The VAPID header of a push (api/push/vapid.ts): signed once per push service origin and used for
 * an hour, with a token a push service accepts for its whole use (aud the origin, exp within 24 h).
 */
import { verify } from 'node:crypto';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { vapidAuthorization, VAPID_TOKEN_HOURS } from '../../api/push/vapid';
import { publicKeyFromRaw } from '../support/fixtures/push-service';

const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@example.co.za' };

/** The token's claims, once its ES256 signature verifies with the public key. */
function claimsOf(header: string): { aud: string; exp: number; sub: string } {
  const [, token, k] = /^vapid t=([^,]+), k=(.+)$/.exec(header)!;
  expect(k).toBe(keys.publicKey);
  const [head, claims, signature] = token!.split('.') as [string, string, string];
  const key = publicKeyFromRaw(Buffer.from(keys.publicKey, 'base64url'));
  const isSigned = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(isSigned).toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
}

describe('vapidAuthorization', () => {
  const start = Date.UTC(2026, 10, 28, 8, 0, 0);

  it('signs once per push service origin and uses that token for an hour, then signs a new one', () => {
    const fcm = 'https://fcm.googleapis.com/fcm/send/device-a';
    const first = vapidAuthorization(keys, fcm, start);
    expect(vapidAuthorization(keys, 'https://fcm.googleapis.com/fcm/send/device-b', start + 59 * 60_000)).toBe(first);
    const mozilla = vapidAuthorization(keys, 'https://updates.push.services.mozilla.com/wpush/v2/x', start);
    expect(mozilla).not.toBe(first);
    expect(claimsOf(mozilla).aud).toBe('https://updates.push.services.mozilla.com');

    const later = vapidAuthorization(keys, fcm, start + 60 * 60_000);
    expect(later).not.toBe(first);
    expect(claimsOf(later).exp).toBe(Math.floor((start + 60 * 60_000) / 1000) + VAPID_TOKEN_HOURS * 3600);
  });

  it('gives a token whose expiry stays within 24 hours and hours ahead of every use', () => {
    const endpoint = 'https://web.push.apple.com/QGx';
    const header = vapidAuthorization(keys, endpoint, start);
    const { aud, exp, sub } = claimsOf(header);
    expect(aud).toBe('https://web.push.apple.com');
    expect(sub).toBe(keys.subject);
    expect(exp - start / 1000).toBeLessThanOrEqual(24 * 3600);
    // Its last use, just under an hour on, still has over ten hours left.
    const lastUse = start + 60 * 60_000 - 1;
    expect(vapidAuthorization(keys, endpoint, lastUse)).toBe(header);
    expect(exp - lastUse / 1000).toBeGreaterThan(10 * 3600);
  });
});
