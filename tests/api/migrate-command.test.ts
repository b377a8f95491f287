/**
 * Rolling upgrades: `npm run db:migrate` lists the migrations it applied (then "nothing to
 * apply"), and a process with MIGRATE_ON_START off refuses a database that lacks this release's
 * migrations, naming the command, instead of failing later on a missing column. On the embedded
 * database in a folder, or on a fresh database of the PostgreSQL server (TEST_DATABASE_URL).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationJournal } from '../../api/db/migrate';
import { loadConfig } from '../../api/env';
import { startRuntime } from '../../api/runtime';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
let folder = '';
let database: TestDatabase | undefined;
let env: Record<string, string> = {};

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'rc-migrate-'));
  database = await createTestDatabase({ empty: true });
  env = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(folder, 'data'),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
});
afterAll(async () => {
  await database?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const migrateCommand = async () => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  return stdout;
};

it(
  'refuses to start without migrating when MIGRATE_ON_START is off, naming npm run db:migrate',
  { timeout: 120_000 },
  async () => {
    const config = loadConfig({ ...env, MIGRATE_ON_START: 'false' });
    await expect(startRuntime(config)).rejects.toThrow(
      /lacks \d+ migration\(s\) of this release \(0000_init, .*\), and MIGRATE_ON_START is off\.\nRun `npm run db:migrate` first/,
    );
  },
);

it('npm run db:migrate lists what it applied, then says there is nothing to apply', { timeout: 240_000 }, async () => {
  const tags = migrationJournal().map((entry) => entry.tag);
  expect(await migrateCommand()).toBe(`Migrations applied (${tags.length}):\n${tags.map((t) => `  ${t}\n`).join('')}`);
  expect(await migrateCommand()).toBe('Migrations: nothing to apply; the database is current.\n');
});

it('starts with MIGRATE_ON_START off once the release step has migrated', async () => {
  const runtime = await startRuntime(loadConfig({ ...env, MIGRATE_ON_START: 'false' }), { workers: false });
  try {
    expect(runtime.migrations).toEqual([]);
    const { rows } = await runtime.ctx.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows[0].n).toBe(migrationJournal().length);
  } finally {
    await runtime.stop();
  }
});
