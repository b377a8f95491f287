/**
 * VAPID keys for Web Push: from configuration, or generated once into DATA_DIR (outside
 * production) so devices stay subscribed across restarts. Tests get throw-away keys.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../env';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export function loadVapidKeys(config: Config): VapidKeys {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  if (config.isProduction)
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: required in production');
  if (config.NODE_ENV === 'test') return { ...webpush.generateVAPIDKeys(), subject };
  const file = path.join(config.DATA_DIR, 'vapid.json');
  if (existsSync(file)) return { ...(JSON.parse(readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>), subject };
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}

/** A VAPID token's life (RFC 8292 allows at most 24 hours; web-push's own default is 12). */
export const VAPID_TOKEN_HOURS = 12;
/** A token is used for this long after it was signed, so whatever it is sent with has hours left. */
const VAPID_TOKEN_REUSE_MS = 3_600_000;

type SignedHeader = { authorization: string; signedAt: number };
const signed = new WeakMap<VapidKeys, Map<string, SignedHeader>>();

/**
 * The `Authorization: vapid t=…, k=…` header for the push service of `endpoint`, signed once per
 * origin and used for an hour (`now`: the tests' clock). The token names only the origin (`aud`),
 * its expiry and the subject, so every message to one push service can carry the same one: signing
 * it for each message (web-push's way) was about a third of the sender's CPU per push, and a bulk
 * message sends thousands to the same few services (FCM, Mozilla, Apple).
 */
export function vapidAuthorization(vapid: VapidKeys, endpoint: string, now = Date.now()): string {
  const byOrigin = signed.get(vapid) ?? new Map<string, SignedHeader>();
  signed.set(vapid, byOrigin);
  const origin = new URL(endpoint).origin;
  const cached = byOrigin.get(origin);
  const age = cached ? now - cached.signedAt : -1;
  if (cached && age >= 0 && age < VAPID_TOKEN_REUSE_MS) return cached.authorization;
  const { Authorization } = webpush.getVapidHeaders(
    origin,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    Math.floor(now / 1000) + VAPID_TOKEN_HOURS * 3600,
  );
  // A handful of push services in practice; the bound keeps odd stored endpoints from growing it.
  if (byOrigin.size >= 100) byOrigin.clear();
  byOrigin.set(origin, { authorization: Authorization, signedAt: now });
  return Authorization;
}
