/**
 * Session lifetime (api/auth/session.ts): the stored expiry is pushed forward at most once a
 * minute (not a database write per request), an idle session whose stored expiry has passed is
 * signed out, and a session older than the absolute limit is destroyed whatever its activity.
 * Each test edits the `session` row directly to stand in for the passing of time.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildRecruiter, signIn } from '../support/factories';
import { useTestServer } from '../support/use-test-server';
import type { TestClient } from '../support/test-client';
import { expectError, sessionIdsOf, sidOfCookie } from '../support/api-helpers';

const server = useTestServer();

type StoredSession = { expire: Date; sess: { signedInAt?: number; keptAliveAt?: number } };

async function storedSession(client: TestClient): Promise<StoredSession> {
  const result = await server.ctx.db.execute<StoredSession>(
    sql`SELECT "expire", "sess" FROM "session" WHERE "sid" = ${sidOfCookie(client.cookie)}`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('no stored session');
  return { expire: new Date(row.expire), sess: typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess };
}

/** Rewrites the stored session: moves its expiry and merges fields into its JSON. */
async function editSession(client: TestClient, expireInMs: number, fields: Record<string, number>): Promise<void> {
  await server.ctx.db.execute(
    sql`UPDATE "session"
           SET "expire" = now() + make_interval(secs => ${expireInMs / 1000}::double precision),
               "sess" = "sess"::jsonb || ${JSON.stringify(fields)}::jsonb
         WHERE "sid" = ${sidOfCookie(client.cookie)}`,
  );
}

const IDLE_MS = 8 * 60 * 60_000; // SESSION_IDLE_MINUTES default

describe('idle timeout', () => {
  it('does not rewrite the stored session on every request within a minute', async () => {
    const client = await signIn(server, await buildRecruiter(server));
    expect((await client.get('/api/me')).status).toBe(200); // the first signed-in request stores keptAliveAt
    const before = await storedSession(client);
    expect(before.sess.keptAliveAt).toBeGreaterThan(Date.now() - 60_000);
    for (let i = 0; i < 3; i += 1) expect((await client.get('/api/me')).status).toBe(200);
    const after = await storedSession(client);
    expect(after.expire.getTime()).toBe(before.expire.getTime());
    expect(after.sess.keptAliveAt).toBe(before.sess.keptAliveAt);
  });

  it('pushes the stored expiry a full idle period forward once the last push is over a minute old', async () => {
    const client = await signIn(server, await buildRecruiter(server));
    await editSession(client, 5 * 60_000, { keptAliveAt: Date.now() - 2 * 60_000 });
    expect((await storedSession(client)).expire.getTime()).toBeLessThan(Date.now() + 6 * 60_000);

    expect((await client.get('/api/me')).status).toBe(200);
    const after = await storedSession(client);
    expect(after.expire.getTime()).toBeGreaterThan(Date.now() + IDLE_MS - 60_000);
    expect(after.sess.keptAliveAt).toBeGreaterThan(Date.now() - 10_000);
  });

  it('re-sends the cookie with the stored expiry, not on every answer', async () => {
    const client = await signIn(server, await buildRecruiter(server));
    const sessionCookie = (res: { headers: Headers }) =>
      res.headers.getSetCookie().find((line) => line.startsWith('rc.sid='));
    await client.get('/api/me'); // stores keptAliveAt (and so re-sends the cookie)
    const quiet = await client.get('/api/me');
    expect(quiet.status).toBe(200);
    expect(sessionCookie(quiet)).toBeUndefined();

    await editSession(client, 5 * 60_000, { keptAliveAt: Date.now() - 2 * 60_000 });
    const pushed = await client.get('/api/me');
    const line = sessionCookie(pushed);
    expect(line).toBeDefined();
    const expires = Date.parse(/expires=([^;]+)/i.exec(line!)![1]!);
    expect(expires).toBeGreaterThan(Date.now() + IDLE_MS - 60_000);
    // Still the same session: the next request is signed in.
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('signs out a session whose stored expiry has passed', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    await editSession(client, -1_000, {});
    expectError(await client.get('/api/me'), 401, { title: 'Not signed in' });
  });
});

describe('absolute timeout', () => {
  it('destroys a session signed in longer ago than the limit, however active', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    const eightDaysAgo = Date.now() - 8 * 24 * 3_600_000;
    await editSession(client, IDLE_MS, { signedInAt: eightDaysAgo, keptAliveAt: Date.now() });
    expectError(await client.get('/api/me'), 401, { title: 'Not signed in' });
    expect(await sessionIdsOf(server, account.id)).toEqual([]);
  });

  it('keeps a session just inside the limit', async () => {
    const client = await signIn(server, await buildRecruiter(server));
    await editSession(client, IDLE_MS, { signedInAt: Date.now() - 6 * 24 * 3_600_000 });
    expect((await client.get('/api/me')).status).toBe(200);
  });
});
