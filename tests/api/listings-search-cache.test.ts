/**
 * The listing search cache (api/services/listings/search-cache.ts) never answers with a stale
 * result: a write made anywhere (here straight in the database, as another web process would)
 * is seen by the very next search, a match leaves the result the moment it expires or ages out
 * of the Date Posted window, "mine" answers are not shared between members, and administrators'
 * answers (with poster e-mails) never reach members or the other way round.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sleep } from '../support/api-helpers';
import { buildAdmin, buildRecruiter, signIn } from '../support/factories';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import { createListing, searchUids, uniqueWord } from '../support/fixtures/listings';

const server = useTestServer();
let poster: TestClient;
let posterEmail: string;
let searcher: TestClient;
let admin: TestClient;

beforeAll(async () => {
  const posterAccount = await buildRecruiter(server);
  posterEmail = posterAccount.email;
  poster = await signIn(server, posterAccount);
  searcher = await signIn(server, await buildRecruiter(server));
  admin = await signIn(server, await buildAdmin(server));
});

const sqlOn = (text: string, values: unknown[]) => server.ctx.pool.query(text, values);

/** The moment a statement returned (as `moment`), in the database's own clock. */
const theMoment = async (text: string, values: unknown[]): Promise<Date> =>
  (await server.ctx.pool.query<{ moment: Date }>(text, values)).rows[0]!.moment;
/** Whether the database's clock (the one the search compares with) has passed `moment`. */
const hasPassed = async (moment: Date): Promise<boolean> =>
  (await server.ctx.pool.query<{ passed: boolean }>('select now() >= $1 as passed', [moment])).rows[0]!.passed;
/**
 * Sets a moment `ms` ahead (`setMoment`), checks `read` answers `before` until then and `after`
 * once the database's clock has passed it — waiting exactly that long, not a fixed sleep. A first
 * read that ended after the moment (a loaded machine) proves nothing: tried again with more room.
 */
async function acrossTheMoment<T>(
  setMoment: (ms: number) => Promise<Date>,
  read: () => Promise<T>,
  before: T,
  after: T,
): Promise<void> {
  for (const ms of [1_500, 5_000, 15_000]) {
    const moment = await setMoment(ms);
    const seen = await read();
    if (await hasPassed(moment)) continue;
    expect(seen).toEqual(before);
    await untilPassed(moment);
    expect(await read()).toEqual(after);
    return;
  }
  expect.fail('every read before the moment ended after it');
}
/** Until the database's clock has passed `moment`: the wait is as long as needed and no longer. */
const untilPassed = async (moment: Date): Promise<void> => {
  while (!(await hasPassed(moment))) await sleep(Math.max(10, Math.min(200, moment.getTime() - Date.now())));
};

describe('writes are seen at once', () => {
  it('sees a title changed straight in the database by the next search', async () => {
    const before = uniqueWord();
    const after = uniqueWord();
    const job = await createListing(poster, 'job', { jobTitle: `Actuary ${before}` });
    expect(await searchUids(searcher, `/api/jobs?q=${before}`)).toEqual([job.uid]);
    expect(await searchUids(searcher, `/api/jobs?q=${before}`)).toEqual([job.uid]); // now from the cache

    await sqlOn('update jobs set job_title = $2 where id = $1', [job.uid, `Actuary ${after}`]);
    expect(await searchUids(searcher, `/api/jobs?q=${before}`)).toEqual([]);
    expect(await searchUids(searcher, `/api/jobs?q=${after}`)).toEqual([job.uid]);
  });

  it('sees rows inserted and deleted by another process', async () => {
    const word = uniqueWord();
    const first = await createListing(poster, 'candidate', { candidateTitle: `Tax Manager ${word}` });
    expect(await searchUids(searcher, `/api/candidates?q=${word}`)).toEqual([first.uid]);

    const second = await createListing(poster, 'candidate', { candidateTitle: `Tax Partner ${word}` });
    expect(await searchUids(searcher, `/api/candidates?q=${word}`)).toEqual([second.uid, first.uid]);

    await sqlOn('delete from candidates where id = $1', [second.uid]);
    const res = await searcher.get(`/api/candidates?q=${word}`);
    expect(res.body.items.map((item: { uid: string }) => item.uid)).toEqual([first.uid]);
    expect(res.body.total).toBe(1);
  });

  it('keeps the two kinds apart: a job write does not serve a stale candidate answer, nor the reverse', async () => {
    const word = uniqueWord();
    const job = await createListing(poster, 'job', { jobTitle: `Buyer ${word}` });
    expect(await searchUids(searcher, `/api/candidates?q=${word}`)).toEqual([]);
    const candidate = await createListing(poster, 'candidate', { candidateTitle: `Buyer ${word}` });
    expect(await searchUids(searcher, `/api/candidates?q=${word}`)).toEqual([candidate.uid]);
    expect(await searchUids(searcher, `/api/jobs?q=${word}`)).toEqual([job.uid]);
  });
});

describe('an answer is kept', () => {
  it('serves a repeated search from the cache, kept under the version its own statement read', async () => {
    const word = uniqueWord();
    const job = await createListing(poster, 'job', { jobTitle: `Auditor ${word}` });
    const version = (await sqlOn(`select version from listing_versions where kind = 'job'`, [])).rows[0].version;
    const titleOf = async () => {
      const res = await searcher.get(`/api/jobs?q=${word}`);
      expect(res.status).toBe(200);
      return res.body.items.map((item: { title: string }) => item.title);
    };
    expect(await titleOf()).toEqual([`Auditor ${word}`]);

    // A change with the version put back as it was: only a kept answer still shows the old title.
    await sqlOn('update jobs set job_title = $2 where id = $1', [job.uid, `Lead Auditor ${word}`]);
    await sqlOn(`update listing_versions set version = $1 where kind = 'job'`, [version]);
    expect(await titleOf()).toEqual([`Auditor ${word}`]);

    await sqlOn(`update listing_versions set version = version + 1 where kind = 'job'`, []);
    expect(await titleOf()).toEqual([`Lead Auditor ${word}`]);
  });
});

describe('time alone changes a result', () => {
  it('drops a match the moment it expires, with no write in between', async () => {
    const word = uniqueWord();
    const job = await createListing(poster, 'job', { jobTitle: `Quantity Surveyor ${word}` });
    await acrossTheMoment(
      (ms) =>
        theMoment(
          `update jobs set expires_at = now() + $2 * interval '1 millisecond' where id = $1
         returning expires_at as moment`,
          [job.uid, ms],
        ),
      () => searchUids(searcher, `/api/jobs?q=${word}`),
      [job.uid],
      [],
    );
  });

  it('drops a match the moment it ages out of the Date Posted window', async () => {
    const word = uniqueWord();
    const job = await createListing(poster, 'job', { jobTitle: `Site Agent ${word}` });
    await acrossTheMoment(
      (ms) =>
        theMoment(
          `update jobs set created_at = now() - interval '7 days' + $2 * interval '1 millisecond'
         where id = $1 returning created_at + interval '7 days' as moment`,
          [job.uid, ms],
        ),
      () => searchUids(searcher, `/api/jobs?q=${word}&maxAge=7`),
      [job.uid],
      [],
    );
    expect(await searchUids(searcher, `/api/jobs?q=${word}&maxAge=14`)).toEqual([job.uid]);
  });

  it('still gives fresh ages: days to expiry is worked out per answer, not cached', async () => {
    const word = uniqueWord();
    const job = await createListing(poster, 'job', { jobTitle: `Estimator ${word}` });
    const first = await searcher.get(`/api/jobs?q=${word}`);
    expect(first.body.items[0].isNew).toBe(true);
    // Moving the listing is a write, so this proves the next answer is recomputed, whatever serves it.
    await sqlOn(
      `update jobs set created_at = now() - interval '2 days', expires_at = now() + interval '58 days' where id = $1`,
      [job.uid],
    );
    const second = await searcher.get(`/api/jobs?q=${word}`);
    expect(second.body.items[0].isNew).toBe(false);
  });
});

describe('who asks', () => {
  it('does not share "mine" answers between members', async () => {
    const word = uniqueWord();
    const job = await createListing(poster, 'job', { jobTitle: `Paralegal ${word}` });
    expect(await searchUids(poster, `/api/jobs?q=${word}&mine=true`)).toEqual([job.uid]);
    expect(await searchUids(searcher, `/api/jobs?q=${word}&mine=true`)).toEqual([]);
  });

  it('gives administrators the poster e-mail and members never, in either order', async () => {
    const word = uniqueWord();
    await createListing(poster, 'job', { jobTitle: `Data Engineer ${word}` });
    const member1 = await searcher.get(`/api/jobs?q=${word}`);
    const admin1 = await admin.get(`/api/jobs?q=${word}`);
    const member2 = await searcher.get(`/api/jobs?q=${word}`);
    expect(JSON.stringify(member1.body)).not.toContain(posterEmail);
    expect(JSON.stringify(admin1.body)).toContain(posterEmail);
    expect(JSON.stringify(member2.body)).not.toContain(posterEmail);
  });

  it('shows an administrator a changed poster e-mail at once (their answers are not cached)', async () => {
    const word = uniqueWord();
    const account = await buildRecruiter(server);
    const owner = await signIn(server, account);
    await createListing(owner, 'job', { jobTitle: `Planner ${word}` });
    expect(JSON.stringify((await admin.get(`/api/jobs?q=${word}`)).body)).toContain(account.email);
    const changed = `changed-${uniqueWord()}@example.co.za`;
    await sqlOn('update accounts set email = $2 where id = $1', [account.id, changed]);
    expect(JSON.stringify((await admin.get(`/api/jobs?q=${word}`)).body)).toContain(changed);
  });
});
