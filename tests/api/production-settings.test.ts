/**
 * Production with nothing set: the real entry point (api/server.ts, as the Procfile runs it)
 * refuses in one message that names every setting to fix, and exits before it touches the
 * database or the data folder (no migrations, no pg-boss schema, no files).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../api/db/embedded';
import { PRODUCTION_REQUIRED } from '../support/production-settings';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REQUIRED = PRODUCTION_REQUIRED;

/** Runs the server with exactly `env` (plus PATH) and resolves with its exit code and output. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    // A server that started instead of refusing would never exit: the test fails on the timeout.
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('production with every setting missing', () => {
  let database: TestDatabase | undefined;
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    // A fresh database on the server, or an embedded one over the wire: either way a DATABASE_URL.
    database = await createTestDatabase({ empty: true });
    if (database.url) databaseUrl = database.url;
    else {
      embedded = await startEmbeddedDatabase('memory://');
      databaseUrl = embedded.url;
    }
    dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'rc-settings-')), 'data');
  });
  afterAll(async () => {
    await embedded?.stop();
    await database?.drop();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('refuses in one message naming every missing setting and what to set, and creates nothing in the database', async () => {
    const { code, output } = await runServer({ NODE_ENV: 'production', DATABASE_URL: databaseUrl });
    expect(code, output).not.toBe(0);
    for (const name of REQUIRED) expect(output, name).toMatch(new RegExp(`^ {2}${name}: required in production`, 'm'));
    // One refusal, not the first of several.
    expect(output.match(/Invalid configuration/g), output).toHaveLength(1);

    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    try {
      const { rows } = await client.query<{ schema: string; name: string }>(
        `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
          WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
      );
      expect(rows).toEqual([]);
      const schemas = await client.query(`SELECT 1 FROM pg_namespace WHERE nspname IN ('pgboss', 'drizzle')`);
      expect(schemas.rows).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('refuses the embedded database the same way, before its folder is made', async () => {
    const { code, output } = await runServer({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(code, output).not.toBe(0);
    for (const name of REQUIRED) expect(output, name).toMatch(new RegExp(`^ {2}${name}: required in production`, 'm'));
    expect(existsSync(dataDir)).toBe(false);
  });
});
