/**
 * What the faster search must keep: the count stops at SEARCH_TOTAL_CAP and
 * says so ('1,000+'), on the first page and on later ones, and is exact up to the cap; the
 * search's facet array (search_facets, a generated column) follows a write made straight in
 * the database, with the cache seeing it at once; one facet's id never matches another facet;
 * keywords too short for the trigram index ("HR", "C#") still match.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRecruiter, signIn } from '../support/factories';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import { GAUTENG, createListing, searchUids, uniqueWord } from '../support/fixtures/listings';
import { SEARCH_TOTAL_CAP } from '../../shared/schemas/listing-search';

const server = useTestServer();
let poster: TestClient;
let searcher: TestClient;

beforeAll(async () => {
  poster = await signIn(server, await buildRecruiter(server));
  searcher = await signIn(server, await buildRecruiter(server));
});

const sqlOn = (text: string, values: unknown[]) => server.ctx.pool.query(text, values);

/** `count` copies of a job (new ids and references, same title), straight in the database. */
async function copyJob(uid: string, count: number) {
  await sqlOn(
    `insert into jobs (owner_id, reference, created_at, expires_at, categories, natures, equities, gender_id, package_id,
       locations, qualifications, experience, sectors, job_title, company_type)
     select owner_id, upper(substr(md5(random()::text || g), 1, 11)), created_at - g * interval '1 second', expires_at,
       categories, natures, equities, gender_id, package_id, locations, qualifications, experience, sectors, job_title, company_type
     from jobs, generate_series(1, $2::int) g where id = $1`,
    [uid, count],
  );
}

describe('the count stops at the cap', () => {
  it("reports 1,000 and 'capped' beyond the cap on every page, and the exact count from the cap down", async () => {
    const word = uniqueWord();
    const job = await createListing(poster, 'job', { jobTitle: `Plant Operator ${word}` });
    await copyJob(job.uid, SEARCH_TOTAL_CAP + 1);

    const first = await searcher.get(`/api/jobs?q=${word}&categories=23`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: SEARCH_TOTAL_CAP, isTotalCapped: true });
    expect(first.body.items).toHaveLength(20);
    const second = await searcher.get(`/api/jobs?q=${word}&categories=23&cursor=${first.body.next}`);
    expect(second.body).toMatchObject({ total: SEARCH_TOTAL_CAP, isTotalCapped: true });
    expect(second.body.items[0].uid).not.toBe(first.body.items[19].uid);

    // 1,002 matches → 1,000: exact again, and seen at once (the write bumps the listing version).
    await sqlOn(
      `update jobs set expires_at = created_at - interval '1 day' where id in (select id from jobs where job_title = $1 order by created_at limit 2)`,
      [`Plant Operator ${word}`],
    );
    const exact = await searcher.get(`/api/jobs?q=${word}&categories=23`);
    expect(exact.body).toMatchObject({ total: SEARCH_TOTAL_CAP, isTotalCapped: false });
  });
});

describe('the facet array', () => {
  it('follows multi-selects changed straight in the database, and the cache sees it', async () => {
    const word = uniqueWord();
    const job = await createListing(poster, 'job', {
      jobTitle: `Boilermaker ${word}`,
      categories: [23],
      sectors: [30],
    });
    expect(await searchUids(searcher, `/api/jobs?q=${word}&categories=23&sectors=30`)).toEqual([job.uid]);

    await sqlOn('update jobs set categories = $2, sectors = $3 where id = $1', [job.uid, [7], [31]]);
    expect(await searchUids(searcher, `/api/jobs?q=${word}&categories=23`)).toEqual([]);
    expect(await searchUids(searcher, `/api/jobs?q=${word}&categories=7&sectors=31`)).toEqual([job.uid]);
  });

  it("never matches one facet's id with another facet's", async () => {
    const word = uniqueWord();
    const job = await createListing(poster, 'job', {
      jobTitle: `Welder ${word}`,
      categories: [23],
      natures: [1],
      equities: [2],
      sectors: [30],
      locations: [GAUTENG],
    });
    expect(await searchUids(searcher, `/api/jobs?q=${word}&locations=${GAUTENG}&natures=1&equities=2`)).toEqual([
      job.uid,
    ]);
    expect(await searchUids(searcher, `/api/jobs?q=${word}&natures=23`)).toEqual([]);
    expect(await searchUids(searcher, `/api/jobs?q=${word}&categories=30`)).toEqual([]);
    expect(await searchUids(searcher, `/api/jobs?q=${word}&sectors=2`)).toEqual([]);
    expect(await searchUids(searcher, `/api/jobs?q=${word}&equities=1`)).toEqual([]);
  });
});

describe('keywords without a trigram', () => {
  it('matches "HR" and "C#" (matched on the rows, not through the trigram index)', async () => {
    const own = await signIn(server, await buildRecruiter(server));
    const hr = await createListing(own, 'job', { jobTitle: 'Head of HR' });
    const csharp = await createListing(own, 'candidate', { candidateTitle: 'C# Developer' });
    expect(await searchUids(own, '/api/jobs?q=hr&mine=true')).toEqual([hr.uid]);
    expect(await searchUids(own, '/api/jobs?q=c%23&mine=true')).toEqual([]);
    expect(await searchUids(own, `/api/candidates?q=${encodeURIComponent('C#')}&mine=true`)).toEqual([csharp.uid]);
    expect(await searchUids(own, '/api/candidates?q=%25&mine=true')).toEqual([]);
  });
});
