/**
 * Match proposals over the API (spec §1, §3 Match, §4 Match, §6, §7, §8): who may propose what,
 * who may see and answer a proposal — the proposer, the seconder, a third recruiter, a hiring
 * company and an admin each get exactly what the rules say — concurrent answers, and the
 * effects (notes, mails through the SMTP sink, usage, analytics, dashboard tiles).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, waitForMails } from '../support/api-helpers';
import { buildRecruiter, signIn } from '../support/factories';
import { useTestServer } from '../support/use-test-server';
import { expireListing } from '../support/fixtures/listings';
import {
  DAY_MS,
  analyticsCount,
  auditAbout,
  buildCast,
  buildParty,
  closeListingAs,
  countWhere,
  createCandidate,
  createHiringJob,
  createJob,
  expectContactCardInMail,
  expectNoContactInMail,
  expectNothingAbout,
  matchRow,
  notesAbout,
  notesOf,
  propose,
  proposalMails,
  proposalMailsAfterQuiet,
  expectTemplates,
  startOfThisMonthUtc,
  usageAbout,
  usageLine,
  type Cast,
  type Listing,
  type Party,
} from '../support/fixtures/matches';
import { waitForQueuesIdle } from '../support/queues';

const server = useTestServer();
let cast: Cast;

beforeAll(async () => {
  cast = await buildCast(server);
});

type Pair = { jobOwner: Party; candidateOwner: Party; job: Listing; candidate: Listing };

/** Two recruiters, one with an open job spec, the other with an open candidate. */
async function pair(options: { candidateOwnerWebsite?: string | null } = {}): Promise<Pair> {
  const [jobOwner, candidateOwner] = await Promise.all([
    buildParty(server),
    buildParty(
      server,
      'recruiter',
      'candidateOwnerWebsite' in options ? { website: options.candidateOwnerWebsite } : {},
    ),
  ]);
  const [job, candidate] = await Promise.all([createJob(jobOwner), createCandidate(candidateOwner)]);
  return { jobOwner, candidateOwner, job, candidate };
}

/** A pending proposal of the candidate owner's candidate for the job owner's job spec. */
async function pending(options: { candidateOwnerWebsite?: string | null } = {}) {
  const p = await pair(options);
  const uid = await propose(p.candidateOwner.client, p.job, p.candidate);
  return { ...p, uid, proposer: p.candidateOwner, seconder: p.jobOwner };
}

const MATCH_FAILED = 'Match Proposal failed';
const PRIVATE = {
  title: 'Match Proposals are private',
  message: 'The specified Match Proposal link is only available to the parties involved.',
};
const NOT_FOUND = { title: 'Match Proposal invalid', message: 'Your Match Proposal could not be found.' };

const openMatchesFor = (job: Listing) =>
  countWhere(server, 'proposals', `kind = 'match' and job_id = $1 and status = 'proposed'`, [job.uid]);

describe('POST /api/matches: one listing of yours and one open listing of someone else', () => {
  it('proposes your candidate for another recruiter’s job spec: the job owner seconds it', async () => {
    const p = await pair();
    const uid = await propose(p.candidateOwner.client, p.job, p.candidate);
    const row = await matchRow(server, uid);
    expect(row).toMatchObject({
      proposer_id: p.candidateOwner.id,
      seconder_id: p.jobOwner.id,
      job_id: p.job.uid,
      candidate_id: p.candidate.uid,
      j_reference: p.job.reference,
      c_reference: p.candidate.reference,
      status: 'proposed',
      seconded_at: null,
    });
  });

  it('proposes your job spec for another recruiter’s candidate: the candidate owner seconds it', async () => {
    const p = await pair();
    const uid = await propose(p.jobOwner.client, p.job, p.candidate);
    expect(await matchRow(server, uid)).toMatchObject({ proposer_id: p.jobOwner.id, seconder_id: p.candidateOwner.id });
  });

  it('refuses a match between two listings of your own (403) and writes nothing', async () => {
    const owner = await buildParty(server);
    const [job, candidate] = await Promise.all([createJob(owner), createCandidate(owner)]);
    const res = await owner.client.post('/api/matches', { job: job.uid, candidate: candidate.uid });
    expectError(res, 403, { title: MATCH_FAILED });
    expect(await countWhere(server, 'proposals', "kind = 'match' and job_id = $1", [job.uid])).toBe(0);
    expect(await notesOf(server, owner.id)).toHaveLength(0);
  });

  it('refuses a match between two listings of other people (403), admins included, and writes nothing', async () => {
    const p = await pair();
    for (const outsider of [cast.third, cast.admin]) {
      const res = await outsider.client.post('/api/matches', { job: p.job.uid, candidate: p.candidate.uid });
      expectError(res, 403, { title: MATCH_FAILED });
    }
    expect(await countWhere(server, 'proposals', "kind = 'match' and job_id = $1", [p.job.uid])).toBe(0);
  });

  it.each([
    ['closed', 'job'],
    ['closed', 'candidate'],
    ['expired', 'job'],
    ['expired', 'candidate'],
  ] as const)('answers 404 when the other party’s listing is %s (%s)', async (state, kind) => {
    const p = await pair();
    // The proposer owns the other kind of listing.
    const [proposer, other] = kind === 'job' ? [p.candidateOwner, p.jobOwner] : [p.jobOwner, p.candidateOwner];
    const target = kind === 'job' ? p.job : p.candidate;
    if (state === 'closed') await closeListingAs(other.client, kind, target.uid);
    else await expireListing(server, kind === 'job' ? 'jobs' : 'candidates', target.uid);
    const res = await proposer.client.post('/api/matches', { job: p.job.uid, candidate: p.candidate.uid });
    expectError(
      res,
      404,
      kind === 'job'
        ? {
            title: 'Job spec not found',
            message: 'The job spec you are trying to view could not be found, and may have expired.',
          }
        : {
            title: 'Candidate spec not found',
            message: 'The candidate spec you are trying to view could not be found, and may have expired.',
          },
    );
    expect(await countWhere(server, 'proposals', "kind = 'match' and job_id = $1", [p.job.uid])).toBe(0);
  });

  it.each([
    ['closed', 'job'],
    ['closed', 'candidate'],
    ['expired', 'job'],
    ['expired', 'candidate'],
  ] as const)('answers 409 when your own listing is %s (%s)', async (state, kind) => {
    const p = await pair();
    const proposer = kind === 'job' ? p.jobOwner : p.candidateOwner;
    const own = kind === 'job' ? p.job : p.candidate;
    if (state === 'closed') await closeListingAs(proposer.client, kind, own.uid);
    else await expireListing(server, kind === 'job' ? 'jobs' : 'candidates', own.uid);
    const res = await proposer.client.post('/api/matches', { job: p.job.uid, candidate: p.candidate.uid });
    expectError(res, 409, { title: MATCH_FAILED });
    expect(await countWhere(server, 'proposals', "kind = 'match' and job_id = $1", [p.job.uid])).toBe(0);
  });

  it('refuses hiring companies (403), even for their own job spec', async () => {
    const hiring = await buildParty(server, 'hiring');
    const recruiter = await buildParty(server);
    const [job, candidate] = await Promise.all([createHiringJob(hiring), createCandidate(recruiter)]);
    const res = await hiring.client.post('/api/matches', { job: job.uid, candidate: candidate.uid });
    expectError(res, 403, { title: MATCH_FAILED });
    // And for listings of other people.
    const other = await pair();
    expectError(
      await cast.hiring.client.post('/api/matches', { job: other.job.uid, candidate: other.candidate.uid }),
      403,
      {
        title: MATCH_FAILED,
      },
    );
    expect(
      await countWhere(server, 'proposals', "kind = 'match' and job_id = any($1::uuid[])", [[job.uid, other.job.uid]]),
    ).toBe(0);
  });

  it('refuses a second open proposal for the pair (409), also from the other side, with one note only', async () => {
    const p = await pair();
    await propose(p.candidateOwner.client, p.job, p.candidate);
    const again = await p.candidateOwner.client.post('/api/matches', { job: p.job.uid, candidate: p.candidate.uid });
    expectError(again, 409, { title: MATCH_FAILED });
    const otherSide = await p.jobOwner.client.post('/api/matches', { job: p.job.uid, candidate: p.candidate.uid });
    expectError(otherSide, 409, { title: MATCH_FAILED });
    expect(await openMatchesFor(p.job)).toBe(1);
    expect((await notesOf(server, p.jobOwner.id)).map((n) => n.heading)).toEqual(['Match Proposal - New']);
    expect(await notesOf(server, p.candidateOwner.id)).toHaveLength(0);
  });

  it('allows a new proposal for the pair once 30 days have passed since a decline', async () => {
    const p = await pair();
    const first = await propose(p.candidateOwner.client, p.job, p.candidate);
    expect((await p.jobOwner.client.post(`/api/matches/${first}/decline`)).status).toBe(200);
    // Within the 30 days the pair is refused (tests/api/proposal-repeats.test.ts).
    await server.ctx.pool.query(`update proposals set seconded_at = now() - interval '31 days' where id = $1`, [first]);
    // This time from the job owner's side: the roles swap.
    const second = await propose(p.jobOwner.client, p.job, p.candidate);
    expect(second).not.toBe(first);
    expect(await matchRow(server, second)).toMatchObject({
      proposer_id: p.jobOwner.id,
      seconder_id: p.candidateOwner.id,
      status: 'proposed',
    });
    expect(await openMatchesFor(p.job)).toBe(1);
  });

  it('answers 422 to malformed, missing or extra fields and 404 to unknown listings', async () => {
    const p = await pair();
    const client = p.candidateOwner.client;
    const bad: Array<Record<string, unknown>> = [
      { job: 'not-a-uuid', candidate: p.candidate.uid },
      { job: p.job.uid, candidate: '1234' },
      { job: `${p.job.uid}x`, candidate: p.candidate.uid },
      { job: p.job.uid },
      { candidate: p.candidate.uid },
      {},
      { job: 42, candidate: p.candidate.uid },
      { job: p.job.uid, candidate: p.candidate.uid, seconder: cast.third.id },
    ];
    for (const body of bad) expectError(await client.post('/api/matches', body), 422);
    expectError(await client.post('/api/matches', { job: randomUUID(), candidate: p.candidate.uid }), 404, {
      title: 'Job spec not found',
    });
    expectError(await client.post('/api/matches', { job: p.job.uid, candidate: randomUUID() }), 404, {
      title: 'Candidate spec not found',
    });
    expect(await countWhere(server, 'proposals', "kind = 'match' and job_id = $1", [p.job.uid])).toBe(0);
  });
});

describe('signed-out and incomplete members', () => {
  it('visitors get 401 from every match route and change nothing', async () => {
    const m = await pending();
    const visitor = server.client();
    expectError(await visitor.post('/api/matches', { job: m.job.uid, candidate: m.candidate.uid }), 401);
    expectError(await visitor.get(`/api/matches/${m.uid}`), 401);
    expectError(await visitor.post(`/api/matches/${m.uid}/approve`), 401);
    expectError(await visitor.post(`/api/matches/${m.uid}/decline`), 401);
    expect((await matchRow(server, m.uid))!.status).toBe('proposed');
  });

  it('members with an incomplete profile get 403 from every match route', async () => {
    const m = await pending();
    for (const gap of [{ lastname: null }, { company: '' }, { categories: [] }]) {
      const client = await signIn(server, await buildRecruiter(server, gap));
      const res = [
        await client.post('/api/matches', { job: m.job.uid, candidate: m.candidate.uid }),
        await client.get(`/api/matches/${m.uid}`),
        await client.post(`/api/matches/${m.uid}/approve`),
        await client.post(`/api/matches/${m.uid}/decline`),
      ];
      for (const r of res) {
        expectError(r, 403, { title: 'Profile incomplete' });
        expectNothingAbout(r, [m.uid, m.job.reference, m.candidate.reference]);
      }
    }
    expect((await matchRow(server, m.uid))!.status).toBe('proposed');
  });

  it('an incomplete seconder cannot answer until the profile is complete', async () => {
    const m = await pending();
    await server.ctx.pool.query('update accounts set title = null where id = $1', [m.seconder.id]);
    expectError(await m.seconder.client.post(`/api/matches/${m.uid}/approve`), 403, { title: 'Profile incomplete' });
    await server.ctx.pool.query(`update accounts set title = 'Recruiter' where id = $1`, [m.seconder.id]);
    expect((await m.seconder.client.post(`/api/matches/${m.uid}/approve`)).status).toBe(200);
  });
});

describe('GET /api/matches/:uid: the proposer, the seconder and admins only', () => {
  it('shows the proposer the pending proposal with both listings and no abilities', async () => {
    const m = await pending();
    const res = await m.proposer.client.get(`/api/matches/${m.uid}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const view = res.body.match;
    expect(view).toMatchObject({
      uid: m.uid,
      status: 'proposed',
      isExpired: false,
      seconded: null,
      jReference: m.job.reference,
      cReference: m.candidate.reference,
      viewerRole: 'proposer',
      abilities: { canApprove: false, canDecline: false },
      job: { uid: m.job.uid, reference: m.job.reference, jobTitle: m.job.title },
      candidate: { uid: m.candidate.uid, reference: m.candidate.reference, candidateTitle: m.candidate.title },
    });
    expect(new Date(view.proposed).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(view).not.toHaveProperty('contacts');
    for (const panel of [view.job, view.candidate]) {
      expect(panel).not.toHaveProperty('owner');
      expect(panel).not.toHaveProperty('isMine');
      expect(panel).not.toHaveProperty('abilities');
    }
  });

  it('shows the seconder the pending proposal with approve and decline abilities', async () => {
    const m = await pending();
    const res = await m.seconder.client.get(`/api/matches/${m.uid}`);
    expect(res.status).toBe(200);
    expect(res.body.match).toMatchObject({
      viewerRole: 'seconder',
      status: 'proposed',
      abilities: { canApprove: true, canDecline: true },
    });
    expect(res.body.match).not.toHaveProperty('contacts');
  });

  it('shows an admin everything as viewerRole admin, with no abilities', async () => {
    const m = await pending();
    const res = await cast.admin.client.get(`/api/matches/${m.uid}`);
    expect(res.status).toBe(200);
    expect(res.body.match).toMatchObject({
      uid: m.uid,
      viewerRole: 'admin',
      jReference: m.job.reference,
      cReference: m.candidate.reference,
      abilities: { canApprove: false, canDecline: false },
    });
    expect(res.body.match).not.toHaveProperty('contacts');
  });

  it.each(['third', 'hiring'] as const)('tells a %s party it is private and nothing else (403)', async (who) => {
    const m = await pending();
    const res = await cast[who].client.get(`/api/matches/${m.uid}`);
    expectError(res, 403, PRIVATE);
    expectNothingAbout(res, [
      m.uid,
      m.job.uid,
      m.candidate.uid,
      m.job.reference,
      m.candidate.reference,
      m.job.title,
      m.candidate.title,
    ]);
  });

  it('answers 404 Match Proposal invalid to an unknown or malformed uid', async () => {
    for (const uid of [randomUUID(), 'not-a-uuid', '1']) {
      for (const client of [cast.third.client, cast.admin.client])
        expectError(await client.get(`/api/matches/${uid}`), 404, NOT_FOUND);
    }
  });
});

describe('approve and decline: the seconder only, once, while both listings are open', () => {
  it.each(['approve', 'decline'] as const)(
    'refuses to %s for the proposer, an admin, a third party, a hiring company; unknown uid 404',
    async (action) => {
      const m = await pending();
      const path = `/api/matches/${m.uid}/${action}`;
      expectError(await m.proposer.client.post(path), 403, { title: MATCH_FAILED });
      expectError(await cast.admin.client.post(path), 403, { title: MATCH_FAILED });
      for (const outsider of [cast.third, cast.hiring]) {
        const res = await outsider.client.post(path);
        expectError(res, 403, PRIVATE);
        expectNothingAbout(res, [m.uid, m.job.reference, m.candidate.reference, m.job.title, m.candidate.title]);
      }
      for (const uid of [randomUUID(), 'nope'])
        expectError(await m.seconder.client.post(`/api/matches/${uid}/${action}`), 404, NOT_FOUND);

      expect(await matchRow(server, m.uid)).toMatchObject({ status: 'proposed', seconded_at: null });
      expect((await notesAbout(server, m.uid)).map((n) => n.heading)).toEqual(['Match Proposal - New']);
      expect(await usageAbout(server, m.uid)).toHaveLength(2);
      const view = await m.seconder.client.get(`/api/matches/${m.uid}`);
      expect(view.body.match.abilities).toEqual({ canApprove: true, canDecline: true });
    },
  );

  it('lets the seconder approve once; any second answer is 409', async () => {
    const m = await pending();
    const res = await m.seconder.client.post(`/api/matches/${m.uid}/approve`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.match).toMatchObject({
      uid: m.uid,
      status: 'approved',
      viewerRole: 'seconder',
      abilities: { canApprove: false, canDecline: false },
    });
    expect(res.body.match.seconded).toEqual(expect.any(String));
    for (const action of ['approve', 'decline']) {
      const again = await m.seconder.client.post(`/api/matches/${m.uid}/${action}`);
      expectError(again, 409, { title: MATCH_FAILED });
      expect(again.body.error.message).toContain('approved');
    }
    expect((await matchRow(server, m.uid))!.status).toBe('approved');
    expect((await notesAbout(server, m.uid)).map((n) => n.heading)).toEqual([
      'Match Proposal - New',
      'Match Proposal - Accepted',
    ]);
  });

  it('lets the seconder decline once; approving afterwards is 409', async () => {
    const m = await pending();
    const res = await m.seconder.client.post(`/api/matches/${m.uid}/decline`);
    expect(res.status).toBe(200);
    expect(res.body.match).toMatchObject({ status: 'declined', abilities: { canApprove: false, canDecline: false } });
    expect(res.body.match).not.toHaveProperty('contacts');
    for (const action of ['approve', 'decline']) {
      expectError(await m.seconder.client.post(`/api/matches/${m.uid}/${action}`), 409, { title: MATCH_FAILED });
    }
    expect((await matchRow(server, m.uid))!.status).toBe('declined');
  });

  it.each([
    ['closing the job spec', 'job', 'close'],
    ['closing the candidate', 'candidate', 'close'],
    ['the job spec running out', 'job', 'expire'],
    ['the candidate running out', 'candidate', 'expire'],
  ] as const)('ends the proposal on %s: 409 and no abilities', async (_name, kind, how) => {
    const m = await pending();
    const owner = kind === 'job' ? m.jobOwner : m.candidateOwner;
    const listing = kind === 'job' ? m.job : m.candidate;
    if (how === 'close') await closeListingAs(owner.client, kind, listing.uid);
    else await expireListing(server, kind === 'job' ? 'jobs' : 'candidates', listing.uid);

    const view = await m.seconder.client.get(`/api/matches/${m.uid}`);
    expect(view.status).toBe(200);
    expect(view.body.match).toMatchObject({
      status: 'proposed',
      isExpired: true,
      abilities: { canApprove: false, canDecline: false },
    });
    for (const action of ['approve', 'decline']) {
      expectError(await m.seconder.client.post(`/api/matches/${m.uid}/${action}`), 409, { title: MATCH_FAILED });
    }
    expect(await matchRow(server, m.uid)).toMatchObject({ status: 'proposed', seconded_at: null });
    expect(await notesOf(server, m.proposer.id)).toHaveLength(0);
    // Admins still see it (as expired).
    expect((await cast.admin.client.get(`/api/matches/${m.uid}`)).body.match).toMatchObject({
      isExpired: true,
      viewerRole: 'admin',
    });
  });
});

describe('concurrent answers end in one state, one note and one mail', () => {
  it('two proposals of one pair at once (a double submit): one 201, one 409', async () => {
    const p = await pair();
    const body = { job: p.job.uid, candidate: p.candidate.uid };
    const results = await Promise.all([
      p.candidateOwner.client.post('/api/matches', body),
      p.jobOwner.client.post('/api/matches', body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expectError(
      results.find((r) => r.status === 409)!,
      409,
      { title: MATCH_FAILED },
    );
    expect(await openMatchesFor(p.job)).toBe(1);
    const uid = results.find((r) => r.status === 201)!.body.uid as string;
    expect(await notesAbout(server, uid)).toHaveLength(1);
    expect(await usageAbout(server, uid)).toHaveLength(2);
  });

  it('approve and approve at once', async () => {
    const m = await pending();
    const path = `/api/matches/${m.uid}/approve`;
    const results = await Promise.all([m.seconder.client.post(path), m.seconder.client.post(path)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const conflict = results.find((r) => r.status === 409)!;
    expectError(conflict, 409, { title: MATCH_FAILED });
    expect(conflict.body.error.message).toBe('This Match Proposal has already been approved.');

    expect((await matchRow(server, m.uid))!.status).toBe('approved');
    const toProposer = (await notesOf(server, m.proposer.id)).filter((n) => n.link.endsWith(m.uid));
    expect(toProposer.map((n) => n.heading)).toEqual(['Match Proposal - Accepted']);
    await waitForMails(server, m.proposer.email, /accepted/, 1);
    await waitForMails(server, m.seconder.email, /^Match approved/, 1);
    await waitForQueuesIdle(server, { except: ['deliver-alerts'] });
    expect(proposalMails(server, m.proposer.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/was accepted/),
    ]);
    expect(proposalMails(server, m.seconder.email).filter((mail) => /^Match approved/.test(mail.subject))).toHaveLength(
      1,
    );
    expect(await usageAbout(server, m.uid)).toHaveLength(4);
    expect(await analyticsCount(server, 'proposal-accepted', m.seconder.id)).toBe(1);
    expect((await auditAbout(server, m.uid)).filter((a) => a.action === 'contact-reveal')).toHaveLength(1);
  });

  it('approve and decline at once', async () => {
    const m = await pending();
    const results = await Promise.all([
      m.seconder.client.post(`/api/matches/${m.uid}/approve`),
      m.seconder.client.post(`/api/matches/${m.uid}/decline`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.match.status as 'approved' | 'declined';
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.error.message).toBe(`This Match Proposal has already been ${winner}.`);
    expect((await matchRow(server, m.uid))!.status).toBe(winner);

    const heading = winner === 'approved' ? 'Match Proposal - Accepted' : 'Match Proposal - Declined';
    const toProposer = (await notesOf(server, m.proposer.id)).filter((n) => n.link.endsWith(m.uid));
    expect(toProposer.map((n) => n.heading)).toEqual([heading]);
    await waitForMails(server, m.proposer.email, /accepted|declined/, 1);
    await waitForQueuesIdle(server, { except: ['deliver-alerts'] });
    expect(proposalMails(server, m.proposer.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(winner === 'approved' ? /was accepted/ : /was declined/),
    ]);
    expect(proposalMails(server, m.seconder.email).filter((mail) => /^Match approved/.test(mail.subject))).toHaveLength(
      winner === 'approved' ? 1 : 0,
    );
    const usage = await usageAbout(server, m.uid);
    expect(usage).toHaveLength(4);
    expect(await analyticsCount(server, 'proposal-accepted', m.seconder.id)).toBe(winner === 'approved' ? 1 : 0);
    expect(await analyticsCount(server, 'proposal-declined', m.seconder.id)).toBe(winner === 'declined' ? 1 : 0);
  });
});

describe('effects: notes, mails, usage and analytics', () => {
  it('proposing notifies the seconder without any contact detail and records usage and analytics', async () => {
    const m = await pending();
    const [note, ...more] = await notesOf(server, m.seconder.id);
    expect(more).toHaveLength(0);
    expect(note).toMatchObject({
      heading: 'Match Proposal - New',
      link: `/match/proposal/${m.uid}`,
      is_read: false,
      is_deleted: false,
    });
    expect(note!.message).toContain(m.job.reference);
    expect(note!.message).toContain(m.candidate.reference);
    expect(await notesOf(server, m.proposer.id)).toHaveLength(0);

    expect(await usageAbout(server, m.uid)).toEqual(
      [usageLine(m.proposer.id, 'proposals', 'match'), usageLine(m.seconder.id, 'offers', 'match')].sort(),
    );
    expect(await analyticsCount(server, 'proposal-sent', m.proposer.id)).toBe(1);

    // The seconder owns the job spec: proposeMatchingJob.
    const mail = await server.smtp.waitFor(m.seconder.email, /New Match Proposal/);
    expect(mail.subject).toBe(`New Match Proposal for your job spec ${m.job.reference}`);
    for (const part of [m.job.reference, m.job.title, m.candidate.reference, m.candidate.title]) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part);
    }
    expect(mail.text).toContain(`View Now: ${server.url}/match/proposal/${m.uid}`);
    expect(mail.html).toContain(`${server.url}/match/proposal/${m.uid}`);
    expectNoContactInMail(mail, [m.proposer, m.seconder]);
    expect(mail.text).not.toContain(m.proposer.company);
    expect(await proposalMailsAfterQuiet(server, m.proposer.email)).toHaveLength(0);
    await expectTemplates(server, m.seconder.email, ['propose-matching-job']);
  });

  it('approving notes the proposer and exchanges contact cards by mail (job owner approves)', async () => {
    // The proposer has no website: the card says '-'.
    const m = await pending({ candidateOwnerWebsite: null });
    const res = await m.seconder.client.post(`/api/matches/${m.uid}/approve`);
    expect(res.status).toBe(200);

    const [note, ...more] = await notesOf(server, m.proposer.id);
    expect(more).toHaveLength(0);
    expect(note).toMatchObject({
      heading: 'Match Proposal - Accepted',
      link: `/match/approved/${m.uid}`,
      is_read: false,
    });
    expect(note!.message).not.toContain('@');

    const accepted = await server.smtp.waitFor(m.proposer.email, /accepted/);
    expect(accepted.subject).toBe(`Your Match Proposal was accepted: ${m.job.reference} and ${m.candidate.reference}`);
    expect(accepted.text).toContain('The owner of the job spec accepted your proposal');
    expect(accepted.text).toContain(`View Now: ${server.url}/match/approved/${m.uid}`);
    expectContactCardInMail(accepted, m.seconder);
    expect(accepted.text).not.toContain(m.proposer.cellphone);

    const contact = await server.smtp.waitFor(m.seconder.email, /^Match approved/);
    expectContactCardInMail(contact, m.proposer);
    expect(contact.text).toContain('Website: -');
    expect(contact.text).not.toContain(m.seconder.cellphone);
    expect(contact.text).toContain(`${server.url}/match/approved/${m.uid}`);

    await expectTemplates(server, m.proposer.email, ['accept-matching-job']);
    await expectTemplates(server, m.seconder.email, ['match-contact', 'propose-matching-job']);

    expect(await usageAbout(server, m.uid)).toEqual(
      [
        usageLine(m.proposer.id, 'proposals', 'match'),
        usageLine(m.seconder.id, 'offers', 'match'),
        usageLine(m.seconder.id, 'approved', 'match'),
        usageLine(m.proposer.id, 'completed', 'match'),
      ].sort(),
    );
    expect(await analyticsCount(server, 'proposal-accepted', m.seconder.id)).toBe(1);
    const reveal = (await auditAbout(server, m.uid)).filter((a) => a.action === 'contact-reveal');
    expect(reveal).toHaveLength(1);
    expect(reveal[0]).toMatchObject({
      actor_id: m.seconder.id,
      target_type: 'match',
      details: { parties: [m.proposer.id, m.seconder.id] },
    });
  });

  it('declining notes the proposer, mails no contact detail and records declined for both', async () => {
    const m = await pending();
    expect((await m.seconder.client.post(`/api/matches/${m.uid}/decline`)).status).toBe(200);

    const [note] = await notesOf(server, m.proposer.id);
    expect(note).toMatchObject({ heading: 'Match Proposal - Declined', link: `/match/declined/${m.uid}` });

    const declined = await server.smtp.waitFor(m.proposer.email, /declined/);
    expect(declined.subject).toBe(`Your Match Proposal was declined: ${m.job.reference} and ${m.candidate.reference}`);
    expect(declined.text).toContain(`View Now: ${server.url}/match/declined/${m.uid}`);
    expectNoContactInMail(declined, [m.proposer, m.seconder]);
    // The seconder got the proposal mail and nothing after it (no contact card on a decline).
    await server.smtp.waitFor(m.seconder.email, /New Match Proposal/);
    const toSeconder = await proposalMailsAfterQuiet(server, m.seconder.email);
    expect(toSeconder.map((mail) => mail.subject)).toEqual([`New Match Proposal for your job spec ${m.job.reference}`]);
    await expectTemplates(server, m.proposer.email, ['decline-matching-job']);

    expect(await usageAbout(server, m.uid)).toEqual(
      [
        usageLine(m.proposer.id, 'proposals', 'match'),
        usageLine(m.seconder.id, 'offers', 'match'),
        usageLine(m.seconder.id, 'declined', 'match'),
        usageLine(m.proposer.id, 'declined', 'match'),
      ].sort(),
    );
    expect(await analyticsCount(server, 'proposal-declined', m.seconder.id)).toBe(1);
    expect(await analyticsCount(server, 'proposal-accepted', m.seconder.id)).toBe(0);
    expect((await auditAbout(server, m.uid)).filter((a) => a.action === 'contact-reveal')).toHaveLength(0);
  });

  it('uses the candidate variants when the seconder owns the candidate', async () => {
    const p = await pair();
    const approvedUid = await propose(p.jobOwner.client, p.job, p.candidate);
    const proposal = await server.smtp.waitFor(p.candidateOwner.email, /New Match Proposal/);
    expect(proposal.subject).toBe(`New Match Proposal for your candidate ${p.candidate.reference}`);
    expectNoContactInMail(proposal, [p.jobOwner, p.candidateOwner]);
    expect((await p.candidateOwner.client.post(`/api/matches/${approvedUid}/approve`)).status).toBe(200);
    const accepted = await server.smtp.waitFor(p.jobOwner.email, /accepted/);
    expect(accepted.text).toContain('The owner of the candidate accepted your proposal');
    expectContactCardInMail(accepted, p.candidateOwner);
    expectContactCardInMail(await server.smtp.waitFor(p.candidateOwner.email, /^Match approved/), p.jobOwner);
    await expectTemplates(server, p.jobOwner.email, ['accept-matching-candidate']);

    // A second pair for the decline variant.
    const job2 = await createJob(p.jobOwner);
    const declinedUid = await propose(p.jobOwner.client, job2, p.candidate);
    expect((await p.candidateOwner.client.post(`/api/matches/${declinedUid}/decline`)).status).toBe(200);
    await server.smtp.waitFor(p.jobOwner.email, /declined/);
    await expectTemplates(server, p.jobOwner.email, ['accept-matching-candidate', 'decline-matching-candidate']);
    await expectTemplates(server, p.candidateOwner.email, [
      'match-contact',
      'propose-matching-candidate',
      'propose-matching-candidate',
    ]);
    expect((await notesOf(server, p.jobOwner.id)).map((n) => [n.heading, n.link])).toEqual([
      ['Match Proposal - Accepted', `/match/approved/${approvedUid}`],
      ['Match Proposal - Declined', `/match/declined/${declinedUid}`],
    ]);
  });

  it('a hiring company receives proposals for its job spec and may answer them', async () => {
    const hiring = await buildParty(server, 'hiring');
    const recruiter = await buildParty(server);
    const [job, candidate] = await Promise.all([createHiringJob(hiring), createCandidate(recruiter)]);
    const uid = await propose(recruiter.client, job, candidate);
    const view = await hiring.client.get(`/api/matches/${uid}`);
    expect(view.body.match).toMatchObject({
      viewerRole: 'seconder',
      abilities: { canApprove: true, canDecline: true },
    });
    expect((await hiring.client.post(`/api/matches/${uid}/approve`)).status).toBe(200);
    expectContactCardInMail(await server.smtp.waitFor(recruiter.email, /accepted/), hiring);
  });
});

describe('GET /api/dashboard: this month’s proposal tiles and unread notes', () => {
  it('counts this month’s usage only, from each side', async () => {
    const [a, b] = await Promise.all([buildParty(server), buildParty(server)]);
    const [jobB, jobB2, c1, c2, c3] = await Promise.all([
      createJob(b),
      createJob(b),
      createCandidate(a),
      createCandidate(a),
      createCandidate(a),
    ]);
    const m1 = await propose(a.client, jobB, c1);
    const m2 = await propose(a.client, jobB, c2);
    await propose(b.client, jobB2, c3);
    expect((await b.client.post(`/api/matches/${m1}/approve`)).status).toBe(200);
    expect((await b.client.post(`/api/matches/${m2}/decline`)).status).toBe(200);

    // Usage from last month is not counted; usage from the first instant of this month is.
    const monthStart = startOfThisMonthUtc();
    const lastMonth = new Date(monthStart.getTime() - 1);
    const insert = (accountId: string, kind: string, at: Date) =>
      server.ctx.pool.query(
        `insert into usage_events (account_id, kind, subject_type, subject_id, created_at) values ($1, $2, 'match', $3, $4)`,
        [accountId, kind, randomUUID(), at],
      );
    for (const kind of ['proposals', 'completed', 'offers', 'approved']) {
      await insert(a.id, kind, lastMonth);
      await insert(b.id, kind, new Date(lastMonth.getTime() - 10 * DAY_MS));
    }
    await insert(a.id, 'proposals', monthStart);

    const dashA = await a.client.get('/api/dashboard');
    expect(dashA.status).toBe(200);
    expect(dashA.body).toMatchObject({
      proposalsSent: 3,
      proposalsSentAccepted: 1,
      proposalsReceived: 1,
      proposalsReceivedAccepted: 0,
      unreadNotes: 3,
    });
    const dashB = await b.client.get('/api/dashboard');
    expect(dashB.body).toMatchObject({
      proposalsSent: 1,
      proposalsSentAccepted: 0,
      proposalsReceived: 2,
      proposalsReceivedAccepted: 1,
      unreadNotes: 2,
    });

    // Reading a note lowers the unread count.
    const [first] = (await a.client.get('/api/notes')).body.items as Array<{ uid: string }>;
    expect((await a.client.post(`/api/notes/${first!.uid}/read`)).status).toBe(200);
    expect((await a.client.get('/api/dashboard')).body.unreadNotes).toBe(2);
    // Nobody else's tiles moved.
    expect((await cast.third.client.get('/api/dashboard')).body).toMatchObject({
      proposalsSent: 0,
      proposalsSentAccepted: 0,
      proposalsReceived: 0,
      proposalsReceivedAccepted: 0,
      unreadNotes: 0,
    });
  });
});
