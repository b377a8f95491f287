/**
 * Market pulse benchmark (target: GET /api/market p95 ≤ 150 ms over 100,000 listings and 10,000
 * deals). Seeds half job specs, half candidates with the demo/bench listing generator
 * (scripts/lib/demo-listings.ts, as scripts/bench/search.ts does), posted over the last 20 weeks by
 * 50 bench members, a proposal on about a third of them, and 10,000 deals on the job specs; then
 * measures the API with a different category × province × nature on each request, and the same
 * statement straight on the pool, and prints EXPLAIN for one selection.
 *
 *   npx tsx scripts/bench/market.ts
 *   BENCH_LISTINGS=20000 BENCH_DEALS=2000 BENCH_SECONDS=5 npx tsx scripts/bench/market.ts
 *
 * A throw-away database on BENCH_DATABASE_URL's server (BENCH_KEEP=1 keeps it, BENCH_REUSE=<name>
 * measures a kept one again without seeding), as the search bench.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../api/db/schema';
import { accounts, candidates, deals, jobs, proposals } from '../../api/db/schema';
import { hashPassword } from '../../api/auth/password';
import { loadMarketFigures } from '../../api/services/market/load-market-figures';
import { CATEGORIES, LOCATIONS, NATURES } from '../../shared/lookups';
import { DEAL_STAGES } from '../../shared/rules/deal';
import { initialExpiry } from '../../shared/rules/listing';
import { createRandom, demoCandidate, demoJob } from '../lib/demo-listings';
import { startBenchApp, type BenchApp } from './app-process';
import { benchMember, httpLoad, openBenchDatabase } from './bench-database';
import { runLoad } from './stats';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const DEALS = Number(process.env.BENCH_DEALS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PORT = 3900 + Math.floor(Math.random() * 90);
const DAY_MS = 86_400_000;
const password = 'Bench2026x';

const command = [
  ...Object.entries(process.env)
    .filter(([key]) => key.startsWith('BENCH_'))
    .map(([key, value]) => `${key}=${value}`),
  'npx tsx scripts/bench/market.ts',
].join(' ');
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(`$ ${command}   (load average ${loadAverage()}, ${cpus().length} cores)`);

const bench = await openBenchDatabase();
const { ctx, databaseUrl, name } = bench;
let server: BenchApp | undefined;

try {
  if (!bench.isReused) {
    console.log(`Seeding ${LISTINGS.toLocaleString()} listings and ${DEALS.toLocaleString()} deals into ${name}…`);
    const passwordHash = await hashPassword(password, 12);
    const owners = await ctx.db
      .insert(accounts)
      .values(Array.from({ length: 50 }, (_, i) => benchMember(`bench-${i}@example.co.za`, i, passwordHash)))
      .returning({ id: accounts.id });
    const random = createRandom(42);
    const seedStart = performance.now();
    const jobIds: Array<{ id: string; ownerId: string; created: Date }> = [];
    for (let done = 0; done < LISTINGS; done += 1000) {
      const size = Math.min(1000, LISTINGS - done);
      const listing = () => {
        const id = randomUUID();
        const created = new Date(Date.now() - Math.floor(random.next() * 140 * DAY_MS));
        return { id, ownerId: random.pick(owners).id, createdAt: created, expiresAt: initialExpiry(created) };
      };
      const jobBatch = Array.from({ length: Math.ceil(size / 2) }, () => {
        const base = listing();
        return { ...demoJob(random), ...base, companyType: 1, reference: `J${base.id.replace(/-/g, '').slice(0, 10)}` };
      });
      const candidateBatch = Array.from({ length: Math.floor(size / 2) }, () => {
        const base = listing();
        return {
          ...demoCandidate(random),
          ...base,
          reference: `C${base.id.replace(/-/g, '').slice(0, 10)}`,
          consentDate: base.createdAt.toISOString().slice(0, 10),
          consentRecordedAt: base.createdAt,
        };
      });
      await ctx.db.insert(jobs).values(jobBatch);
      await ctx.db.insert(candidates).values(candidateBatch);
      for (const job of jobBatch) jobIds.push({ id: job.id, ownerId: job.ownerId, created: job.createdAt });
    }
    // A sourcing offer on a third of the job specs (the first-proposal facts), and a deal on
    // DEALS of them.
    const offered = jobIds.filter(() => random.next() < Math.max(DEALS / jobIds.length, 0.34));
    for (let done = 0; done < offered.length; done += 1000) {
      const batch = offered.slice(done, done + 1000);
      const rows = await ctx.db
        .insert(proposals)
        .values(
          batch.map((job) => ({
            kind: 'sourcing' as const,
            proposerId: random.pick(owners).id,
            seconderId: job.ownerId,
            jobId: job.id,
            jReference: 'J0000',
            status: 'approved' as const,
            proposedAt: new Date(Math.min(Date.now(), job.created.getTime() + random.next() * 20 * DAY_MS)),
          })),
        )
        .returning({ id: proposals.id, jobId: proposals.jobId, seconderId: proposals.seconderId });
      const withDeal = rows.slice(0, Math.max(0, Math.min(rows.length, DEALS - done)));
      if (withDeal.length > 0)
        await ctx.db.insert(deals).values(
          withDeal.map((row) => ({
            proposalId: row.id,
            jobOwnerId: row.seconderId,
            partnerId: random.pick(owners).id,
            stage: random.pick(DEAL_STAGES),
            feePercent: String(12 + Math.floor(random.next() * 12)),
            termsVersion: '2026-11',
            createdAt: new Date(Date.now() - random.next() * 300 * DAY_MS),
          })),
        );
    }
    await ctx.db.execute(sql`VACUUM ANALYZE`);
    console.log(`Seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`);
  }
  const counts = await ctx.pool.query<{ listings: string; facts: string; deals: string }>(
    `SELECT (SELECT count(*) FROM jobs) + (SELECT count(*) FROM candidates) AS listings,
            (SELECT count(*) FROM market_listing_facts) AS facts, (SELECT count(*) FROM deals) AS deals`,
  );
  console.log(`Database: ${JSON.stringify(counts.rows[0])}`);

  const categoryIds = CATEGORIES.map((c) => c.id);
  const provinceIds = LOCATIONS.filter((l) => l.kind === 'province').map((l) => l.id);
  const natureIds = [undefined, ...NATURES.map((n) => n.id)];
  const any = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const selection = () => ({ categoryId: any(categoryIds), provinceId: any(provinceIds), natureId: any(natureIds) });
  const busiest = { categoryId: 23, provinceId: 300, natureId: undefined };

  const { figures: sample } = await loadMarketFigures(ctx, { ...busiest, at: new Date() });
  console.log(
    `IT & Internet in Gauteng: ${sample.listings} listings from ${sample.members} members, ${sample.deals.deals} deals.`,
  );

  // 1. The statement straight on the pool, a different selection each time.
  const direct = await runLoad(CONCURRENCY, SECONDS, async () => {
    await loadMarketFigures(ctx, { ...selection(), at: new Date() });
  });
  const directBusiest = await runLoad(CONCURRENCY, SECONDS, async () => {
    await loadMarketFigures(ctx, { ...busiest, at: new Date() });
  });

  // 2. Through the API, served by a separate web process as in production.
  server = await startBenchApp(PORT, { ROLE: 'web', DATABASE_URL: databaseUrl, DATABASE_POOL_MAX: '16' });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-0@example.co.za', password }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  if (login.status !== 200) throw new Error(`bench login failed: ${login.status}`);
  const pathOf = (s: { categoryId: number; provinceId: number; natureId: number | undefined }) =>
    `/api/market?category=${s.categoryId}&province=${s.provinceId}${s.natureId ? `&nature=${s.natureId}` : ''}`;
  const load = (path: string | (() => string)) =>
    httpLoad({ port: PORT, connections: CONCURRENCY, seconds: SECONDS, cookie, path });
  const varied = await load(() => pathOf(selection()));
  const api = await load(pathOf(busiest));

  console.log(
    `\nMarket pulse over ${Number(counts.rows[0]!.listings).toLocaleString()} listings and ${Number(counts.rows[0]!.deals).toLocaleString()} deals, ${CONCURRENCY} concurrent clients, ${SECONDS} s each:`,
  );
  console.log(`$ ${command}   (load average now ${loadAverage()})`);
  console.table({
    'API (HTTP), varied selections': varied,
    'API (HTTP), IT & Internet in Gauteng (the largest)': api,
    'direct on the pool, varied': direct,
    'direct on the pool, IT & Internet in Gauteng': directBusiest,
  });
  console.log(`Target: API p95 ≤ 150 ms. Varied p95 ${varied.p95} ms, largest selection p95 ${api.p95} ms.`);

  // 3. EXPLAIN ANALYZE of the statement for the largest selection.
  const sent: Array<{ text: string; params: unknown[] }> = [];
  const recording = drizzle(ctx.pool, { schema, logger: { logQuery: (text, params) => sent.push({ text, params }) } });
  await loadMarketFigures({ ...ctx, db: recording as typeof ctx.db }, { ...busiest, at: new Date() });
  for (const statement of sent) {
    const plan = await ctx.pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params);
    console.log('\nEXPLAIN ANALYZE, IT & Internet in Gauteng:');
    console.log(plan.rows.map((r: { 'QUERY PLAN': string }) => `    ${r['QUERY PLAN']}`).join('\n'));
  }
} finally {
  await server?.stop();
  await bench.close();
}
