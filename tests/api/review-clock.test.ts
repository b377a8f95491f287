/**
 * Review: one decision, one clock. Reading a proposal judged its listings' expiry by the
 * machine's clock (isOpen's default `new Date()`) but its answer-by date by the app's (api/clock.ts),
 * while the deadline sweep judges both by the app's. With the app clock moved on (tests, independent
 * checks moving the clock through a proposal's life; in production only seconds apart) a proposal
 * whose listing had expired read 'lapsed' (and refused answers as lapsed) where the sweep, rightly,
 * left it expired and never lapsed it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../api/clock';
import { useTestServer } from '../support/use-test-server';
import { buildParty, createCandidate, createJob, propose } from '../support/fixtures/matches';
import { handleDeadlineSweep } from '../../api/jobs/deadline-sweep';

const server = useTestServer();
const DAY_MS = 86_400_000;
afterEach(resetClock);

/** Expires two (real) days from now. */
const expireSoon = (table: 'jobs' | 'candidates', uid: string) =>
  server.ctx.pool.query(`update ${table} set expires_at = $2 where id = $1`, [uid, new Date(Date.now() + 2 * DAY_MS)]);

describe('the app clock decides a listing’s expiry in proposals', () => {
  it('reads a proposal on a listing expired by the app clock as expired, not lapsed', async () => {
    const [owner, proposer] = await Promise.all([buildParty(server), buildParty(server)]);
    const job = await createJob(owner);
    const uid = await propose(proposer.client, job, await createCandidate(proposer));
    await expireSoon('jobs', job.uid);
    advanceClock(12 * DAY_MS); // past the answer-by date (5 business days) and the job's expiry
    await handleDeadlineSweep(server.ctx, undefined);
    const view = (await owner.client.get(`/api/matches/${uid}`)).body.match;
    expect(view.isExpired).toBe(true);
    expect(view.status).toBe('proposed');
    // The sweep agrees: an expired proposal is neither reminded nor lapsed.
    const { rows } = await server.ctx.pool.query('select status from proposals where id = $1', [uid]);
    expect(rows[0].status).toBe('proposed');
  });
});

describe('the app clock decides the 30-day cool-down after a decline', () => {
  it('allows the pair again once the app clock is 31 days past the decline', async () => {
    const [owner, proposer] = await Promise.all([buildParty(server), buildParty(server)]);
    const job = await createJob(owner);
    const candidate = await createCandidate(proposer);
    // Approved members: the clock moved past a trial would lapse them.
    await server.ctx.pool.query('update accounts set is_approved = true where id = any($1)', [[owner.id, proposer.id]]);
    const first = await propose(proposer.client, job, candidate);
    expect((await owner.client.post(`/api/matches/${first}/decline`)).status).toBe(200);
    advanceClock(31 * DAY_MS); // the decline was stamped by the app clock: 31 days ago now
    const again = await proposer.client.post('/api/matches', { job: job.uid, candidate: candidate.uid });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });
});
