/**
 * Repeated proposals ("Trust"): a job spec and candidate pair whose match was declined
 * cannot be proposed again — by either owner — for 30 days after the decline, and a pair already
 * approved never again (409 with a clear message each). For sourcing offers the pair is the job
 * spec and the offering member: the same member cannot offer again for 30 days after a decline,
 * nor after an acceptance; other members may still offer.
 */
import { describe, expect, it } from 'vitest';
import { expectError } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import {
  buildParty,
  countWhere,
  createCandidate,
  createJob,
  notesOf,
  offer,
  propose,
} from '../support/fixtures/matches';

const server = useTestServer();

const MATCH_DECLINED_RECENTLY = {
  title: 'Match Proposal failed',
  message:
    'This job spec and candidate were declined as a match less than 30 days ago. They can be proposed again 30 days after the decline.',
};
const MATCH_ALREADY_APPROVED = {
  title: 'Match Proposal failed',
  message: 'This job spec and candidate are already an approved match.',
};
const OFFER_DECLINED_RECENTLY = {
  title: 'Sourcing Offer failed',
  message:
    'Your Sourcing Offer for this job spec was declined less than 30 days ago. You can offer again 30 days after the decline.',
};
const OFFER_ALREADY_APPROVED = {
  title: 'Sourcing Offer failed',
  message: 'Your Sourcing Offer for this job spec has already been accepted.',
};

/** Moves every answer about this job spec `days` into the past. */
async function ageAnswers(kind: 'match' | 'sourcing', jobId: string, days: number) {
  await server.ctx.pool.query(
    `update proposals set seconded_at = now() - make_interval(days => $2) where job_id = $1 and kind = $3 and seconded_at is not null`,
    [jobId, days, kind],
  );
}

async function pair() {
  const [jobOwner, candidateOwner] = await Promise.all([buildParty(server), buildParty(server)]);
  const [job, candidate] = await Promise.all([
    createJob(jobOwner, { sourcing: true }),
    createCandidate(candidateOwner),
  ]);
  return { jobOwner, candidateOwner, job, candidate };
}

describe('match proposals of a pair that was answered', () => {
  it('refuses the pair for 30 days after a decline, from either side, without notifying anyone', async () => {
    const p = await pair();
    const first = await propose(p.candidateOwner.client, p.job, p.candidate);
    expect((await p.jobOwner.client.post(`/api/matches/${first}/decline`)).status).toBe(200);
    const notesBefore = (await notesOf(server, p.jobOwner.id)).length;

    const again = await p.candidateOwner.client.post('/api/matches', { job: p.job.uid, candidate: p.candidate.uid });
    expectError(again, 409, MATCH_DECLINED_RECENTLY);
    const otherSide = await p.jobOwner.client.post('/api/matches', { job: p.job.uid, candidate: p.candidate.uid });
    expectError(otherSide, 409, MATCH_DECLINED_RECENTLY);
    expect(await countWhere(server, 'proposals', "kind = 'match' and job_id = $1", [p.job.uid])).toBe(1);
    expect(await notesOf(server, p.jobOwner.id)).toHaveLength(notesBefore);

    // Still inside the window on day 29; allowed again once 30 days have passed.
    await ageAnswers('match', p.job.uid, 29);
    expectError(
      await p.candidateOwner.client.post('/api/matches', { job: p.job.uid, candidate: p.candidate.uid }),
      409,
      MATCH_DECLINED_RECENTLY,
    );
    await ageAnswers('match', p.job.uid, 31);
    const later = await propose(p.candidateOwner.client, p.job, p.candidate);
    expect(later).not.toBe(first);
  });

  it('refuses an approved pair for good, from either side', async () => {
    const p = await pair();
    const first = await propose(p.candidateOwner.client, p.job, p.candidate);
    expect((await p.jobOwner.client.post(`/api/matches/${first}/approve`)).status).toBe(200);
    await ageAnswers('match', p.job.uid, 400);
    expectError(
      await p.candidateOwner.client.post('/api/matches', { job: p.job.uid, candidate: p.candidate.uid }),
      409,
      MATCH_ALREADY_APPROVED,
    );
    expectError(
      await p.jobOwner.client.post('/api/matches', { job: p.job.uid, candidate: p.candidate.uid }),
      409,
      MATCH_ALREADY_APPROVED,
    );
    expect(await countWhere(server, 'proposals', "kind = 'match' and job_id = $1", [p.job.uid])).toBe(1);
  });

  it('does not hold a decline against other pairs of the same listings', async () => {
    const p = await pair();
    const first = await propose(p.candidateOwner.client, p.job, p.candidate);
    expect((await p.jobOwner.client.post(`/api/matches/${first}/decline`)).status).toBe(200);
    const otherCandidate = await createCandidate(p.candidateOwner);
    await propose(p.candidateOwner.client, p.job, otherCandidate);
    const otherJob = await createJob(p.jobOwner);
    await propose(p.candidateOwner.client, otherJob, p.candidate);
  });
});

describe('sourcing offers of a member whose offer for the job spec was answered', () => {
  it('refuses the same member for 30 days after a decline; another member may offer', async () => {
    const p = await pair();
    const proposer = p.candidateOwner;
    const first = await offer(proposer.client, p.job);
    expect((await p.jobOwner.client.post(`/api/sourcing/${first}/decline`)).status).toBe(200);

    expectError(await proposer.client.post('/api/sourcing', { job: p.job.uid }), 409, OFFER_DECLINED_RECENTLY);
    await offer((await buildParty(server)).client, p.job);
    await ageAnswers('sourcing', p.job.uid, 29);
    expectError(await proposer.client.post('/api/sourcing', { job: p.job.uid }), 409, OFFER_DECLINED_RECENTLY);
    await ageAnswers('sourcing', p.job.uid, 31);
    expect(await offer(proposer.client, p.job)).not.toBe(first);
  });

  it('refuses the same member for good after an acceptance', async () => {
    const p = await pair();
    const first = await offer(p.candidateOwner.client, p.job);
    expect((await p.jobOwner.client.post(`/api/sourcing/${first}/approve`)).status).toBe(200);
    await ageAnswers('sourcing', p.job.uid, 400);
    expectError(await p.candidateOwner.client.post('/api/sourcing', { job: p.job.uid }), 409, OFFER_ALREADY_APPROVED);
    expect(await countWhere(server, 'proposals', "kind = 'sourcing' and job_id = $1", [p.job.uid])).toBe(1);
  });
});
