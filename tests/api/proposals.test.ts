/**
 * Match proposals and sourcing offers over the API (spec “What the product does”, “Entities and their fields”, “States and transitions” Match and Sourcing offer, spec “Roles and permissions”,
 * spec “The calls it makes”, spec “The error catalogue”). Both kinds share one life: someone proposes, only the seconder answers, once, while the
 * listings are open; the proposer, the seconder, a third recruiter, a hiring company and an admin
 * each get exactly what the rules say. What both share runs once per kind (`describe.each` over
 * KINDS); what only one kind has (creating a proposal, its mails, the dashboard tiles) follows in
 * its own describe.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, waitForMails } from '../support/api-helpers';
import { buildRecruiter, signIn } from '../support/factories';
import { useTestServer } from '../support/use-test-server';
import { expireListing, jobBody } from '../support/fixtures/listings';
import {
  DAY_MS,
  analyticsCount,
  auditAbout,
  buildCast,
  buildParty,
  closeListingAs,
  contactOf,
  countWhere,
  createCandidate,
  createHiringJob,
  createJob,
  expectContactCardInMail,
  expectNoContactInMail,
  expectNothingAbout,
  expectTemplates,
  matchRow,
  notesAbout,
  notesOf,
  offer,
  offerRow,
  propose,
  proposalMails,
  startOfThisMonthUtc,
  usageAbout,
  usageLine,
  type Cast,
  type Listing,
  type Party,
} from '../support/fixtures/matches';
import { FAN_OUT_QUEUES, waitForQueuesIdle } from '../support/queues';

const server = useTestServer();
let cast: Cast;

beforeAll(async () => {
  cast = await buildCast(server);
});

const JOB_NOT_FOUND = {
  title: 'Job spec not found',
  message: 'The job spec you are trying to view could not be found, and may have expired.',
};
const CANDIDATE_NOT_FOUND = {
  title: 'Candidate spec not found',
  message: 'The candidate spec you are trying to view could not be found, and may have expired.',
};

type Pair = { jobOwner: Party; candidateOwner: Party; job: Listing; candidate: Listing };

/** Two recruiters, one with an open job spec, the other with an open candidate. */
async function pair(options: { proposerWebsite?: string | null } = {}): Promise<Pair> {
  const [jobOwner, candidateOwner] = await Promise.all([
    buildParty(server),
    buildParty(server, 'recruiter', 'proposerWebsite' in options ? { website: options.proposerWebsite } : {}),
  ]);
  const [job, candidate] = await Promise.all([createJob(jobOwner), createCandidate(candidateOwner)]);
  return { jobOwner, candidateOwner, job, candidate };
}

/** A job owner whose open job spec asks for sourcing, and a recruiter who may offer. */
async function sourcingJob(options: { proposerWebsite?: string | null } = {}) {
  const [owner, proposer] = await Promise.all([
    buildParty(server),
    buildParty(server, 'recruiter', 'proposerWebsite' in options ? { website: options.proposerWebsite } : {}),
  ]);
  const job = await createJob(owner, { sourcing: true });
  return { owner, proposer, job };
}

/** A pending proposal of either kind; the seconder owns the job spec. */
type Pending = {
  uid: string;
  proposer: Party;
  seconder: Party;
  job: Listing;
  /** Who owns each listing the proposal stands on (the candidate for matches only). */
  owners: { job: Party; candidate?: Party };
  candidate?: Listing;
  /** What an outsider's answer must not contain. */
  secrets: string[];
};

type Ending = readonly [name: string, listing: 'job' | 'candidate', how: 'close' | 'expire'];

type Kind = {
  name: string;
  route: '/api/matches' | '/api/sourcing';
  /** The PWA's path segment in links: /match/proposal/:uid, /sourcing/proposal/:uid. */
  link: 'match' | 'sourcing';
  /** The response body's key for the proposal view. */
  viewKey: 'match' | 'offer';
  label: 'Match Proposal' | 'Sourcing Offer';
  failed: string;
  private: { title: string; message: string };
  notFound: { title: string; message: string };
  pending: (options?: { proposerWebsite?: string | null }) => Promise<Pending>;
  createBody: (p: Pending) => Record<string, unknown>;
  row: (uid: string) => Promise<Record<string, unknown> | undefined>;
  /** Open proposals of this kind on the pending proposal's job spec. */
  openCount: (p: Pending) => Promise<number>;
  /** Usage lines a pending proposal has recorded. */
  proposedUsage: (p: Pending) => string[];
  /** Usage lines once answered: the proposal's plus one per party. */
  answeredUsageCount: number;
  /** The contact-card mail the seconder gets on an approve. */
  contactMail: RegExp;
  /** Whether answers count in analytics (matches' do, sourcing offers' never did). */
  answersInAnalytics: boolean;
  /** Facts of the view every party allowed to see it gets besides the job spec. */
  viewFacts: (p: Pending) => Record<string, unknown>;
  endings: readonly Ending[];
  /** Subjects of the mails to the seconder on a proposal and to the proposer on a decline. */
  proposalSubject: (p: Pending) => string;
  declinedSubject: (p: Pending) => string;
  /** Mail templates to the seconder on a proposal and to the proposer on a decline. */
  templates: { propose: string; decline: string };
};

const MATCH: Kind = {
  name: 'match proposals',
  route: '/api/matches',
  link: 'match',
  viewKey: 'match',
  label: 'Match Proposal',
  failed: 'Match Proposal failed',
  private: {
    title: 'Match Proposals are private',
    message: 'The specified Match Proposal link is only available to the parties involved.',
  },
  notFound: { title: 'Match Proposal invalid', message: 'Your Match Proposal could not be found.' },
  async pending(options = {}) {
    const p = await pair(options);
    const uid = await propose(p.candidateOwner.client, p.job, p.candidate);
    return {
      uid,
      proposer: p.candidateOwner,
      seconder: p.jobOwner,
      job: p.job,
      candidate: p.candidate,
      owners: { job: p.jobOwner, candidate: p.candidateOwner },
      secrets: [
        uid,
        p.job.uid,
        p.candidate.uid,
        p.job.reference,
        p.candidate.reference,
        p.job.title,
        p.candidate.title,
      ],
    };
  },
  createBody: (p) => ({ job: p.job.uid, candidate: p.candidate!.uid }),
  row: (uid) => matchRow(server, uid),
  openCount: (p) =>
    countWhere(server, 'proposals', `kind = 'match' and job_id = $1 and status = 'proposed'`, [p.job.uid]),
  proposedUsage: (p) =>
    [usageLine(p.proposer.id, 'proposals', 'match'), usageLine(p.seconder.id, 'offers', 'match')].sort(),
  answeredUsageCount: 4,
  contactMail: /^Match approved/,
  answersInAnalytics: true,
  viewFacts: (p) => ({
    cReference: p.candidate!.reference,
    candidate: { uid: p.candidate!.uid, reference: p.candidate!.reference, candidateTitle: p.candidate!.title },
  }),
  endings: [
    ['closing the job spec', 'job', 'close'],
    ['closing the candidate', 'candidate', 'close'],
    ['the job spec running out', 'job', 'expire'],
    ['the candidate running out', 'candidate', 'expire'],
  ],
  proposalSubject: (p) => `New Match Proposal for your job spec ${p.job.reference}`,
  declinedSubject: (p) => `Your Match Proposal was declined: ${p.job.reference} and ${p.candidate!.reference}`,
  templates: { propose: 'propose-matching-job', decline: 'decline-matching-job' },
};

const SOURCING: Kind = {
  name: 'sourcing offers',
  route: '/api/sourcing',
  link: 'sourcing',
  viewKey: 'offer',
  label: 'Sourcing Offer',
  failed: 'Sourcing Offer failed',
  private: {
    title: 'Sourcing Offers are private',
    message: 'The specified Sourcing Offer link is only available to the parties involved.',
  },
  notFound: { title: 'Sourcing Offer invalid', message: 'Your Sourcing Offer could not be found.' },
  async pending(options = {}) {
    const s = await sourcingJob(options);
    const uid = await offer(s.proposer.client, s.job);
    return {
      uid,
      proposer: s.proposer,
      seconder: s.owner,
      job: s.job,
      owners: { job: s.owner },
      secrets: [uid, s.job.uid, s.job.reference, s.job.title, s.proposer.company],
    };
  },
  createBody: (p) => ({ job: p.job.uid }),
  row: (uid) => offerRow(server, uid),
  openCount: (p) =>
    countWhere(server, 'proposals', `kind = 'sourcing' and job_id = $1 and status = 'proposed'`, [p.job.uid]),
  proposedUsage: (p) => [usageLine(p.proposer.id, 'sourcing', 'sourcing')],
  answeredUsageCount: 3,
  contactMail: /^Sourcing Offer accepted/,
  answersInAnalytics: false,
  viewFacts: (p) => ({ offeringCompany: p.proposer.company, job: { sourcing: true } }),
  endings: [
    ['closing the job spec', 'job', 'close'],
    ['the job spec running out', 'job', 'expire'],
  ],
  proposalSubject: (p) => `New Sourcing Offer for your job spec ${p.job.reference}`,
  declinedSubject: (p) => `Your Sourcing Offer for ${p.job.reference} was declined`,
  templates: { propose: 'offer-job-sourcing', decline: 'decline-job-sourcing' },
};

const KINDS = [MATCH, SOURCING];

/** The match and sourcing mails to `to` once the queues have nothing left to send. */
async function proposalMailsOnceIdle(to: string) {
  await waitForQueuesIdle(server, { except: FAN_OUT_QUEUES });
  return proposalMails(server, to);
}

describe.each(KINDS)('$name', (k) => {
  const status = async (uid: string) => (await k.row(uid))!.status;

  describe('signed-out and incomplete members', () => {
    it('visitors get 401 from every route and change nothing', async () => {
      const p = await k.pending();
      const visitor = server.client();
      expectError(await visitor.post(k.route, k.createBody(p)), 401);
      expectError(await visitor.get(`${k.route}/${p.uid}`), 401);
      expectError(await visitor.post(`${k.route}/${p.uid}/approve`), 401);
      expectError(await visitor.post(`${k.route}/${p.uid}/decline`), 401);
      expect(await status(p.uid)).toBe('proposed');
      expect(await k.openCount(p)).toBe(1);
    });

    it('members with an incomplete profile get 403 from every route', async () => {
      const p = await k.pending();
      for (const gap of [{ lastname: null }, { company: '' }, { categories: [] }, { firstname: '  ' }]) {
        const client = await signIn(server, await buildRecruiter(server, gap));
        const res = [
          await client.post(k.route, k.createBody(p)),
          await client.get(`${k.route}/${p.uid}`),
          await client.post(`${k.route}/${p.uid}/approve`),
          await client.post(`${k.route}/${p.uid}/decline`),
        ];
        for (const r of res) {
          expectError(r, 403, { title: 'Profile incomplete' });
          expectNothingAbout(r, p.secrets);
        }
      }
      expect(await status(p.uid)).toBe('proposed');
      expect(await k.openCount(p)).toBe(1);
    });

    it('an incomplete seconder cannot answer until the profile is complete', async () => {
      const p = await k.pending();
      await server.ctx.pool.query('update accounts set title = null where id = $1', [p.seconder.id]);
      expectError(await p.seconder.client.post(`${k.route}/${p.uid}/approve`), 403, { title: 'Profile incomplete' });
      await server.ctx.pool.query(`update accounts set title = 'Recruiter' where id = $1`, [p.seconder.id]);
      expect((await p.seconder.client.post(`${k.route}/${p.uid}/approve`)).status).toBe(200);
    });
  });

  describe('GET /:uid: the proposer, the seconder and admins only', () => {
    it('shows the proposer the pending proposal without abilities or contacts', async () => {
      const p = await k.pending();
      const res = await p.proposer.client.get(`${k.route}/${p.uid}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const view = res.body[k.viewKey];
      expect(view).toMatchObject({
        uid: p.uid,
        status: 'proposed',
        isExpired: false,
        seconded: null,
        jReference: p.job.reference,
        viewerRole: 'proposer',
        abilities: { canApprove: false, canDecline: false },
        job: { uid: p.job.uid, reference: p.job.reference, jobTitle: p.job.title },
      });
      expect(view).toMatchObject(k.viewFacts(p));
      expect(new Date(view.proposed).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(view).not.toHaveProperty('contacts');
      for (const panel of [view.job, view.candidate].filter(Boolean)) {
        expect(panel).not.toHaveProperty('owner');
        expect(panel).not.toHaveProperty('isMine');
        expect(panel).not.toHaveProperty('abilities');
      }
    });

    it('shows the seconder the pending proposal with approve and decline abilities', async () => {
      const p = await k.pending();
      const res = await p.seconder.client.get(`${k.route}/${p.uid}`);
      expect(res.status).toBe(200);
      expect(res.body[k.viewKey]).toMatchObject({
        viewerRole: 'seconder',
        status: 'proposed',
        abilities: { canApprove: true, canDecline: true },
      });
      expect(res.body[k.viewKey]).toMatchObject(k.viewFacts(p));
      expect(res.body[k.viewKey]).not.toHaveProperty('contacts');
    });

    it('shows an admin everything as viewerRole admin, with no abilities', async () => {
      const p = await k.pending();
      const res = await cast.admin.client.get(`${k.route}/${p.uid}`);
      expect(res.status).toBe(200);
      expect(res.body[k.viewKey]).toMatchObject({
        uid: p.uid,
        viewerRole: 'admin',
        jReference: p.job.reference,
        abilities: { canApprove: false, canDecline: false },
      });
      expect(res.body[k.viewKey]).toMatchObject(k.viewFacts(p));
      expect(res.body[k.viewKey]).not.toHaveProperty('contacts');
    });

    it.each(['third', 'hiring'] as const)('tells a %s party it is private and nothing else (403)', async (who) => {
      const p = await k.pending();
      const res = await cast[who].client.get(`${k.route}/${p.uid}`);
      expectError(res, 403, k.private);
      expectNothingAbout(res, p.secrets);
    });

    it('answers 404 invalid to an unknown or malformed uid', async () => {
      for (const uid of [randomUUID(), 'not-a-uuid', '1']) {
        for (const client of [cast.third.client, cast.admin.client])
          expectError(await client.get(`${k.route}/${uid}`), 404, k.notFound);
      }
    });
  });

  describe('approve and decline: the seconder only, once, while the listings are open', () => {
    it.each(['approve', 'decline'] as const)(
      'refuses to %s for the proposer, an admin, a third party, a hiring company; unknown uid 404',
      async (action) => {
        const p = await k.pending();
        const path = `${k.route}/${p.uid}/${action}`;
        expectError(await p.proposer.client.post(path), 403, { title: k.failed });
        expectError(await cast.admin.client.post(path), 403, { title: k.failed });
        for (const outsider of [cast.third, cast.hiring]) {
          const res = await outsider.client.post(path);
          expectError(res, 403, k.private);
          expectNothingAbout(res, p.secrets);
        }
        for (const uid of [randomUUID(), 'nope'])
          expectError(await p.seconder.client.post(`${k.route}/${uid}/${action}`), 404, k.notFound);

        expect(await k.row(p.uid)).toMatchObject({ status: 'proposed', seconded_at: null });
        expect((await notesAbout(server, p.uid)).map((n) => n.heading)).toEqual([`${k.label} - New`]);
        expect(await usageAbout(server, p.uid)).toEqual(k.proposedUsage(p));
        const view = await p.seconder.client.get(`${k.route}/${p.uid}`);
        expect(view.body[k.viewKey].abilities).toEqual({ canApprove: true, canDecline: true });
      },
    );

    it('lets the seconder approve once; any second answer is 409', async () => {
      const p = await k.pending();
      const res = await p.seconder.client.post(`${k.route}/${p.uid}/approve`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body[k.viewKey]).toMatchObject({
        uid: p.uid,
        status: 'approved',
        viewerRole: 'seconder',
        abilities: { canApprove: false, canDecline: false },
      });
      expect(res.body[k.viewKey].seconded).toEqual(expect.any(String));
      for (const action of ['approve', 'decline']) {
        const again = await p.seconder.client.post(`${k.route}/${p.uid}/${action}`);
        expectError(again, 409, { title: k.failed });
        expect(again.body.error.message).toContain('approved');
      }
      expect(await status(p.uid)).toBe('approved');
      expect((await notesAbout(server, p.uid)).map((n) => n.heading)).toEqual([
        `${k.label} - New`,
        `${k.label} - Accepted`,
      ]);
    });

    it('lets the seconder decline once; any second answer is 409', async () => {
      const p = await k.pending();
      const res = await p.seconder.client.post(`${k.route}/${p.uid}/decline`);
      expect(res.status).toBe(200);
      expect(res.body[k.viewKey]).toMatchObject({
        status: 'declined',
        abilities: { canApprove: false, canDecline: false },
      });
      expect(res.body[k.viewKey]).not.toHaveProperty('contacts');
      for (const action of ['approve', 'decline']) {
        expectError(await p.seconder.client.post(`${k.route}/${p.uid}/${action}`), 409, { title: k.failed });
      }
      expect(await status(p.uid)).toBe('declined');
    });

    it.each(k.endings)('ends the proposal on %s: 409 and no abilities', async (_name, listing, how) => {
      const p = await k.pending();
      const owner = p.owners[listing]!;
      const target = listing === 'job' ? p.job : p.candidate!;
      if (how === 'close') await closeListingAs(owner.client, listing, target.uid);
      else await expireListing(server, listing === 'job' ? 'jobs' : 'candidates', target.uid);

      const view = await p.seconder.client.get(`${k.route}/${p.uid}`);
      expect(view.status).toBe(200);
      expect(view.body[k.viewKey]).toMatchObject({
        status: 'proposed',
        isExpired: true,
        abilities: { canApprove: false, canDecline: false },
      });
      for (const action of ['approve', 'decline']) {
        expectError(await p.seconder.client.post(`${k.route}/${p.uid}/${action}`), 409, { title: k.failed });
      }
      expect(await k.row(p.uid)).toMatchObject({ status: 'proposed', seconded_at: null });
      expect(await notesOf(server, p.proposer.id)).toHaveLength(0);
      // Admins still see it (as expired).
      expect((await cast.admin.client.get(`${k.route}/${p.uid}`)).body[k.viewKey]).toMatchObject({
        isExpired: true,
        viewerRole: 'admin',
      });
    });
  });

  describe('concurrent answers end in one state, one note and one mail', () => {
    it.each([
      ['approve', 'approve'],
      ['approve', 'decline'],
    ] as const)('%s and %s at once', async (first, second) => {
      const p = await k.pending();
      const results = await Promise.all([
        p.seconder.client.post(`${k.route}/${p.uid}/${first}`),
        p.seconder.client.post(`${k.route}/${p.uid}/${second}`),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.status === 200)!.body[k.viewKey].status as 'approved' | 'declined';
      if (first === second) expect(winner).toBe('approved');
      const loser = results.find((r) => r.status === 409)!;
      expectError(loser, 409, { title: k.failed, message: `This ${k.label} has already been ${winner}.` });
      expect(await status(p.uid)).toBe(winner);

      const heading = `${k.label} - ${winner === 'approved' ? 'Accepted' : 'Declined'}`;
      // The proposer is new to this proposal: every note it has is about this one.
      expect((await notesOf(server, p.proposer.id)).map((n) => [n.heading, n.link])).toEqual([
        [heading, `/${k.link}/${winner}/${p.uid}`],
      ]);
      await waitForMails(server, p.proposer.email, /accepted|declined/, 1);
      if (winner === 'approved') await waitForMails(server, p.seconder.email, k.contactMail, 1);
      await waitForQueuesIdle(server, { except: FAN_OUT_QUEUES });
      expect(proposalMails(server, p.proposer.email).map((mail) => mail.subject)).toEqual([
        expect.stringMatching(winner === 'approved' ? /was accepted/ : /was declined/),
      ]);
      expect(proposalMails(server, p.seconder.email).filter((mail) => k.contactMail.test(mail.subject))).toHaveLength(
        winner === 'approved' ? 1 : 0,
      );
      expect(await usageAbout(server, p.uid)).toHaveLength(k.answeredUsageCount);
      const counted = (answer: string) => (k.answersInAnalytics && winner === answer ? 1 : 0);
      expect(await analyticsCount(server, 'proposal-accepted', p.seconder.id)).toBe(counted('approved'));
      expect(await analyticsCount(server, 'proposal-declined', p.seconder.id)).toBe(counted('declined'));
      expect((await auditAbout(server, p.uid)).filter((a) => a.action === 'contact-reveal')).toHaveLength(
        winner === 'approved' ? 1 : 0,
      );
    });
  });
  describe('effects of a decline', () => {
    it('declining notes the proposer, mails no contact detail and records declined for both', async () => {
      const p = await k.pending();
      expect((await p.seconder.client.post(`${k.route}/${p.uid}/decline`)).status).toBe(200);
      expect((await notesOf(server, p.proposer.id)).map((n) => [n.heading, n.link])).toEqual([
        [`${k.label} - Declined`, `/${k.link}/declined/${p.uid}`],
      ]);

      const declined = await server.smtp.waitFor(p.proposer.email, /declined/);
      expect(declined.subject).toBe(k.declinedSubject(p));
      expect(declined.text).toContain(`View Now: ${server.url}/${k.link}/declined/${p.uid}`);
      expectNoContactInMail(declined, [p.proposer, p.seconder]);
      // The seconder got the proposal mail and nothing after it (no contact card on a decline).
      await server.smtp.waitFor(p.seconder.email, new RegExp(`New ${k.label}`));
      const toSeconder = await proposalMailsOnceIdle(p.seconder.email);
      expect(toSeconder.map((mail) => mail.subject)).toEqual([k.proposalSubject(p)]);
      await expectTemplates(server, p.proposer.email, [k.templates.decline]);
      await expectTemplates(server, p.seconder.email, [k.templates.propose]);

      expect(await usageAbout(server, p.uid)).toEqual(
        [
          ...k.proposedUsage(p),
          usageLine(p.seconder.id, 'declined', k.link),
          usageLine(p.proposer.id, 'declined', k.link),
        ].sort(),
      );
      expect(await analyticsCount(server, 'proposal-declined', p.seconder.id)).toBe(k.answersInAnalytics ? 1 : 0);
      expect(await analyticsCount(server, 'proposal-accepted', p.seconder.id)).toBe(0);
      expect((await auditAbout(server, p.uid)).filter((a) => a.action === 'contact-reveal')).toHaveLength(0);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Match proposals only: a pair of listings, either side may propose
// ---------------------------------------------------------------------------------------------

const MATCH_FAILED = MATCH.failed;
const pending = async (options: { proposerWebsite?: string | null } = {}) => {
  const p = await MATCH.pending(options);
  return { ...p, candidate: p.candidate!, jobOwner: p.owners.job, candidateOwner: p.owners.candidate! };
};
const openMatchesFor = (job: Listing) =>
  countWhere(server, 'proposals', `kind = 'match' and job_id = $1 and status = 'proposed'`, [job.uid]);

describe('match proposals: POST /api/matches: one listing of yours and one open listing of someone else', () => {
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
    expectError(res, 404, kind === 'job' ? JOB_NOT_FOUND : CANDIDATE_NOT_FOUND);
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

describe('match proposals: concurrent proposals', () => {
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
});

describe('match proposals: effects: notes, mails, usage and analytics', () => {
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
    expect(await proposalMailsOnceIdle(m.proposer.email)).toHaveLength(0);
    await expectTemplates(server, m.seconder.email, ['propose-matching-job']);
  });

  it('approving notes the proposer and exchanges contact cards by mail (job owner approves)', async () => {
    // The proposer (the candidate owner) has no website: the card says '-'.
    const m = await pending({ proposerWebsite: null });
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

describe('match proposals: GET /api/dashboard: this month’s proposal tiles and unread notes', () => {
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

// ---------------------------------------------------------------------------------------------
// Sourcing offers only: one job spec that asks for sourcing, any number of offering members
// ---------------------------------------------------------------------------------------------

const SOURCING_FAILED = SOURCING.failed;
const NOT_FOUND = SOURCING.notFound;
const pendingOffer = async (options: { proposerWebsite?: string | null } = {}) => {
  const p = await SOURCING.pending(options);
  return { ...p, owner: p.seconder };
};
const offersFor = (job: Listing) => countWhere(server, 'proposals', "kind = 'sourcing' and job_id = $1", [job.uid]);

describe('sourcing offers: POST /api/sourcing: someone else’s open job spec that asks for sourcing', () => {
  it('offers to source: the job owner seconds it', async () => {
    const s = await sourcingJob();
    const uid = await offer(s.proposer.client, s.job);
    expect(await offerRow(server, uid)).toMatchObject({
      proposer_id: s.proposer.id,
      seconder_id: s.owner.id,
      job_id: s.job.uid,
      j_reference: s.job.reference,
      status: 'proposed',
      seconded_at: null,
    });
  });

  it('refuses a job spec whose sourcing flag is false (403)', async () => {
    const owner = await buildParty(server);
    const job = await createJob(owner, { sourcing: false });
    const proposer = await buildParty(server);
    expectError(await proposer.client.post('/api/sourcing', { job: job.uid }), 403, { title: SOURCING_FAILED });
    // A job spec saved without the flag does not ask for sourcing either.
    const plain = await createJob(owner);
    expectError(await proposer.client.post('/api/sourcing', { job: plain.uid }), 403, { title: SOURCING_FAILED });
    expect(await offersFor(job)).toBe(0);
    expect(await offersFor(plain)).toBe(0);
  });

  it('refuses your own job spec (403), admins included', async () => {
    const s = await sourcingJob();
    expectError(await s.owner.client.post('/api/sourcing', { job: s.job.uid }), 403, { title: SOURCING_FAILED });
    expect(await offersFor(s.job)).toBe(0);
    expect(await notesOf(server, s.owner.id)).toHaveLength(0);
    const adminJob = await createJob(cast.admin, { sourcing: true });
    expectError(await cast.admin.client.post('/api/sourcing', { job: adminJob.uid }), 403, { title: SOURCING_FAILED });
    expect(await offersFor(adminJob)).toBe(0);
  });

  it('refuses hiring companies (403)', async () => {
    const s = await sourcingJob();
    expectError(await cast.hiring.client.post('/api/sourcing', { job: s.job.uid }), 403, { title: SOURCING_FAILED });
    expect(await offersFor(s.job)).toBe(0);
  });

  it.each(['closed', 'expired'] as const)('answers 404 for a %s job spec', async (state) => {
    const s = await sourcingJob();
    if (state === 'closed') await closeListingAs(s.owner.client, 'job', s.job.uid);
    else await expireListing(server, 'jobs', s.job.uid);
    expectError(await s.proposer.client.post('/api/sourcing', { job: s.job.uid }), 404, JOB_NOT_FOUND);
    expect(await offersFor(s.job)).toBe(0);
  });

  it('answers 422 to malformed, missing or extra fields and 404 to an unknown job spec', async () => {
    const s = await sourcingJob();
    for (const body of [{ job: 'not-a-uuid' }, { job: 7 }, {}, { job: s.job.uid, seconder: s.owner.id }]) {
      expectError(await s.proposer.client.post('/api/sourcing', body), 422);
    }
    expectError(await s.proposer.client.post('/api/sourcing', { job: randomUUID() }), 404, JOB_NOT_FOUND);
    // A candidate's uid is not a job spec.
    const candidate = await createCandidate(s.owner);
    expectError(await s.proposer.client.post('/api/sourcing', { job: candidate.uid }), 404, JOB_NOT_FOUND);
    expect(await offersFor(s.job)).toBe(0);
  });

  it('refuses a second open offer by the same member (409); another member may offer', async () => {
    const s = await sourcingJob();
    await offer(s.proposer.client, s.job);
    expectError(await s.proposer.client.post('/api/sourcing', { job: s.job.uid }), 409, { title: SOURCING_FAILED });
    const other = await buildParty(server);
    await offer(other.client, s.job);
    expect(await offersFor(s.job)).toBe(2);
    expect((await notesOf(server, s.owner.id)).map((n) => n.heading)).toEqual([
      'Sourcing Offer - New',
      'Sourcing Offer - New',
    ]);
  });

  it('allows a new offer by the same member once 30 days have passed since a decline', async () => {
    const o = await pendingOffer();
    expect((await o.owner.client.post(`/api/sourcing/${o.uid}/decline`)).status).toBe(200);
    // Within the 30 days the same member is refused (tests/api/proposal-repeats.test.ts).
    await server.ctx.pool.query(`update proposals set seconded_at = now() - interval '31 days' where id = $1`, [o.uid]);
    const again = await offer(o.proposer.client, o.job);
    expect(again).not.toBe(o.uid);
    expect(
      await countWhere(server, 'proposals', `kind = 'sourcing' and job_id = $1 and status = 'proposed'`, [o.job.uid]),
    ).toBe(1);
  });

  it('hiring companies’ job specs never ask for sourcing', async () => {
    const hiring = await buildParty(server, 'hiring');
    const job = await createHiringJob(hiring);
    expectError(await cast.third.client.post('/api/sourcing', { job: job.uid }), 403, { title: SOURCING_FAILED });
    const flagged = await hiring.client.post('/api/jobs', jobBody({ placementFee: '15', sourcing: true }));
    expectError(flagged, 422, { field: 'sourcing' });
  });
});

describe('sourcing offers: effects: notes, mails, usage, analytics and audit', () => {
  it('offering notes the job owner and mails references and titles only', async () => {
    const o = await pendingOffer();
    const [note, ...more] = await notesOf(server, o.owner.id);
    expect(more).toHaveLength(0);
    expect(note).toMatchObject({
      heading: 'Sourcing Offer - New',
      link: `/sourcing/proposal/${o.uid}`,
      is_read: false,
    });
    expect(note!.message).toContain(o.job.reference);
    expect(note!.message).toContain(o.proposer.company);
    expect(await notesOf(server, o.proposer.id)).toHaveLength(0);

    expect(await usageAbout(server, o.uid)).toEqual([usageLine(o.proposer.id, 'sourcing', 'sourcing')]);
    expect(await analyticsCount(server, 'sourcing-sent', o.proposer.id)).toBe(1);

    const mail = await server.smtp.waitFor(o.owner.email, /Sourcing Offer/);
    expect(mail.subject).toBe(`New Sourcing Offer for your job spec ${o.job.reference}`);
    expect(mail.text).toContain(o.job.title);
    expect(mail.text).toContain(`View Now: ${server.url}/sourcing/proposal/${o.uid}`);
    expectNoContactInMail(mail, [o.proposer, o.owner]);
    expect(await proposalMailsOnceIdle(o.proposer.email)).toHaveLength(0);
    await expectTemplates(server, o.owner.email, ['offer-job-sourcing']);
  });

  it('accepting notes the proposer and exchanges contact cards by mail', async () => {
    const o = await pendingOffer({ proposerWebsite: null });
    expect((await o.owner.client.post(`/api/sourcing/${o.uid}/approve`)).status).toBe(200);

    expect((await notesOf(server, o.proposer.id)).map((n) => [n.heading, n.link])).toEqual([
      ['Sourcing Offer - Accepted', `/sourcing/approved/${o.uid}`],
    ]);
    const accepted = await server.smtp.waitFor(o.proposer.email, /accepted/);
    expect(accepted.subject).toBe(`Your Sourcing Offer for ${o.job.reference} was accepted`);
    expect(accepted.text).toContain(`View Now: ${server.url}/sourcing/approved/${o.uid}`);
    expectContactCardInMail(accepted, o.owner);
    const contact = await server.smtp.waitFor(o.owner.email, /^Sourcing Offer accepted/);
    expectContactCardInMail(contact, o.proposer);
    expect(contact.text).toContain('Website: -');
    await expectTemplates(server, o.proposer.email, ['accept-job-sourcing']);
    await expectTemplates(server, o.owner.email, ['offer-job-sourcing', 'sourcing-contact']);

    expect(await usageAbout(server, o.uid)).toEqual(
      [
        usageLine(o.proposer.id, 'sourcing', 'sourcing'),
        usageLine(o.owner.id, 'approved', 'sourcing'),
        usageLine(o.proposer.id, 'completed', 'sourcing'),
      ].sort(),
    );
    const reveal = (await auditAbout(server, o.uid)).filter((a) => a.action === 'contact-reveal');
    expect(reveal).toHaveLength(1);
    expect(reveal[0]).toMatchObject({
      actor_id: o.owner.id,
      target_type: 'sourcing',
      details: { parties: [o.proposer.id, o.owner.id] },
    });

    // Both parties now see both cards; the admin does not.
    for (const party of [o.proposer, o.owner]) {
      const view = await party.client.get(`/api/sourcing/${o.uid}`);
      expect(view.body.offer.contacts).toEqual({ proposer: contactOf(o.proposer), seconder: contactOf(o.owner) });
    }
    expect((await cast.admin.client.get(`/api/sourcing/${o.uid}`)).body.offer).not.toHaveProperty('contacts');
  });

  it('sourcing usage does not count in the match proposal tiles', async () => {
    const o = await pendingOffer();
    expect((await o.owner.client.post(`/api/sourcing/${o.uid}/approve`)).status).toBe(200);
    for (const party of [o.proposer, o.owner]) {
      expect((await party.client.get('/api/dashboard')).body).toMatchObject({
        proposalsSent: 0,
        proposalsSentAccepted: 0,
        proposalsReceived: 0,
        proposalsReceivedAccepted: 0,
      });
    }
    expect((await o.owner.client.get('/api/dashboard')).body.unreadNotes).toBe(1);
    expect((await o.proposer.client.get('/api/dashboard')).body.unreadNotes).toBe(1);
  });

  it('a match and an offer on the same job spec stay apart', async () => {
    const o = await pendingOffer();
    const candidate = await createCandidate(o.proposer);
    const matchUid = await propose(o.proposer.client, o.job, candidate);
    // Each id belongs to its own route only.
    expectError(await o.owner.client.get(`/api/sourcing/${matchUid}`), 404, NOT_FOUND);
    expectError(await o.owner.client.get(`/api/matches/${o.uid}`), 404, {
      title: 'Match Proposal invalid',
      message: 'Your Match Proposal could not be found.',
    });
    expectError(await o.owner.client.post(`/api/sourcing/${matchUid}/approve`), 404, NOT_FOUND);
    expect((await o.owner.client.get(`/api/matches/${matchUid}`)).body.match.viewerRole).toBe('seconder');
  });
});
