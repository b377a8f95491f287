import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { NOTIFICATION_TOGGLES, type NotificationToggle } from '../../shared/constants';

/**
 * The token of a mail's one-click unsubscribe link (RFC 8058): which member, and which of their
 * notification toggles the mail was sent under. It can do one thing, turn those toggles off, so it
 * needs no expiry and no row: it is signed (HMAC-SHA-256 under a key derived from the session
 * secret, which is never in the database), and nothing about it is stored. A forged or altered
 * token does not verify; a new SESSION_SECRET retires every link already mailed.
 *
 * Form: base64url("1:<account id>:<toggle>,<toggle>") "." base64url(HMAC of that).
 */
const VERSION = '1';
const MAX_TOKEN_LENGTH = 400;

export type UnsubscribeGrant = { accountId: string; toggles: NotificationToggle[] };

const ZGrant = z.object({
  accountId: z.uuid(),
  toggles: z
    .array(z.enum(NOTIFICATION_TOGGLES))
    .min(1)
    .refine((t) => new Set(t).size === t.length),
});

const keys = new Map<string, Buffer>();
function keyFor(sessionSecret: string): Buffer {
  let key = keys.get(sessionSecret);
  if (!key) {
    key = createHmac('sha256', sessionSecret).update('unsubscribe-links').digest();
    // One secret per process in practice; a test run starts a few servers.
    if (keys.size < 100) keys.set(sessionSecret, key);
  }
  return key;
}

const mac = (sessionSecret: string, payload: string) =>
  createHmac('sha256', keyFor(sessionSecret)).update(payload).digest();

export function makeUnsubscribeToken(sessionSecret: string, grant: UnsubscribeGrant): string {
  const { accountId, toggles } = ZGrant.parse(grant);
  const payload = `${VERSION}:${accountId}:${toggles.join(',')}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac(sessionSecret, payload).toString('base64url')}`;
}

/** The grant a token of ours carries, or null for anything else (forged, altered, malformed). */
export function readUnsubscribeToken(sessionSecret: string, token: string): UnsubscribeGrant | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const payload = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(sessionSecret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [version, accountId, toggles, ...rest] = payload.split(':');
  if (version !== VERSION || rest.length > 0) return null;
  const grant = ZGrant.safeParse({ accountId, toggles: toggles?.split(',') });
  return grant.success ? grant.data : null;
}
