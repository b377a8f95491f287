/**
 * The embedded PGlite served over the wire: many pooled connections at once must not mix
 * their extended-protocol messages, and an open transaction keeps the backend to itself.
 * (Regression: pglite-socket's server interleaved Parse/Bind across connections.)
 * Only a client that proves the random secret of this start gets in (regression: any local
 * process could connect with any user and password, read password hashes and make itself admin).
 */
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../api/db/embedded';
import { openTestPool } from '../support/test-database';

let database: EmbeddedDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await startEmbeddedDatabase('memory://');
  pool = openTestPool(database.url, 12);
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
        return pool
          .query(`SELECT ${placeholders} AS total`, params)
          .then((r) => ({ i, params, total: r.rows[0].total }));
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
    (await pool.query(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE '%same_name'`)).rows[0]
      .n as number;

  it('lets each connection prepare the same statement name, as on a server', async () => {
    const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    try {
      for (const [i, client] of clients.entries()) {
        for (let run = 0; run < 2; run++) {
          const { rows } = await client.query({
            name: 'same_name',
            text: 'SELECT $1::int * 2 AS doubled',
            values: [i + run],
          });
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

/** Protocol messages written by hand, as any local process could send them. */
function startupMessage(user = 'postgres'): Buffer {
  const params = Buffer.from(`user\0${user}\0database\0postgres\0\0`, 'utf8');
  const message = Buffer.alloc(8 + params.length);
  message.writeInt32BE(message.length, 0);
  message.writeInt32BE(196_608, 4); // protocol 3.0
  params.copy(message, 8);
  return message;
}

function queryMessage(sql: string): Buffer {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const message = Buffer.alloc(5 + text.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

type BackendMessage = { type: string; body: Buffer };

/** Sends `bytes` on a raw socket and reads every message the server sends until it closes. */
async function exchange(url: string, bytes: Buffer): Promise<{ messages: BackendMessage[]; closed: boolean }> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = Buffer.alloc(0);
  socket.on('data', (data) => (received = Buffer.concat([received, data])));
  socket.write(bytes);
  const closed = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 3_000);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
    socket.on('error', () => undefined);
  });
  socket.destroy();
  const messages: BackendMessage[] = [];
  for (let at = 0; at + 5 <= received.length;) {
    const length = received.readInt32BE(at + 1);
    messages.push({ type: received.toString('latin1', at, at + 1), body: received.subarray(at + 5, at + 1 + length) });
    at += 1 + length;
  }
  return { messages, closed };
}

/** The SQLSTATE of an ErrorResponse body (its 'C' field). */
function sqlState(body: Buffer): string | undefined {
  for (let at = 0; at < body.length && body[at] !== 0;) {
    const end = body.indexOf(0, at + 1);
    if (body[at] === 0x43) return body.toString('utf8', at + 1, end);
    at = end + 1;
  }
  return undefined;
}

const withPassword = (url: string, password: string) => {
  const changed = new URL(url);
  changed.password = password;
  return changed.toString();
};

const tableExists = async (name: string) =>
  (await pool.query('SELECT to_regclass($1) IS NOT NULL AS found', [name])).rows[0].found as boolean;

describe('who may connect (the secret of this start)', () => {
  it('refuses a client with a wrong password or none: 28P01, no session', async () => {
    const wrong = new pg.Client({ connectionString: withPassword(database.url, 'not-the-secret') });
    await expect(wrong.connect()).rejects.toMatchObject({ code: '28P01' });
    const none = new pg.Client({ connectionString: withPassword(database.url, '') });
    await expect(none.connect()).rejects.toThrow();
  });

  it('runs nothing a client sends before it has proved the secret, and closes the connection', async () => {
    // A local process that skips authentication and pipelines a statement after its startup.
    const { messages, closed } = await exchange(
      database.url,
      Buffer.concat([startupMessage(), queryMessage('CREATE TABLE intruder (id int)')]),
    );
    const types = messages.map((m) => m.type);
    expect(types[0], 'the server asks for a password first').toBe('R');
    expect(messages[0]!.body.readInt32BE(0), 'not AuthenticationOk').not.toBe(0);
    // No ReadyForQuery, no command result, no parameters of the backend: nothing reached PGlite.
    expect(types.filter((t) => t !== 'R' && t !== 'E')).toEqual([]);
    const error = messages.find((m) => m.type === 'E');
    expect(error && sqlState(error.body)).toBe('28P01');
    expect(closed).toBe(true);
    expect(await tableExists('intruder')).toBe(false);
  });

  it('accepts the secret of this start only: a new start has another one', async () => {
    expect(new URL(database.url).password.length).toBeGreaterThanOrEqual(32);
    const own = new pg.Client({ connectionString: database.url });
    await own.connect();
    expect((await own.query('SELECT 1 AS one')).rows[0].one).toBe(1);
    await own.end();

    const other = await startEmbeddedDatabase('memory://');
    try {
      expect(new URL(other.url).password).not.toBe(new URL(database.url).password);
      const stale = new pg.Client({ connectionString: withPassword(other.url, new URL(database.url).password) });
      await expect(stale.connect()).rejects.toMatchObject({ code: '28P01' });
    } finally {
      await other.stop();
    }
  });
});
