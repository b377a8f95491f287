/**
 * The settings production refuses to start without (api/env.ts, productionProblems), in one place,
 * each with a fresh working value, for tests and benches that start the app as production does.
 * production-settings.test.ts starts it with none of them and expects every name in the refusal.
 */
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';

export const PRODUCTION_REQUIRED = [
  'APP_URL',
  'SESSION_SECRET',
  'SMTP_URL',
  'INVITATION_SALT',
  'CANDIDATE_ID_SECRET',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
] as const;

export type ProductionSettings = Record<(typeof PRODUCTION_REQUIRED)[number], string>;

/** Working values: random secrets, new VAPID keys, a mail server nobody listens on. */
export function productionSettings(): ProductionSettings & { NODE_ENV: 'production' } {
  const vapid = webpush.generateVAPIDKeys();
  return {
    NODE_ENV: 'production',
    APP_URL: 'https://connect.example.co.za',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: 'smtp://127.0.0.1:9',
    INVITATION_SALT: randomBytes(16).toString('hex'),
    CANDIDATE_ID_SECRET: randomBytes(32).toString('hex'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
}
