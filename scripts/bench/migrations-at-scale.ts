/**
 * The recent migrations at the planned size: a database migrated up to just before them, seeded
 * with a million open listings (scripts/bench/bulk-seed.ts: 50,000 members, half job specs, half
 * candidates), then each migration applied on its own, as an upgrade would apply it (drizzle's
 * migrator, one transaction), while a reader on its own connection reads the job and candidate
 * lists without a pause. Prints each migration's time (target ≤ 60 s) and the longest a read
 * waited meanwhile (target ≤ 1 s), beside the longest read before any migration ran; and, as a
 * figure without a target, the longest a listing edit looping on another connection waited.
 *
 *   node --import tsx scripts/bench/migrations-at-scale.ts                  # from 0034, 1,000,000 listings
 *   BENCH_MIGRATIONS_FROM=37 BENCH_LISTINGS=20000 node --import tsx scripts/bench/migrations-at-scale.ts
 *
 * It creates a throw-away database on BENCH_DATABASE_URL's server and drops it afterwards;
 * BENCH_KEEP=1 keeps it, fully migrated, for the search and suggestions benches (BENCH_REUSE=<name>).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { hashPassword } from '../../api/auth/password';
import { MIGRATIONS_FOLDER, migrationJournal } from '../../api/db/migrate';
import { bulkSeed } from './bulk-seed';
import { SERVER_URL } from './bench-database';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? Math.max(50, Math.round(LISTINGS / 20)));
const journal = migrationJournal();
const FROM = Number(process.env.BENCH_MIGRATIONS_FROM ?? 34);
const READ_PAUSE_LIMIT_MS = 1000;
const MIGRATION_LIMIT_S = 60;

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const command = [
  ...Object.entries(process.env)
    .filter(([key]) => key.startsWith('BENCH_'))
    .map(([key, value]) => `${key}=${value}`),
  'node --import tsx scripts/bench/migrations-at-scale.ts',
].join(' ');
console.log(`$ ${command}   (load average ${loadAverage()}, ${cpus().length} cores)`);

/** A copy of the migrations folder as it was when migration `last` was the newest. */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rc-bench-migrations-'));
  cpSync(path.join(MIGRATIONS_FOLDER, 'meta'), path.join(dir, 'meta'), { recursive: true });
  const entries = journal.filter((entry) => entry.idx <= last);
  for (const { tag } of entries) cpSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
  return dir;
}

async function migrateUpTo(pool: pg.Pool, last: number) {
  const folder = migrationsUpTo(last);
  const client = await pool.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    client.release();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The reader's statements: the default job list, then a candidate search with a keyword, as the app asks. */
const READS: Statement[] = [
  [`SELECT id FROM jobs WHERE expires_at >= now() ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT 21`],
  [
    `SELECT id FROM candidates WHERE expires_at >= now() AND lower(candidate_title || ' ' || reference) LIKE '%engineer%'
      ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT 21`,
  ],
];
type Statement = [text: string, values?: unknown[]];

/**
 * Runs `statements` in turn in a loop on a connection of its own: `mark()` starts a new period, and
 * each period's longest statement is what a member waited at worst while it ran.
 */
function startProbe(url: string, statements: Statement[]) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', (err) => console.warn(`probe connection lost: ${err.message}`));
  let period = { longestMs: 0, reads: 0 };
  let isRunning = true;
  let current: Promise<void> = Promise.resolve();
  const done = (async () => {
    await client.connect();
    for (let i = 0; isRunning; i++) {
      // A statement counts in the period it started in (one a migration's lock held back ends
      // only after that migration), and mark() waits for it.
      const own = period;
      const start = performance.now();
      const [text, values] = statements[i % statements.length]!;
      current = client.query(text, values).then(() => {
        own.reads += 1;
        own.longestMs = Math.max(own.longestMs, performance.now() - start);
      });
      await current;
    }
    await client.end();
  })();
  return {
    /** The period so far (once its last statement has ended), and a new one begun. */
    async mark() {
      const ended = period;
      period = { longestMs: 0, reads: 0 };
      await current;
      return ended;
    },
    async stop() {
      isRunning = false;
      await done;
    },
  };
}

const name = `rc_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: SERVER_URL });
admin.on('error', (err) => console.warn(`admin connection lost: ${err.message}`));
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(SERVER_URL);
url.pathname = `/${name}`;
const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
pool.on('error', (err) => console.warn(`bench pool connection lost: ${err.message}`));
const isKept = process.env.BENCH_KEEP === '1';

try {
  const recent = journal.filter((entry) => entry.idx >= FROM);
  console.log(`Migrating ${name} up to ${journal.find((e) => e.idx === FROM - 1)?.tag}…`);
  await migrateUpTo(pool, FROM - 1);
  console.log(
    `Seeding ${MEMBERS.toLocaleString('en-US')} members and ${LISTINGS.toLocaleString('en-US')} open listings…`,
  );
  const times = await bulkSeed(pool, {
    members: MEMBERS,
    jobs: Math.ceil(LISTINGS / 2),
    candidates: Math.floor(LISTINGS / 2),
    passwordHash: await hashPassword('Bench2026x', 12),
  });
  console.log(`Seeded in ${times.total} s (load average ${loadAverage()}).`);

  const reader = startProbe(url.toString(), READS);
  // A listing edit in a loop too (its updated_at, which no market trigger follows): not a target,
  // but what a migration's locks cost the members posting and editing meanwhile.
  const { rows: edited } = await pool.query<{ id: string }>('SELECT id FROM jobs LIMIT 1');
  const writer = startProbe(url.toString(), [['UPDATE jobs SET updated_at = now() WHERE id = $1', [edited[0]!.id]]]);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const baseline = await reader.mark();
  const writesBefore = await writer.mark();
  const results: Record<
    string,
    { seconds: number; longestReadMs: number; reads: number; longestWriteMs: number; verdict: string }
  > = {};
  for (const { idx, tag } of recent) {
    await reader.mark();
    await writer.mark();
    const start = performance.now();
    await migrateUpTo(pool, idx);
    const seconds = +((performance.now() - start) / 1000).toFixed(2);
    const during = await reader.mark();
    const isMet = seconds <= MIGRATION_LIMIT_S && during.longestMs <= READ_PAUSE_LIMIT_MS;
    results[tag] = {
      seconds,
      longestReadMs: +during.longestMs.toFixed(1),
      reads: during.reads,
      longestWriteMs: +(await writer.mark()).longestMs.toFixed(1),
      verdict: isMet ? 'met' : 'NOT met',
    };
  }
  await reader.stop();
  await writer.stop();

  const { rows: sizes } = await pool.query<{ jobs: string; candidates: string }>(
    `SELECT (SELECT count(*) FROM jobs) AS jobs, (SELECT count(*) FROM candidates) AS candidates`,
  );
  console.log(
    `\nThe migrations from ${recent[0]?.tag} on, each on its own, over ${Number(sizes[0]!.jobs).toLocaleString('en-US')} job specs and ${Number(sizes[0]!.candidates).toLocaleString('en-US')} candidates (${MEMBERS.toLocaleString('en-US')} members):`,
  );
  console.log(`$ ${command}   (load average now ${loadAverage()})`);
  console.table(results);
  console.log(
    `Reads before any migration: ${baseline.reads} in 5 s, the longest ${baseline.longestMs.toFixed(1)} ms; ` +
      `edits ${writesBefore.reads}, the longest ${writesBefore.longestMs.toFixed(1)} ms. ` +
      `Targets: each migration ≤ ${MIGRATION_LIMIT_S} s, no read waiting > ${READ_PAUSE_LIMIT_MS} ms.`,
  );
  console.log(`Seeding phases (s): ${JSON.stringify(times)}`);
} finally {
  await pool.end();
  if (isKept) console.log(`\nKept ${name}: BENCH_REUSE=${name} measures it again (search.ts, suggestions.ts).`);
  else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
