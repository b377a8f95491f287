/**
 * WEB_CONCURRENCY=2 on a PostgreSQL database (api/cluster.ts): one primary, two web processes on
 * one port. Under a small signed-in load, SIGKILL of one web process: every request succeeds
 * within its retry window (a request on the killed process's connection is reset, and its retry
 * goes to the other one), and the primary starts a replacement that serves. SIGTERM to the
 * primary stops every process, exit code 0, port closed. The start banner is printed once.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startAppProcess, waitUntil, type AppProcess } from './support/app-process';
import { createServerDatabase, insertAccount, type ServerDatabase } from './support/databases';

const run = promisify(execFile);
const CLIENTS = 4;
/** A request is retried this often, 250 ms apart, before it counts as failed. */
const ATTEMPTS = 4;

let database: ServerDatabase;
let app: AppProcess;

beforeAll(async () => {
  database = await createServerDatabase();
  // No SESSION_SECRET: the primary's (random, NODE_ENV=test) must be the one both web processes use.
  app = await startAppProcess({ DATABASE_URL: database.url, WEB_CONCURRENCY: '2' }, 90_000);
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

async function webProcesses(primaryPid: number): Promise<number[]> {
  const { stdout } = await run('pgrep', ['-P', String(primaryPid)]).catch(() => ({ stdout: '' }));
  return stdout.split('\n').filter(Boolean).map(Number);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function signIn(): Promise<string> {
  const account = await insertAccount(database.url);
  const res = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** GET /api/me with retries; the statuses and errors of every attempt. */
async function getMe(cookie: string): Promise<{ ok: boolean; attempts: string[] }> {
  const attempts: string[] = [];
  for (let i = 0; i < ATTEMPTS; i++) {
    // The kill can come between an answer's headers and its body: reading the body fails then, and
    // that is a failed attempt too (retried), not an error of the test.
    const outcome = await fetch(`${app.url}/api/me`, { headers: { cookie }, signal: AbortSignal.timeout(10_000) })
      .then(async (res) => (await res.arrayBuffer(), String(res.status)))
      .catch((err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.message);
    attempts.push(outcome);
    if (outcome === '200') return { ok: true, attempts };
    await sleep(250);
  }
  return { ok: false, attempts };
}

describe('two web processes on one port (WEB_CONCURRENCY=2)', () => {
  it('prints the start banner once and serves a session on both processes', async () => {
    // The first web process answers /healthz (what startAppProcess waits for) before the second
    // listens; the primary prints the banner only once both do.
    await waitUntil(() => app.output().includes('Recruiter Connect is running at'), 30_000, 'the start banner');
    await sleep(1_000);
    expect(app.output().match(/Recruiter Connect is running at/g)).toHaveLength(1);
    expect(app.output()).toContain('Web processes: 2');
    expect(await webProcesses(app.child.pid!)).toHaveLength(2);
    const cookie = await signIn();
    // Fresh connections, so the primary hands them to both processes in turn.
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${app.url}/api/me`, { headers: { cookie, connection: 'close' } });
      expect(res.status).toBe(200);
    }
  });

  it('a SIGKILLed web process costs no request beyond a retry, and is replaced', async () => {
    const before = await webProcesses(app.child.pid!);
    expect(before).toHaveLength(2);
    const cookies = await Promise.all(Array.from({ length: CLIENTS }, () => signIn()));
    let isRunning = true;
    const results: Array<{ ok: boolean; attempts: string[] }> = [];
    const clients = cookies.map(async (cookie) => {
      while (isRunning) results.push(await getMe(cookie));
    });
    await sleep(1_500);
    const victim = before[0]!;
    process.kill(victim, 'SIGKILL');
    const killedAt = Date.now();
    // The primary forks a replacement; it serves once it listens.
    await waitUntil(
      async () => {
        const now = await webProcesses(app.child.pid!);
        return now.length === 2 && !now.includes(victim);
      },
      30_000,
      'a replacement web process',
    );
    const replacedMs = Date.now() - killedAt;
    await sleep(2_000);
    isRunning = false;
    await Promise.all(clients);

    const failed = results.filter((r) => !r.ok);
    const retried = results.filter((r) => r.ok && r.attempts.length > 1);
    console.log(
      `cluster kill: ${results.length} requests, ${retried.length} needed a retry (${retried.map((r) => r.attempts.join('>')).join(', ')}), ${failed.length} failed; replaced in ${replacedMs} ms`,
    );
    expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
    expect(results.length).toBeGreaterThan(20);
    expect(app.output()).toContain('web process died; starting a new one');
    expect(app.child.exitCode).toBeNull();
    // Fresh connections go round both processes, the replacement included: all are answered.
    const [cookie] = cookies;
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${app.url}/api/me`, { headers: { cookie: cookie!, connection: 'close' } });
      expect(res.status).toBe(200);
    }
  }, 60_000);

  it('SIGTERM to the primary stops every process (exit 0) and closes the port', async () => {
    const web = await webProcesses(app.child.pid!);
    expect(web).toHaveLength(2);
    const code = await app.stop(30_000);
    expect(code).toBe(0);
    await waitUntil(() => web.every((pid) => !isAlive(pid)), 5_000, 'the web processes to end');
    const refused = await fetch(`${app.url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
  }, 60_000);
});
