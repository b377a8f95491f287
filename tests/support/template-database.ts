/**
 * Vitest global set-up of the API and e2e suites: the database is migrated ONCE per run, and every
 * test file's database starts as a copy of it (tests/support/test-database.ts) instead of applying
 * every migration again. The template is made by the app's own start (startRuntime: migrations,
 * pg-boss's schema, the queues), so a file's start then finds nothing left to do.
 *
 * - On the PostgreSQL server of TEST_DATABASE_URL: a database of its own for this run (a unique
 *   name, so runs side by side do not meet), copied with CREATE DATABASE … TEMPLATE and dropped at
 *   the end. PostgreSQL copies a template only while nothing is connected to it: the runtime is
 *   stopped, and its connections have left, before any file starts.
 * - On PGlite: the migrated data folder as a tarball in a temporary file; each file's in-memory
 *   database is loaded from it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startEmbeddedDatabase } from '../../api/db/embedded';
import { loadConfig } from '../../api/env';
import { startRuntime } from '../../api/runtime';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  TEMPLATE_DATA_DIR_ENV,
  TEMPLATE_DATABASE_ENV,
  waitUntilUnused,
} from './test-database';
import { TEST_DEFAULTS } from './test-server';

/** Starts the app's runtime (no job workers) on `url` and stops it: the database is then migrated. */
async function migrate(url: string): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...TEST_DEFAULTS, DATABASE_URL: url });
  const runtime = await startRuntime(config, { workers: false, migrate: true });
  await runtime.stop();
}

/**
 * `npm test` runs the API and e2e projects in one Vitest process, and each project runs its
 * global set-up: the second one takes the template the first made (~10 s of CPU on PGlite, a
 * migration and a dump) instead of making another, and the last one to finish drops it.
 */
type SharedTemplate = { users: number; teardown: Promise<() => Promise<void>> };
const SHARED = Symbol.for('recruiter-connect.test-template');
const processGlobals = globalThis as { [SHARED]?: SharedTemplate };

export default async function setup(): Promise<() => Promise<void>> {
  const shared = (processGlobals[SHARED] ??= { users: 0, teardown: makeTemplate() });
  shared.users += 1;
  try {
    await shared.teardown;
  } catch (err) {
    delete processGlobals[SHARED];
    throw err;
  }
  return async () => {
    if (--shared.users > 0) return;
    delete processGlobals[SHARED];
    await (
      await shared.teardown
    )();
  };
}

async function makeTemplate(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `rc_template_${randomBytes(6).toString('hex')}`;
    await createDatabase(serverUrl, name);
    try {
      await migrate(databaseUrl(serverUrl, name));
    } catch (err) {
      await dropDatabase(serverUrl, name, 0);
      throw err;
    }
    // A pool's end() resolves before its sockets close: wait for them, as a copy needs.
    if (!(await waitUntilUnused(serverUrl, name, 5_000)))
      throw new Error(`the template database ${name} still has connections after its runtime stopped`);
    process.env[TEMPLATE_DATABASE_ENV] = name;
    return async () => {
      delete process.env[TEMPLATE_DATABASE_ENV];
      await dropDatabase(serverUrl, name);
    };
  }

  const embedded = await startEmbeddedDatabase('memory://');
  const folder = mkdtempSync(path.join(tmpdir(), 'rc-template-'));
  try {
    await migrate(embedded.url);
    const file = path.join(folder, 'pglite-data-dir.tar');
    // Kept unzipped: each file loads it, and a gzipped one would be unzipped once per file.
    writeFileSync(file, gunzipSync(Buffer.from(await (await embedded.dump()).arrayBuffer())));
    process.env[TEMPLATE_DATA_DIR_ENV] = file;
  } catch (err) {
    rmSync(folder, { recursive: true, force: true });
    throw err;
  } finally {
    await embedded.stop();
  }
  return async () => {
    delete process.env[TEMPLATE_DATA_DIR_ENV];
    rmSync(folder, { recursive: true, force: true });
  };
}
