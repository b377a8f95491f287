/**
 * MIGRATE_ON_START: a process applies the migrations at start unless it is production on a
 * PostgreSQL server, where the release step migrates once (rolling upgrades); either way the
 * setting wins.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/env';
import { productionSettings } from '../support/production-settings';

/** Every setting production needs, so only the database and MIGRATE_ON_START vary. */
const PRODUCTION = productionSettings();
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
