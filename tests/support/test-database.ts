/**
 * Where a test file's database lives. With TEST_DATABASE_URL (CI sets it to the PostgreSQL
 * server) each file gets a fresh database of its own, dropped afterwards; otherwise each file
 * gets an in-memory embedded PGlite (startRuntime does that when DATABASE_URL is unset).
 *
 * Every pool or client a test opens on such a database needs an 'error' listener: dropping the
 * database (WITH (FORCE)) or stopping PGlite ends whatever connection is still open, and an idle
 * pg client that loses its connection emits 'error' — without a listener that is an uncaught
 * exception, which Vitest counts as a failed run even when every test passed.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';

export type TestDatabase = {
  url: string | undefined;
  /**
   * Waits (up to `waitMs`, 5 s by default) for the connections still open on the database to
   * leave — a pool's end() resolves before its clients' sockets are closed — then drops it WITH
   * (FORCE), which ends any that stayed.
   */
  drop(options?: { waitMs?: number }): Promise<void>;
};

/** How long a drop waits for the database's last connections to close by themselves. */
const DROP_WAIT_MS = 5_000;

/** The errors each pool of `openTestPool` received on an idle client (for the tests of this file). */
const idleErrors = new WeakMap<pg.Pool, Error[]>();

/**
 * A pg Pool for a test's own queries on a test database, with the 'error' listener an idle client
 * needs: the client is gone (the pool drops it and opens another on the next query), and the
 * error is kept for `idleClientErrors`, not thrown at the process.
 */
export function openTestPool(connectionString: string, max = 2): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  const errors: Error[] = [];
  idleErrors.set(pool, errors);
  pool.on('error', (err) => errors.push(err));
  return pool;
}

/** What the idle clients of a pool from `openTestPool` received (a dropped database's 57P01…). */
export function idleClientErrors(pool: pg.Pool): readonly Error[] {
  return idleErrors.get(pool) ?? [];
}

/** A short-lived client on the PostgreSQL server (its maintenance database), ended by `use`'s end. */
async function withServer<T>(serverUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  // The server's own database is never dropped, but a restart of the server must not crash the run.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** CREATE DATABASE `name`, empty or a copy of `template` (which must have no connection meanwhile). */
export function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  return withServer(serverUrl, async (admin) => {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  });
}

/**
 * Waits up to `waitMs` for the last connections to database `name` to close (a pool's end()
 * resolves before its sockets do); answers whether none is left.
 */
export function waitUntilUnused(serverUrl: string, name: string, waitMs: number): Promise<boolean> {
  return withServer(serverUrl, async (admin) => {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
}

/** See TestDatabase.drop. */
export async function dropDatabase(serverUrl: string, name: string, waitMs = DROP_WAIT_MS): Promise<void> {
  if (waitMs > 0) await waitUntilUnused(serverUrl, name, waitMs);
  await withServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * The database migrated once for this run (tests/support/template-database.ts, the API and e2e
 * suites' global set-up): its name on the PostgreSQL server, or the file of the PGlite data folder
 * tarball. Unset outside those suites (a bench script): each database is then migrated at start.
 */
export const TEMPLATE_DATABASE_ENV = 'TEST_TEMPLATE_DATABASE';
export const TEMPLATE_DATA_DIR_ENV = 'TEST_TEMPLATE_DATA_DIR';

let templateDataDir: Blob | undefined;

/** The migrated PGlite data folder to start an embedded test database from, if this run made one. */
export function embeddedTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_DATA_DIR_ENV];
  if (!file) return undefined;
  templateDataDir ??= new Blob([readFileSync(file)]);
  return templateDataDir;
}

/**
 * A database for one test file on the PostgreSQL server of TEST_DATABASE_URL: a copy of the run's
 * migrated template (`CREATE DATABASE … TEMPLATE`), or `empty` (a test of the migrations
 * themselves); without TEST_DATABASE_URL, none (the file runs on PGlite).
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  const name = `rc_test_${randomBytes(6).toString('hex')}`;
  await createDatabase(serverUrl, name, options.empty ? undefined : process.env[TEMPLATE_DATABASE_ENV]);
  return {
    url: databaseUrl(serverUrl, name),
    drop: ({ waitMs = DROP_WAIT_MS } = {}) => dropDatabase(serverUrl, name, waitMs),
  };
}
