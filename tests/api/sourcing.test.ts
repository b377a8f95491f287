/**
 * Sourcing offers over the API (spec §1, §3 Sourcing offer, §4 Sourcing offer, §6, §7, §8): an
 * offer only on someone else's open job spec that asks for sourcing, one open offer per member
 * and job; only the job owner answers, once, while the job is open; the proposer, the job owner,
 * a third recruiter, a hiring company and an admin each get exactly what the rules say; and the
 * effects (notes, mails through the SMTP sink, usage, analytics, audit).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, waitForMails } from '../support/api-helpers';
import { buildRecruiter, signIn } from '../support/factories';
import { useTestServer } from '../support/use-test-server';
import { expireListing, jobBody } from '../support/fixtures/listings';
import {
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
  notesAbout,
  notesOf,
  offer,
  offerRow,
  propose,
  proposalMails,
  proposalMailsAfterQuiet,
  usageAbout,
  usageLine,
  type Cast,
  type Listing,
} from '../support/fixtures/matches';
import { waitForQueuesIdle } from '../support/queues';

const server = useTestServer();
let cast: Cast;

beforeAll(async () => {
  cast = await buildCast(server);
});

const SOURCING_FAILED = 'Sourcing Offer failed';
const PRIVATE = {
  title: 'Sourcing Offers are private',
  message: 'The specified Sourcing Offer link is only available to the parties involved.',
};
const NOT_FOUND = { title: 'Sourcing Offer invalid', message: 'Your Sourcing Offer could not be found.' };
const JOB_NOT_FOUND = {
  title: 'Job spec not found',
  message: 'The job spec you are trying to view could not be found, and may have expired.',
};

/** A job owner whose open job spec asks for sourcing, and a recruiter who may offer. */
async function sourcingJob(options: { proposerWebsite?: string | null } = {}) {
  const [owner, proposer] = await Promise.all([
    buildParty(server),
    buildParty(server, 'recruiter', 'proposerWebsite' in options ? { website: options.proposerWebsite } : {}),
  ]);
  const job = await createJob(owner, { sourcing: true });
  return { owner, proposer, job };
}

async function pendingOffer(options: { proposerWebsite?: string | null } = {}) {
  const s = await sourcingJob(options);
  const uid = await offer(s.proposer.client, s.job);
  return { ...s, uid, seconder: s.owner };
}

const offersFor = (job: Listing) => countWhere(server, 'proposals', "kind = 'sourcing' and job_id = $1", [job.uid]);

describe('POST /api/sourcing: someone else’s open job spec that asks for sourcing', () => {
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

describe('signed-out and incomplete members', () => {
  it('visitors get 401 from every sourcing route and change nothing', async () => {
    const o = await pendingOffer();
    const visitor = server.client();
    expectError(await visitor.post('/api/sourcing', { job: o.job.uid }), 401);
    expectError(await visitor.get(`/api/sourcing/${o.uid}`), 401);
    expectError(await visitor.post(`/api/sourcing/${o.uid}/approve`), 401);
    expectError(await visitor.post(`/api/sourcing/${o.uid}/decline`), 401);
    expect((await offerRow(server, o.uid))!.status).toBe('proposed');
    expect(await offersFor(o.job)).toBe(1);
  });

  it('members with an incomplete profile get 403 from every sourcing route', async () => {
    const o = await pendingOffer();
    const client = await signIn(server, await buildRecruiter(server, { firstname: '  ' }));
    for (const res of [
      await client.post('/api/sourcing', { job: o.job.uid }),
      await client.get(`/api/sourcing/${o.uid}`),
      await client.post(`/api/sourcing/${o.uid}/approve`),
      await client.post(`/api/sourcing/${o.uid}/decline`),
    ]) {
      expectError(res, 403, { title: 'Profile incomplete' });
      expectNothingAbout(res, [o.uid, o.job.reference]);
    }
    expect(await offersFor(o.job)).toBe(1);
  });
});

describe('GET /api/sourcing/:uid: the proposer, the job owner and admins only', () => {
  it('shows the proposer the pending offer without abilities or contacts', async () => {
    const o = await pendingOffer();
    const res = await o.proposer.client.get(`/api/sourcing/${o.uid}`);
    expect(res.status).toBe(200);
    expect(res.body.offer).toMatchObject({
      uid: o.uid,
      status: 'proposed',
      isExpired: false,
      seconded: null,
      jReference: o.job.reference,
      viewerRole: 'proposer',
      offeringCompany: o.proposer.company,
      abilities: { canApprove: false, canDecline: false },
      job: { uid: o.job.uid, reference: o.job.reference, jobTitle: o.job.title, sourcing: true },
    });
    expect(res.body.offer).not.toHaveProperty('contacts');
    expect(res.body.offer.job).not.toHaveProperty('owner');
  });

  it('shows the job owner the offering company only, with approve and decline abilities', async () => {
    const o = await pendingOffer();
    const res = await o.owner.client.get(`/api/sourcing/${o.uid}`);
    expect(res.status).toBe(200);
    expect(res.body.offer).toMatchObject({
      viewerRole: 'seconder',
      offeringCompany: o.proposer.company,
      abilities: { canApprove: true, canDecline: true },
    });
    expect(res.body.offer).not.toHaveProperty('contacts');
  });

  it('shows an admin everything as viewerRole admin, with no abilities', async () => {
    const o = await pendingOffer();
    const res = await cast.admin.client.get(`/api/sourcing/${o.uid}`);
    expect(res.status).toBe(200);
    expect(res.body.offer).toMatchObject({
      uid: o.uid,
      viewerRole: 'admin',
      abilities: { canApprove: false, canDecline: false },
    });
  });

  it.each(['third', 'hiring'] as const)('tells a %s party it is private and nothing else (403)', async (who) => {
    const o = await pendingOffer();
    const res = await cast[who].client.get(`/api/sourcing/${o.uid}`);
    expectError(res, 403, PRIVATE);
    expectNothingAbout(res, [o.uid, o.job.uid, o.job.reference, o.job.title, o.proposer.company]);
  });

  it('answers 404 Sourcing Offer invalid to an unknown or malformed uid', async () => {
    for (const uid of [randomUUID(), 'not-a-uuid']) {
      for (const client of [cast.third.client, cast.admin.client])
        expectError(await client.get(`/api/sourcing/${uid}`), 404, NOT_FOUND);
    }
  });
});

describe('approve and decline: the job owner only, once, while the job is open', () => {
  it.each(['approve', 'decline'] as const)(
    'refuses to %s for the proposer, an admin, a third party, a hiring company; unknown uid 404',
    async (action) => {
      const o = await pendingOffer();
      const path = `/api/sourcing/${o.uid}/${action}`;
      expectError(await o.proposer.client.post(path), 403, { title: SOURCING_FAILED });
      expectError(await cast.admin.client.post(path), 403, { title: SOURCING_FAILED });
      for (const outsider of [cast.third, cast.hiring]) {
        const res = await outsider.client.post(path);
        expectError(res, 403, PRIVATE);
        expectNothingAbout(res, [o.uid, o.job.reference, o.job.title]);
      }
      for (const uid of [randomUUID(), 'nope'])
        expectError(await o.owner.client.post(`/api/sourcing/${uid}/${action}`), 404, NOT_FOUND);
      expect(await offerRow(server, o.uid)).toMatchObject({ status: 'proposed', seconded_at: null });
      expect((await notesAbout(server, o.uid)).map((n) => n.heading)).toEqual(['Sourcing Offer - New']);
      expect(await usageAbout(server, o.uid)).toEqual([usageLine(o.proposer.id, 'sourcing', 'sourcing')]);
    },
  );

  it('lets the job owner approve once; any second answer is 409', async () => {
    const o = await pendingOffer();
    const res = await o.owner.client.post(`/api/sourcing/${o.uid}/approve`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.offer).toMatchObject({
      status: 'approved',
      viewerRole: 'seconder',
      abilities: { canApprove: false, canDecline: false },
    });
    expect(res.body.offer.seconded).toEqual(expect.any(String));
    for (const action of ['approve', 'decline']) {
      expectError(await o.owner.client.post(`/api/sourcing/${o.uid}/${action}`), 409, { title: SOURCING_FAILED });
    }
    expect((await offerRow(server, o.uid))!.status).toBe('approved');
  });

  it('lets the job owner decline once; approving afterwards is 409', async () => {
    const o = await pendingOffer();
    const res = await o.owner.client.post(`/api/sourcing/${o.uid}/decline`);
    expect(res.status).toBe(200);
    expect(res.body.offer).toMatchObject({ status: 'declined' });
    expect(res.body.offer).not.toHaveProperty('contacts');
    expectError(await o.owner.client.post(`/api/sourcing/${o.uid}/approve`), 409, { title: SOURCING_FAILED });
    expect((await offerRow(server, o.uid))!.status).toBe('declined');
  });

  it.each(['close', 'expire'] as const)(
    'ends the offer when the job spec is %sd: 409 and no abilities',
    async (how) => {
      const o = await pendingOffer();
      if (how === 'close') await closeListingAs(o.owner.client, 'job', o.job.uid);
      else await expireListing(server, 'jobs', o.job.uid);
      const view = await o.owner.client.get(`/api/sourcing/${o.uid}`);
      expect(view.body.offer).toMatchObject({
        isExpired: true,
        status: 'proposed',
        abilities: { canApprove: false, canDecline: false },
      });
      for (const action of ['approve', 'decline']) {
        expectError(await o.owner.client.post(`/api/sourcing/${o.uid}/${action}`), 409, { title: SOURCING_FAILED });
      }
      expect(await offerRow(server, o.uid)).toMatchObject({ status: 'proposed', seconded_at: null });
      expect(await notesOf(server, o.proposer.id)).toHaveLength(0);
    },
  );
});

describe('concurrent answers end in one state, one note and one mail', () => {
  it.each([
    ['approve', 'approve'],
    ['approve', 'decline'],
  ] as const)('%s and %s at once', async (first, second) => {
    const o = await pendingOffer();
    const results = await Promise.all([
      o.owner.client.post(`/api/sourcing/${o.uid}/${first}`),
      o.owner.client.post(`/api/sourcing/${o.uid}/${second}`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.offer.status as 'approved' | 'declined';
    const loser = results.find((r) => r.status === 409)!;
    expectError(loser, 409, { title: SOURCING_FAILED, message: `This Sourcing Offer has already been ${winner}.` });
    expect((await offerRow(server, o.uid))!.status).toBe(winner);

    const heading = winner === 'approved' ? 'Sourcing Offer - Accepted' : 'Sourcing Offer - Declined';
    expect((await notesOf(server, o.proposer.id)).map((n) => n.heading)).toEqual([heading]);
    await waitForMails(server, o.proposer.email, /accepted|declined/, 1);
    await waitForQueuesIdle(server, { except: ['deliver-alerts'] });
    expect(proposalMails(server, o.proposer.email).map((m) => m.subject)).toEqual([
      expect.stringMatching(winner === 'approved' ? /was accepted/ : /was declined/),
    ]);
    expect(proposalMails(server, o.owner.email).filter((m) => /^Sourcing Offer accepted/.test(m.subject))).toHaveLength(
      winner === 'approved' ? 1 : 0,
    );
    expect(await usageAbout(server, o.uid)).toHaveLength(3);
  });
});

describe('effects: notes, mails, usage, analytics and audit', () => {
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
    expect(await proposalMailsAfterQuiet(server, o.proposer.email)).toHaveLength(0);
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

  it('declining notes the proposer, mails no contact detail and records declined for both', async () => {
    const o = await pendingOffer();
    expect((await o.owner.client.post(`/api/sourcing/${o.uid}/decline`)).status).toBe(200);
    expect((await notesOf(server, o.proposer.id)).map((n) => [n.heading, n.link])).toEqual([
      ['Sourcing Offer - Declined', `/sourcing/declined/${o.uid}`],
    ]);
    const declined = await server.smtp.waitFor(o.proposer.email, /declined/);
    expect(declined.subject).toBe(`Your Sourcing Offer for ${o.job.reference} was declined`);
    expect(declined.text).toContain(`View Now: ${server.url}/sourcing/declined/${o.uid}`);
    expectNoContactInMail(declined, [o.proposer, o.owner]);
    await expectTemplates(server, o.proposer.email, ['decline-job-sourcing']);
    await expectTemplates(server, o.owner.email, ['offer-job-sourcing']);
    expect(await usageAbout(server, o.uid)).toEqual(
      [
        usageLine(o.proposer.id, 'sourcing', 'sourcing'),
        usageLine(o.owner.id, 'declined', 'sourcing'),
        usageLine(o.proposer.id, 'declined', 'sourcing'),
      ].sort(),
    );
    expect((await auditAbout(server, o.uid)).filter((a) => a.action === 'contact-reveal')).toHaveLength(0);
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
