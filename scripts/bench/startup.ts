/**
 * Start-up time and memory of a production web process (docs/performance.md § Production
 * runtime): `node <the Procfile's flags> dist-server/server.js` (what `npm start` and the Procfile
 * run; build it first with `npm run build`) against the same without the flags, each on the PostgreSQL server,
 * NODE_ENV=production, one web process as the Procfile runs it (ROLE=web, WEB_CONCURRENCY=1), the PWA
 * served from dist/.
 *
 * For each: a first start on an empty database (it migrates: MIGRATE_ON_START=true), then
 * STARTUP_RUNS starts on the migrated database (the production default, MIGRATE_ON_START off),
 * each timed from spawn to the first 200 of /readyz. Then the process's resident memory (RSS,
 * /proc) idle 5 s after it is ready, and after STARTUP_LOAD_SECONDS of autocannon (50 connections)
 * over the signed-out pages and API: the PWA's shell, /api/lookups, a refused /api/jobs, /readyz.
 *
 *   npm run build && node --import tsx scripts/bench/startup.ts
 *   STARTUP_RUNS=5 STARTUP_LOAD_SECONDS=30 BENCH_DATABASE_URL=postgres://… node --import tsx scripts/bench/startup.ts
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { productionSettings } from '../../tests/support/production-settings';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env.STARTUP_RUNS ?? 3);
const LOAD_SECONDS = Number(process.env.STARTUP_LOAD_SECONDS ?? 15);

if (!existsSync(path.join(ROOT, 'dist-server/server.js')) || !existsSync(path.join(ROOT, 'dist/index.html'))) {
  console.error('Build first: npm run build (dist/ and dist-server/).');
  process.exit(1);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  client.on('error', (err) => console.warn(`bench admin connection lost: ${err.message}`));
  await client.connect();
  await client.query(sql);
  await client.end();
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

type Started = { child: ChildProcess; ms: number; url: string; stop(): Promise<void> };

async function start(command: string[], databaseUrl: string, migrate: boolean): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...productionSettings(),
      ROLE: 'web',
      WEB_CONCURRENCY: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      MIGRATE_ON_START: String(migrate),
      ADMIN_EMAIL: 'admin@example.co.za',
      ADMIN_PASSWORD: 'Placement42',
      LOG_LEVEL: 'warn',
    },
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - startedAt;
  return {
    child,
    ms,
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function measure(name: string, command: string[]) {
  const database = `rc_startup_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${database}`);
  const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${database}` }).toString();
  try {
    const first = await start(command, databaseUrl, true);
    await first.stop();
    const times: number[] = [];
    let last: Started | undefined;
    for (let i = 0; i < RUNS; i++) {
      last = await start(command, databaseUrl, false);
      times.push(last.ms);
      if (i < RUNS - 1) await last.stop();
    }
    const app = last!;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const idle = rssMb(app.child.pid!);
    await autocannon({
      url: app.url,
      connections: 50,
      duration: LOAD_SECONDS,
      requests: [
        { method: 'GET', path: '/' },
        { method: 'GET', path: '/api/lookups' },
        { method: 'GET', path: '/api/jobs' },
        { method: 'GET', path: '/readyz' },
      ],
    });
    const loaded = rssMb(app.child.pid!);
    await app.stop();
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(34)} first start (migrates) ${Math.round(first.ms)} ms; ` +
        `start to /readyz ${sorted.map((t) => Math.round(t)).join(' / ')} ms (median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)}); ` +
        `RSS idle ${idle} MB, after ${LOAD_SECONDS} s of load ${loaded} MB`,
    );
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

// The Procfile's memory flags (young generation and heap growth), as production runs them.
const procfileFlags = readFileSync(path.join(ROOT, 'Procfile'), 'utf8')
  .match(/^web: .*?node (.*?)dist-server\/server\.js/m)![1]!
  .split(' ')
  .filter(Boolean);
await measure(`node ${procfileFlags.join(' ')} dist-server/server.js`, [...procfileFlags, 'dist-server/server.js']);
await measure('node dist-server/server.js (V8 defaults)', ['dist-server/server.js']);
await measure('node --import tsx api/server.ts', ['--import', 'tsx', 'api/server.ts']);
