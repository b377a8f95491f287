/**
 * The production runtime: `npm run build` compiles the server into dist-server/, and
 * `node dist-server/server.js` (what `npm start` and the Procfile run, without tsx) starts in
 * production on a PostgreSQL server — it finds its migrations beside the bundle, forks its web
 * processes (WEB_CONCURRENCY=2) from the compiled file, answers /readyz and the API, and stops
 * cleanly on SIGTERM. A second start with the production default (MIGRATE_ON_START off) runs on
 * the migrated database.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationJournal } from '../../api/db/migrate';
import { freePort, waitUntil } from './support/app-process';
import { createServerDatabase, query, type ServerDatabase } from './support/databases';
import { productionSettings } from '../support/production-settings';

const ROOT = path.resolve(import.meta.dirname, '../..');
let database: ServerDatabase;

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'pipe' });
}, 120_000);
beforeAll(async () => {
  database = await createServerDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function startCompiled(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist-server/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      ...productionSettings(),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database.url,
      ADMIN_EMAIL: 'admin@example.co.za',
      ADMIN_PASSWORD: 'Placement42',
      PASSWORD_HASH_COST: '12',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal!)),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`dist-server/server.js exited ${child.exitCode}:\n${output}`);
      // The banner comes once every web process listens, just before the signal handlers.
      if (!output.includes('Recruiter Connect is running')) return false;
      return fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
    },
    90_000,
    'the compiled server to be ready',
  );
  return { url, output: () => output, stop: () => (child.kill('SIGTERM'), exited) };
}

it('builds dist-server/ with the migrations beside the bundle', () => {
  expect(existsSync(path.join(ROOT, 'dist-server/server.js'))).toBe(true);
  for (const { tag } of migrationJournal())
    expect(existsSync(path.join(ROOT, 'dist-server/migrations', `${tag}.sql`))).toBe(true);
});

it('starts in production from compiled JavaScript, migrates, serves with two web processes, stops on SIGTERM', async () => {
  const app = await startCompiled({ MIGRATE_ON_START: 'true', WEB_CONCURRENCY: '2' });
  expect(app.output()).toContain('Web processes: 2 on one port');
  const lookups = await fetch(`${app.url}/api/lookups`);
  expect(lookups.status).toBe(200);
  const rows = await query<{ n: number }>(database.url, 'select count(*)::int as n from drizzle.__drizzle_migrations');
  expect(rows[0]!.n).toBe(migrationJournal().length);
  expect(await app.stop()).toBe(0);
});

it('starts again with the production default (MIGRATE_ON_START off) on the migrated database', async () => {
  const app = await startCompiled({});
  expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
  expect(await app.stop()).toBe(0);
});
