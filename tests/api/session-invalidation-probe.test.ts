/**
 * The session cache's listener (api/auth/session-invalidation.ts) when its check is slow to send:
 * on a loaded machine the probe pool answered after the check's timeout had fired, the timeout's
 * rejection had no handler yet, and the web process ended (the mixed load's ECONNRESETs). Now the
 * cache just stays off, as for any check that does not come back. Needs the PostgreSQL server.
 */
import { Writable } from 'node:stream';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCache } from '../../api/auth/session-cache';
import { listenForSessionChanges } from '../../api/auth/session-invalidation';
import { createLogger } from '../../api/logger';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe.runIf(process.env.TEST_DATABASE_URL)('session cache listener, a check slower than its timeout', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });
  afterAll(() => database?.drop());

  it('leaves the cache off and the process running, with no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const lines: Array<{ msg: string; why?: string }> = [];
    const logger = createLogger(
      'warn',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const text of chunk.toString('utf8').split('\n').filter(Boolean))
            lines.push(JSON.parse(text) as { msg: string; why?: string });
          done();
        },
      }),
    );
    // The check's statement answers after the 3 s timeout, and never sends the notification.
    const slowProbe = {
      query: () => new Promise((resolve) => setTimeout(() => resolve({ rows: [] }), 3_600)),
    } as unknown as pg.Pool;
    const cache = new SessionCache<{ id: string }>({ ttlMs: 30_000 });
    const listener = listenForSessionChanges({ connectionString: database.url!, probe: slowProbe, cache, logger });
    try {
      await expect
        .poll(() => lines.find((line) => line.msg === 'session cache off: its notifications stopped'), {
          timeout: 15_000,
          interval: 100,
        })
        .toMatchObject({ why: 'a check notification did not come back' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      expect(cache.isEnabled).toBe(false);
    } finally {
      await listener.close();
      process.off('unhandledRejection', onUnhandled);
    }
  }, 30_000);
});
