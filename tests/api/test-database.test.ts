/**
 * The test databases' own teardown. A test pool whose idle clients lose their database (the
 * PostgreSQL database dropped WITH (FORCE), or the embedded PGlite stopped) must not turn the
 * lost connections into an uncaught exception: Vitest counts one as an error and fails the run
 * although every test passed (the idle client gets 57P01 "terminating connection due to
 * administrator command" and, with no 'error' listener, throws at the process).
 */
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedDatabase } from '../../api/db/embedded';
import { createTestDatabase, embeddedTemplate, idleClientErrors, openTestPool } from '../support/test-database';

/** Two clients opened, used and given back: both sit idle in the pool. */
async function idleClients(pool: pg.Pool): Promise<void> {
  const clients = [await pool.connect(), await pool.connect()];
  for (const client of clients) await client.query('SELECT 1');
  for (const client of clients) client.release();
  expect(pool.idleCount).toBe(2);
}

/** Until the pool has dropped every client it lost (each one's 'error' has been handled by then). */
async function clientsGone(pool: pg.Pool): Promise<void> {
  for (let i = 0; i < 250 && pool.totalCount > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(pool.totalCount).toBe(0);
}

describe('a test pool whose database goes away under idle clients', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL: the database dropped WITH (FORCE) — the idle clients’ 57P01 is handled, not thrown',
    async () => {
      const database = await createTestDatabase();
      const pool = openTestPool(database.url!);
      try {
        await idleClients(pool);
        // No wait for the connections to leave: the drop terminates them at once.
        await database.drop({ waitMs: 0 });
        await clientsGone(pool);
        expect(idleClientErrors(pool).map((err) => (err as Error & { code?: string }).code)).toEqual([
          '57P01',
          '57P01',
        ]);
      } finally {
        await pool.end();
      }
    },
  );

  it('PGlite: the embedded database stopped — the idle clients’ lost connections are handled, not thrown', async () => {
    const database = await startEmbeddedDatabase('memory://', { loadDataDir: embeddedTemplate() });
    const pool = openTestPool(database.url);
    try {
      await idleClients(pool);
      await database.stop();
      await clientsGone(pool);
      expect(idleClientErrors(pool)).toHaveLength(2);
    } finally {
      await pool.end();
    }
    // Starting PGlite takes over a minute on a loaded 2-core machine.
  }, 240_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL: a drop waits for an ended pool’s connections to close instead of terminating them',
    async () => {
      const database = await createTestDatabase();
      const pool = openTestPool(database.url!);
      await idleClients(pool);
      await pool.end();
      await database.drop();
      expect(idleClientErrors(pool)).toEqual([]);
    },
  );
});
