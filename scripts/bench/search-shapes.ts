/**
 * Search, one query at a time, over a kept bench database (BENCH_REUSE, from search.ts with
 * BENCH_KEEP=1): which kinds of search cost PostgreSQL the most, without the queueing that
 * concurrent clients add. Each search goes straight to the search service (no HTTP, no result
 * cache); the figures are milliseconds a search, grouped by what it asked for.
 *
 *   BENCH_REUSE=rc_bench_<name> node --import tsx scripts/bench/search-shapes.ts
 *   BENCH_SEARCHES=varied …   # search.ts's varied queries: a keyword, a category, a province, a nature
 *   BENCH_SEARCH_COUNT=600 …  # how many searches (default 400)
 *
 * The default draws searches about as the mixed load does (scripts/bench/load-mix.ts, its keywords):
 * a keyword in 55 % of them, then 0–3 of five filters, job specs 65 % of the time.
 */
import { runSearch } from '../../api/services/listings/search-listings';
import { accounts } from '../../api/db/schema';
import { CATEGORIES, EQUITIES, LOCATIONS, NATURES, PACKAGES, type ListingKind } from '../../shared/lookups';
import { ZListingSearchSchema } from '../../shared/schemas/listing-search';
import { openBenchDatabase } from './bench-database';
import { SEARCH_KEYWORDS } from './load-mix';
import { variedSearchParams } from './varied-search';

if (!process.env.BENCH_REUSE) throw new Error('BENCH_REUSE must name a kept bench database (search.ts BENCH_KEEP=1)');
const MODE = process.env.BENCH_SEARCHES ?? 'mix';
if (MODE !== 'mix' && MODE !== 'varied') throw new Error('BENCH_SEARCHES must be mix or varied');
const COUNT = Number(process.env.BENCH_SEARCH_COUNT ?? 400);

const PROVINCES = LOCATIONS.filter((l) => l.kind === 'province').map((l) => l.id);
const CITIES = LOCATIONS.filter((l) => l.kind === 'city').map((l) => l.id);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (p: number) => Math.random() < p;

/** One search as the mixed load draws it, with the names of what it asked for. */
function mixSearch(): { kind: ListingKind; query: Record<string, string>; asked: string[] } {
  const query: Record<string, string> = {};
  const asked: string[] = [];
  if (chance(0.55)) {
    query.q = pick(SEARCH_KEYWORDS);
    asked.push('keyword');
  }
  const filters: Array<[string, () => string]> = [
    ['categories', () => [...new Set([pick(CATEGORIES).id, pick(CATEGORIES).id])].join(',')],
    ['locations', () => String(chance(0.6) ? pick(PROVINCES) : pick(CITIES))],
    ['natures', () => String(pick(NATURES).id)],
    ['packages', () => [...new Set([pick(PACKAGES).id, pick(PACKAGES).id])].join(',')],
    ['equities', () => String(pick(EQUITIES).id)],
  ];
  for (let n = Math.floor(Math.random() * 4); n > 0; n--) {
    const [name, value] = pick(filters);
    query[name] = value();
    if (!asked.includes(name)) asked.push(name);
  }
  return { kind: chance(0.65) ? 'job' : 'candidate', query, asked };
}

/** One of search.ts's varied queries. */
function variedSearch(): { kind: ListingKind; query: Record<string, string>; asked: string[] } {
  const query = variedSearchParams();
  return { kind: chance(0.5) ? 'candidate' : 'job', query, asked: ['keyword + category + province + nature'] };
}

const bench = await openBenchDatabase();
const { ctx } = bench;
try {
  const [viewer] = await ctx.db.select().from(accounts).limit(1);
  const byShape = new Map<string, number[]>();
  const byMatches = new Map<string, number[]>();
  for (let i = 0; i < COUNT; i++) {
    const { kind, query, asked } = MODE === 'mix' ? mixSearch() : variedSearch();
    const started = performance.now();
    const found = await runSearch(ctx, { kind, viewer: viewer!, query: ZListingSearchSchema.parse(query) });
    const ms = performance.now() - started;
    const shape = [...asked].sort().join(' + ') || 'no keyword, no filter';
    byShape.set(shape, [...(byShape.get(shape) ?? []), ms]);
    const { total, isTotalCapped } = found.value;
    const matches = isTotalCapped ? '1,000+' : total === 0 ? 'none' : total <= 200 ? '1–200' : '201–1,000';
    byMatches.set(matches, [...(byMatches.get(matches) ?? []), ms]);
  }
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const all = [...byShape.values()].flat();
  console.log(
    `${COUNT} ${MODE} searches one at a time on ${bench.name}: ${(sum(all) / all.length).toFixed(2)} ms each on average`,
  );
  const table = (groups: Map<string, number[]>) =>
    [...groups]
      .sort((a, b) => sum(b[1]) - sum(a[1]))
      .map(([name, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return {
          searches: name,
          count: list.length,
          'share of the time': `${((100 * sum(list)) / sum(all)).toFixed(1)} %`,
          'median ms': +sorted[sorted.length >> 1]!.toFixed(1),
          'max ms': +sorted.at(-1)!.toFixed(1),
        };
      });
  console.table(table(byShape).slice(0, 15));
  console.table(table(byMatches));
} finally {
  await bench.close();
}
