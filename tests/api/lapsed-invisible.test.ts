/**
 * Lapsed is invisible, not refused. While the standing rule is on, the listings of a member who is
 * not in good standing (trial over without approval, contract unpaid, deletion pending) leave every
 * search and its count, suggested matches, new-listing alerts and digests; a direct link shows other
 * members the same 404 as a closed listing, and proposing or offering on one answers as a closed
 * one does — never a word that this anonymous poster lapsed. The owner still sees their own and
 * administrators see everything. Back in good standing, the listings are back, with no write to them.
 */
import { randomUUID } from 'node:crypto';
import type { Job } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleDeliverAlerts } from '../../api/jobs/deliver-alerts';
import { handleDigest } from '../../api/jobs/digest';
import { MESSAGES, TITLES } from '../../shared/messages';
import { expectError, sleep, waitForMails } from '../support/api-helpers';
import { uniqueWord } from '../support/fixtures/listings';
import {
  buildParty,
  closeListingAs,
  createCandidate,
  createJob,
  propose,
  type Listing,
  type Party,
} from '../support/fixtures/matches';
import type { TestResponse } from '../support/test-client';
import { waitForQueuesIdle } from '../support/queues';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer();
const DAY_MS = 86_400_000;

let poster: Party; // the member who lapses and comes back
let searcher: Party; // a member in good standing looking at the network
let admin: Party;

/** Trial ended six days ago without approval (activated 20 days ago, 14 trial days). */
async function lapse(party: Party): Promise<void> {
  await server.ctx.pool.query(
    `update accounts set activated_at = $2, trial_days = 14, is_approved = false, is_contracted = false where id = $1`,
    [party.id, new Date(Date.now() - 20 * DAY_MS)],
  );
}
/** Back in good standing the way an administrator puts a member there: approved. */
async function approve(party: Party): Promise<void> {
  const res = await admin.client.post(`/api/admin/accounts/${party.id}/approve`, {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
/** Back to a member in their trial, for the next test. */
async function unapprove(party: Party): Promise<void> {
  await server.ctx.pool.query('update accounts set is_approved = false, activated_at = now() where id = $1', [
    party.id,
  ]);
}

const path = (kind: 'job' | 'candidate', uid: string) => `/api/${kind === 'job' ? 'jobs' : 'candidates'}/${uid}`;
const uidsOf = (res: TestResponse) => (res.body.items as Array<{ uid: string }>).map((i) => i.uid);
/** The same query each time, so the second answer is the search cache's unless it knew to forget. */
const searchFor = (party: Party, kind: 'job' | 'candidate', word: string) =>
  party.client.get(`/api/${kind === 'job' ? 'jobs' : 'candidates'}?q=${word}`);
const suggestionsFor = async (party: Party, kind: 'job' | 'candidate', uid: string) => {
  const res = await party.client.get(`${path(kind, uid)}/suggestions`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.items as Array<{ listing: { uid: string } }>).map((i) => i.listing.uid);
};

beforeAll(async () => {
  [poster, searcher, admin] = await Promise.all([buildParty(server), buildParty(server), buildParty(server, 'admin')]);
});
afterAll(async () => {
  await admin.client.put('/api/admin/settings', { requireGoodStanding: true });
});

describe('a lapsed member’s listings are invisible to other members', () => {
  it('leave the search and its count, and come back with good standing', async () => {
    const word = uniqueWord();
    const job = await createJob(poster, { jobTitle: `Payroll Officer ${word}` });
    const before = await searchFor(searcher, 'job', word);
    expect(uidsOf(before)).toEqual([job.uid]);
    expect(before.body.total).toBe(1);

    await lapse(poster);
    const lapsed = await searchFor(searcher, 'job', word);
    expect(lapsed.status).toBe(200);
    expect(uidsOf(lapsed)).toEqual([]);
    expect(lapsed.body.total).toBe(0);
    // The owner's own list still has it; an administrator's search still finds it.
    expect(uidsOf(await poster.client.get(`/api/jobs?mine=true&q=${word}`))).toEqual([job.uid]);
    expect(uidsOf(await admin.client.get(`/api/jobs?q=${word}`))).toEqual([job.uid]);

    await approve(poster);
    const back = await searchFor(searcher, 'job', word);
    expect(uidsOf(back)).toEqual([job.uid]);
    expect(back.body.total).toBe(1);
    await unapprove(poster);
  });

  it('leave the search when the trial runs out, with no write to anything', async () => {
    const member = await buildParty(server);
    const word = uniqueWord();
    const candidate = await createCandidate(member, { candidateTitle: `Bookkeeper ${word}` });
    // The trial ends six seconds from now: the cached answer must die with it.
    await server.ctx.pool.query(
      `update accounts set activated_at = now() - interval '14 days' + interval '6 seconds', trial_days = 14 where id = $1`,
      [member.id],
    );
    expect(uidsOf(await searchFor(searcher, 'candidate', word))).toEqual([candidate.uid]);
    const deadline = Date.now() + 30_000;
    let uids = [candidate.uid];
    while (uids.length && Date.now() < deadline) {
      await sleep(250);
      uids = uidsOf(await searchFor(searcher, 'candidate', word));
    }
    expect(uids).toEqual([]);
  });

  it('leave the dashboard’s network totals', async () => {
    const member = await buildParty(server);
    const totals = async () => (await searcher.client.get('/api/dashboard')).body;
    await createJob(member);
    const before = await totals();
    await lapse(member);
    const after = await totals();
    expect(after.totalActiveJobs).toBe(before.totalActiveJobs - 1);
  });

  it('a direct link: the same 404 as a closed listing for other members; the owner and admins still see it', async () => {
    const job = await createJob(poster);
    const candidate = await createCandidate(poster);
    const closedJob = await createJob(poster);
    const closedCandidate = await createCandidate(poster);
    await closeListingAs(poster.client, 'job', closedJob.uid);
    await closeListingAs(poster.client, 'candidate', closedCandidate.uid);
    const closedJobRes = await searcher.client.get(path('job', closedJob.uid));
    const closedCandidateRes = await searcher.client.get(path('candidate', closedCandidate.uid));
    expectError(closedJobRes, 404, { title: TITLES.jobNotFound, message: MESSAGES.jobNotFound });

    await lapse(poster);
    const lapsedJob = await searcher.client.get(path('job', job.uid));
    const lapsedCandidate = await searcher.client.get(path('candidate', candidate.uid));
    expect([lapsedJob.status, lapsedJob.body]).toEqual([closedJobRes.status, closedJobRes.body]);
    expect([lapsedCandidate.status, lapsedCandidate.body]).toEqual([
      closedCandidateRes.status,
      closedCandidateRes.body,
    ]);
    // Its record of answers (the Propose screen's) is as unknown.
    expectError(await searcher.client.get(`${path('job', job.uid)}/responsiveness`), 404);

    expect((await poster.client.get(path('job', job.uid))).status).toBe(200);
    expect((await admin.client.get(path('job', job.uid))).status).toBe(200);
    expect((await admin.client.get(path('candidate', candidate.uid))).status).toBe(200);

    await approve(poster);
    expect((await searcher.client.get(path('job', job.uid))).status).toBe(200);
    expect((await searcher.client.get(path('candidate', candidate.uid))).status).toBe(200);
    await unapprove(poster);
  });

  it('proposing and offering on one answers as on a closed listing, not "Member unavailable"', async () => {
    const job = await createJob(poster, { sourcing: true });
    const candidate = await createCandidate(poster);
    const closedJob = await createJob(poster, { sourcing: true });
    await closeListingAs(poster.client, 'job', closedJob.uid);
    const mine = await createCandidate(searcher);
    const myJob = await createJob(searcher);
    const onClosed = await searcher.client.post('/api/matches', { job: closedJob.uid, candidate: mine.uid });
    const offerOnClosed = await searcher.client.post('/api/sourcing', { job: closedJob.uid });
    expectError(onClosed, 404, { title: TITLES.jobNotFound, message: MESSAGES.jobNotFound });

    await lapse(poster);
    const onLapsed = await searcher.client.post('/api/matches', { job: job.uid, candidate: mine.uid });
    expect([onLapsed.status, onLapsed.body]).toEqual([onClosed.status, onClosed.body]);
    const offerOnLapsed = await searcher.client.post('/api/sourcing', { job: job.uid });
    expect([offerOnLapsed.status, offerOnLapsed.body]).toEqual([offerOnClosed.status, offerOnClosed.body]);
    expectError(await searcher.client.post('/api/matches', { job: myJob.uid, candidate: candidate.uid }), 404, {
      title: TITLES.candidateNotFound,
      message: MESSAGES.candidateNotFound,
    });

    await approve(poster);
    expect((await searcher.client.post('/api/matches', { job: job.uid, candidate: mine.uid })).status).toBe(201);
    expect((await searcher.client.post('/api/sourcing', { job: job.uid })).status).toBe(201);
    await unapprove(poster);
  });

  it('approving a lapsed member’s proposal answers as if their listing had closed', async () => {
    const member = await buildParty(server);
    const theirCandidate = await createCandidate(member);
    const myJob = await createJob(searcher);
    const pending = await propose(member.client, myJob, theirCandidate);
    await lapse(member);
    const res = await searcher.client.post(`/api/matches/${pending}/approve`);
    expectError(res, 409, { message: 'This Match Proposal has expired: its job spec or candidate is closed.' });
    const { rows } = await server.ctx.pool.query('select status from proposals where id = $1', [pending]);
    expect(rows[0].status).toBe('proposed');
  });

  it('leave suggested matches, and come back', async () => {
    // A category only this test's listings share ('Other' with a free text no other test uses).
    const niche = {
      categories: [99],
      categoryOther: uniqueWord('niche'),
      natures: [1],
      equities: [1],
      packageId: 5,
      sectors: [30],
    };
    const mine = await createCandidate(searcher, niche);
    const job = await createJob(poster, niche);
    expect(await suggestionsFor(searcher, 'candidate', mine.uid)).toContain(job.uid);
    await lapse(poster);
    expect(await suggestionsFor(searcher, 'candidate', mine.uid)).not.toContain(job.uid);
    await approve(poster);
    expect(await suggestionsFor(searcher, 'candidate', mine.uid)).toContain(job.uid);
    await unapprove(poster);
  });

  it('a deletion-pending member’s open listing is as invisible', async () => {
    const member = await buildParty(server);
    const word = uniqueWord();
    const job = await createJob(member, { jobTitle: `Tax Clerk ${word}` });
    await server.ctx.pool.query(
      `update accounts set deletion_requested_at = now(), deletion_due_at = now() + interval '30 days' where id = $1`,
      [member.id],
    );
    expect(uidsOf(await searchFor(searcher, 'job', word))).toEqual([]);
    expectError(await searcher.client.get(path('job', job.uid)), 404, { title: TITLES.jobNotFound });
    await server.ctx.pool.query(
      `update accounts set deletion_requested_at = null, deletion_due_at = null where id = $1`,
      [member.id],
    );
    expect(uidsOf(await searchFor(searcher, 'job', word))).toEqual([job.uid]);
  });

  it('are not invisible while the administrators’ standing rule is off', async () => {
    const member = await buildParty(server);
    const word = uniqueWord();
    const job = await createJob(member, { jobTitle: `Credit Controller ${word}` });
    await lapse(member);
    expect(uidsOf(await searchFor(searcher, 'job', word))).toEqual([]);
    expect((await admin.client.put('/api/admin/settings', { requireGoodStanding: false })).status).toBe(200);
    expect(uidsOf(await searchFor(searcher, 'job', word))).toEqual([job.uid]);
    expect((await admin.client.put('/api/admin/settings', { requireGoodStanding: true })).status).toBe(200);
    expect(uidsOf(await searchFor(searcher, 'job', word))).toEqual([]);
  });
});

describe('alerts and digests leave out a lapsed member’s listings', () => {
  // Categories no other test here uses, so only these tests' listings reach these members.
  const ALERTS = 41;
  const DIGEST = 42;

  it('a new-listing alert waiting in its batch is not sent once the poster lapsed; sent again after', async () => {
    // Earlier tests' new-listing alerts are fanned out by the queue; one still waiting would find
    // the recipient below (a new account's categories include theirs until the update) and mail it.
    await waitForQueuesIdle(server);
    const member = await buildParty(server);
    const recipient = await buildParty(server);
    await server.ctx.pool.query(`update accounts set categories = $2 where id = $1`, [recipient.id, [ALERTS]]);
    // The recipient was mailed just now: the worker holds this batch for 15 minutes, and the test
    // delivers it itself (the batch's handler, as the worker would run it) when it is ready.
    await server.ctx.pool.query(`insert into alert_clock (account_id, last_sent_at) values ($1, now())`, [
      recipient.id,
    ]);
    const deliverBatch = async () => {
      await server.ctx.pool.query(
        `update alert_clock set last_sent_at = now() - interval '16 minutes' where account_id = $1`,
        [recipient.id],
      );
      await handleDeliverAlerts(server.ctx, {
        id: randomUUID(),
        name: 'deliver-alerts',
        data: { accountId: recipient.id },
      } as unknown as Job<unknown>);
    };
    const queued = async (listingId: string) => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const { rows } = await server.ctx.pool.query(
          'select sent_at from pending_alerts where account_id = $1 and listing_id = $2',
          [recipient.id, listingId],
        );
        if (rows[0]) return rows[0] as { sent_at: Date | null };
        if (Date.now() > deadline) throw new Error('the alert was not queued');
        await sleep(100);
      }
    };
    const job = await createJob(member, { categories: [ALERTS] });
    await queued(job.uid);
    await lapse(member);
    await deliverBatch();
    expect((await queued(job.uid)).sent_at).not.toBeNull();
    await waitForQueuesIdle(server);
    expect(server.smtp.to(recipient.email)).toEqual([]);

    // In good standing again, the next new listing alerts as ever.
    await approve(member);
    const next = await createJob(member, { categories: [ALERTS] });
    await queued(next.uid);
    await deliverBatch();
    const [mail] = await waitForMails(server, recipient.email, /^New on Recruiter Connect/, 1);
    expect(mail!.text).toContain(next.reference);
    expect(mail!.text).not.toContain(job.reference);
  });

  it('the daily summary lists others’ new listings, not a lapsed member’s', async () => {
    const [inStanding, lapsing, reader] = await Promise.all([
      buildParty(server),
      buildParty(server),
      buildParty(server),
    ]);
    await server.ctx.pool.query(
      `update accounts set categories = $2, notifications = notifications || '{"summaryDaily": true}'::jsonb where id = $1`,
      [reader.id, [DIGEST]],
    );
    const kept: Listing = await createJob(inStanding, { categories: [DIGEST] });
    const hidden: Listing = await createJob(lapsing, { categories: [DIGEST] });
    await lapse(lapsing);
    await handleDigest(server.ctx, 'daily', { now: new Date(Date.now() + 60_000).toISOString() });
    const [mail] = await waitForMails(server, reader.email, /^Daily summary:/, 1);
    expect(mail!.text).toContain(kept.reference);
    expect(mail!.text).not.toContain(hidden.reference);
  });
});
