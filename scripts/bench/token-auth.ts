/**
 * Personal API tokens against sessions (target: a token-authenticated request costs no more than a
 * session request): the same member calls the same endpoint with their session cookie and with a
 * personal API token (`Authorization: Bearer rc_pat_…`), A/B in one run, alternating rounds so
 * that both see the same machine, against the API in its own process on a throw-away database on
 * the PostgreSQL server. Prints p50/p95/p99, requests per second and CPU milliseconds per request
 * (the API process and PostgreSQL, from /proc) of each, and the token ÷ session ratios.
 *
 *   npx tsx scripts/bench/token-auth.ts
 *   BENCH_SECONDS=5 BENCH_ROUNDS=2 BENCH_CONCURRENCY=8 BENCH_PATH=/api/dashboard npx tsx scripts/bench/token-auth.ts
 *
 * The token's own rate limit is raised for the run (API_TOKEN_LIMIT_PER_MINUTE) so the bench
 * measures the check, not the refusal. Traffic goes only to 127.0.0.1.
 */
import { cpus, loadavg } from 'node:os';
import { accounts } from '../../api/db/schema';
import { hashPassword } from '../../api/auth/password';
import { startBenchApp, type BenchApp } from './app-process';
import { benchMember, httpLoad, openBenchDatabase, withCpuPerRequest } from './bench-database';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PATH = process.env.BENCH_PATH ?? '/api/notes';
const PORT = 3700 + Math.floor(Math.random() * 90);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench2026x';

const command = [
  ...Object.entries(process.env)
    .filter(([key]) => key.startsWith('BENCH_'))
    .map(([key, value]) => `${key}=${value}`),
  'npx tsx scripts/bench/token-auth.ts',
].join(' ');
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(`$ ${command}   (load average ${loadAverage()}, ${cpus().length} cores)`);

const bench = await openBenchDatabase({ prefix: 'rc_token', throwAway: true });
const { ctx, databaseUrl, name } = bench;
let server: BenchApp | undefined;
let failed = true;

type Result = Awaited<ReturnType<typeof httpLoad>> & { nodeCpuMs: number | null; pgCpuMs: number | null };

try {
  const passwordHash = await hashPassword(PASSWORD, 12);
  await ctx.db.insert(accounts).values(benchMember('token-bench@example.co.za', 0, passwordHash));
  server = await startBenchApp(PORT, {
    ROLE: 'all',
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: '1',
    API_TOKEN_LIMIT_PER_MINUTE: '100000000',
  });

  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'token-bench@example.co.za', password: PASSWORD }),
  });
  await login.arrayBuffer();
  const cookie = login.headers
    .getSetCookie()
    .find((line) => line.startsWith('rc.sid='))
    ?.split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`sign-in failed: ${login.status}`);
  const made = await fetch(`${BASE}/api/me/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'Bench', scopes: ['read'] }),
  });
  const { secret } = (await made.json()) as { secret: string };
  if (made.status !== 201) throw new Error(`token not made: ${made.status}`);
  // Both ways answer the same, before anything is measured.
  const both: Array<Record<string, string>> = [{ cookie }, { authorization: `Bearer ${secret}` }];
  for (const headers of both) {
    const res = await fetch(`${BASE}${PATH}`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${PATH} answered ${res.status} to ${Object.keys(headers)[0]}`);
  }

  const pids = [server.child.pid!];
  const run = (headers: Record<string, string>) =>
    withCpuPerRequest(pids, name, () =>
      httpLoad({ port: PORT, connections: CONCURRENCY, seconds: SECONDS, headers, path: PATH }),
    );
  // A short warm-up of each (JIT, the session cache, the token cache), not counted.
  await httpLoad({ port: PORT, connections: CONCURRENCY, seconds: 2, headers: { cookie }, path: PATH });
  await httpLoad({
    port: PORT,
    connections: CONCURRENCY,
    seconds: 2,
    headers: { authorization: `Bearer ${secret}` },
    path: PATH,
  });

  const results: Record<'session' | 'token', Result[]> = { session: [], token: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    // Alternate which goes first, so neither always runs on a warmer (or busier) machine.
    const order = round % 2 === 1 ? (['session', 'token'] as const) : (['token', 'session'] as const);
    for (const kind of order) {
      const result = await run(kind === 'session' ? { cookie } : { authorization: `Bearer ${secret}` });
      results[kind].push(result);
      console.log(
        `round ${round} ${kind.padEnd(7)} ${String(result.rps).padStart(5)} req/s  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  ` +
          `CPU/request node ${result.nodeCpuMs ?? '-'} ms, postgres ${result.pgCpuMs ?? '-'} ms  errors ${result.errors}`,
      );
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const of = (kind: 'session' | 'token', key: 'rps' | 'p50' | 'p95' | 'p99' | 'nodeCpuMs' | 'pgCpuMs') =>
    median(results[kind].map((r) => r[key] ?? NaN));
  console.log(`\n${PATH}, ${CONCURRENCY} connections, ${ROUNDS} × ${SECONDS} s each (medians of the rounds):`);
  for (const key of ['rps', 'p50', 'p95', 'p99', 'nodeCpuMs', 'pgCpuMs'] as const) {
    const [session, token] = [of('session', key), of('token', key)];
    console.log(
      `  ${key.padEnd(9)} session ${String(session).padStart(8)}   token ${String(token).padStart(8)}   token ÷ session ${(token / session).toFixed(2)}`,
    );
  }
  const errors = [...results.session, ...results.token].reduce((n, r) => n + r.errors, 0);
  if (errors > 0) throw new Error(`${errors} errors or non-200 answers`);
  failed = false;
} finally {
  await server?.stop();
  if (failed && server) console.log(server.logs.slice(-20).join('\n'));
  await bench.close();
}
