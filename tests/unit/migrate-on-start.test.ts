/**
 * MIGRATE_ON_START: a process applies the migrations at start unless it is production on a
 * PostgreSQL server, where the release step migrates once (rolling upgrades); either way the
 * setting wins.
 */
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/env';

const vapid = webpush.generateVAPIDKeys();
/** Every setting production needs, so only the database and MIGRATE_ON_START vary. */
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_URL: 'https://connect.example.co.za',
  SESSION_SECRET: 'a'.repeat(32),
  CANDIDATE_ID_SECRET: 'b'.repeat(32),
  SMTP_URL: 'smtp://127.0.0.1:2525',
  INVITATION_SALT: 'a-salt-only-this-deployment-knows',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
} as const;
const SERVER = { DATABASE_URL: 'postgres://app@db.internal:5432/recruiter_connect' };

describe('MIGRATE_ON_START', () => {
  it('defaults to off in production on a PostgreSQL server', () => {
    expect(loadConfig({ ...PRODUCTION, ...SERVER }).migrateOnStart).toBe(false);
  });

  it('defaults to on for the embedded database, in development and in tests', () => {
    expect(loadConfig({ ...PRODUCTION }).migrateOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', ...SERVER }).migrateOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).migrateOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', ...SERVER }).migrateOnStart).toBe(true);
  });

  it('is what it is set to', () => {
    expect(loadConfig({ ...PRODUCTION, ...SERVER, MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
  });

  it('refuses a value that is not a yes or a no', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', MIGRATE_ON_START: 'sometimes' })).toThrow(/MIGRATE_ON_START/);
  });
});
