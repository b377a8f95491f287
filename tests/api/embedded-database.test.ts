/**
 * The embedded PGlite served over the wire: many pooled connections at once must not mix
 * their extended-protocol messages, and an open transaction keeps the backend to itself.
 * (Regression: pglite-socket's server interleaved Parse/Bind across connections.)
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../api/db/embedded';

let database: EmbeddedDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await startEmbeddedDatabase('memory://');
  pool = new pg.Pool({ connectionString: database.url, max: 12 });
  await pool.query('CREATE TABLE t (id int primary key, label text)');
});
afterAll(async () => {
  await pool?.end();
  await database?.stop();
});

describe('embedded database over the wire protocol', () => {
  it('answers concurrent parameterised queries of different shapes correctly', async () => {
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) => {
        const params = Array.from({ length: 1 + (i % 6) }, (_, k) => i * 10 + k);
        const placeholders = params.map((_, k) => `$${k + 1}::int`).join(' + ');
        return pool.query(`SELECT ${placeholders} AS total`, params).then((r) => ({ i, params, total: r.rows[0].total }));
      }),
    );
    for (const { params, total } of results) expect(total).toBe(params.reduce((a, b) => a + b, 0));
  });

  it('keeps other connections out of an open transaction, and rolls back when its client leaves', async () => {
    const a = await pool.connect();
    await a.query('BEGIN');
    await a.query('INSERT INTO t VALUES ($1, $2)', [1, 'uncommitted']);
    // Another connection waits for the transaction instead of running inside it.
    const other = pool.query('SELECT count(*)::int AS n FROM t');
    await new Promise((r) => setTimeout(r, 100));
    await a.query('ROLLBACK');
    a.release();
    expect((await other).rows[0].n).toBe(0);

    const b = new pg.Client({ connectionString: database.url });
    await b.connect();
    await b.query('BEGIN');
    await b.query('INSERT INTO t VALUES (2, $1)', ['abandoned']);
    await b.end(); // leaves without COMMIT
    expect((await pool.query('SELECT count(*)::int AS n FROM t')).rows[0].n).toBe(0);
  });
});

describe('named prepared statements', () => {
  const preparedCount = async () =>
    (await pool.query(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE '%same_name'`)).rows[0].n as number;

  it('lets each connection prepare the same statement name, as on a server', async () => {
    const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    try {
      for (const [i, client] of clients.entries()) {
        for (let run = 0; run < 2; run++) {
          const { rows } = await client.query({ name: 'same_name', text: 'SELECT $1::int * 2 AS doubled', values: [i + run] });
          expect(rows[0].doubled).toBe((i + run) * 2);
        }
      }
      // Unnamed statements still work beside them, and a name of another shape is told apart.
      expect((await clients[0]!.query('SELECT $1::text AS t', ['x'])).rows[0].t).toBe('x');
      expect(await preparedCount()).toBe(3);
    } finally {
      for (const client of clients) client.release();
    }
  });

  it('frees a connection’s statements when it goes away', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query({ name: 'gone_same_name', text: 'SELECT 1 AS one' });
    await expect(client.query({ name: 'broken_same_name', text: 'SELEC nonsense' })).rejects.toThrow();
    const before = await preparedCount();
    await client.end();
    // The DEALLOCATE runs once the backend is free; wait for it briefly.
    for (let i = 0; i < 50 && (await preparedCount()) !== before - 1; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await preparedCount()).toBe(before - 1);
  });
});
