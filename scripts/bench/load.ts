/**
 * Load test: N signed-in clients for D seconds, driven by autocannon
 * over loopback, against the API served by a child process (ROLE=all, as one machine runs it,
 * with WEB_CONCURRENCY web processes on one port: LOAD_WEB_CONCURRENCY, default one per core as
 * in production) on a fresh database on the PostgreSQL server, seeded with a few thousand
 * listings and N members. Then the same N connections against an Express "hello" (same number
 * of processes, scripts/bench/hello.ts) for the machine's ceiling, and the ratio product ÷ hello
 * (the share). CPU per answer: the API processes', PostgreSQL's (the bench database's backends),
 * the hello's, and this process's own (autocannon and the mix, on the same cores).
 *
 * Each autocannon connection is one member with its own session cookie (setupClient gives every
 * connection its own request list; setupRequest picks the next action from the member's state).
 * The mix (scripts/bench/load-mix.ts): search (keyword and filters, varied, sometimes "load more"), open a listing (often one
 * the last search found), dashboard, notes (list, mark one read), propose a match, approve one
 * proposed to this member. Prints p50/p95/p99 per action and overall, requests per second, errors
 * and the non-2xx answers by status. Exits non-zero on any error (timeout, reset), any 5xx or
 * any non-2xx the mix does not expect (expected: 409 for a pair that already has an open
 * proposal). Stops after D seconds and drops its database. Traffic goes only to 127.0.0.1.
 *
 *   node --import tsx scripts/bench/load.ts                          # 200 clients, 60 s
 *   LOAD_CLIENTS=50 LOAD_SECONDS=10 node --import tsx scripts/bench/load.ts
 *   LOAD_LISTINGS=3000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test …
 *   LOAD_BULK_LISTINGS=1000000 …   # first, that many other members' listings (bulk-seed.ts: 20 each)
 *   LOAD_CPU_PROF=/tmp/prof …   # a V8 CPU profile of every API process (primary and web processes)
 *   LOAD_ONLY=dashboard …          # one read only (search, open, dashboard or notes), or writes: CPU per answer
 *   LOAD_LOG_STATEMENTS=1 …        # every statement into the server's log (scripts/bench/statement-times.ts)
 *   LOAD_LIVE_STREAMS=500 …        # that many live-update streams held open through the run (live-streams.ts)
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { accounts, candidates, jobs } from '../../api/db/schema';
import { hashPassword } from '../../api/auth/password';
import { normaliseNotifications } from '../../api/services/accounts/default-notifications';
import type { ListingKind } from '../../shared/lookups';
import { initialExpiry } from '../../shared/rules/listing';
import { createRandom, demoCandidate, demoJob } from '../lib/demo-listings';
import { EXPECTED, createMix, newMember, type Action, type Listing, type Member } from './load-mix';
import { startBenchApp, type BenchApp } from './app-process';
import { summarise, summariseGroups } from './stats';
import { cpuSeconds, openBenchDatabase, postgresSecondsBetween } from './bench-database';
import { holdLiveStreams, type HeldStreams } from './live-streams';
import { bulkSeed } from './bulk-seed';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const LISTINGS = Number(process.env.LOAD_LISTINGS ?? 3000);
/**
 * Listings of other members (20 each, half job specs, half candidates) seeded in bulk before the
 * mix's own: the mix then searches, opens and counts over a database of that size (docs/scaling.md).
 */
const BULK_LISTINGS = Number(process.env.LOAD_BULK_LISTINGS ?? 0);
const TIMEOUT_SECONDS = 10;
const WEB_PROCESSES = Number(process.env.LOAD_WEB_CONCURRENCY ?? availableParallelism());
// 20 connections in all, as the single process had: the database has the same 2 cores whatever
// the number of web processes, and more connections only queue there.
const POOL_MAX = Math.max(8, Math.ceil(20 / WEB_PROCESSES));
// The hello ceiling runs for half the load's time, at least 3 s and at most 10 s (CI: 5 s).
const HELLO_SECONDS = Math.min(10, Math.max(3, Math.round(SECONDS / 2)));
// A directory: every API process writes a .cpuprofile there when it stops (node --cpu-prof).
const CPU_PROF_DIR = process.env.LOAD_CPU_PROF;
const LOG_STATEMENTS = process.env.LOAD_LOG_STATEMENTS === '1';
const LIVE_STREAMS = Number(process.env.LOAD_LIVE_STREAMS ?? 0);
const PORT = 3800 + Math.floor(Math.random() * 90);
const HELLO_PORT = PORT + 100;
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(import.meta.dirname, '../..');
const DAY_MS = 86_400_000;
const PASSWORD = 'Bench2026x';
for (const [key, value] of Object.entries({ CLIENTS, SECONDS, LISTINGS, WEB_CONCURRENCY: WEB_PROCESSES })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`LOAD_${key} must be a positive whole number`);
}
if (LISTINGS < 10) throw new Error('LOAD_LISTINGS must be at least 10 (the mix needs jobs and candidates)');
if (!Number.isInteger(BULK_LISTINGS) || BULK_LISTINGS < 0)
  throw new Error('LOAD_BULK_LISTINGS must be a whole number (0: none)');

let interrupted = false;
let instance: autocannon.Instance | undefined;
process.once('SIGINT', () => {
  interrupted = true;
  instance?.stop();
});
const checkInterrupted = () => {
  if (interrupted) throw new Error('interrupted');
};

const database = await openBenchDatabase({
  prefix: 'rc_load',
  throwAway: true,
  // Every statement in this database into the server's log with its duration, for
  // scripts/bench/statement-times.ts (this database only; it is dropped at the end).
  afterCreate: (c, name) =>
    LOG_STATEMENTS ? c.query(`ALTER DATABASE ${name} SET log_min_duration_statement = 0`) : Promise.resolve(),
});
const { name, databaseUrl, ctx } = database;
if (LOG_STATEMENTS)
  console.log(
    `Logging every statement of ${name}; then: node --import tsx scripts/bench/statement-times.ts <server log> ${name}`,
  );
let server: BenchApp | undefined;
let failed = true;

try {
  const passwordHash = await hashPassword(PASSWORD, 12);
  if (BULK_LISTINGS > 0) {
    console.log(`Seeding ${BULK_LISTINGS.toLocaleString()} other members' open listings in bulk into ${name}…`);
    const times = await bulkSeed(ctx.pool, {
      members: Math.max(1, Math.round(BULK_LISTINGS / 20)),
      jobs: Math.ceil(BULK_LISTINGS / 2),
      candidates: Math.floor(BULK_LISTINGS / 2),
      passwordHash,
    });
    console.log(`Seeded in ${times.total} s.`);
  }
  // ---- seed: N members (recruiters with complete profiles) and the listings they own
  console.log(`Seeding ${CLIENTS} members and ${LISTINGS.toLocaleString()} open listings into ${name}…`);
  const rows = await ctx.db
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
  const members: Member[] = rows.map((row, index) => newMember(index, row.id));
  const seedRandom = createRandom(7);
  const allListings: Record<ListingKind, Listing[]> = { job: [], candidate: [] };
  const newListing = (kind: ListingKind) => {
    const id = randomUUID();
    const owner = members[Math.floor(seedRandom.next() * members.length)]!;
    const listing: Listing = {
      id,
      kind,
      owner,
      reference: `${kind === 'job' ? 'J' : 'C'}${id.replace(/-/g, '').slice(0, 10).toUpperCase()}`,
    };
    (kind === 'job' ? owner.jobs : owner.candidates).push(listing);
    allListings[kind].push(listing);
    const createdAt = new Date(Date.now() - Math.floor(seedRandom.next() * 50 * DAY_MS));
    return { id, ownerId: owner.id, reference: listing.reference, createdAt, expiresAt: initialExpiry(createdAt) };
  };
  for (let done = 0; done < LISTINGS; done += 500) {
    const size = Math.min(500, LISTINGS - done);
    const jobRows = Array.from({ length: Math.ceil(size * 0.6) }, () => ({
      ...demoJob(seedRandom),
      ...newListing('job'),
      companyType: 1,
    }));
    const candidateRows = Array.from({ length: Math.floor(size * 0.4) }, () => ({
      ...demoCandidate(seedRandom),
      ...newListing('candidate'),
    }));
    await ctx.db.insert(jobs).values(jobRows);
    if (candidateRows.length) await ctx.db.insert(candidates).values(candidateRows);
  }
  await ctx.pool.query('ANALYZE');
  checkInterrupted();

  // ---- the API in its own process, as production runs it (node directly: no npx wrapper)
  server = await startBenchApp(PORT, {
    ROLE: 'all',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: String(POOL_MAX),
    WEB_CONCURRENCY: String(WEB_PROCESSES),
    ...(CPU_PROF_DIR
      ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${path.resolve(CPU_PROF_DIR)}` }
      : {}),
  });

  // ---- sign everyone in, ten at a time: each autocannon connection carries one member's cookie
  for (let i = 0; i < members.length; i += 10) {
    await Promise.all(
      members.slice(i, i + 10).map(async (member) => {
        const res = await fetch(`${BASE}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `load-${member.index}@example.co.za`, password: PASSWORD }),
        });
        await res.arrayBuffer();
        const cookie = res.headers.getSetCookie().find((line) => line.startsWith('rc.sid='));
        if (res.status !== 200 || !cookie) throw new Error(`sign-in of load-${member.index} failed: ${res.status}`);
        member.cookie = cookie.split(';')[0]!;
      }),
    );
  }
  checkInterrupted();
  console.log(`${members.length} members signed in; ${CLIENTS} connections for ${SECONDS} s…`);
  // Open tabs' live-update streams, held through the run beside the mix's requests.
  let liveStreams: HeldStreams | null = null;
  if (LIVE_STREAMS > 0) {
    liveStreams = await holdLiveStreams(
      BASE,
      members.map((member) => member.cookie),
      LIVE_STREAMS,
    );
    console.log(`${LIVE_STREAMS} live-update streams open…`);
  }

  // ---- the mix (scripts/bench/load-mix.ts)
  const mix = createMix(allListings);
  let unreadableBodies = 0;
  const handleAnswer = (member: Member, status: number, text: string) => {
    try {
      mix.readAnswer(member, status, text);
    } catch {
      unreadableBodies++;
    }
  };

  // ---- run: one connection per member
  const byClient = new Map<autocannon.Client, Member>();
  const latencies = new Map<Action, number[]>();
  const statuses = new Map<string, number>();
  const errors = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  let connections = 0;
  let finish: (err: unknown, result: autocannon.Result) => void = () => undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = (err, result) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(result));
  });
  // The API process and its children (the web processes), and the bench database's backends.
  const cpuBefore = cpuSeconds([server.child.pid!], name);
  // This process: autocannon and the mix. It shares the cores with the app, so its CPU per answer
  // bounds the share of the hello's rate the product can reach (it is the same for the hello).
  const generatorBefore = process.cpuUsage();
  const run = autocannon(
    {
      url: BASE,
      connections: CLIENTS,
      duration: SECONDS,
      timeout: TIMEOUT_SECONDS,
      pipelining: 1,
      setupClient(client) {
        const member = members[connections++ % members.length]!;
        byClient.set(client, member);
        client.setRequests([
          {
            setupRequest(request) {
              const next = mix.nextRequest(member);
              member.inFlight = next.sent;
              const headers: Record<string, string> = { accept: 'application/json', cookie: member.cookie };
              if (next.body !== undefined) headers['content-type'] = 'application/json';
              return {
                ...request,
                method: next.method,
                path: next.path,
                headers,
                body: next.body === undefined ? undefined : JSON.stringify(next.body),
              };
            },
            onResponse: (status, body) => handleAnswer(member, status, body),
          },
        ]);
      },
    },
    (err, result) => finish(err, result),
  );
  instance = run;
  run.on('response', (client, status, _bytes, responseTime) => {
    const action = byClient.get(client)!.inFlight.action;
    const list = latencies.get(action) ?? [];
    list.push(responseTime);
    latencies.set(action, list);
    bump(statuses, `${action} ${status}`);
  });
  run.on('reqError', (err: Error & { code?: string }) => bump(errors, err.code ?? err.message));
  const result = await finished;
  instance = undefined;
  const live = liveStreams?.close();
  const cpuAfter = cpuSeconds([server.child.pid!], name);
  const generatorCpu = process.cpuUsage(generatorBefore);

  // ---- report
  console.log(autocannon.printResult(result));
  const duration = result.duration;
  const all = [...latencies.values()].flat();
  const overall = summarise(all, duration);
  const shape =
    WEB_PROCESSES > 1
      ? `ROLE=all, ${WEB_PROCESSES} web processes on one port (pool ${POOL_MAX} each)`
      : `one ROLE=all process (pool ${POOL_MAX})`;
  console.log(
    `\n${CLIENTS} signed-in clients, ${duration.toFixed(0)} s, ${LISTINGS.toLocaleString()} listings${BULK_LISTINGS ? ` + ${BULK_LISTINGS.toLocaleString()} other members'` : ''}, ${shape}:`,
  );
  const byAction = summariseGroups(latencies, duration);
  console.table({ ...byAction, all: { share: '100 %', ...overall } });

  const nonSuccess = [...statuses.entries()].filter(([key]) => !/ 2\d\d$/.test(key)).sort();
  const isExpected = (key: string) => {
    // A status that is not a number (seen once, on a machine at load average 20) is unexpected,
    // and is listed as such rather than crashing the report.
    const [, action, status] = /^(.*) (\d+)$/.exec(key) ?? [];
    return (action !== undefined && EXPECTED[action as Action]?.includes(Number(status))) ?? false;
  };
  const expected = nonSuccess.filter(([key]) => isExpected(key));
  const unexpected = nonSuccess.filter(([key]) => !isExpected(key));
  const fiveHundreds = nonSuccess.filter(([key]) => / 5\d\d$/.test(key)).reduce((n, [, c]) => n + c, 0);
  const byStatus = Object.entries(result.statusCodeStats ?? {})
    .map(([status, s]) => `${status}: ${s.count ?? 0}`)
    .join(', ');
  console.log(
    `requests per second: ${overall.rps} (${overall.requests.toLocaleString()} answers in ${duration.toFixed(1)} s)`,
  );
  console.log(
    `latency ms: p50 ${overall.p50}, p95 ${overall.p95}, p99 ${overall.p99}, max ${all.reduce((m, v) => Math.max(m, v), 0).toFixed(0)}`,
  );
  console.log(`answers by status: ${byStatus}`);
  console.log(
    `errors: ${result.errors} (timeouts ${result.timeouts}${errors.size ? `; ${[...errors].map(([k, n]) => `${k} ×${n}`).join(', ')}` : ''})`,
  );
  const generatorMs = (generatorCpu.user + generatorCpu.system) / 1000 / Math.max(1, overall.requests);
  const apiMs =
    cpuBefore && cpuAfter ? (1000 * (cpuAfter.node - cpuBefore.node)) / Math.max(1, overall.requests) : null;
  const postgresMs =
    cpuBefore && cpuAfter ? (1000 * postgresSecondsBetween(cpuBefore, cpuAfter)) / Math.max(1, overall.requests) : null;
  if (apiMs !== null && postgresMs !== null && overall.requests > 0) {
    console.log(
      `CPU per answer: API processes ${apiMs.toFixed(2)} ms, PostgreSQL ${postgresMs.toFixed(2)} ms ` +
        `(user + system time over the run ÷ answers; steadier than requests per second on a busy machine); ` +
        `the load generator ${generatorMs.toFixed(2)} ms`,
    );
  }
  console.log(`expected non-2xx: ${expected.length ? expected.map(([k, n]) => `${k} ×${n}`).join(', ') : 'none'}`);
  console.log(
    `unexpected non-2xx: ${unexpected.length ? unexpected.map(([k, n]) => `${k} ×${n}`).join(', ') : 'none'} (5xx: ${fiveHundreds})`,
  );

  const hello = await measureHello();
  const share = (100 * Number(overall.rps)) / hello.rps;
  console.log(
    `hello ceiling: ${hello.rps.toFixed(0)} req/s (Express "hello", ${WEB_PROCESSES} process${WEB_PROCESSES > 1 ? 'es' : ''}, ${CLIENTS} connections, ${HELLO_SECONDS} s); ` +
      `product ÷ hello = ${share.toFixed(1)} %`,
  );
  // The two figures the mixed load is judged by, side by side with the hello's own.
  console.log(
    `share of the hello: ${share.toFixed(1)} %; CPU per answer: product ${apiMs === null ? '?' : apiMs.toFixed(2)} ms ` +
      `(API processes) + ${postgresMs === null ? '?' : postgresMs.toFixed(2)} ms (PostgreSQL), ` +
      `hello ${hello.cpuMs === null ? '?' : hello.cpuMs.toFixed(3)} ms; ` +
      `load generator ${generatorMs.toFixed(2)} ms (product) and ${hello.generatorMs.toFixed(3)} ms (hello)`,
  );
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')} on ${availableParallelism()} cores`,
  );

  if (live)
    console.log(
      `live-update streams: ${live.opened} of ${LIVE_STREAMS} held open through the run, ` +
        `${live.refused} refused, ${live.endedEarly} ended early, ${live.events} events heard`,
    );
  const problems = [
    result.errors > 0 && `${result.errors} request errors`,
    live && (live.refused > 0 || live.endedEarly > 0) && 'live-update streams refused or ended early',
    unexpected.length > 0 && 'unexpected non-2xx answers',
    unreadableBodies > 0 && `${unreadableBodies} 2xx answers whose JSON could not be read`,
    all.length === 0 && 'no answers at all',
    interrupted && 'interrupted',
  ].filter(Boolean);
  if (problems.length) {
    console.error(`\nLOAD FAILED: ${problems.join('; ')}`);
    for (const line of (server?.logs ?? []).slice(0, 10)) console.error(`  server: ${line.slice(0, 400)}`);
  } else {
    console.log('\nLOAD OK: no errors, no unexpected non-2xx');
    failed = false;
  }
} finally {
  await server?.stop();
  await database.close();
}
process.exit(failed ? 1 : 0);

/**
 * Requests per second of an Express "hello" with the product's process count and connections,
 * and the CPU per answer of its processes and of this process (the load generator).
 */
async function measureHello(): Promise<{ rps: number; cpuMs: number | null; generatorMs: number }> {
  const hello = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/hello.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(HELLO_PORT), WEB_CONCURRENCY: String(WEB_PROCESSES) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: hello.stdout! }).on('line', (line) => line.startsWith('hello listening') && resolve());
      hello.once('exit', (code) => reject(new Error(`the hello server exited (${code})`)));
    });
    // No database: the name matches no PostgreSQL backend.
    const before = cpuSeconds([hello.pid!], `${name}-none`);
    const generatorBefore = process.cpuUsage();
    const result = await autocannon({
      url: `http://127.0.0.1:${HELLO_PORT}/`,
      connections: CLIENTS,
      duration: HELLO_SECONDS,
      headers: { accept: 'application/json' },
    });
    const generator = process.cpuUsage(generatorBefore);
    const after = cpuSeconds([hello.pid!], `${name}-none`);
    if (result.errors || result.non2xx)
      throw new Error(`the hello run had ${result.errors} errors and ${result.non2xx} non-2xx answers`);
    const answers = Math.max(1, result.requests.total);
    return {
      rps: result.requests.total / result.duration,
      cpuMs: before && after ? (1000 * (after.node - before.node)) / answers : null,
      generatorMs: (generator.user + generator.system) / 1000 / answers,
    };
  } finally {
    hello.kill('SIGTERM');
  }
}
