/**
 * The anonymity guard over HTTP: how long POST /api/anonymity/check takes for a 5,000-character
 * listing (the text the listing form sends as a member types), one request at a time as one
 * member's browser sends them, against the API in its own process on a throw-away database.
 * Beside it, in the same run and alternating request by request, the same route with a
 * 50-character text: the difference is what the guard itself costs inside a request.
 *
 *   node --import tsx scripts/bench/anonymity-http.ts
 *   BENCH_RUNS=1000 node --import tsx scripts/bench/anonymity-http.ts
 *
 * Goal (docs/anonymity.md): p95 ≤ 10 ms for a 5,000-character listing in the API.
 */
import { cpus, loadavg } from 'node:os';
import { accounts } from '../../api/db/schema';
import { hashPassword } from '../../api/auth/password';
import { buildCorpus } from '../../tests/anonymity/corpus';
import { startBenchApp } from './app-process';
import { benchMember, openBenchDatabase } from './bench-database';
import { percentile } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const PORT = 3900 + Math.floor(Math.random() * 90);
const PASSWORD = 'Bench2026x';
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(
  `$ node --import tsx scripts/bench/anonymity-http.ts   (BENCH_RUNS=${RUNS}; load average ${load()}, ${cpus().length} cores)`,
);

const long = buildCorpus()
  .map((entry) => entry.text)
  .join(' ')
  .slice(0, 5000);
const short = long.slice(0, 50);

const database = await openBenchDatabase({ throwAway: true });
// The per-member limit (120 a minute) is lifted: the bench sends a thousand in a minute on purpose.
const server = await startBenchApp(PORT, {
  ROLE: 'web',
  DATABASE_URL: database.databaseUrl,
  WEB_CONCURRENCY: '1',
  ANONYMITY_CHECK_LIMIT_PER_ACCOUNT: '1000000',
  ANONYMITY_CHECK_LIMIT_PER_IP: '1000000',
});
try {
  await database.ctx.db
    .insert(accounts)
    .values(benchMember('bench-guard@example.co.za', 1, await hashPassword(PASSWORD, 12)));
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-guard@example.co.za', password: PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((line) => line.startsWith('rc.sid='))
    ?.split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`sign-in failed: ${login.status}`);

  const check = async (text: string) => {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/anonymity/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ kind: 'candidate', fields: { additional: text } }),
    });
    const body = (await res.json()) as { findings?: unknown[] };
    if (res.status !== 200 || !Array.isArray(body.findings)) throw new Error(`check answered ${res.status}`);
    return performance.now() - started;
  };
  // Warm-up (the route's code paths, the connection), not counted.
  for (let i = 0; i < 50; i++) await check(i % 2 ? long : short);
  const longTimes: number[] = [];
  const shortTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    longTimes.push(await check(long));
    shortTimes.push(await check(short));
  }
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const line = (label: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `${label}: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1)!)}`;
  };
  console.log(line(`POST /api/anonymity/check, 5,000 characters (${RUNS})`, longTimes));
  console.log(line(`POST /api/anonymity/check, 50 characters (${RUNS})`, shortTimes));
  console.log(`load average at the end: ${load()} (goal: p95 ≤ 10 ms for the 5,000 characters)`);
} finally {
  await server.stop();
  await database.close();
}
