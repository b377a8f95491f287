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
