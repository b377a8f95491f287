/**
 * Suggested matches over the API: GET /api/jobs/:uid/suggestions and
 * /api/candidates/:uid/suggestions — only what the viewer may propose on (never their own, never
 * closed, expired or offboarded members' listings), the owner or an admin only (others 404), a
 * hiring company read-only, no owner identity in any body, the existing proposal's state, and the
 * ranking PostgreSQL computes equal to the shared rule's score for a table of pairs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import {
  CAPE_TOWN,
  GAUTENG,
  MIDRAND,
  SANDTON,
  SOUTH_AFRICA,
  expectNoContactDetails,
  expireListing,
  uniqueWord,
} from '../support/fixtures/listings';
import {
  buildCast,
  buildParty,
  closeListingAs,
  contactOf,
  createCandidate,
  createJob,
  propose,
  type Cast,
  type Party,
} from '../support/fixtures/matches';
import { eq } from 'drizzle-orm';
import { accounts, candidates, jobs } from '../../api/db/schema';
import { memberStanding } from '../../shared/rules/standing';
import { createRandom, demoCandidate, demoJob } from '../../scripts/lib/demo-listings';
import { insertSeededCandidate, insertSeededJob } from '../../scripts/lib/insert-listing';
import { rankSuggestions } from '../../api/services/suggestions/rank-suggestions';
import { suggestionKeys } from '../../api/services/suggestions/suggestion-keys';
import { scoredListing } from '../../api/services/suggestions/list-suggestions';
import { scoreSuggestion, suggestionTerms } from '../../shared/rules/suggestion-score';
import { isListed } from '../../api/policies/listing';
import { ANY_SECTOR_ID, HIRING_COMPANY_TYPE_ID, INDEPENDENT_RECRUITER_TYPE_ID } from '../../shared/lookups';
import type { ListingSummaryRow } from '../../api/domain/rows';
import type { SuggestionsResponse } from '../../shared/types/suggestions';

const server = useTestServer();
let cast: Cast;

beforeAll(async () => {
  cast = await buildCast(server);
});

const OTHER = 99;
/**
 * A category only this test's listings share ('Other' with a free text no other test uses): they
 * score 30 more than any other listing in the file's database, so they come first.
 */
const niche = () => ({
  categories: [OTHER],
  categoryOther: uniqueWord('niche'),
  // Fields that fit each other: a niche pair scores 100.
  natures: [1],
  equities: [1],
  locations: [SANDTON],
  packageId: 5,
  sectors: [30],
});

const suggestionsOf = async (party: Party, kind: 'job' | 'candidate', uid: string) => {
  const res = await party.client.get(`/api/${kind === 'job' ? 'jobs' : 'candidates'}/${uid}/suggestions`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as SuggestionsResponse;
};
const uidsOf = (body: SuggestionsResponse) => body.items.map((item) => item.listing.uid);

describe('what a member gets for their own job spec', () => {
  it('the perfect fit first with a category reason, weaker fits after, at most 10, best first', async () => {
    const [owner, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const topic = niche();
    const job = await createJob(owner, { ...topic, locations: [SANDTON], packageId: 5, natures: [1], equities: [1] });
    const perfect = await createCandidate(other, {
      ...topic,
      locations: [SANDTON],
      packageId: 5,
      genderId: 2,
      sectors: [30],
    });
    const province = await createCandidate(other, { ...topic, locations: [GAUTENG], packageId: 5, sectors: [30] });
    const far = await createCandidate(other, { ...topic, locations: [CAPE_TOWN], packageId: 9, sectors: [30] });

    const body = await suggestionsOf(owner, 'job', job.uid);
    expect(uidsOf(body).slice(0, 3)).toEqual([perfect.uid, province.uid, far.uid]);
    expect(body.items.length).toBeLessThanOrEqual(10);
    const [first, second] = body.items;
    expect(first!.score).toBe(100);
    expect(first!.reasons[0]).toBe(`Same category: ${topic.categoryOther}`);
    expect(first!.reasons).toContain('Same city: Sandton');
    expect(second!.reasons).toContain('Sandton is in Gauteng');
    for (const item of body.items) {
      expect(item.reasons.length).toBeGreaterThanOrEqual(2);
      expect(item.reasons.length).toBeLessThanOrEqual(4);
      expect(item.listing.kind).toBe('candidate');
      expect(item.proposal).toBeNull();
    }
    const scores = body.items.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(body.abilities.canPropose).toBe(true);
  });

  it('hard mismatches are absent: no nature in common, an equity the job does not accept', async () => {
    const [owner, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const topic = niche();
    const job = await createJob(owner, { ...topic, natures: [1], equities: [1] });
    const fits = await createCandidate(other, { ...topic, natures: [1], equities: [1] });
    const temp = await createCandidate(other, { ...topic, natures: [3], equities: [1] });
    const permit = await createCandidate(other, { ...topic, natures: [1], equities: [4] });
    const uids = uidsOf(await suggestionsOf(owner, 'job', job.uid));
    expect(uids).toContain(fits.uid);
    expect(uids).not.toContain(temp.uid);
    expect(uids).not.toContain(permit.uid);
  });
});

describe('only what the viewer may propose on', () => {
  it('never their own, closed, expired or offboarded members’ listings', async () => {
    const [owner, other, leaver] = await Promise.all([buildParty(server), buildParty(server), buildParty(server)]);
    const topic = niche();
    const candidate = await createCandidate(owner, topic);
    const [own, open, closed, expired, offboarded] = await Promise.all([
      createJob(owner, topic),
      createJob(other, topic),
      createJob(other, topic),
      createJob(other, topic),
      createJob(leaver, topic),
    ]);
    await closeListingAs(other.client, 'job', closed.uid);
    await expireListing(server, 'jobs', expired.uid);
    const off = await cast.admin.client.post(`/api/admin/accounts/${leaver.id}/offboard`);
    expect(off.status, JSON.stringify(off.body)).toBe(200);

    const uids = uidsOf(await suggestionsOf(owner, 'candidate', candidate.uid));
    expect(uids[0]).toBe(open.uid);
    for (const gone of [own, closed, expired, offboarded]) expect(uids).not.toContain(gone.uid);
  });

  it('never a lapsed member’s listing (good standing: they may not be proposed to)', async () => {
    const [owner, other, lapsed] = await Promise.all([buildParty(server), buildParty(server), buildParty(server)]);
    const topic = niche();
    const candidate = await createCandidate(owner, topic);
    const [open, ofLapsed] = await Promise.all([createJob(other, topic), createJob(lapsed, topic)]);
    expect(uidsOf(await suggestionsOf(owner, 'candidate', candidate.uid))).toContain(ofLapsed.uid);
    // The trial ended six days ago without approval.
    await server.ctx.pool.query(
      `update accounts set activated_at = now() - interval '20 days', trial_days = 14, is_approved = false, is_contracted = false where id = $1`,
      [lapsed.id],
    );
    const uids = uidsOf(await suggestionsOf(owner, 'candidate', candidate.uid));
    expect(uids).toContain(open.uid);
    expect(uids).not.toContain(ofLapsed.uid);
  });

  it('ten still show when lapsed members’ listings would fill more than half of the top twenty', async () => {
    const [owner, other, lapsed] = await Promise.all([buildParty(server), buildParty(server), buildParty(server)]);
    const topic = niche();
    const candidate = await createCandidate(owner, topic);
    const random = createRandom(7);
    const seed = (ownerId: string, fields: Partial<ReturnType<typeof niche>>) =>
      insertSeededJob(
        server.ctx.db,
        { ...demoJob(random), ...topic, ...fields, genderId: 1, companyType: INDEPENDENT_RECRUITER_TYPE_ID },
        { ownerId, created: new Date() },
      );
    // Eleven perfect fits of a member about to lapse, ten weaker ones (another city) of a member in standing.
    for (let i = 0; i < 11; i++) await seed(lapsed.id, {});
    const weaker: string[] = [];
    for (let i = 0; i < 10; i++) weaker.push(await seed(other.id, { locations: [CAPE_TOWN] }));
    await server.ctx.pool.query(
      `update accounts set activated_at = now() - interval '20 days', trial_days = 14, is_approved = false, is_contracted = false where id = $1`,
      [lapsed.id],
    );
    const body = await suggestionsOf(owner, 'candidate', candidate.uid);
    expect(uidsOf(body).sort()).toEqual(weaker.sort());
  });

  it('the ranking leaves out exactly the members the standing rule calls lapsed', async () => {
    const owner = await buildParty(server);
    const topic = niche();
    const candidate = await createCandidate(owner, topic);
    const DAY = 86_400_000;
    const at = Date.now();
    const standings: Array<Record<string, unknown>> = [
      { is_approved: false, is_contracted: false, activated_at: new Date(at - 20 * DAY), trial_days: 14 },
      { is_approved: false, is_contracted: false, activated_at: new Date(at - 10 * DAY), trial_days: 14 },
      { is_approved: true, is_contracted: false, activated_at: new Date(at - 90 * DAY), trial_days: 14 },
      { is_approved: true, is_contracted: true, paid_until: new Date(at - DAY) },
      { is_approved: false, is_contracted: true, paid_until: new Date(at + DAY) },
      { is_approved: false, is_contracted: true, paid_until: null },
      {
        is_admin: true,
        is_approved: false,
        is_contracted: false,
        activated_at: new Date(at - 90 * DAY),
        trial_days: 0,
      },
    ];
    const expected: string[] = [];
    const all: string[] = [];
    for (const facts of standings) {
      const member = await buildParty(server);
      const job = await createJob(member, topic);
      all.push(job.uid);
      const columns = Object.keys(facts);
      await server.ctx.pool.query(
        `update accounts set ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1`,
        [member.id, ...Object.values(facts)],
      );
      const [account] = await server.ctx.db.select().from(accounts).where(eq(accounts.id, member.id));
      if (memberStanding(account!, new Date()) !== 'lapsed') expected.push(job.uid);
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    const uids = uidsOf(await suggestionsOf(owner, 'candidate', candidate.uid)).filter((uid) => all.includes(uid));
    expect(uids.sort()).toEqual(expected.sort());
  });

  it('a closed listing of one’s own has no suggestions (nothing can be proposed with it)', async () => {
    const [owner, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const topic = niche();
    const job = await createJob(owner, topic);
    await createCandidate(other, topic);
    await closeListingAs(owner.client, 'job', job.uid);
    const body = await suggestionsOf(owner, 'job', job.uid);
    expect(body.items).toEqual([]);
    expect(body.abilities.canPropose).toBe(false);
  });

  it('the owner or an admin only: another member, a hiring company and a visitor get 404 / 401', async () => {
    const [owner, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const job = await createJob(owner, niche());
    for (const outsider of [other, cast.third, cast.hiring]) {
      const res = await outsider.client.get(`/api/jobs/${job.uid}/suggestions`);
      expectError(res, 404, { title: 'Job spec not found' });
    }
    // The same listing asked for as the other kind, and an id that is no listing at all.
    expectError(await owner.client.get(`/api/candidates/${job.uid}/suggestions`), 404);
    expectError(await owner.client.get(`/api/jobs/not-a-uuid/suggestions`), 404);
    expectError(await owner.client.get(`/api/jobs/${job.uid}/suggestions?limit=50`), 422);
    expect((await server.client().get(`/api/jobs/${job.uid}/suggestions`)).status).toBe(401);
    const asAdmin = await cast.admin.client.get(`/api/jobs/${job.uid}/suggestions`);
    expect(asAdmin.status).toBe(200);
    expect((asAdmin.body as SuggestionsResponse).abilities.canPropose).toBe(false);
  });

  it('a hiring company sees suggestions for its job specs read-only, and recruiters are told about its jobs', async () => {
    const [hiring, recruiter] = await Promise.all([buildParty(server, 'hiring'), buildParty(server)]);
    const topic = niche();
    const job = await createJob(hiring, { ...topic, placementFee: '15' });
    const candidate = await createCandidate(recruiter, topic);
    const forHiring = await suggestionsOf(hiring, 'job', job.uid);
    expect(uidsOf(forHiring)[0]).toBe(candidate.uid);
    expect(forHiring.abilities.canPropose).toBe(false);
    const forRecruiter = await suggestionsOf(recruiter, 'candidate', candidate.uid);
    expect(uidsOf(forRecruiter)[0]).toBe(job.uid);
    expect(forRecruiter.items[0]!.listing.isHiringCompany).toBe(true);
    expect(forRecruiter.abilities.canPropose).toBe(true);
  });
});

describe('privacy', () => {
  it('no owner e-mail, name, phone or company in any suggestion a member gets', async () => {
    const [owner, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const topic = niche();
    const job = await createJob(owner, topic);
    const candidate = await createCandidate(other, topic);
    const forJob = await owner.client.get(`/api/jobs/${job.uid}/suggestions`);
    const forCandidate = await other.client.get(`/api/candidates/${candidate.uid}/suggestions`);
    for (const [res, poster] of [
      [forJob, other],
      [forCandidate, owner],
    ] as const) {
      expect(res.status).toBe(200);
      expect((res.body as SuggestionsResponse).items.length).toBeGreaterThan(0);
      const c = contactOf(poster);
      expectNoContactDetails(res, [
        poster.email,
        c.fullname,
        poster.firstname,
        poster.lastname,
        poster.company,
        poster.id,
      ]);
      if (poster.cellphone) expect(JSON.stringify(res.body)).not.toContain(poster.cellphone);
    }
  });
});

describe('the proposal between the two listings', () => {
  it('a tile already proposed carries its proposal and state, and so does a declined one', async () => {
    const [owner, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const topic = niche();
    const job = await createJob(owner, topic);
    const [proposed, declined, fresh] = await Promise.all([
      createCandidate(other, topic),
      createCandidate(other, topic),
      createCandidate(other, topic),
    ]);
    const proposedUid = await propose(owner.client, job, proposed);
    // The other recruiter proposes their candidate; the job's owner declines it.
    const declinedUid = await propose(other.client, job, declined);
    const answer = await owner.client.post(`/api/matches/${declinedUid}/decline`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const body = await suggestionsOf(owner, 'job', job.uid);
    const byUid = new Map(body.items.map((item) => [item.listing.uid, item]));
    expect(byUid.get(proposed.uid)!.proposal).toEqual({ uid: proposedUid, status: 'proposed' });
    expect(byUid.get(declined.uid)!.proposal).toEqual({ uid: declinedUid, status: 'declined' });
    expect(byUid.get(fresh.uid)!.proposal).toBeNull();
  });
});

describe('the ranking in SQL equals the shared rule', () => {
  it('a listing’s suggestion keys (migration 0021) are the ones suggestion-keys.ts computes', async () => {
    const them = await buildParty(server);
    const job = await createJob(them, {
      categories: [23, OTHER],
      categoryOther: 'Fintech',
      natures: [1, 2],
      equities: [1, 4],
    });
    const [row] = await server.ctx.db.select().from(jobs).where(eq(jobs.id, job.uid));
    const expected = [
      ...suggestionKeys(row!.categories, row!.natures, row!.equities),
      ...suggestionKeys(row!.categories, row!.natures, null),
      ...suggestionKeys(row!.categories, row!.natures, row!.equities, [row!.packageId]),
      ...suggestionKeys(row!.categories, row!.natures, null, [row!.packageId]),
    ];
    expect([...row!.suggestionKeys!].sort()).toEqual(expected.sort());
    expect(new Set(expected).size).toBe(2 * (2 * 2 * 2 + 2 * 2));
  });

  const idAndScore = ({ row, score }: { row: { id: string }; score: number }) => ({ id: row.id, score });
  /** Every listed listing of the other kind, scored in TypeScript and ordered as the SQL orders. */
  async function rankedInTypeScript(own: ListingSummaryRow, now: Date) {
    const table = 'jobTitle' in own ? candidates : jobs;
    const rows = (await server.ctx.db.select().from(table)) as ListingSummaryRow[];
    return rows
      .filter((row) => row.ownerId !== own.ownerId && isListed(row as never, now))
      .map((row) => ({ row, result: scoreSuggestion(scoredListing(own), scoredListing(row), now) }))
      .filter((r) => r.result !== null)
      .sort(
        (a, b) =>
          b.result!.score - a.result!.score ||
          b.row.createdAt.getTime() - a.row.createdAt.getTime() ||
          (a.row.id < b.row.id ? 1 : -1),
      )
      .map((r) => ({ id: r.row.id, score: r.result!.score }));
  }

  it('a narrower step decides only when nothing it left out can beat its tenth', async () => {
    const [me, them] = await Promise.all([buildParty(server), buildParty(server)]);
    const random = createRandom(38);
    const now = new Date();
    /** Ranks for job spec `uid`: `step` decided, with these scores, as the shared rule ranks them all. */
    const expectRanked = async (uid: string, step: string, scores: number[]) => {
      const [own] = (await server.ctx.db.select().from(jobs).where(eq(jobs.id, uid))) as ListingSummaryRow[];
      const steps: string[] = [];
      const top = await rankSuggestions(server.ctx.db, {
        terms: suggestionTerms(scoredListing(own!)),
        ownerId: own!.ownerId,
        now,
        onDecided: (decided) => steps.push(decided),
      });
      expect(steps).toEqual([step]);
      expect(top.map(idAndScore)).toEqual((await rankedInTypeScript(own!, now)).slice(0, 10));
      expect(top.map((t) => t.score)).toEqual(scores);
    };
    const candidateOf = (fields: Record<string, unknown>) =>
      insertSeededCandidate(
        server.ctx.db,
        { ...demoCandidate(random), genderId: 1, ...fields },
        { ownerId: them.id, created: now },
      );

    // Ten fits in the city and the sector at 100: the sector's sharers decide (their tenth beats
    // anything sharing no sector, 90).
    const perfect = niche();
    const first = await createJob(me, { ...perfect, genderId: 1 });
    for (let i = 0; i < 10; i++) await candidateOf(perfect);
    await expectRanked(first.uid, 'sharers of a sector', Array(10).fill(100));

    // A job spec open to any sector narrows by the city alone: ten in the city at 100 decide there.
    const anySector = { ...niche(), sectors: [ANY_SECTOR_ID] };
    const city = await createJob(me, { ...anySector, genderId: 1 });
    for (let i = 0; i < 10; i++) await candidateOf({ ...anySector, sectors: [30] });
    await expectRanked(city.uid, 'sharers of a city', Array(10).fill(100));

    // Ten in the city at 93 (a Negotiable package) and one in the province only at 94: the city's
    // tenth (93) does not beat what a listing outside the city may score (94), so the next step
    // (the sharers near in package) decides, with the province's listing first.
    const close = { ...niche(), sectors: [ANY_SECTOR_ID] };
    const second = await createJob(me, { ...close, genderId: 1 });
    for (let i = 0; i < 10; i++) await candidateOf({ ...close, sectors: [30], packageId: 1 });
    await candidateOf({ ...close, sectors: [30], locations: [MIDRAND] });
    await expectRanked(second.uid, 'category sharers near in package', [94, ...Array(9).fill(93)]);

    // Ten in the city in another sector (90) and one in the province in another sector (84): no
    // step asking for the sector finds ten; the city or the sector's sharers do, and their tenth
    // beats what a listing sharing neither may score (84).
    const apart = niche();
    const third = await createJob(me, { ...apart, genderId: 1 });
    for (let i = 0; i < 10; i++) await candidateOf({ ...apart, sectors: [31] });
    await candidateOf({ ...apart, sectors: [31], locations: [MIDRAND] });
    await expectRanked(third.uid, 'sharers of a city or a sector', Array(10).fill(90));

    // The same at 83 (a Negotiable package) beside one in the province at 84: their tenth does
    // not beat 84, so all the category's sharers are ranked.
    const below = niche();
    const fourth = await createJob(me, { ...below, genderId: 1 });
    for (let i = 0; i < 10; i++) await candidateOf({ ...below, sectors: [31], packageId: 1 });
    await candidateOf({ ...below, sectors: [31], locations: [MIDRAND] });
    await expectRanked(fourth.uid, 'category sharers', [84, ...Array(9).fill(83)]);
  });

  it('for a table of pairs: the same scores in the same order, for the top 10 and for every listing', async () => {
    const [me, them] = await Promise.all([buildParty(server), buildParty(server)]);
    const random = createRandom(20);
    const now = new Date();
    const DAY_MS = 86_400_000;
    // Listings of every shape the score tells apart: demo listings plus hand-made edge cases.
    const created = (i: number) => new Date(now.getTime() - (i % 50) * DAY_MS - i * 1000);
    for (let i = 0; i < 60; i++) {
      const isHiring = i % 7 === 0;
      await insertSeededJob(
        server.ctx.db,
        {
          ...demoJob(random, isHiring),
          companyType: isHiring ? HIRING_COMPANY_TYPE_ID : INDEPENDENT_RECRUITER_TYPE_ID,
        },
        { ownerId: them.id, created: created(i) },
      );
      await insertSeededCandidate(server.ctx.db, demoCandidate(random), { ownerId: them.id, created: created(i) });
    }
    // Enough close fits sharing a category that the SQL's first step (category sharers only) decides.
    for (let i = 0; i < 12; i++) {
      const fields = {
        ...demoJob(random),
        categories: [23],
        locations: [SANDTON],
        natures: [1],
        equities: [1],
        packageId: 7,
      };
      await insertSeededJob(
        server.ctx.db,
        { ...fields, companyType: INDEPENDENT_RECRUITER_TYPE_ID },
        { ownerId: them.id, created: created(i) },
      );
    }
    const edge = { categories: [OTHER], categoryOther: 'Fintech', sectors: [99], sectorOther: 'Payments' };
    await createCandidate(them, { ...edge, locations: [2], countryOther: 'Kenya', packageId: 1 });
    await createCandidate(them, { ...edge, locations: [SOUTH_AFRICA], genderId: 3 });
    await createJob(them, { ...edge, locations: [1], equities: [3], sectors: [1], sectorOther: '', genderId: 4 });
    await createJob(them, { ...edge, locations: [2], countryOther: 'kenya ', equities: [4, 5] });

    const ownIds: Array<{ kind: 'job' | 'candidate'; uid: string }> = [
      { kind: 'job', uid: (await createJob(me, { ...edge, locations: [2], countryOther: 'Kenya' })).uid },
      {
        kind: 'job',
        uid: (await createJob(me, { locations: [GAUTENG], equities: [3], sectors: [1], genderId: 4 })).uid,
      },
      { kind: 'job', uid: (await createJob(me, { categories: [29], locations: [CAPE_TOWN], packageId: 1 })).uid },
      { kind: 'candidate', uid: (await createCandidate(me, { ...edge, locations: [1], equities: [4] })).uid },
      {
        kind: 'candidate',
        uid: (await createCandidate(me, { categories: [23], locations: [SANDTON], genderId: 1 })).uid,
      },
      {
        kind: 'candidate',
        uid: (await createCandidate(me, { categories: [13], natures: [3], locations: [SOUTH_AFRICA] })).uid,
      },
    ];
    for (const { kind, uid } of ownIds) {
      const table = kind === 'job' ? jobs : candidates;
      const [own] = (await server.ctx.db.select().from(table)).filter((row) => row.id === uid) as ListingSummaryRow[];
      const expected = await rankedInTypeScript(own!, now);
      const terms = suggestionTerms(scoredListing(own!));
      const top = (await rankSuggestions(server.ctx.db, { terms, ownerId: own!.ownerId, now })).map(idAndScore);
      expect(top, `top 10 for ${kind} ${uid}`).toEqual(expected.slice(0, 10));
      // A limit beyond the table makes the SQL score every listing (its second step).
      const all = (await rankSuggestions(server.ctx.db, { terms, ownerId: own!.ownerId, now, limit: 1000 })).map(
        idAndScore,
      );
      expect(all, `every listing for ${kind} ${uid}`).toEqual(expected);
    }
  });
});
