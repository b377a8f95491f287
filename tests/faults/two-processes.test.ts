/**
 * Scale-out: two web processes (ROLE=web, different ports) and one worker (ROLE=worker) on one
 * PostgreSQL database. Sessions, login throttling and the job queue live in Postgres, so a
 * cookie from one process works on the other, the per-e-mail limit counts failures made on
 * both, and N registrations (spread over both) give N activation mails, none twice.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startAppProcess, type AppProcess } from './support/app-process';
import { createServerDatabase, insertAccount, query, randomEmail, type ServerDatabase } from './support/databases';
import { SmtpSink } from '../support/smtp-sink';
import { holdStream } from './support/event-stream';

const PER_EMAIL = 3;
let database: ServerDatabase;
let sink: SmtpSink;
let webA: AppProcess;
let webB: AppProcess;
let worker: AppProcess;

beforeAll(async () => {
  database = await createServerDatabase();
  sink = new SmtpSink();
  await sink.start();
  const shared = {
    DATABASE_URL: database.url,
    SMTP_URL: sink.url,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOGIN_LIMIT_PER_EMAIL: String(PER_EMAIL),
  };
  // The first start migrates; the others find the schema ready (they also take the lock in turn).
  webA = await startAppProcess({ ...shared, ROLE: 'web' });
  [webB, worker] = await Promise.all([
    startAppProcess({ ...shared, ROLE: 'web' }),
    startAppProcess({ ...shared, ROLE: 'worker' }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([webA, webB, worker].map((p) => p?.stop()));
  await sink?.stop();
  await database?.drop();
});

async function call(base: string, method: string, path: string, body?: unknown, cookie = '') {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as Record<string, any>) : null,
    cookie: res.headers.getSetCookie()[0]?.split(';')[0] ?? '',
  };
}

describe('two web processes and a worker on one database', () => {
  it('a session made on one web process is valid on the other, and a logout on either ends it', async () => {
    const account = await insertAccount(database.url);
    const login = await call(webA.url, 'POST', '/api/auth/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    const me = await call(webB.url, 'GET', '/api/me', undefined, login.cookie);
    expect(me.status).toBe(200);
    expect(me.body!.account.email).toBe(account.email);
    expect((await call(webB.url, 'POST', '/api/auth/logout', {}, login.cookie)).status).toBeLessThan(300);
    expect((await call(webA.url, 'GET', '/api/me', undefined, login.cookie)).status).toBe(401);
  });

  it('a live stream on one web process hears what another process wrote, and ends when the session is signed out on the other', async () => {
    const account = await insertAccount(database.url);
    const login = await call(webA.url, 'POST', '/api/auth/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    const stream = await holdStream(webB.url, login.cookie);
    try {
      expect(stream.status).toBe(200);
      // A note written by anyone (here: straight into the database) reaches the tab on B.
      await query(database.url, `INSERT INTO notes (user_id, heading, message) VALUES ($1, 'Note - Test', 'Hello')`, [
        account.id,
      ]);
      await stream.waitFor('note', 10_000);
      // Signing out through A: B hears of the session row's deletion and ends the stream.
      expect((await call(webA.url, 'POST', '/api/auth/logout', {}, login.cookie)).status).toBeLessThan(300);
      const ended = await Promise.race([stream.ended.then(() => true), sleep(10_000).then(() => false)]);
      expect(ended, 'the stream on B outlived its session').toBe(true);
      expect(stream.heard.at(-1)).toBe('resync');
    } finally {
      stream.close();
    }
  });

  it(`the login limit (${PER_EMAIL} failures per e-mail) counts failures made on both processes`, async () => {
    const account = await insertAccount(database.url);
    const statuses: number[] = [];
    for (let i = 0; i < PER_EMAIL; i++) {
      const base = i % 2 ? webB.url : webA.url;
      statuses.push(
        (await call(base, 'POST', '/api/auth/login', { email: account.email, password: 'Wrong-password-1' })).status,
      );
    }
    expect(statuses).toEqual(Array(PER_EMAIL).fill(401));
    // Blocked on both, even with the right password.
    for (const base of [webA.url, webB.url]) {
      const blocked = await call(base, 'POST', '/api/auth/login', { email: account.email, password: account.password });
      expect(blocked.status, JSON.stringify(blocked.body)).toBe(429);
    }
  });

  it('N registrations over both processes give N activation mails, each sent once', async () => {
    const emails = Array.from({ length: 8 }, () => randomEmail('scale'));
    const results = await Promise.all(
      emails.map((email, i) =>
        call(i % 2 ? webB.url : webA.url, 'POST', '/api/auth/register', {
          email,
          password: 'Placement42',
          confirm: 'Placement42',
          terms: true,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(emails.map(() => 201));
    const deadline = Date.now() + 30_000;
    while (emails.some((e) => sink.to(e).length === 0) && Date.now() < deadline) await sleep(200);
    await sleep(2_500);
    for (const email of emails) expect(sink.to(email), email).toHaveLength(1);
    const sent = await query<{ n: number }>(
      database.url,
      'SELECT count(*)::int AS n FROM sent_mails WHERE "to" = ANY($1)',
      [emails],
    );
    expect(sent[0]!.n).toBe(emails.length);
    // Only the worker works jobs: the web processes stay quiet about mail.
    expect(worker.child.exitCode).toBeNull();
  });
});
