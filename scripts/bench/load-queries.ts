/**
 * Database round trips per request of the load mix (scripts/bench/load-mix.ts), counted: one
 * request of each kind, one after the other, against the app in this process (createApp, web
 * only: no job worker polling meanwhile) on a fresh database on the PostgreSQL server. Every
 * statement any pg client sends while a request is in flight (and for 50 ms after its answer,
 * where a session save would land) is counted and listed. Each statement is one write to the
 * socket and one wait for the answer: the CPU profile of the load run (docs/performance.md § Load)
 * puts those writes at the top of the web process's own time.
 *
 *   node --import tsx scripts/bench/load-queries.ts            # the table
 *   LOAD_QUERIES_VERBOSE=1 node --import tsx scripts/bench/load-queries.ts   # and each statement
 *   LOAD_QUERIES_CPU=2000 node --import tsx scripts/bench/load-queries.ts     # and CPU per read
 *
 * LOAD_QUERIES_CPU=N: then each read of the mix N times in turn, one request at a time on one
 * keep-alive connection, with this process's CPU (the app and the client) and the database's
 * backends' CPU per request. One request at a time, no background jobs: the app's own cost per
 * request, steadier than the mixed load's CPU per answer on a busy machine, where the fixed costs
 * (job polling, idle processes) are shared out among fewer answers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp } from '../../api/app';
import { hashPassword } from '../../api/auth/password';
import { accounts, candidates, jobs } from '../../api/db/schema';
import { loadConfig } from '../../api/env';
import { startRuntime } from '../../api/runtime';
import { normaliseNotifications } from '../../api/services/accounts/default-notifications';
import { initialExpiry } from '../../shared/rules/listing';
import { createRandom, demoCandidate, demoJob } from '../lib/demo-listings';
import { cpuSeconds, postgresSecondsBetween } from './bench-database';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const VERBOSE = process.env.LOAD_QUERIES_VERBOSE === '1';
const CPU_REPEATS = Number(process.env.LOAD_QUERIES_CPU ?? 0);
const PASSWORD = 'Bench2026x';

// Every statement of every pg client in this process (the app's pool, the session store's pool).
const sent: string[] = [];
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first] = args;
  const text = typeof first === 'string' ? first : ((first as { text?: string; name?: string })?.text ?? '?');
  sent.push(text.replace(/\s+/g, ' ').slice(0, 140));
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

async function withAdminClient<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  // A connection lost while idle is reported, not an uncaught exception that ends the bench.
  client.on('error', (err) => console.warn(`bench database connection lost: ${err.message}`));
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const name = `rc_queries_${randomBytes(4).toString('hex')}`;
await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`));
const url = new URL(SERVER_URL);
url.pathname = `/${name}`;
const server = http.createServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: url.toString(),
  APP_URL: base,
  LOG_LEVEL: 'warn',
  PASSWORD_HASH_COST: '12',
  SERVE_WEB: 'false',
});
const runtime = await startRuntime(config, { workers: false });
const { app, close } = createApp(runtime.ctx);
server.on('request', app);
let failed = true;

try {
  // Two members (A owns a job spec, B a candidate) and a few listings for the search.
  const passwordHash = await hashPassword(PASSWORD, 12);
  const members = await runtime.ctx.db
    .insert(accounts)
    .values(
      [0, 1].map((i) => ({
        email: `queries-${i}@example.co.za`,
        passwordHash,
        firstname: 'Queries',
        lastname: `Member ${i}`,
        company: 'Load Recruiters',
        title: 'Recruiter',
        companyType: 1,
        categories: [13, 23],
        isActive: true,
        activatedAt: new Date(),
        trialDays: 14,
        termsAcceptedAt: new Date(),
        notifications: normaliseNotifications(null, 1),
      })),
    )
    .returning({ id: accounts.id });
  const random = createRandom(7);
  const listing = (ownerId: string, i: number, prefix: string) => {
    const createdAt = new Date();
    return {
      ownerId,
      reference: `${prefix}${String(i).padStart(9, '0')}`,
      createdAt,
      expiresAt: initialExpiry(createdAt),
    };
  };
  const jobRows = await runtime.ctx.db
    .insert(jobs)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        ...demoJob(random),
        ...listing(members[0]!.id, i, 'J'),
        companyType: 1,
      })),
    )
    .returning({ id: jobs.id });
  const candidateRows = await runtime.ctx.db
    .insert(candidates)
    .values(Array.from({ length: 20 }, (_, i) => ({ ...demoCandidate(random), ...listing(members[1]!.id, i, 'C') })))
    .returning({ id: candidates.id });

  const signIn = async (i: number) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `queries-${i}@example.co.za`, password: PASSWORD }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
    return res.headers.getSetCookie()[0]!.split(';')[0]!;
  };
  const [cookieA, cookieB] = [await signIn(0), await signIn(1)];

  const rows: Array<{ request: string; status: number; 'round trips': number }> = [];
  const measure = async (label: string, cookie: string, method: string, path: string, body?: unknown) => {
    // Settle whatever the previous request left (a session save after its answer).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = sent.length;
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { accept: 'application/json', cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const statements = sent.slice(before);
    rows.push({
      request: `${label} (${method} ${path.replace(/[0-9a-f-]{36}/g, ':uid').split('?')[0]})`,
      status: res.status,
      'round trips': statements.length,
    });
    if (VERBOSE) for (const s of statements) console.log(`  ${label}: ${s}`);
    return json;
  };

  // Warm: each kind once before counting (the named statements are prepared on first use, per connection).
  for (let pass = 0; pass < 2; pass++) {
    rows.length = 0;
    await measure('search', cookieA, 'GET', '/api/candidates?q=engineer&natures=1');
    await measure('open', cookieA, 'GET', `/api/candidates/${candidateRows[pass]!.id}`);
    await measure('dashboard', cookieA, 'GET', '/api/dashboard');
    await measure('notes', cookieB, 'GET', '/api/notes');
    const proposed = await measure('propose', cookieA, 'POST', '/api/matches', {
      job: jobRows[pass]!.id,
      candidate: candidateRows[pass]!.id,
    });
    const notes = (await measure('notes', cookieB, 'GET', '/api/notes')) as { items: Array<{ uid: string }> };
    await measure('read note', cookieB, 'POST', `/api/notes/${notes.items[0]!.uid}/read`, {});
    await measure('approve', cookieB, 'POST', `/api/matches/${String(proposed.uid)}/approve`, {});
  }
  console.table(rows);
  failed = rows.some((r) => r.status >= 300);
  if (CPU_REPEATS > 0) console.table(await cpuPerRead(cookieA, candidateRows[0]!.id));

  /** Each read of the mix CPU_REPEATS times, in rounds of 100 taking turns; CPU µs per request. */
  async function cpuPerRead(cookie: string, candidate: string) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<void>((resolve, reject) => {
        const req = http.get(`${base}${path}`, { agent, headers: { accept: 'application/json', cookie } }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${path}: ${res.statusCode}`))));
        });
        req.on('error', reject);
      });
    const reads: Record<string, string> = {
      'search (cached)': '/api/candidates?q=engineer&natures=1',
      open: `/api/candidates/${candidate}`,
      dashboard: '/api/dashboard',
      notes: '/api/notes',
    };
    const totals = new Map<string, { node: number; postgres: number; n: number }>();
    for (let done = 0; done < CPU_REPEATS; done += 100) {
      for (const [label, path] of Object.entries(reads)) {
        const before = { process: process.cpuUsage(), server: cpuSeconds([], name) };
        for (let i = 0; i < 100; i++) await get(path);
        const used = process.cpuUsage(before.process);
        const after = cpuSeconds([], name);
        const total = totals.get(label) ?? { node: 0, postgres: 0, n: 0 };
        total.node += (used.user + used.system) / 1000;
        total.postgres += before.server && after ? 1000 * postgresSecondsBetween(before.server, after) : 0;
        total.n += 100;
        totals.set(label, total);
      }
    }
    agent.destroy();
    return Object.fromEntries(
      [...totals].map(([label, t]) => [
        label,
        {
          'this process µs': Math.round((1000 * t.node) / t.n),
          'PostgreSQL µs': Math.round((1000 * t.postgres) / t.n),
        },
      ]),
    );
  }
} finally {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await close();
  await runtime.stop();
  await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
process.exit(failed ? 1 : 0);
