/**
 * What the search and suggestions benches share: a throw-away database on the PostgreSQL server
 * (BENCH_KEEP=1 keeps it, BENCH_REUSE=<name> measures a kept one again without seeding) with the
 * app's runtime on it, and an HTTP load of autocannon connections against the API.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import autocannon from 'autocannon';
import { loadConfig } from '../../api/env';
import { startRuntime } from '../../api/runtime';
import { normaliseNotifications } from '../../api/services/accounts/default-notifications';
import { summarise } from './stats';

export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function withAdminClient<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export type BenchDatabase = Awaited<ReturnType<typeof openBenchDatabase>>;

/** A new database (or the kept one BENCH_REUSE names), migrated, with the runtime (no job workers) on it. */
export async function openBenchDatabase() {
  const reuse = process.env.BENCH_REUSE;
  if (reuse && !/^rc_bench_[0-9a-f]{8}$/.test(reuse))
    throw new Error(`BENCH_REUSE must name a kept bench database, not ${reuse}`);
  const isKept = Boolean(reuse) || process.env.BENCH_KEEP === '1';
  const name = reuse ?? `rc_bench_${randomBytes(4).toString('hex')}`;
  if (!reuse) await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`));
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
  cookie: string;
  path: string | (() => string);
}) {
  const { port, connections, seconds, cookie, path } = options;
  const latencies: number[] = [];
  let errors = 0;
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        headers: { cookie },
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
 * so in good standing for good (issue 23) however old a kept database is.
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
