/**
 * GET /api/jobs and /api/candidates (spec “Screen details” search, spec “Entities and their fields” derived display fields, spec “Roles and permissions” privacy,
 * spec “Business constants and limits” date-posted options, new listings, newest first): keyword over title and reference, date
 * posted, each multi-select filter with overlap semantics, province → cities, 'Any' sector,
 * mine, order, cursor pagination with the full total, expired and closed listings left out,
 * derived names and ages, who sees the poster, and query validation (422, never 500).
 *
 * Every test searches with a keyword only its own listings hold, so the shared database of
 * this file never makes one test see another's rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/api-helpers';
import { buildAdmin, buildHiringCompany, buildRecruiter, signIn } from '../support/factories';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import {
  CAPE_TOWN,
  GAUTENG,
  INTERNATIONAL,
  REMOTE,
  SANDTON,
  SOUTH_AFRICA,
  WESTERN_CAPE,
  ageListing,
  createListing,
  expectNoContactDetails,
  expireListing,
  searchUids,
  uniqueWord,
  walkJson,
} from '../support/fixtures/listings';

const server = useTestServer();
let poster: TestClient;
let posterEmail: string;
let searcher: TestClient;
let hiringCompany: TestClient;
let admin: TestClient;

const POSTER_PHONE = '+27 83 123 4567';
const POSTER_LANDLINE = '011 555 0199';

beforeAll(async () => {
  const posterAccount = await buildRecruiter(server, { cellphone: POSTER_PHONE, landline: POSTER_LANDLINE });
  posterEmail = posterAccount.email;
  poster = await signIn(server, posterAccount);
  searcher = await signIn(server, await buildRecruiter(server));
  hiringCompany = await signIn(server, await buildHiringCompany(server));
  admin = await signIn(server, await buildAdmin(server));
});

describe('keyword', () => {
  it('matches the title, case-insensitive and partial', async () => {
    const word = uniqueWord();
    const java = await createListing(poster, 'job', { jobTitle: `Senior Java Developer ${word}` });
    const dotnet = await createListing(poster, 'job', { jobTitle: `${word.toUpperCase()} .NET Developer` });
    expect(new Set(await searchUids(searcher, `/api/jobs?q=${word}`))).toEqual(new Set([java.uid, dotnet.uid]));
    expect(await searchUids(searcher, `/api/jobs?q=${word.slice(1, -1).toUpperCase()}`)).toHaveLength(2);
    expect(await searchUids(searcher, `/api/jobs?q=${encodeURIComponent(`java developer ${word}`)}`)).toEqual([
      java.uid,
    ]);
    expect(await searchUids(searcher, `/api/jobs?q=${encodeURIComponent(`  ${word}  `)}`)).toHaveLength(2);
  });

  it('matches the reference, case-insensitive and partial', async () => {
    const word = uniqueWord();
    const { uid, reference } = await createListing(poster, 'candidate', { candidateTitle: `Actuary ${word}` });
    expect(await searchUids(searcher, `/api/candidates?q=${reference.toLowerCase()}`)).toEqual([uid]);
    expect(await searchUids(searcher, `/api/candidates?q=${reference}`)).toEqual([uid]);
    expect(await searchUids(searcher, `/api/candidates?q=${reference.slice(3).toLowerCase()}`)).toContain(uid);
    // A job and a candidate never share a search.
    expect(await searchUids(searcher, `/api/jobs?q=${reference}`)).toEqual([]);
  });

  it('does not search the other fields, and treats % and _ literally', async () => {
    const word = uniqueWord();
    await createListing(poster, 'job', { qualifications: `Certified ${word}`, experience: word, additional: word });
    expect(await searchUids(searcher, `/api/jobs?q=${word}`)).toEqual([]);
    const percent = await createListing(poster, 'job', { jobTitle: `Sales 100% ${word}` });
    await createListing(poster, 'job', { jobTitle: `Sales 1000 ${word}` });
    expect(await searchUids(searcher, `/api/jobs?q=${encodeURIComponent('100%')}`)).toEqual([percent.uid]);
    expect(await searchUids(searcher, `/api/jobs?q=${encodeURIComponent(`_${word}`)}`)).toEqual([]);
  });
});

describe('date posted (maxAge)', () => {
  it('keeps listings posted within 1, 7, 14, 30 or 60 days; 60 is the default', async () => {
    const word = uniqueWord();
    const ages = [0, 0.5, 3, 10, 20, 45];
    const uids: string[] = [];
    for (const age of ages) {
      const { uid } = await createListing(poster, 'job', { jobTitle: `Geologist ${word} ${age}` });
      if (age > 0) await ageListing(server, 'jobs', uid, age);
      uids.push(uid);
    }
    // Older than 60 days, yet extended so it has not expired: outside every window.
    const old = await createListing(poster, 'job', { jobTitle: `Geologist ${word} old` });
    await ageListing(server, 'jobs', old.uid, 61, 90);

    const within = (days: number) => uids.filter((_, index) => ages[index]! < days);
    for (const maxAge of [1, 7, 14, 30, 60]) {
      const found = await searchUids(searcher, `/api/jobs?q=${word}&maxAge=${maxAge}`);
      expect(new Set(found), `maxAge=${maxAge}`).toEqual(new Set(within(maxAge)));
    }
    expect(new Set(await searchUids(searcher, `/api/jobs?q=${word}`))).toEqual(new Set(uids));
  });

  it.each(['5', '0', '90', 'abc', '', '-1', '7.5'])('refuses maxAge=%s (422)', async (maxAge) => {
    expectError(await searcher.get(`/api/jobs?maxAge=${maxAge}`), 422, { title: 'Invalid field', field: 'maxAge' });
  });
});

describe('filters (overlap within a filter, AND across filters)', () => {
  const word = uniqueWord();
  const uids: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };

  beforeAll(async () => {
    const a = await createListing(poster, 'job', {
      jobTitle: `Alpha ${word}`,
      categories: [23],
      natures: [1],
      equities: [1],
      genderId: 1,
      packageId: 5,
      sectors: [30],
      locations: [SANDTON],
    });
    const b = await createListing(poster, 'job', {
      jobTitle: `Bravo ${word}`,
      categories: [41, 7],
      natures: [2, 3],
      equities: [2, 4],
      genderId: 2,
      packageId: 8,
      sectors: [1],
      locations: [CAPE_TOWN],
    });
    const c = await createListing(poster, 'job', {
      jobTitle: `Charlie ${word}`,
      categories: [7],
      natures: [1, 2],
      equities: [3],
      genderId: 4,
      packageId: 14,
      sectors: [13, 30],
      locations: [REMOTE],
    });
    Object.assign(uids, { a: a.uid, b: b.uid, c: c.uid });
  });

  const cases: Array<[query: string, expected: Array<'a' | 'b' | 'c'>]> = [
    ['categories=23', ['a']],
    ['categories=7', ['b', 'c']],
    ['categories=41,23', ['a', 'b']],
    ['categories=1', []],
    ['natures=1', ['a', 'c']],
    ['natures=3', ['b']],
    ['natures=2', ['b', 'c']],
    ['equities=1', ['a']],
    ['equities=4,3', ['b', 'c']],
    ['equities=5', []],
    ['genders=2', ['b']],
    ['genders=1,4', ['a', 'c']],
    ['genders=3', []],
    ['packages=5', ['a']],
    ['packages=8,14', ['b', 'c']],
    ['packages=1', []],
    // Job b is open to 'Any' sector: it matches whatever sector is asked for.
    ['sectors=30', ['a', 'b', 'c']],
    ['sectors=13', ['b', 'c']],
    ['sectors=45', ['b']],
    ['sectors=1', ['b']],
    [`locations=${SANDTON}`, ['a']],
    [`locations=${GAUTENG}`, ['a']],
    [`locations=${WESTERN_CAPE}`, ['b']],
    [`locations=${SOUTH_AFRICA}`, ['a', 'b']],
    [`locations=${REMOTE}`, ['c']],
    [`locations=${GAUTENG},${REMOTE}`, ['a', 'c']],
    [`locations=${INTERNATIONAL}`, []],
    ['categories=7&natures=1', ['c']],
    ['categories=7,23&sectors=13&locations=1', ['c']],
    ['natures=1&genders=2', []],
  ];

  it.each(cases)('%s', async (query, expected) => {
    const found = await searchUids(searcher, `/api/jobs?q=${word}&${query}`);
    expect(found.length, 'no duplicates').toBe(new Set(found).size);
    expect(new Set(found)).toEqual(new Set(expected.map((key) => uids[key])));
  });

  it('filters candidates the same way, without the jobs-only Any sector', async () => {
    const candidateWord = uniqueWord();
    const none = await createListing(poster, 'candidate', {
      candidateTitle: `Trainee ${candidateWord}`,
      sectors: [2],
      locations: [303],
    });
    const engineer = await createListing(poster, 'candidate', {
      candidateTitle: `Engineer ${candidateWord}`,
      sectors: [30, 13],
      genderId: 3,
    });
    const search = (query: string) => searchUids(searcher, `/api/candidates?q=${candidateWord}&${query}`);
    expect(await search('sectors=2')).toEqual([none.uid]);
    expect(await search('sectors=13')).toEqual([engineer.uid]);
    expect(await search('sectors=1')).toEqual([]);
    expect(await search('genders=3')).toEqual([engineer.uid]);
    expect(await search(`locations=${GAUTENG}`)).toEqual([none.uid]);
  });
});

describe('mine, order and pagination', () => {
  it('mine=true keeps only the searcher’s own listings', async () => {
    const word = uniqueWord();
    const theirs = await createListing(poster, 'job', { jobTitle: `Welder ${word}` });
    const mine = await createListing(searcher, 'job', { jobTitle: `Welder ${word}` });
    expect(new Set(await searchUids(searcher, `/api/jobs?q=${word}`))).toEqual(new Set([theirs.uid, mine.uid]));
    expect(await searchUids(searcher, `/api/jobs?q=${word}&mine=true`)).toEqual([mine.uid]);
    expect(await searchUids(poster, `/api/jobs?q=${word}&mine=true`)).toEqual([theirs.uid]);
    expect(await searchUids(searcher, `/api/jobs?q=${word}&mine=false`)).toHaveLength(2);
  });

  it('lists the newest first', async () => {
    const word = uniqueWord();
    const uids: string[] = [];
    for (const age of [5, 1, 12, 0.2]) {
      const { uid } = await createListing(poster, 'candidate', { candidateTitle: `Nurse ${word}` });
      await ageListing(server, 'candidates', uid, age);
      uids.push(uid);
    }
    const [five, one, twelve, fresh] = uids;
    expect(await searchUids(searcher, `/api/candidates?q=${word}`)).toEqual([fresh, one, five, twelve]);
  });

  /** Follows `next` with limit 2 until the end; every page reports the full total. */
  async function walkPages(client: TestClient, path: string, total: number): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 20; page++) {
      const res: { status: number; body: any } = await client.get(
        `${path}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.total).toBe(total);
      expect(res.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.items.map((item: { uid: string }) => item.uid));
      cursor = res.body.next;
      if (cursor === null) return seen;
      expect(res.body.items).toHaveLength(2);
    }
    throw new Error('pagination did not end');
  }

  it('walks every item exactly once with limit 2, in order, and total stays the full count', async () => {
    const word = uniqueWord();
    const uids: string[] = [];
    for (let i = 0; i < 5; i++) uids.push((await createListing(poster, 'job', { jobTitle: `Pilot ${word} ${i}` })).uid);
    const all = await searchUids(searcher, `/api/jobs?q=${word}`);
    expect(new Set(all)).toEqual(new Set(uids));
    expect(await walkPages(searcher, `/api/jobs?q=${word}`, 5)).toEqual(all);
  });

  it('walks every item exactly once when many share the same creation time', async () => {
    const word = uniqueWord();
    const uids: string[] = [];
    for (let i = 0; i < 5; i++)
      uids.push((await createListing(poster, 'candidate', { candidateTitle: `Chef ${word} ${i}` })).uid);
    // One statement: now() is the same instant, with microseconds, for every row.
    await server.ctx.pool.query(
      `update candidates set created_at = now() - interval '2 hours' where id = any($1::uuid[])`,
      [uids],
    );
    const seen = await walkPages(searcher, `/api/candidates?q=${word}`, 5);
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(uids));
  });

  it('counts and pages only what the filters keep', async () => {
    const word = uniqueWord();
    for (let i = 0; i < 3; i++) await createListing(poster, 'job', { jobTitle: `Baker ${word}`, natures: [3] });
    await createListing(poster, 'job', { jobTitle: `Baker ${word}`, natures: [1] });
    const res = await searcher.get(`/api/jobs?q=${word}&natures=3&limit=2`);
    expect(res.body).toMatchObject({ total: 3 });
    expect(res.body.items).toHaveLength(2);
    expect(typeof res.body.next).toBe('string');
    expect(await walkPages(searcher, `/api/jobs?q=${word}&natures=3`, 3)).toHaveLength(3);
  });
});

describe('what is left out', () => {
  it('leaves out expired and closed listings', async () => {
    const word = uniqueWord();
    const open = await createListing(poster, 'job', { jobTitle: `Miner ${word}` });
    const expired = await createListing(poster, 'job', { jobTitle: `Miner ${word}` });
    const closed = await createListing(poster, 'job', { jobTitle: `Miner ${word}` });
    await expireListing(server, 'jobs', expired.uid);
    expect((await poster.post(`/api/jobs/${closed.uid}/close`)).status).toBe(200);
    for (const client of [searcher, poster, admin]) {
      const res = await client.get(`/api/jobs?q=${word}`);
      expect(res.body.items.map((item: { uid: string }) => item.uid)).toEqual([open.uid]);
      expect(res.body.total).toBe(1);
    }
    expect(await searchUids(poster, `/api/jobs?q=${word}&mine=true`)).toEqual([open.uid]);
  });
});

describe('derived display fields', () => {
  it('names every choice from its own list (the gender from the gender list) and ages the listing', async () => {
    const word = uniqueWord();
    const fresh = await createListing(poster, 'job', {
      jobTitle: `Surveyor ${word}`,
      natures: [1, 2],
      equities: [3],
      genderId: 4,
      packageId: 5,
      sectors: [1],
      categories: [29, 99],
      categoryOther: 'Drone survey',
      locations: [SANDTON, REMOTE],
      sourcing: true,
    });
    const older = await createListing(poster, 'job', {
      jobTitle: `Surveyor ${word}`,
      genderId: 1,
      locations: [INTERNATIONAL],
      countryOther: 'Zambia',
    });
    await ageListing(server, 'jobs', older.uid, 3);

    const res = await searcher.get(`/api/jobs?q=${word}`);
    const [freshItem, olderItem] = res.body.items;
    expect(freshItem).toMatchObject({
      uid: fresh.uid,
      kind: 'job',
      reference: fresh.reference,
      title: `Surveyor ${word}`,
      natureName: 'Permanent, Contract',
      equityName: 'Open (Any Candidate)',
      // genderId 4 is 'Open' in the gender list (in the package list it would be 'R400K – R600K').
      genderName: 'Open',
      packageName: 'R600K – R800K',
      sectorName: 'Any',
      categoryName: 'Mining, Other, Drone survey',
      locationName: 'Sandton, Gauteng; Remote Work',
      isNew: true,
      listingAge: 0,
      daysToExpiry: 60,
      isClosed: false,
      isExpired: false,
      isMine: false,
      isHiringCompany: false,
      sourcing: true,
    });
    expect(olderItem).toMatchObject({
      uid: older.uid,
      genderName: 'Male',
      locationName: 'International, Zambia',
      isNew: false,
      listingAge: 3,
      daysToExpiry: 57,
    });
    expect(Date.parse(olderItem.expiry) - Date.parse(olderItem.created)).toBe(60 * 86_400_000);

    const candidate = await createListing(poster, 'candidate', {
      candidateTitle: `Surveyor ${word}`,
      genderId: 3,
      sectors: [2],
    });
    const [candidateItem] = (await searcher.get(`/api/candidates?q=${word}`)).body.items;
    expect(candidateItem).toMatchObject({
      uid: candidate.uid,
      kind: 'candidate',
      genderName: 'Other',
      sectorName: 'None',
      isHiringCompany: false,
      sourcing: false,
    });

    const detail = await searcher.get(`/api/jobs/${fresh.uid}`);
    expect(detail.body.listing).toMatchObject({
      genderName: 'Open',
      packageName: 'R600K – R800K',
      isNew: true,
      listingAge: 0,
    });
  });

  it('marks hiring-company jobs', async () => {
    const word = uniqueWord();
    const { uid } = await createListing(hiringCompany, 'job', { jobTitle: `Buyer ${word}`, placementFee: '15' });
    const [item] = (await searcher.get(`/api/jobs?q=${word}`)).body.items;
    expect(item).toMatchObject({ uid, isHiringCompany: true, sourcing: false });
  });
});

describe("the poster's identity", () => {
  it('only admins get owner {uid, email}; nobody else gets an owner, e-mail or phone in lists or details', async () => {
    const word = uniqueWord();
    const job = await createListing(poster, 'job', { jobTitle: `Analyst ${word}` });
    const candidate = await createListing(poster, 'candidate', { candidateTitle: `Analyst ${word}` });
    const responses = async (client: TestClient) => [
      await client.get(`/api/jobs?q=${word}`),
      await client.get(`/api/candidates?q=${word}`),
      await client.get(`/api/jobs/${job.uid}`),
      await client.get(`/api/candidates/${candidate.uid}`),
    ];

    for (const client of [searcher, hiringCompany, poster]) {
      for (const res of await responses(client)) {
        expect(res.status).toBe(200);
        expectNoContactDetails(res, [posterEmail, POSTER_PHONE, POSTER_LANDLINE]);
      }
    }
    for (const client of [searcher, poster]) {
      for (const res of [
        await client.put(`/api/jobs/${job.uid}`, { nope: 1 }),
        await client.post(`/api/jobs/${job.uid}/extend`),
      ]) {
        expectNoContactDetails(res, [posterEmail, POSTER_PHONE, POSTER_LANDLINE]);
      }
    }

    const [jobs, candidates, jobView, candidateView] = await responses(admin);
    const posterId = (
      await server.ctx.pool.query<{ id: string }>('select id from accounts where email = $1', [posterEmail])
    ).rows[0]!.id;
    expect(jobs!.body.items[0].owner).toEqual({ uid: posterId, email: posterEmail });
    expect(candidates!.body.items[0].owner).toEqual({ uid: posterId, email: posterEmail });
    expect(jobView!.body.listing.owner).toEqual({ uid: posterId, email: posterEmail });
    expect(candidateView!.body.listing.owner).toEqual({ uid: posterId, email: posterEmail });
    // Even an admin never gets the poster's phone numbers.
    for (const res of [jobs!, candidates!, jobView!, candidateView!]) {
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(POSTER_PHONE);
      expect(text).not.toContain(POSTER_LANDLINE);
      walkJson(res.body, (path, _key, value) => {
        if (typeof value === 'string' && value.includes('@')) expect(path).toMatch(/\.owner\.email$/);
      });
    }
  });
});

describe('query validation (422, never 500)', () => {
  const cursorOf = (created: string) =>
    Buffer.from(JSON.stringify([created, '00000000-0000-4000-8000-000000000000'])).toString('base64url');
  const bad: Array<[string, string]> = [
    ['repeated q', 'q=a&q=b'],
    ['repeated filter', 'categories=1&categories=2'],
    ['repeated maxAge', 'maxAge=7&maxAge=14'],
    ['unknown param', 'sort=title'],
    ['unknown bracket param', 'categories[]=1'],
    ['nested object', 'q[a]=b'],
    ['letters in a list', 'categories=abc'],
    ['empty list', 'natures='],
    ['trailing comma', 'sectors=1,'],
    ['negative id', 'locations=-1'],
    ['limit 0', 'limit=0'],
    ['limit 101', 'limit=101'],
    ['limit not a number', 'limit=ten'],
    ['fractional limit', 'limit=1.5'],
    ['mine not a boolean', 'mine=yes'],
    ['keyword too long', `q=${'k'.repeat(101)}`],
    ['garbage cursor', 'cursor=not-a-cursor'],
    ['cursor of the wrong shape', `cursor=${Buffer.from('{"a":1}').toString('base64url')}`],
    [
      'cursor with a bad id',
      `cursor=${Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', '-'.repeat(36)])).toString('base64url')}`,
    ],
    ['NUL in the keyword', 'q=a%00b'],
    ['cursor with a loose date', `cursor=${cursorOf('1')}`],
    ['cursor with a far date', `cursor=${cursorOf('+275760-09-13T00:00:00.000Z')}`],
    ['cursor with year 0', `cursor=${cursorOf('0000-01-01T00:00:00.000Z')}`],
    ['cursor with 31 February', `cursor=${cursorOf('2026-02-31T00:00:00.000Z')}`],
    ['cursor with a local time', `cursor=${cursorOf('2026-02-01 10:00')}`],
    ['cursor with a number', `cursor=${Buffer.from(JSON.stringify([1, 2])).toString('base64url')}`],
    ['cursor of null', `cursor=${Buffer.from('null').toString('base64url')}`],
  ];

  it.each(bad)('%s → 422', async (_name, query) => {
    for (const path of ['/api/jobs', '/api/candidates']) {
      const res = await searcher.get(`${path}?${query}`);
      expectError(res, 422, { title: 'Invalid field' });
    }
  });

  it('accepts every valid parameter together', async () => {
    const res = await searcher.get(
      '/api/jobs?q=x&categories=1,2&natures=1&equities=1&genders=1&packages=1&sectors=10&locations=300&maxAge=14&mine=false&limit=100',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ items: [], next: null, total: 0 });
  });
});
