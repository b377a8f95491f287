/**
 * The per-process session cache (api/auth/session-cache.ts): a signed-in request whose session and
 * account nothing has changed is served without reading them, and any change is seen by the next
 * request: at once in the process that made it (api/db/table-writes.ts), within moments in every
 * other web process (NOTIFY from migration 0023's triggers, api/auth/session-invalidation.ts).
 * The second-process cases need the PostgreSQL server (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { accounts } from '../../api/db/schema';
import { endSessions } from '../../api/auth/end-sessions';
import { SESSION_CACHE_APPLICATION } from '../../api/auth/session-invalidation';
import { startTestServer, type TestServer } from '../support/test-server';
import type { TestClient } from '../support/test-client';
import { buildRecruiter, signIn } from '../support/factories';
import { sleep } from '../support/api-helpers';

const firstnameOf = async (client: TestClient) => {
  const res = await client.get('/api/me');
  return res.status === 200 ? (res.body.account.firstname as string) : res.status;
};

/** Polls `read` until it gives `expected` (or `ms` pass); returns what it gave last. */
async function eventually<T>(read: () => Promise<T>, expected: T, ms = 3_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (value !== expected && Date.now() < until) {
    await sleep(25);
    value = await read();
  }
  return value;
}

/**
 * Reads through `client` until its entry is settled in the cache: the first request after a
 * sign-in saves the session (keepAlive), which forgets it, and the sign-in's own writes are
 * announced to the other process a moment later.
 */
const settle = async (client: TestClient) => {
  await firstnameOf(client);
  await sleep(100);
  return firstnameOf(client);
};

describe('session cache, one web process', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('an account changed by this process is read afresh by the very next request', async () => {
    const member = await buildRecruiter(server);
    const client = await signIn(server, member);
    expect(await settle(client)).toBe('Thandi');
    await server.ctx.db.update(accounts).set({ firstname: 'Lerato' }).where(eq(accounts.id, member.id));
    expect(await firstnameOf(client)).toBe('Lerato');
    // Offboarded: its sessions stop at once.
    await server.ctx.db.update(accounts).set({ isDeleted: true }).where(eq(accounts.id, member.id));
    expect(await firstnameOf(client)).toBe(401);
  });

  it('a change made in a transaction is seen once it commits, not lost to a read made meanwhile', async () => {
    const member = await buildRecruiter(server);
    const client = await signIn(server, member);
    expect(await settle(client)).toBe('Thandi');
    await server.ctx.db.transaction(async (tx) => {
      await tx.update(accounts).set({ firstname: 'Sipho' }).where(eq(accounts.id, member.id));
      // A request during the transaction reads the committed row; what it keeps goes at the commit. (The
      // embedded database has one connection: there a request waits for the transaction.)
      if (process.env.TEST_DATABASE_URL) expect(await firstnameOf(client)).toBe('Thandi');
    });
    expect(await firstnameOf(client)).toBe('Sipho');
  });

  it('sessions ended by this process (a password change, an offboarding) stop at the next request', async () => {
    const member = await buildRecruiter(server);
    const client = await signIn(server, member);
    expect(await settle(client)).toBe('Thandi');
    await endSessions(server.ctx.db, member.id);
    expect(await firstnameOf(client)).toBe(401);
  });

  it('signing out ends the session for a copy of its cookie too', async () => {
    const member = await buildRecruiter(server);
    const client = await signIn(server, member);
    const copy = server.client();
    copy.cookie = client.cookie;
    expect(await settle(copy)).toBe('Thandi');
    expect((await client.post('/api/auth/logout', {})).status).toBe(204);
    expect(await firstnameOf(copy)).toBe(401);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('session cache, two web processes on one database', () => {
  let a: TestServer;
  let b: TestServer;
  let direct: pg.Client;
  beforeAll(async () => {
    a = await startTestServer();
    b = await startTestServer({ sameDatabaseAs: a, env: { SESSION_SECRET: a.ctx.sessionSecret } });
    direct = new pg.Client({ connectionString: a.ctx.config.DATABASE_URL });
    // The database is dropped at the end; a connection lost while idle must not crash the run.
    direct.on('error', () => undefined);
    await direct.connect();
    // Both processes' caches on (their notification connections proved themselves).
    await eventually(() => listeners(), 2);
  });
  afterAll(async () => {
    await direct?.end();
    await b?.stop();
    await a?.stop();
  });

  const listeners = async () =>
    Number(
      (
        await direct.query(
          'SELECT count(*) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
          [SESSION_CACHE_APPLICATION],
        )
      ).rows[0].count,
    );
  /** As psql would, and without the notification when `quietly` (the trigger off for it). */
  const rename = async (id: string, firstname: string, quietly = false) => {
    if (quietly) await direct.query('ALTER TABLE accounts DISABLE TRIGGER accounts_cache_notify');
    await direct.query('UPDATE accounts SET firstname = $1 WHERE id = $2', [firstname, id]);
    if (quietly) await direct.query('ALTER TABLE accounts ENABLE TRIGGER accounts_cache_notify');
  };
  const inB = (client: TestClient) => {
    const copy = b.client();
    copy.cookie = client.cookie;
    return copy;
  };

  it('serves from its cache, and a change by another process or by psql reaches it within moments', async () => {
    const member = await buildRecruiter(a);
    const viaB = inB(await signIn(a, member));
    expect(await settle(viaB)).toBe('Thandi');
    // Without a notification the second process keeps serving what it read: it is cached.
    await rename(member.id, 'Quiet', true);
    await sleep(200);
    expect(await firstnameOf(viaB)).toBe('Thandi');
    // With one, the change is there within moments.
    await rename(member.id, 'Naledi');
    expect(await eventually(() => firstnameOf(viaB), 'Naledi', 2_000)).toBe('Naledi');
    await a.ctx.db.update(accounts).set({ firstname: 'Zanele' }).where(eq(accounts.id, member.id));
    expect(await eventually(() => firstnameOf(viaB), 'Zanele', 2_000)).toBe('Zanele');
  });

  it('a session signed out, or ended, in one process stops in the other within moments', async () => {
    const member = await buildRecruiter(a);
    const inA = await signIn(a, member);
    const viaB = inB(inA);
    expect(await settle(viaB)).toBe('Thandi');
    expect((await inA.post('/api/auth/logout', {})).status).toBe(204);
    expect(await eventually(() => firstnameOf(viaB), 401, 2_000)).toBe(401);

    const second = inB(await signIn(a, member));
    expect(await settle(second)).toBe('Thandi');
    await direct.query(`DELETE FROM "session" WHERE ("sess" #>> '{passport,user}') = $1`, [member.id]);
    expect(await eventually(() => firstnameOf(second), 401, 2_000)).toBe(401);
  });

  it('is off while its notification connection is down, and back once a new one works', async () => {
    const member = await buildRecruiter(a);
    const viaB = inB(await signIn(a, member));
    expect(await firstnameOf(viaB)).toBe('Thandi');
    await direct.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [SESSION_CACHE_APPLICATION],
    );
    // Off: even a change nobody announces is read at once (each try a new name, unannounced).
    let tries = 0;
    const seen = await eventually(async () => {
      const name = `Off${++tries}`;
      await rename(member.id, name, true);
      return (await firstnameOf(viaB)) === name;
    }, true);
    expect(seen).toBe(true);
    // Reconnected (after 1 s): cached again, so an unannounced change is not seen.
    expect(await eventually(() => listeners(), 2, 5_000)).toBe(2);
    await sleep(300);
    await settle(viaB);
    await rename(member.id, 'Unannounced', true);
    expect(await firstnameOf(viaB)).not.toBe('Unannounced');
    await rename(member.id, 'Announced');
    expect(await eventually(() => firstnameOf(viaB), 'Announced', 2_000)).toBe('Announced');
  });
});
