/**
 * Process death. SIGKILL right after a request queued a mail (the SMTP sink is down, so the job
 * cannot have completed): a new process on the same database sends it, exactly once. SIGTERM
 * during a burst of slow logins (scrypt at the production cost): every in-flight request gets
 * its answer (2xx/4xx, no connection reset), the process exits 0 and leaves no job active.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startAppProcess, waitUntil, type AppProcess } from './support/app-process';
import { createServerDatabase, insertAccount, query, randomEmail, type ServerDatabase } from './support/databases';
import { SmtpSink } from '../support/smtp-sink';

const started: AppProcess[] = [];
let database: ServerDatabase;
let sink: SmtpSink;

beforeAll(async () => {
  database = await createServerDatabase();
  sink = new SmtpSink();
  await sink.start();
});

afterAll(async () => {
  for (const app of started)
    if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
  await sink?.stop();
  await database?.drop();
});

async function start(env: Record<string, string>): Promise<AppProcess> {
  const app = await startAppProcess({ ROLE: 'all', DATABASE_URL: database.url, SMTP_URL: sink.url, ...env });
  started.push(app);
  return app;
}

describe('SIGKILL after a mail was queued', () => {
  it('a new process on the same database sends the mail, exactly once', async () => {
    const first = await start({});
    const smtpPort = sink.port;
    await sink.stop();

    const email = randomEmail('killed');
    const res = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Placement42', confirm: 'Placement42', terms: true }),
    });
    expect(res.status).toBe(201);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    const [job] = await query<{ state: string }>(
      database.url,
      `SELECT state FROM pgboss.job WHERE name = 'send-mail-urgent' AND data->>'to' = $1`,
      [email],
    );
    expect(job, 'the mail job was not stored with the request').toBeDefined();
    // Not completed: the sink was down. 'active' would mean the job waits for pg-boss's expiry.
    expect(['created', 'retry']).toContain(job!.state);

    await sink.start(smtpPort);
    const second = await start({});
    await sink.waitFor(email, /activ/i, 20_000);
    await sleep(2_500);
    expect(sink.to(email)).toHaveLength(1);
    expect(await second.stop()).toBe(0);
  });
});

describe('SIGTERM with requests in flight', () => {
  it('answers every in-flight login, exits 0 and leaves no job active', async () => {
    const app = await start({ PASSWORD_HASH_COST: '16' });
    const accounts = await Promise.all(Array.from({ length: 3 }, () => insertAccount(database.url, { costLog2: 16 })));

    // Right and wrong passwords: each one costs a scrypt at N = 2^16.
    const burst = Array.from({ length: 8 }, (_, i) => {
      const account = accounts[i % accounts.length]!;
      const startedAt = Date.now();
      return fetch(`${app.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: i % 2 ? 'Wrong-password-1' : account.password }),
        signal: AbortSignal.timeout(30_000),
      }).then(
        async (res) => ({ status: res.status, body: await res.text(), ms: Date.now() - startedAt }),
        (err: Error) => ({
          status: 0,
          body: `${err.name}: ${err.message} ${String((err.cause as Error | undefined)?.message ?? '')}`,
          ms: Date.now() - startedAt,
        }),
      );
    });
    await sleep(150);
    const signalledAt = Date.now();
    app.child.kill('SIGTERM');
    const results = await Promise.all(burst);
    const code = await app.exited;
    const exitMs = Date.now() - signalledAt;
    console.log(
      `[faults] SIGTERM: ${results.length} in-flight logins answered ${JSON.stringify(results.map((r) => [r.status, r.ms]))}; exit ${code} after ${exitMs} ms`,
    );

    for (const result of results) {
      expect(result.status, result.body).toBeGreaterThanOrEqual(200);
      expect(result.status, result.body).toBeLessThan(500);
    }
    // At least one request really was in flight when the signal came.
    expect(Math.max(...results.map((r) => r.ms))).toBeGreaterThan(150);
    expect(code, app.output().slice(-3000)).toBe(0);
    const active = await query<{ n: number }>(
      database.url,
      `SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'active'`,
    );
    expect(active[0]!.n).toBe(0);
    // Nothing answers on the port any more.
    await waitUntil(
      async () =>
        !(await fetch(`${app.url}/healthz`).then(
          () => true,
          () => false,
        )),
      5_000,
      'the port to close',
    );
  });
});
