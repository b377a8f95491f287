/**
 * Load test: N signed-in clients for D seconds over a realistic mix — search, open a listing,
 * dashboard, notes, propose a match, approve one — against the API served by a child process
 * (ROLE=all, as one machine runs it) on a fresh database on the PostgreSQL server, seeded with
 * a few thousand listings. Prints p50/p95/p99, requests per second, errors and unexpected 5xx.
 * Bounded: it stops after D seconds and drops its database. Traffic goes only to 127.0.0.1.
 *
 *   npx tsx scripts/bench/load.ts                                   # 200 clients, 60 s
 *   LOAD_CLIENTS=50 LOAD_SECONDS=15 npx tsx scripts/bench/load.ts
 *   LOAD_LISTINGS=3000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test …
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../api/env';
import { startRuntime } from '../../api/runtime';
import { accounts, candidates, jobs } from '../../api/db/schema';
import { hashPassword } from '../../api/auth/password';
import { normaliseNotifications } from '../../api/services/accounts/default-notifications';
import { initialExpiry } from '../../shared/rules/listing';
import { createRandom, demoCandidate, demoJob } from '../lib/demo-listings';
import { runLoad } from './stats';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const LISTINGS = Number(process.env.LOAD_LISTINGS ?? 3000);
const REQUEST_TIMEOUT_MS = 10_000;
const PORT = 3800 + Math.floor(Math.random() * 90);
const BASE = `http://127.0.0.1:${PORT}`;
const DAY_MS = 86_400_000;
const PASSWORD = 'Bench2026x';

// Node's fetch is undici; its Agent class is reachable through the global dispatcher (the
// undici package itself is not a dependency). One keep-alive connection per client.
await fetch('data:,warm-up');
type Dispatcher = { close(): Promise<void> };
const globalDispatcher = (globalThis as Record<symbol, unknown>)[Symbol.for('undici.globalDispatcher.1')] as object;
const AgentClass = globalDispatcher.constructor as new (options: object) => Dispatcher;
const agent = new AgentClass({ connections: CLIENTS, keepAliveTimeout: 30_000, pipelining: 1 });

async function withAdminClient<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const name = `rc_load_${randomBytes(4).toString('hex')}`;
await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`));
const url = new URL(SERVER_URL);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', PASSWORD_HASH_COST: '12', SERVE_WEB: 'false' });
const runtime = await startRuntime(config, { workers: false });
const { ctx } = runtime;
let server: ReturnType<typeof spawn> | undefined;

type Answer = { status: number; json: { uid?: string } | null };
type Client = { index: number; id: string; cookie: string; jobIds: string[]; candidateIds: string[] };
const statusCounts = new Map<string, number>();
let unexpected5xx = 0;
const count = (key: string) => statusCounts.set(key, (statusCounts.get(key) ?? 0) + 1);

async function call(client: Client | null, method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(client ? { cookie: client.cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    dispatcher: agent,
  } as RequestInit);
  const text = await res.text();
  return { status: res.status, json: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null };
}

try {
  console.log(`Seeding ${CLIENTS} members and ${LISTINGS.toLocaleString()} open listings into ${name}…`);
  const passwordHash = await hashPassword(PASSWORD, 12);
  const members = await ctx.db
    .insert(accounts)
    .values(
      Array.from({ length: CLIENTS }, (_, i) => ({
        email: `load-${i}@example.co.za`,
        passwordHash,
        firstname: 'Load',
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
  const clients: Client[] = members.map((m, index) => ({ index, id: m.id, cookie: '', jobIds: [], candidateIds: [] }));
  const random = createRandom(7);
  const listing = (prefix: string) => {
    const id = randomUUID();
    const created = new Date(Date.now() - Math.floor(random.next() * 50 * DAY_MS));
    const owner = clients[Math.floor(random.next() * clients.length)]!;
    return { id, owner, created, reference: `${prefix}${id.replace(/-/g, '').slice(0, 10).toUpperCase()}` };
  };
  for (let done = 0; done < LISTINGS; done += 500) {
    const size = Math.min(500, LISTINGS - done);
    const jobRows = Array.from({ length: Math.ceil(size * 0.6) }, () => {
      const l = listing('J');
      l.owner.jobIds.push(l.id);
      return { ...demoJob(random), id: l.id, ownerId: l.owner.id, companyType: 1, reference: l.reference, createdAt: l.created, expiresAt: initialExpiry(l.created) };
    });
    const candidateRows = Array.from({ length: Math.floor(size * 0.4) }, () => {
      const l = listing('C');
      l.owner.candidateIds.push(l.id);
      return { ...demoCandidate(random), id: l.id, ownerId: l.owner.id, reference: l.reference, createdAt: l.created, expiresAt: initialExpiry(l.created) };
    });
    await ctx.db.insert(jobs).values(jobRows);
    if (candidateRows.length) await ctx.db.insert(candidates).values(candidateRows);
  }
  await ctx.pool.query('ANALYZE');
  const allJobs = clients.flatMap((c) => c.jobIds.map((id) => ({ id, owner: c })));
  const allCandidates = clients.flatMap((c) => c.candidateIds.map((id) => ({ id, owner: c })));

  server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      ROLE: 'all',
      PORT: String(PORT),
      APP_URL: BASE,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '20',
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      PASSWORD_HASH_COST: '12',
      LOGIN_LIMIT_PER_IP: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${BASE}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 300));
  }

  // Sign everyone in, ten at a time.
  for (let i = 0; i < clients.length; i += 10) {
    await Promise.all(
      clients.slice(i, i + 10).map(async (client) => {
        const res = await fetch(`${BASE}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `load-${client.index}@example.co.za`, password: PASSWORD }),
          dispatcher: agent,
        } as RequestInit);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`sign-in of load-${client.index} failed: ${res.status}`);
        client.cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
      }),
    );
  }
  console.log(`${clients.length} clients signed in; running the mix for ${SECONDS} s…`);

  /** Proposals waiting for each member (the seconder) to approve. */
  const waiting = new Map<string, string[]>();
  const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
  const queries = ['q=engineer', 'categories=13', 'q=manager&locations=300', 'natures=1&categories=23', '', 'q=accountant&categories=2'];

  const actions: Array<[weight: number, name: string, run: (c: Client) => Promise<Answer>]> = [
    [35, 'search', (c) => call(c, 'GET', `/api/${Math.random() < 0.7 ? 'jobs' : 'candidates'}?${pick(queries)}`)],
    [25, 'open', (c) => (Math.random() < 0.6 ? call(c, 'GET', `/api/jobs/${pick(allJobs).id}`) : call(c, 'GET', `/api/candidates/${pick(allCandidates).id}`))],
    [15, 'dashboard', (c) => call(c, 'GET', '/api/dashboard')],
    [10, 'notes', (c) => call(c, 'GET', '/api/notes')],
    [
      8,
      'propose',
      async (c) => {
        if (c.candidateIds.length === 0) return call(c, 'GET', '/api/dashboard');
        const job = pick(allJobs);
        if (job.owner === c) return call(c, 'GET', '/api/notes');
        const res = await call(c, 'POST', '/api/matches', { job: job.id, candidate: pick(c.candidateIds) });
        if (res.status === 201) waiting.set(job.owner.id, [...(waiting.get(job.owner.id) ?? []), res.json!.uid!]);
        return res;
      },
    ],
    [
      7,
      'approve',
      async (c) => {
        const uid = waiting.get(c.id)?.shift();
        if (!uid) return call(c, 'GET', '/api/notes');
        return call(c, 'POST', `/api/matches/${uid}/approve`, {});
      },
    ],
  ];
  const totalWeight = actions.reduce((n, [w]) => n + w, 0);
  const idle = [...clients];

  const result = await runLoad(CLIENTS, SECONDS, async () => {
    const client = idle.pop()!;
    try {
      let roll = Math.random() * totalWeight;
      const action = actions.find(([w]) => (roll -= w) < 0) ?? actions[0]!;
      const res = await action[2](client);
      count(`${action[1]} ${res.status}`);
      // 409 (a pair already proposed) is a business answer, not an error.
      if (res.status >= 500) unexpected5xx++;
      if (res.status >= 400 && res.status !== 409) throw new Error(String(res.status));
    } catch (err) {
      if (!(err instanceof Error && /^\d+$/.test(err.message))) count(`network ${(err as Error).name}`);
      throw err;
    } finally {
      idle.push(client);
    }
  });

  console.log(`\n${CLIENTS} signed-in clients, ${SECONDS} s, ${LISTINGS.toLocaleString()} listings, one ROLE=all process (pool 20):`);
  console.table({ mix: { ...result, unexpected5xx } });
  console.log('Answers by action and status:');
  console.table(Object.fromEntries([...statusCounts.entries()].sort().map(([k, v]) => [k, { count: v }])));
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  server?.kill('SIGKILL');
  await agent.close();
  await runtime.stop();
  await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
