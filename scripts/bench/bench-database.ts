/**
 * What the search and suggestions benches share: a throw-away database on the PostgreSQL server
 * (BENCH_KEEP=1 keeps it, BENCH_REUSE=<name> measures a kept one again without seeding) with the
 * app's runtime on it, and an HTTP load of autocannon connections against the API.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import pg from 'pg';
import autocannon from 'autocannon';
import { loadConfig } from '../../api/env';
import { startRuntime } from '../../api/runtime';
import { normaliseNotifications } from '../../api/services/accounts/default-notifications';
import { summarise } from './stats';

export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

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

export type BenchDatabase = Awaited<ReturnType<typeof openBenchDatabase>>;

/**
 * A new database (or the kept one BENCH_REUSE names), migrated, with the runtime (no job workers)
 * on it. `throwAway`: always a new one, dropped at the end (the load bench: BENCH_REUSE and
 * BENCH_KEEP are the search and suggestions benches' knobs). `afterCreate` runs on the new
 * database's name before the runtime connects (a per-database setting).
 */
export async function openBenchDatabase(
  options: {
    prefix?: string;
    throwAway?: boolean;
    afterCreate?: (c: pg.Client, name: string) => Promise<unknown>;
  } = {},
) {
  const { prefix = 'rc_bench', throwAway = false } = options;
  const reuse = throwAway ? undefined : process.env.BENCH_REUSE;
  if (reuse && !/^rc_bench_[0-9a-f]{8}$/.test(reuse))
    throw new Error(`BENCH_REUSE must name a kept bench database, not ${reuse}`);
  const isKept = !throwAway && (Boolean(reuse) || process.env.BENCH_KEEP === '1');
  const name = reuse ?? `${prefix}_${randomBytes(4).toString('hex')}`;
  if (!reuse)
    await withAdminClient(async (c) => {
      await c.query(`CREATE DATABASE ${name}`);
      await options.afterCreate?.(c, name);
    });
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: '12',
    SERVE_WEB: 'false',
  });
  const runtime = await startRuntime(config, { workers: false });
  return {
    name,
    databaseUrl,
    /** True when it was seeded before (BENCH_REUSE): the bench measures it as it is. */
    isReused: Boolean(reuse),
    ctx: runtime.ctx,
    /** Stops the runtime and drops the database, unless it is to be kept. */
    async close() {
      await runtime.stop();
      if (isKept) console.log(`\nKept ${name}: BENCH_REUSE=${name} measures it again.`);
      else await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * `connections` autocannon connections for `seconds` against the API on `port` (autocannon keeps
 * the load generator's own cost small next to fetch); every 200's latency is kept, for p95.
 */
export async function httpLoad(options: {
  port: number;
  connections: number;
  seconds: number;
  /** The session cookie; or `headers` (a personal API token's Authorization, scripts/bench/token-auth.ts). */
  cookie?: string;
  headers?: Record<string, string>;
  path: string | (() => string);
}) {
  const { port, connections, seconds, cookie, path } = options;
  const headers = { ...(cookie ? { cookie } : {}), ...options.headers };
  const latencies: number[] = [];
  let errors = 0;
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, path: typeof path === 'string' ? path : path() }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
  instance!.on('response', (_client, status, _bytes, ms) => {
    if (status === 200) latencies.push(ms);
    else errors += 1;
  });
  const result = await done;
  return { ...summarise(latencies, seconds), errors: errors + result.errors + result.timeouts };
}

/**
 * A bench member's account row: a recruiter with a complete profile, approved by the association,
 * so in good standing for good however old a kept database is.
 */
export const benchMember = (email: string, i: number, passwordHash: string) => ({
  email,
  passwordHash,
  firstname: 'Bench',
  lastname: `User ${i}`,
  company: 'Bench Recruiters',
  title: 'Recruiter',
  companyType: 1,
  categories: [13],
  isActive: true,
  isApproved: true,
  notifications: normaliseNotifications(null, 1),
});

/**
 * CPU seconds (user + system) used so far by the processes `pids` (and their children) and by the
 * PostgreSQL backends connected to `database`, from /proc (Linux; null elsewhere). Backends that
 * ended meanwhile are not counted (the pools keep theirs for a run); `backends` has each one's, by
 * process id, for a difference backend by backend. The difference over a run,
 * divided by its requests, is the CPU one request costs: less sensitive to other work on the
 * machine than its latency.
 */
export function cpuSeconds(
  pids: number[],
  database: string,
): { node: number; postgres: number; backends: Map<number, number> } | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  const ticksPerSecond = 100; // USER_HZ on Linux
  const totals = { node: 0, postgres: 0, backends: new Map<number, number>() };
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [parent, user, system] = [Number(fields[1]), Number(fields[11]), Number(fields[12])];
      const seconds = (user + system) / ticksPerSecond;
      if (pids.includes(Number(pid)) || pids.includes(parent)) totals.node += seconds;
      else if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) {
        totals.postgres += seconds;
        totals.backends.set(Number(pid), seconds);
      }
    } catch {
      // the process ended while we looked
    }
  }
  return totals;
}

/** Runs `run` and adds the CPU milliseconds per request it cost `pids` and PostgreSQL (cpuSeconds). */
export async function withCpuPerRequest<T extends { requests: number }>(
  pids: number[],
  database: string,
  run: () => Promise<T>,
): Promise<T & { nodeCpuMs: number | null; pgCpuMs: number | null }> {
  const before = cpuSeconds(pids, database);
  const result = await run();
  const after = cpuSeconds(pids, database);
  if (!before || !after || result.requests === 0) return { ...result, nodeCpuMs: null, pgCpuMs: null };
  const perRequest = (seconds: number) => +((1000 * seconds) / result.requests).toFixed(2);
  return {
    ...result,
    nodeCpuMs: perRequest(after.node - before.node),
    pgCpuMs: perRequest(postgresSecondsBetween(before, after)),
  };
}

/**
 * The PostgreSQL CPU seconds between two cpuSeconds readings, backend by backend: one that started
 * in between counts whole, one that ended (an idle pool connection timing out, a seeding's
 * connections) is left out. The totals' difference would subtract its whole past: a negative
 * figure, seen with the web process's pools over a million listings and after a bulk seeding.
 */
export function postgresSecondsBetween(
  before: { backends: Map<number, number> },
  after: { backends: Map<number, number> },
): number {
  let seconds = 0;
  for (const [pid, total] of after.backends) seconds += total - (before.backends.get(pid) ?? 0);
  return seconds;
}
