/**
 * Contact reveal (spec “What the product does”, “Roles and permissions”): contact details — full name, company, job title, website,
 * e-mail and cellphone of both parties, '-' for blanks — appear only in an approved match or
 * offer and only for its two parties; never for admins (unless a party), never before approval
 * or after a decline. Every JSON answer of the match, sourcing, notes, dashboard and listing
 * routes is walked for the parties' e-mail addresses, cellphones and last names. The reveal is
 * audited: 'contact-reveal' on approval, 'contact-view' each time a party's PWA shows them (its own
 * POST: a GET writes nothing).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../support/use-test-server';
import type { TestResponse } from '../support/test-client';
import { expectError } from '../support/api-helpers';
import { jobBody } from '../support/fixtures/listings';
import {
  auditAbout,
  buildCast,
  buildParty,
  contactOf,
  createCandidate,
  createJob,
  expectNoPartyDetails,
  expectNothingAbout,
  offer,
  propose,
  type Cast,
  type Listing,
  type Party,
} from '../support/fixtures/matches';

const server = useTestServer();
let cast: Cast;

beforeAll(async () => {
  cast = await buildCast(server);
});

type Scenario = { proposer: Party; seconder: Party; job: Listing; candidate: Listing };

/** The seconder posts a job spec that asks for sourcing; the proposer (no website) a candidate. */
async function scenario(): Promise<Scenario> {
  const [proposer, seconder] = await Promise.all([
    buildParty(server, 'recruiter', { website: null }),
    buildParty(server),
  ]);
  const [job, candidate] = await Promise.all([createJob(seconder, { sourcing: true }), createCandidate(proposer)]);
  return { proposer, seconder, job, candidate };
}

const lastWord = (title: string) => title.split(' ').at(-1)!;
const bystanders = () => [cast.third, cast.hiring];

/** Counts of the audit rows about one match or offer, by action and actor. */
async function auditSummary(uid: string): Promise<string[]> {
  return (await auditAbout(server, uid)).map((row) => `${row.action}:${row.actor_id}`);
}

/** The contacts of an approved view, exactly as spec “What the product does” lists them. */
function expectBothCards(view: Record<string, any>, s: { proposer: Party; seconder: Party }): void {
  expect(view.contacts).toEqual({ proposer: contactOf(s.proposer), seconder: contactOf(s.seconder) });
}

/**
 * Every read-only answer around one proposal, for every kind of caller, walked for the two
 * parties' details: notes, dashboard, listing search and detail (non-admins), and the proposal
 * itself for bystanders (403) and the admin (no contacts).
 */
async function sweepEverywhere(s: Scenario, kind: 'match' | 'offer', uid: string): Promise<void> {
  const parties = [s.proposer, s.seconder];
  for (const viewer of [s.proposer, s.seconder, ...bystanders()]) {
    const answers: TestResponse[] = [
      await viewer.client.get('/api/notes'),
      await viewer.client.get('/api/dashboard'),
      await viewer.client.get(`/api/jobs?q=${lastWord(s.job.title)}`),
      await viewer.client.get(`/api/candidates?q=${lastWord(s.candidate.title)}`),
      await viewer.client.get(`/api/jobs/${s.job.uid}`),
      await viewer.client.get(`/api/candidates/${s.candidate.uid}`),
    ];
    for (const res of answers) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expectNoPartyDetails(res, parties);
    }
    // The searches did find the two listings, so their summaries were walked too.
    expect(answers[2]!.body.items.map((item: { uid: string }) => item.uid)).toEqual([s.job.uid]);
    expect(answers[3]!.body.items.map((item: { uid: string }) => item.uid)).toEqual([s.candidate.uid]);
  }
  for (const res of [await cast.admin.client.get('/api/notes'), await cast.admin.client.get('/api/dashboard')]) {
    expectNoPartyDetails(res, parties);
  }
  const path = kind === 'match' ? `/api/matches/${uid}` : `/api/sourcing/${uid}`;
  for (const bystander of bystanders()) {
    const res = await bystander.client.get(path);
    expectError(res, 403, { title: kind === 'match' ? 'Match Proposals are private' : 'Sourcing Offers are private' });
    expectNoPartyDetails(res, parties);
    expectNothingAbout(res, [uid, s.job.reference, s.job.title, s.candidate.reference, s.seconder.company]);
  }
  const adminView = await cast.admin.client.get(path);
  expect(adminView.status).toBe(200);
  expect(adminView.body[kind].viewerRole).toBe('admin');
  expect(adminView.body[kind]).not.toHaveProperty('contacts');
  expectNoPartyDetails(adminView, parties);
}

describe('match proposals', () => {
  it('reveal nothing before approval, to anyone, anywhere', async () => {
    const s = await scenario();
    const proposed = await s.proposer.client.post('/api/matches', { job: s.job.uid, candidate: s.candidate.uid });
    expect(proposed.status).toBe(201);
    expectNoPartyDetails(proposed, [s.proposer, s.seconder]);
    const uid = proposed.body.uid as string;

    for (const party of [s.proposer, s.seconder]) {
      const view = await party.client.get(`/api/matches/${uid}`);
      expect(view.status).toBe(200);
      expect(view.body.match).not.toHaveProperty('contacts');
      expectNoPartyDetails(view, [s.proposer, s.seconder]);
    }
    await sweepEverywhere(s, 'match', uid);

    // Listing writes by the owner answer without identity too.
    const put = await s.seconder.client.put(
      `/api/jobs/${s.job.uid}`,
      jobBody({ jobTitle: s.job.title, sourcing: true }),
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expectNoPartyDetails(put, [s.proposer, s.seconder]);
    const extended = await s.proposer.client.post(`/api/candidates/${s.candidate.uid}/extend`);
    expect(extended.status).toBe(200);
    expectNoPartyDetails(extended, [s.proposer, s.seconder]);

    expect(await auditSummary(uid)).toEqual([]);
  });

  it('reveal both cards to the two parties only after approval, and audit each view', async () => {
    const s = await scenario();
    const uid = await propose(s.proposer.client, s.job, s.candidate);

    const approved = await s.seconder.client.post(`/api/matches/${uid}/approve`);
    expect(approved.status).toBe(200);
    expectBothCards(approved.body.match, s);
    expect(approved.body.match.contacts.proposer.website).toBe('-');
    expectNoPartyDetails(approved, [s.proposer, s.seconder], '$.match.contacts');
    expect(await auditSummary(uid)).toEqual([`contact-reveal:${s.seconder.id}`]);
    // Reading the approved match writes nothing.
    expect((await s.proposer.client.get(`/api/matches/${uid}`)).status).toBe(200);
    expect(await auditSummary(uid)).toEqual([`contact-reveal:${s.seconder.id}`]);

    for (const party of [s.proposer, s.seconder, s.proposer]) {
      const view = await party.client.get(`/api/matches/${uid}`);
      expect(view.status).toBe(200);
      expect(view.body.match.status).toBe('approved');
      expectBothCards(view.body.match, s);
      expectNoPartyDetails(view, [s.proposer, s.seconder], '$.match.contacts');
      // The PWA records each showing of the cards by its own POST (a GET writes nothing).
      expect((await party.client.post(`/api/matches/${uid}/contact-view`)).status).toBe(204);
    }
    // Nobody else's call records a view: not an admin's, not a bystander's (private).
    expect((await cast.admin.client.post(`/api/matches/${uid}/contact-view`)).status).toBe(204);
    for (const bystander of bystanders()) {
      expect((await bystander.client.post(`/api/matches/${uid}/contact-view`)).status).toBe(403);
    }
    await sweepEverywhere(s, 'match', uid);
    // One reveal, then one view row per party view (the admin's and the bystanders' add none).
    expect(await auditSummary(uid)).toEqual([
      `contact-reveal:${s.seconder.id}`,
      `contact-view:${s.proposer.id}`,
      `contact-view:${s.seconder.id}`,
      `contact-view:${s.proposer.id}`,
    ]);
    const [view] = (await auditAbout(server, uid)).filter((row) => row.action === 'contact-view');
    expect(view).toMatchObject({ target_type: 'match', target_id: uid });
  });

  it('reveal nothing after a decline', async () => {
    const s = await scenario();
    const uid = await propose(s.proposer.client, s.job, s.candidate);
    const declined = await s.seconder.client.post(`/api/matches/${uid}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.match).not.toHaveProperty('contacts');
    expectNoPartyDetails(declined, [s.proposer, s.seconder]);
    for (const party of [s.proposer, s.seconder]) {
      const view = await party.client.get(`/api/matches/${uid}`);
      expect(view.body.match).toMatchObject({ status: 'declined' });
      expect(view.body.match).not.toHaveProperty('contacts');
      expectNoPartyDetails(view, [s.proposer, s.seconder]);
    }
    await sweepEverywhere(s, 'match', uid);
    expect(await auditSummary(uid)).toEqual([]);
  });

  it('reveal the cards to an admin who is a party, as that party', async () => {
    const [admin, seconder] = await Promise.all([buildParty(server, 'admin'), buildParty(server)]);
    const [job, candidate] = await Promise.all([createJob(seconder), createCandidate(admin)]);
    const uid = await propose(admin.client, job, candidate);
    expect((await admin.client.get(`/api/matches/${uid}`)).body.match).not.toHaveProperty('contacts');
    expect((await seconder.client.post(`/api/matches/${uid}/approve`)).status).toBe(200);
    const view = await admin.client.get(`/api/matches/${uid}`);
    expect(view.body.match.viewerRole).toBe('proposer');
    expectBothCards(view.body.match, { proposer: admin, seconder });
    // Another admin sees the match but not the cards.
    const other = await cast.admin.client.get(`/api/matches/${uid}`);
    expect(other.body.match.viewerRole).toBe('admin');
    expect(other.body.match).not.toHaveProperty('contacts');
    expectNoPartyDetails(other, [admin, seconder]);
  });

  it('show a dash for every blank of the card', async () => {
    const [proposer, seconder] = await Promise.all([
      buildParty(server, 'recruiter', { website: null, cellphone: null }),
      buildParty(server, 'recruiter', { website: '   ' }),
    ]);
    const [job, candidate] = await Promise.all([createJob(seconder), createCandidate(proposer)]);
    const uid = await propose(proposer.client, job, candidate);
    const approved = await seconder.client.post(`/api/matches/${uid}/approve`);
    expect(approved.body.match.contacts.proposer).toMatchObject({ website: '-', cellphone: '-' });
    expect(approved.body.match.contacts.seconder).toMatchObject({ website: '-' });
    const mail = await server.smtp.waitFor(seconder.email, /^Match approved/);
    expect(mail.text).toContain('Website: -');
    expect(mail.text).toContain('Cellphone: -');
  });
});

describe('sourcing offers', () => {
  it('show only the offering company before approval', async () => {
    const s = await scenario();
    const offered = await s.proposer.client.post('/api/sourcing', { job: s.job.uid });
    expect(offered.status).toBe(201);
    expectNoPartyDetails(offered, [s.proposer, s.seconder]);
    const uid = offered.body.uid as string;
    for (const party of [s.proposer, s.seconder]) {
      const view = await party.client.get(`/api/sourcing/${uid}`);
      expect(view.body.offer.offeringCompany).toBe(s.proposer.company);
      expect(view.body.offer).not.toHaveProperty('contacts');
      expectNoPartyDetails(view, [s.proposer, s.seconder]);
    }
    await sweepEverywhere(s, 'offer', uid);
    expect(await auditSummary(uid)).toEqual([]);
  });

  it('reveal both cards to the two parties after acceptance, and audit each view', async () => {
    const s = await scenario();
    const uid = await offer(s.proposer.client, s.job);
    const approved = await s.seconder.client.post(`/api/sourcing/${uid}/approve`);
    expect(approved.status).toBe(200);
    expectBothCards(approved.body.offer, s);
    expectNoPartyDetails(approved, [s.proposer, s.seconder], '$.offer.contacts');
    for (const party of [s.proposer, s.seconder]) {
      const view = await party.client.get(`/api/sourcing/${uid}`);
      expectBothCards(view.body.offer, s);
      expectNoPartyDetails(view, [s.proposer, s.seconder], '$.offer.contacts');
      expect((await party.client.post(`/api/sourcing/${uid}/contact-view`)).status).toBe(204);
    }
    await sweepEverywhere(s, 'offer', uid);
    expect(await auditSummary(uid)).toEqual([
      `contact-reveal:${s.seconder.id}`,
      `contact-view:${s.proposer.id}`,
      `contact-view:${s.seconder.id}`,
    ]);
    expect((await auditAbout(server, uid)).every((row) => row.target_type === 'sourcing')).toBe(true);
  });

  it('reveal nothing after a decline', async () => {
    const s = await scenario();
    const uid = await offer(s.proposer.client, s.job);
    const declined = await s.seconder.client.post(`/api/sourcing/${uid}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.offer).not.toHaveProperty('contacts');
    expectNoPartyDetails(declined, [s.proposer, s.seconder]);
    for (const party of [s.proposer, s.seconder]) {
      const view = await party.client.get(`/api/sourcing/${uid}`);
      expect(view.body.offer).not.toHaveProperty('contacts');
      expectNoPartyDetails(view, [s.proposer, s.seconder]);
    }
    await sweepEverywhere(s, 'offer', uid);
    expect(await auditSummary(uid)).toEqual([]);
  });
});
