/**
 * Review (issue 23): the duplicate check says "represented by another member since {date}", and
 * nothing of which listing it is. It answered the earlier candidate's creation instant to the
 * millisecond — the very `created` every candidate tile of the search carries — so whoever holds a
 * person's e-mail, cellphone, passport or ID number could pick that person's anonymous listing out
 * of the search (their package, place, availability) and learn that they are looking for work.
 * `since` must be the day only (SA midnight), matching no tile's instant.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../support/use-test-server';
import { buildParty, createCandidate, createJob, type Party } from '../support/fixtures/matches';
import { uniqueWord } from '../support/fixtures/listings';
import { saDateOf, saStartOf } from '../../shared/rules/business-days';

const server = useTestServer({ env: { LOGIN_LIMIT_PER_IP: '1000' } });
let poster: Party;
let asker: Party;

beforeAll(async () => {
  [poster, asker] = await Promise.all([buildParty(server), buildParty(server)]);
});

describe('the duplicate check names a day, not a listing', () => {
  it('answers the SA day the earlier candidate was posted, which no search tile carries', async () => {
    const word = uniqueWord('dup');
    const email = `${word}@example.co.za`;
    const posted = await createCandidate(poster, { identifiers: { email }, candidateTitle: `Analyst ${word}` });
    await createJob(asker);
    const res = await asker.client.post('/api/candidates/duplicate-check', { identifiers: { email } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.duplicate).toBe(true);

    const { rows } = await server.ctx.pool.query('select created_at from candidates where id = $1', [posted.uid]);
    const created = rows[0].created_at as Date;
    expect(res.body.since).toBe(saStartOf(saDateOf(created)).toISOString());

    const search = await asker.client.get(`/api/candidates?q=${word}`);
    expect(search.status).toBe(200);
    const tiles = search.body.items as Array<{ uid: string; created: string }>;
    expect(tiles.map((t) => t.uid)).toContain(posted.uid);
    expect(tiles.filter((t) => t.created === res.body.since)).toEqual([]);
  });
});
