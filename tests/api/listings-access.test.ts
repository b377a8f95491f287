/**
 * Who may use the listing routes (spec “Screen details” access guard, spec “Roles and permissions” roles): visitors get 401 on every
 * route, members with an incomplete profile 403, and the detail answer carries the viewer's
 * abilities so the PWA never re-derives them. Also GET /api/dashboard's open-listing counts.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectError } from '../support/api-helpers';
import { buildAdmin, buildHiringCompany, buildRecruiter, signIn } from '../support/factories';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import {
  PATH,
  TABLE,
  bodyFor,
  countRows,
  createListing,
  expireListing,
  type ListingKind,
} from '../support/fixtures/listings';
import { countActiveListings } from '../../api/services/listings/count-active-listings';

const server = useTestServer();
let owner: TestClient;
let other: TestClient;
let hiringCompany: TestClient;
let admin: TestClient;

beforeAll(async () => {
  owner = await signIn(server, await buildRecruiter(server));
  other = await signIn(server, await buildRecruiter(server));
  hiringCompany = await signIn(server, await buildHiringCompany(server));
  admin = await signIn(server, await buildAdmin(server));
});

const KINDS = ['job', 'candidate'] as const;

/** Every listing route of one kind, for a listing `uid`. */
const routes = (kind: ListingKind, uid: string) =>
  [
    ['GET', PATH[kind]],
    ['POST', PATH[kind]],
    ['GET', `${PATH[kind]}/${uid}`],
    ['PUT', `${PATH[kind]}/${uid}`],
    ['POST', `${PATH[kind]}/${uid}/extend`],
    ['POST', `${PATH[kind]}/${uid}/close`],
  ] as const;

describe('visitors (not signed in)', () => {
  it.each(KINDS)('get 401 on every %s route and change nothing', async (kind) => {
    const { uid } = await createListing(owner, kind);
    const before = await countRows(server, TABLE[kind]);
    const visitor = server.client();
    for (const [method, path] of [...routes(kind, uid), ['GET', `${PATH[kind]}/${randomUUID()}`] as const]) {
      const res = await visitor.request(method, path, method === 'GET' ? undefined : bodyFor(kind));
      expectError(res, 401);
      expect(JSON.stringify(res.body)).not.toContain(uid);
    }
    expect(await countRows(server, TABLE[kind])).toBe(before);
    const view = await owner.get(`${PATH[kind]}/${uid}`);
    expect(view.body.listing).toMatchObject({ isClosed: false, daysToExpiry: 60 });
  });

  it('get 401 from the dashboard', async () => {
    expectError(await server.client().get('/api/dashboard'), 401);
  });

  it('get 401 after signing out', async () => {
    const client = await signIn(server, await buildRecruiter(server));
    expect((await client.get('/api/jobs')).status).toBe(200);
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    expectError(await client.get('/api/jobs'), 401);
  });
});

describe('members with an incomplete profile (spec “Screen details”, “Roles and permissions”)', () => {
  const gaps: Array<[string, Record<string, unknown>]> = [
    ['no first name', { firstname: null }],
    ['a blank last name', { lastname: '   ' }],
    ['no company', { company: null }],
    ['no job title', { title: '' }],
    ['no categories', { categories: [] }],
  ];

  it.each(gaps)('get 403 from search, create, read, edit, extend and close with %s', async (_name, overrides) => {
    const client = await signIn(server, await buildRecruiter(server, overrides));
    for (const kind of KINDS) {
      const { uid } = await createListing(owner, kind);
      const before = await countRows(server, TABLE[kind]);
      for (const [method, path] of routes(kind, uid)) {
        const res = await client.request(method, path, method === 'GET' ? undefined : bodyFor(kind));
        expectError(res, 403, { title: 'Profile incomplete' });
      }
      expect(await countRows(server, TABLE[kind])).toBe(before);
    }
    // The dashboard and their own account stay open, so they can complete the profile.
    expect((await client.get('/api/dashboard')).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});

describe('abilities in the detail answer (spec “Roles and permissions”)', () => {
  it('job without sourcing: owner edits, others propose, hiring companies neither, admins edit', async () => {
    const { uid } = await createListing(owner, 'job', { sourcing: false });
    const abilities = async (client: TestClient) => (await client.get(`/api/jobs/${uid}`)).body.listing.abilities;
    expect(await abilities(owner)).toEqual({
      canEdit: true,
      canExtend: true,
      canClose: true,
      canPropose: false,
      canSource: false,
    });
    expect(await abilities(other)).toEqual({
      canEdit: false,
      canExtend: false,
      canClose: false,
      canPropose: true,
      canSource: false,
    });
    expect(await abilities(hiringCompany)).toEqual({
      canEdit: false,
      canExtend: false,
      canClose: false,
      canPropose: false,
      canSource: false,
    });
    expect(await abilities(admin)).toMatchObject({ canEdit: true, canExtend: true, canClose: true, canSource: false });
  });

  it('job with sourcing: only other recruiters may source; never the owner or a hiring company', async () => {
    const { uid } = await createListing(owner, 'job', { sourcing: true });
    const abilities = async (client: TestClient) => (await client.get(`/api/jobs/${uid}`)).body.listing.abilities;
    expect(await abilities(owner)).toMatchObject({ canPropose: false, canSource: false });
    expect(await abilities(other)).toMatchObject({ canPropose: true, canSource: true });
    expect(await abilities(hiringCompany)).toMatchObject({ canPropose: false, canSource: false });
  });

  it('candidate: nobody sources; the hiring company (who can view) cannot propose', async () => {
    const { uid } = await createListing(owner, 'candidate');
    const abilities = async (client: TestClient) => (await client.get(`/api/candidates/${uid}`)).body.listing.abilities;
    expect(await abilities(owner)).toEqual({
      canEdit: true,
      canExtend: true,
      canClose: true,
      canPropose: false,
      canSource: false,
    });
    expect(await abilities(other)).toEqual({
      canEdit: false,
      canExtend: false,
      canClose: false,
      canPropose: true,
      canSource: false,
    });
    expect(await abilities(hiringCompany)).toMatchObject({ canEdit: false, canPropose: false, canSource: false });
    expect(await abilities(admin)).toMatchObject({ canEdit: true, canExtend: true, canClose: true });
  });

  it("a hiring company's own job: it edits, extends and closes, and recruiters may propose on it", async () => {
    const { uid } = await createListing(hiringCompany, 'job', { placementFee: '10' });
    const abilities = async (client: TestClient) => (await client.get(`/api/jobs/${uid}`)).body.listing.abilities;
    expect(await abilities(hiringCompany)).toEqual({
      canEdit: true,
      canExtend: true,
      canClose: true,
      canPropose: false,
      canSource: false,
    });
    expect(await abilities(other)).toMatchObject({ canEdit: false, canPropose: true, canSource: false });
  });

  it('nobody may propose on a closed listing, and nobody edits it any more (a closed listing is a record)', async () => {
    const { uid } = await createListing(owner, 'job', { sourcing: true });
    await owner.post(`/api/jobs/${uid}/close`);
    expect((await owner.get(`/api/jobs/${uid}`)).body.listing.abilities).toEqual({
      canEdit: false,
      canExtend: false,
      canClose: false,
      canPropose: false,
      canSource: false,
    });
    expect((await admin.get(`/api/jobs/${uid}`)).body.listing.abilities).toMatchObject({
      canEdit: false,
      canPropose: false,
      canSource: false,
    });
  });

  it('list items carry isMine for the viewer', async () => {
    const { uid, reference } = await createListing(owner, 'candidate');
    expect((await owner.get(`/api/candidates?q=${reference}`)).body.items[0]).toMatchObject({ uid, isMine: true });
    expect((await other.get(`/api/candidates?q=${reference}`)).body.items[0]).toMatchObject({ uid, isMine: false });
  });
});

describe('GET /api/dashboard', () => {
  // The listing versions as the dashboard's statement reads them beside the viewer's own counts.
  const versionsNow = async () => {
    const { rows } = await server.ctx.pool.query<{ kind: string; version: string }>(
      'select kind, version from listing_versions',
    );
    const version = (kind: string) => rows.find((row) => row.kind === kind)?.version ?? '';
    return { jobVersion: version('job'), candidateVersion: version('candidate'), myJobs: 0, myCandidates: 0 };
  };

  it('counts open listings in total and the viewer’s own; closed and expired ones are left out', async () => {
    const viewerAccount = await buildRecruiter(server);
    const viewer = await signIn(server, viewerAccount);
    const before = (await viewer.get('/api/dashboard')).body;
    expect(before).toMatchObject({ myActiveJobs: 0, myActiveCandidates: 0 });

    // Mine: 3 jobs (one closed, one expired) and 2 candidates (one closed).
    const jobs = [
      await createListing(viewer, 'job'),
      await createListing(viewer, 'job'),
      await createListing(viewer, 'job'),
    ];
    const candidates = [await createListing(viewer, 'candidate'), await createListing(viewer, 'candidate')];
    await viewer.post(`/api/jobs/${jobs[1]!.uid}/close`);
    await expireListing(server, 'jobs', jobs[2]!.uid);
    await viewer.post(`/api/candidates/${candidates[1]!.uid}/close`);
    // Someone else's: 2 open jobs, 1 open candidate, 1 closed candidate.
    await createListing(other, 'job');
    await createListing(other, 'job');
    await createListing(other, 'candidate');
    const closed = await createListing(other, 'candidate');
    await other.post(`/api/candidates/${closed.uid}/close`);

    const res = await viewer.get('/api/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totalActiveJobs: before.totalActiveJobs + 3,
      myActiveJobs: 1,
      totalActiveCandidates: before.totalActiveCandidates + 2,
      myActiveCandidates: 1,
    });
    const otherView = (await other.get('/api/dashboard')).body;
    expect(otherView).toMatchObject({
      totalActiveJobs: res.body.totalActiveJobs,
      totalActiveCandidates: res.body.totalActiveCandidates,
    });

    // The totals agree with what search shows.
    expect((await viewer.get('/api/jobs?limit=1')).body.total).toBe(res.body.totalActiveJobs);
    expect((await viewer.get('/api/candidates?limit=1')).body.total).toBe(res.body.totalActiveCandidates);
    expect((await viewer.get('/api/jobs?mine=true&limit=1')).body.total).toBe(1);
  });

  // The network's totals are counted once per listing version and process (count-active-listings.ts);
  // a listing that expires changes them with no write at all, so the cached count must time out.
  it('a listing that expires with no write leaves the totals at its expiry', async () => {
    const viewer = await signIn(server, await buildRecruiter(server));
    const job = await createListing(viewer, 'job');
    await server.ctx.pool.query(`update jobs set expires_at = now() + interval '1500 milliseconds' where id = $1`, [
      job.uid,
    ]);
    const counted = (await viewer.get('/api/dashboard')).body;
    expect(counted.myActiveJobs).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const later = (await other.get('/api/dashboard')).body;
    expect(later.totalActiveJobs).toBe(counted.totalActiveJobs - 1);
    expect((await viewer.get('/api/dashboard')).body.myActiveJobs).toBe(0);
  });

  // At a million listings a count costs a sixth of a second, so a large network's count is held
  // (NETWORK_TOTALS_HOLD) while a small one's stays exact: here every network counts as large.
  it('holds a large network’s count for its hold, then counts again', async () => {
    const viewer = await signIn(server, await buildRecruiter(server));
    const hold = { aboveListings: 0, holdMs: 60_000 };
    const countAt = async (now: number) => countActiveListings(server.ctx, await versionsNow(), { now, hold });
    await createListing(viewer, 'job');
    const start = Date.now();
    const held = await countAt(start);

    await createListing(viewer, 'job');
    expect((await countAt(start + 59_000)).totalActiveJobs).toBe(held.totalActiveJobs);
    expect((await countAt(start + 60_001)).totalActiveJobs).toBe(held.totalActiveJobs + 1);
    // A small network (the default hold; this database's few listings) sees every write at once.
    await createListing(viewer, 'job');
    const exactAt = async (now: number) => countActiveListings(server.ctx, await versionsNow(), { now });
    expect((await exactAt(start + 120_002)).totalActiveJobs).toBe(held.totalActiveJobs + 2);
    await createListing(viewer, 'job');
    expect((await exactAt(start + 120_003)).totalActiveJobs).toBe(held.totalActiveJobs + 3);
  });

  it('counts the network once for the dashboards that find the totals stale together', async () => {
    await createListing(other, 'job');
    const mine = await versionsNow();
    const query = vi.spyOn(server.ctx.pool, 'query');
    const answers = await Promise.all(Array.from({ length: 5 }, () => countActiveListings(server.ctx, mine)));
    // Drizzle sends a named statement as a query config: { name, text, … }.
    const counts = query.mock.calls.filter(([statement]) => Object(statement).name === 'count_listed_listings');
    query.mockRestore();
    expect(counts).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.totalActiveJobs)).size).toBe(1);
  });
});
