/**
 * Saved-search matching benchmark: one new job spec checked against 10,000 saved job
 * searches (target ≤ 100 ms). Seeds BENCH_SAVED_SEARCHES saved searches of 500 members, shaped like
 * the demo listings (a category on 80 %, a location on half, a keyword from a title on a third, now
 * and then a nature or package filter, Date Posted choices) through the service's own column
 * builder, and BENCH_LISTINGS job specs of another member. Then, BENCH_RUNS times, one of those
 * listings goes through the matching statement (matchSavedSearches, what the saved-search-match
 * job runs) in a transaction that is rolled back, so every run is a listing never matched before;
 * each run's wall time (the round trip included) is kept. Writes its figures into its own section
 * of docs/performance.md (BENCH_WRITE_DOCS=0 leaves it alone).
 *
 *   node --import tsx scripts/bench/saved-search-match.ts
 *   BENCH_SAVED_SEARCHES=50000 BENCH_RUNS=200 node --import tsx scripts/bench/saved-search-match.ts
 *
 * A throw-away database on BENCH_DATABASE_URL's server, dropped afterwards (BENCH_KEEP=1 keeps it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../api/db/schema';
import { accounts, jobs, savedSearches } from '../../api/db/schema';
import { hashPassword } from '../../api/auth/password';
import type { Db } from '../../api/db/pool';
import { matchSavedSearches } from '../../api/services/saved-searches/match-saved-searches';
import { savedSearchColumns } from '../../api/services/saved-searches/saved-search-columns';
import { DATE_POSTED_OPTIONS } from '../../shared/constants';
import type { TSavedSearchQuery } from '../../shared/schemas/saved-search';
import { createRandom, demoJob } from '../lib/demo-listings';
import { insertSeededJob } from '../lib/insert-listing';
import { benchMember, openBenchDatabase } from './bench-database';
import { percentile } from './stats';
import { inArray } from 'drizzle-orm';

const SAVED = Number(process.env.BENCH_SAVED_SEARCHES ?? 10_000);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 300);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const MEMBERS = 500;
const DOCS = path.resolve(import.meta.dirname, '../../docs/performance.md');
const START = '<!-- bench:saved-search-match:start -->';
const END = '<!-- bench:saved-search-match:end -->';

const command = [
  ...Object.entries(process.env)
    .filter(([key]) => key.startsWith('BENCH_'))
    .map(([key, value]) => `${key}=${value}`),
  'node --import tsx scripts/bench/saved-search-match.ts',
].join(' ');
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(`$ ${command}   (load average ${loadAverage()}, ${cpus().length} cores)`);

const bench = await openBenchDatabase({ throwAway: process.env.BENCH_KEEP !== '1' });
const { ctx, name } = bench;
const random = createRandom(35);

try {
  console.log(
    `Seeding ${SAVED.toLocaleString()} saved searches of ${MEMBERS} members and ${LISTINGS} job specs into ${name}…`,
  );
  const passwordHash = await hashPassword('Bench2026x', 12);
  const members = await ctx.db
    .insert(accounts)
    .values(Array.from({ length: MEMBERS }, (_, i) => benchMember(`bench-saver-${i}@example.co.za`, i, passwordHash)))
    .returning({ id: accounts.id });
  const [poster] = await ctx.db
    .insert(accounts)
    .values(benchMember('bench-poster@example.co.za', 999, passwordHash))
    .returning({ id: accounts.id });

  const rows: (typeof savedSearches.$inferInsert)[] = [];
  for (let i = 0; i < SAVED; i++) {
    // A search shaped like a listing a member would look for.
    const like = demoJob(random);
    const query: TSavedSearchQuery = {};
    if (random.next() < 0.8) query.categories = like.categories;
    if (random.next() < 0.5) query.locations = like.locations;
    if (random.next() < 0.33) query.q = like.jobTitle.split(' ')[0]!;
    if (random.next() < 0.15) query.natures = [like.natures[0]!];
    if (random.next() < 0.25) query.packages = [like.packageId];
    if (random.next() < 0.3) query.maxAge = random.pick([...DATE_POSTED_OPTIONS]);
    rows.push({
      accountId: members[i % MEMBERS]!.id,
      name: `Search ${i}`,
      kind: 'job',
      alert: random.pick(['instant', 'daily', 'off'] as const),
      ...savedSearchColumns('job', query),
    });
  }
  for (let i = 0; i < rows.length; i += 1000) await ctx.db.insert(savedSearches).values(rows.slice(i, i + 1000));

  const jobIds: string[] = [];
  for (let i = 0; i < LISTINGS; i++)
    jobIds.push(
      await insertSeededJob(
        ctx.db,
        { ...demoJob(random), companyType: 1 },
        { ownerId: poster!.id, created: new Date() },
      ),
    );
  const listings = await ctx.db.select().from(jobs).where(inArray(jobs.id, jobIds));
  await ctx.pool.query('ANALYZE saved_searches; ANALYZE accounts; ANALYZE saved_search_hits');

  // One connection, one transaction per run, rolled back: every run is a listing never matched.
  const client = await ctx.pool.connect();
  const db = drizzle(client, { schema }) as unknown as Db;
  const times: number[] = [];
  const matchedCounts: number[] = [];
  try {
    // Warm-up (plans, caches), not counted.
    for (let i = 0; i < 20; i++) {
      await client.query('BEGIN');
      await matchSavedSearches(db, { kind: 'job', listing: listings[i % listings.length]!, at: new Date() });
      await client.query('ROLLBACK');
    }
    for (let i = 0; i < RUNS; i++) {
      const listing = listings[i % listings.length]!;
      await client.query('BEGIN');
      const started = performance.now();
      const matched = await matchSavedSearches(db, { kind: 'job', listing, at: new Date() });
      times.push(performance.now() - started);
      await client.query('ROLLBACK');
      matchedCounts.push(matched.length);
    }
  } finally {
    client.release();
  }

  const sorted = [...times].sort((a, b) => a - b);
  const matchesSorted = [...matchedCounts].sort((a, b) => a - b);
  const figures = {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1]!,
    matchedMedian: percentile(matchesSorted, 50),
    matchedMax: matchesSorted[matchesSorted.length - 1]!,
  };
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `\n${RUNS} listings × ${SAVED.toLocaleString()} saved searches: p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, max ${ms(figures.max)}; matched per listing: median ${figures.matchedMedian}, max ${figures.matchedMax}`,
  );

  if (process.env.BENCH_WRITE_DOCS !== '0') {
    const section = [
      START,
      '',
      `\`${command}\` — ${new Date().toISOString().slice(0, 10)}, load average ${loadAverage()} on ${cpus().length} cores (shared).`,
      '',
      '| figure | value | target |',
      '| --- | --- | --- |',
      `| saved job searches checked per new job spec | ${SAVED.toLocaleString()} | 10,000 |`,
      `| matching statement (match + record), p50 | ${ms(figures.p50)} | |`,
      `| matching statement, p95 (${RUNS} listings) | ${ms(figures.p95)} | ≤ 100 ms |`,
      `| matching statement, max | ${ms(figures.max)} | |`,
      `| saved searches matched per listing, median / max | ${figures.matchedMedian} / ${figures.matchedMax} | |`,
      '',
      END,
    ].join('\n');
    const docs = readFileSync(DOCS, 'utf8');
    const next = docs.includes(START)
      ? docs.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section)
      : `${docs.trimEnd()}\n\n## Saved-search matching\n\n${section}\n`;
    writeFileSync(DOCS, next);
    console.log(`Wrote the figures into ${path.relative(process.cwd(), DOCS)}.`);
  }
} finally {
  await bench.close();
}
