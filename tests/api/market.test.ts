/**
 * The market pulse, GET /api/market (docs/market.md, docs/privacy.md): the privacy threshold at
 * its edges (4 and 5 listings, 2 and 3 members), every figure against a brute-force computation
 * over the listing, proposal and deal tables themselves (not the facts the API reads), the
 * triggers that keep those facts current, and payloads that name no member and no listing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { resetClock, setClock } from '../../api/clock';
import { candidates, deals, jobs, proposals } from '../../api/db/schema';
import { DEAL_STAGES, isPlacedStage } from '../../shared/rules/deal';
import { marketWeeks } from '../../shared/rules/market';
import { initialExpiry } from '../../shared/rules/listing';
import type { MarketPulseResponse } from '../../shared/types/market';
import { createRandom, demoCandidate, demoJob } from '../../scripts/lib/demo-listings';
import { insertSeededCandidate, insertSeededJob } from '../../scripts/lib/insert-listing';
import { expectError } from '../support/api-helpers';
import { buildRecruiter } from '../support/factories';
import { buildParty, collectStrings, type Party } from '../support/fixtures/matches';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer();
const DAY = 86_400_000;
const AT = new Date();
let viewer: Party;

beforeAll(async () => {
  setClock(AT);
  viewer = await buildParty(server);
});
afterAll(resetClock);

type Shape = { categories: number[]; locations: number[]; natures: number[]; packageId: number };
type Seed = Shape & { kind: 'job' | 'candidate'; ownerId: string; created: Date; expires?: Date };

const random = createRandom(20261128);

async function seedListing(seed: Seed): Promise<string> {
  const fields = {
    categories: seed.categories,
    locations: seed.locations,
    natures: seed.natures,
    packageId: seed.packageId,
  };
  const seeded = { ownerId: seed.ownerId, created: seed.created };
  const id =
    seed.kind === 'job'
      ? await insertSeededJob(server.ctx.db, { ...demoJob(random), ...fields, companyType: 1 }, seeded)
      : await insertSeededCandidate(server.ctx.db, { ...demoCandidate(random), ...fields }, seeded);
  if (seed.expires) {
    const table = seed.kind === 'job' ? jobs : candidates;
    await server.ctx.db.update(table).set({ expiresAt: seed.expires }).where(eq(table.id, id));
  }
  return id;
}

async function pulse(query: string): Promise<MarketPulseResponse> {
  const res = await viewer.client.get(`/api/market?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as MarketPulseResponse;
}

const recent = (daysAgo: number) => new Date(AT.getTime() - daysAgo * DAY);
const shape = (categoryId: number, provinceId: number): Shape => ({
  categories: [categoryId],
  locations: [provinceId],
  natures: [1],
  packageId: 4,
});

describe('the privacy threshold', () => {
  it('hides a selection of 4 listings from 3 members and shows it at 5', async () => {
    const owners = await Promise.all([1, 2, 3].map(() => buildRecruiter(server)));
    const at = shape(1, 700);
    for (const [i, ownerId] of [owners[0], owners[1], owners[2], owners[0]].entries())
      await seedListing({ ...at, kind: i % 2 ? 'candidate' : 'job', ownerId: ownerId!.id, created: recent(i + 1) });
    const hidden = await pulse('category=1&province=700');
    expect(hidden).toMatchObject({
      cells: null,
      suppressed: true,
      listings: null,
      trend: null,
      medianDaysToFirstProposal: null,
      medianFeePercent: null,
      placedShare: null,
    });
    await seedListing({ ...at, kind: 'job', ownerId: owners[1]!.id, created: recent(6) });
    const shown = await pulse('category=1&province=700');
    expect(shown.suppressed).toBe(false);
    expect(shown.listings).toBe(5);
    expect(shown.cells?.find((c) => c.packageId === 4)).toEqual({ packageId: 4, jobs: 3, candidates: 2 });
  });

  it('hides 6 listings from 2 members and shows them once a 3rd member posts', async () => {
    const owners = await Promise.all([1, 2, 3].map(() => buildRecruiter(server)));
    const at = shape(2, 700);
    for (let i = 0; i < 6; i++)
      await seedListing({ ...at, kind: 'job', ownerId: owners[i % 2]!.id, created: recent(i + 1) });
    expect((await pulse('category=2&province=Northern%20Cape')).suppressed).toBe(true);
    await seedListing({ ...at, kind: 'candidate', ownerId: owners[2]!.id, created: recent(2) });
    const shown = await pulse('category=2&province=northern cape');
    expect(shown).toMatchObject({ suppressed: false, listings: 7 });
  });

  it('gives no median of days when fewer than 5 of the listings had a proposal', async () => {
    const owners = await Promise.all([1, 2, 3].map(() => buildRecruiter(server)));
    const ids: string[] = [];
    for (let i = 0; i < 6; i++)
      ids.push(
        await seedListing({ ...shape(3, 700), kind: 'job', ownerId: owners[i % 3]!.id, created: recent(10 + i) }),
      );
    await insertProposal({ jobId: ids[0]!, proposerId: owners[1]!.id, seconderId: owners[0]!.id, at: recent(7) });
    const one = await pulse('category=3&province=700');
    expect(one.suppressed).toBe(false);
    expect(one.medianDaysToFirstProposal).toBeNull();
    // Five listings with a proposal, from three members: the median shows.
    for (const [i, id] of ids.slice(1, 5).entries())
      await insertProposal({
        jobId: id,
        proposerId: owners[0]!.id,
        seconderId: owners[(i + 1) % 3]!.id,
        at: recent(5),
      });
    expect((await pulse('category=3&province=700')).medianDaysToFirstProposal).not.toBeNull();
  });
});

async function insertProposal(p: { jobId: string; proposerId: string; seconderId: string; at: Date }) {
  const [row] = await server.ctx.db
    .insert(proposals)
    .values({
      kind: 'sourcing',
      proposerId: p.proposerId,
      seconderId: p.seconderId,
      jobId: p.jobId,
      jReference: 'J0000X',
      status: 'approved',
      proposedAt: p.at,
    })
    .returning({ id: proposals.id });
  return row!.id;
}

describe('against a brute-force computation', () => {
  const CATEGORIES = [23, 13];
  const PROVINCES = [300, 900, 100];
  // Gauteng, Sandton, Cape Town, all of South Africa, Remote, Gauteng and Cape Town at once, Eastern Cape.
  const LOCATION_SETS = [[300], [303], [901], [10], [1], [300, 901], [101], [303, 301]];
  const NATURE_SETS = [[1], [2], [3], [1, 2], [1, 3]];

  beforeAll(async () => {
    const owners = await Promise.all(Array.from({ length: 7 }, () => buildRecruiter(server)));
    const pick = <T>(list: readonly T[]) => list[Math.floor(random.next() * list.length)]!;
    const jobIds: Array<{ id: string; ownerId: string; created: Date }> = [];
    const candidateIds: Array<{ id: string; created: Date }> = [];
    for (let i = 0; i < 160; i++) {
      const kind = random.next() < 0.55 ? 'job' : 'candidate';
      const created = new Date(AT.getTime() - Math.floor(random.next() * 130 * DAY));
      const ending = random.next();
      // Open as posted, closed (expiry a day before creation), or kept open long (extended).
      const expires =
        ending < 0.2
          ? new Date(created.getTime() - DAY)
          : ending < 0.35
            ? new Date(created.getTime() + 150 * DAY)
            : initialExpiry(created);
      const ownerId = pick(owners).id;
      const id = await seedListing({
        kind,
        ownerId,
        created,
        expires,
        categories: random.next() < 0.3 ? [23, 13] : [pick(CATEGORIES)],
        locations: pick(LOCATION_SETS),
        natures: pick(NATURE_SETS),
        packageId: 1 + Math.floor(random.next() * 14),
      });
      if (kind === 'job') jobIds.push({ id, ownerId, created });
      else candidateIds.push({ id, created });
    }
    // Proposals, some listings several times: the first one counts.
    for (const job of jobIds) {
      const times = Math.floor(random.next() * 3);
      for (let t = 0; t < times; t++) {
        const at = new Date(Math.min(AT.getTime(), job.created.getTime() + Math.floor(random.next() * 25 * DAY * 1.3)));
        const candidate = random.next() < 0.5 ? pick(candidateIds) : undefined;
        const [row] = await server.ctx.db
          .insert(proposals)
          .values({
            kind: candidate ? 'match' : 'sourcing',
            proposerId: pick(owners).id,
            seconderId: job.ownerId,
            jobId: job.id,
            candidateId: candidate?.id ?? null,
            jReference: 'J0000X',
            cReference: candidate ? 'C0000X' : null,
            status: candidate ? 'declined' : 'approved',
            proposedAt: at,
          })
          .returning({ id: proposals.id });
        if (!candidate && random.next() < 0.8) {
          await server.ctx.db.insert(deals).values({
            proposalId: row!.id,
            jobOwnerId: job.ownerId,
            partnerId: pick(owners).id,
            stage: pick(DEAL_STAGES),
            // Fee % values a binary double holds exactly, so the JavaScript mean of two equals the API's decimal one.
            feePercent: pick(['15', '17.5', '20.125', '22.25', '12.5', null]),
            termsVersion: '2026-11',
            createdAt: new Date(AT.getTime() - Math.floor(random.next() * 420 * DAY)),
          });
        }
      }
    }
    // One member offboarded: their listings leave the pulse (the facts follow the row's flag).
    await server.ctx.db.update(jobs).set({ ownerOffboarded: true }).where(eq(jobs.ownerId, owners[6]!.id));
    await server.ctx.db.update(candidates).set({ ownerOffboarded: true }).where(eq(candidates.ownerId, owners[6]!.id));
    // A listing moved to another category after posting: its facts move too.
    const moved = jobIds[0]!;
    await server.ctx.db
      .update(jobs)
      .set({ categories: [13], locations: [300] })
      .where(eq(jobs.id, moved.id));
  }, 120_000);

  it('agrees with it on every category, province and nature', async () => {
    const truth = await loadTruth();
    let shown = 0;
    const nonNull = { days: 0, fee: 0, placed: 0 };
    for (const category of CATEGORIES)
      for (const province of PROVINCES)
        for (const nature of [undefined, 1, 2, 3]) {
          const query = `category=${category}&province=${province}${nature ? `&nature=${nature}` : ''}`;
          const expected = bruteForce(truth, category, province, nature);
          const actual = await pulse(query);
          const { category: _c, province: _p, nature: _n, asOf: _a, ...figures } = actual;
          expect(figures, query).toEqual(expected);
          if (!expected.suppressed) shown += 1;
          if (expected.medianDaysToFirstProposal !== null) nonNull.days += 1;
          if (expected.medianFeePercent !== null) nonNull.fee += 1;
          if (expected.placedShare !== null) nonNull.placed += 1;
        }
    // The data set is meant to exercise both sides of the threshold and every median.
    expect(shown).toBeGreaterThan(10);
    expect(shown).toBeLessThan(24);
    expect(
      Object.values(nonNull).every((n) => n >= 2),
      JSON.stringify(nonNull),
    ).toBe(true);
  });

  it('names no member and no listing, and gives no single listing’s figure', async () => {
    const truth = await loadTruth();
    const secrets = [
      ...truth.listings.flatMap((l) => [l.id, l.ownerId, l.reference]),
      ...truth.deals.map((d) => d.jobOwnerId),
    ];
    for (const query of ['category=23&province=300', 'category=13&province=900&nature=2', 'category=1&province=700']) {
      const res = await viewer.client.get(`/api/market?${query}`);
      const text = JSON.stringify(res.body);
      for (const secret of secrets) expect(text).not.toContain(secret);
      for (const { value } of collectStrings(res.body)) expect(value).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/i);
      expect(Object.keys(res.body as object).sort()).toEqual(
        [
          'asOf',
          'category',
          'cells',
          'listings',
          'medianDaysToFirstProposal',
          'medianFeePercent',
          'nature',
          'placedShare',
          'province',
          'suppressed',
          'trend',
        ].sort(),
      );
    }
  });
});

describe('the query', () => {
  it('refuses what it does not know, with a 422', async () => {
    for (const [query, field] of [
      ['province=300', 'category'],
      ['category=23', 'province'],
      ['category=777&province=300', 'category'],
      ['category=23&province=Atlantis', 'province'],
      ['category=23&province=301', 'province'],
      ['category=23&province=300&nature=9', 'nature'],
      ['category=23&province=300&nature=1&nature=2', 'nature'],
    ] as const) {
      const res = await viewer.client.get(`/api/market?${query}`);
      expectError(res, 422, { field });
    }
    expectError(await viewer.client.get('/api/market?category=23&province=300&owner=me'), 422);
  });

  it('is for signed-in members only', async () => {
    expect((await server.client().get('/api/market?category=23&province=300')).status).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------
// The brute force: every row of the base tables, filtered and counted in JavaScript.

type Truth = Awaited<ReturnType<typeof loadTruth>>;

async function loadTruth() {
  const listing = (kind: 'job' | 'candidate') => (row: typeof jobs.$inferSelect | typeof candidates.$inferSelect) => ({
    kind,
    id: row.id,
    reference: row.reference,
    ownerId: row.ownerId,
    categories: row.categories,
    locations: row.locations,
    natures: row.natures,
    packageId: row.packageId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    isOffboarded: row.ownerOffboarded,
  });
  const listings = [
    ...(await server.ctx.db.select().from(jobs)).map(listing('job')),
    ...(await server.ctx.db.select().from(candidates)).map(listing('candidate')),
  ];
  const allProposals = await server.ctx.db.select().from(proposals);
  const allDeals = (await server.ctx.db.select().from(deals)).map((d) => ({
    ...d,
    jobId: allProposals.find((p) => p.id === d.proposalId)!.jobId,
  }));
  return { listings, proposals: allProposals, deals: allDeals };
}

const middle = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  return n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
};

/**
 * The figures of one selection computed over the rows themselves. `natureIs`: the listings with
 * the nature ('with'), without it ('without': the rest of the category and province), or any.
 */
function groupsOf(
  truth: Truth,
  category: number,
  province: number,
  nature: number | undefined,
  natureIs: 'with' | 'without' = 'with',
) {
  const { windowStart } = marketWeeks(AT);
  const inSlice = (l: Truth['listings'][number]) =>
    !l.isOffboarded &&
    l.categories.includes(category) &&
    l.locations.some((id) => id >= 100 && id <= 999 && Math.floor(id / 100) * 100 === province) &&
    (nature === undefined || l.natures.includes(nature) === (natureIs === 'with'));
  const counted = truth.listings.filter(
    (l) =>
      inSlice(l) &&
      l.createdAt.getTime() <= AT.getTime() &&
      (l.expiresAt.getTime() >= AT.getTime() || l.createdAt.getTime() >= windowStart.getTime()),
  );
  const proposed = counted.flatMap((l) => {
    const times = truth.proposals
      .filter((p) => (l.kind === 'job' ? p.jobId === l.id : p.candidateId === l.id))
      .map((p) => p.proposedAt.getTime());
    if (times.length === 0) return [];
    return [{ ownerId: l.ownerId, days: Math.floor((Math.min(...times) - l.createdAt.getTime()) / DAY) }];
  });
  const sliceJobs = new Set(truth.listings.filter((l) => l.kind === 'job' && inSlice(l)).map((l) => l.id));
  const dealsIn = truth.deals.filter(
    (d) =>
      sliceJobs.has(d.jobId) &&
      d.createdAt.getTime() >= AT.getTime() - 365 * DAY &&
      d.createdAt.getTime() <= AT.getTime(),
  );
  const withFee = dealsIn.filter((d) => d.feePercent !== null);
  return { counted, proposed, dealsIn, withFee };
}

function bruteForce(truth: Truth, category: number, province: number, nature: number | undefined) {
  const { windowStart, weeks } = marketWeeks(AT);
  const { counted, proposed, dealsIn, withFee } = groupsOf(truth, category, province, nature);
  // With a nature: the rest of the category and province, whose few rows a figure must not reveal.
  const rest = nature === undefined ? null : groupsOf(truth, category, province, nature, 'without');
  const members = new Set(counted.map((l) => l.ownerId)).size;
  if (counted.length < 5 || members < 3)
    return {
      cells: null,
      suppressed: true,
      listings: null,
      trend: null,
      medianDaysToFirstProposal: null,
      medianFeePercent: null,
      placedShare: null,
    };
  const cells = Array.from({ length: 14 }, (_, i) => ({
    packageId: i + 1,
    jobs: counted.filter((l) => l.packageId === i + 1 && l.kind === 'job').length,
    candidates: counted.filter((l) => l.packageId === i + 1 && l.kind === 'candidate').length,
  }));
  const trend = weeks.map((week, i) => ({
    week,
    listings: counted.filter((l) => {
      const start = windowStart.getTime() + i * 7 * DAY;
      return l.createdAt.getTime() >= start && l.createdAt.getTime() < start + 7 * DAY;
    }).length,
  }));
  const distinct = (ids: string[]) => new Set(ids).size;
  const shown = (count: number, who: number) => count >= 5 && who >= 3;
  const restShown = (count: number, who: number) => count === 0 || shown(count, who);
  return {
    cells,
    suppressed: false,
    listings: counted.length,
    trend,
    medianDaysToFirstProposal:
      shown(proposed.length, distinct(proposed.map((p) => p.ownerId))) &&
      (!rest || restShown(rest.proposed.length, distinct(rest.proposed.map((p) => p.ownerId))))
        ? middle(proposed.map((p) => p.days))
        : null,
    medianFeePercent:
      shown(withFee.length, distinct(withFee.map((d) => d.jobOwnerId))) &&
      (!rest || restShown(rest.withFee.length, distinct(rest.withFee.map((d) => d.jobOwnerId))))
        ? middle(withFee.map((d) => Number(d.feePercent)))
        : null,
    placedShare:
      shown(dealsIn.length, distinct(dealsIn.map((d) => d.jobOwnerId))) &&
      (!rest || restShown(rest.dealsIn.length, distinct(rest.dealsIn.map((d) => d.jobOwnerId))))
        ? dealsIn.filter((d) => isPlacedStage(d.stage)).length / dealsIn.length
        : null,
  };
}
