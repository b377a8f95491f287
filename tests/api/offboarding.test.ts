/**
 * An offboarded member gets nothing and blocks no one ("Trust"): on offboarding their
 * listings leave every search (the cached ones too) and cannot be viewed, proposed on or sourced
 * by others (404, as a closed listing); their open match proposals and sourcing offers, both
 * ways, end as 'withdrawn' (shown in the views and the admin lists, with nothing to press); and
 * answering one that involves an offboarded member is refused with 409 and sends no contact
 * details. Contact cards of an approved proposal show only while both parties are in good
 * standing. Proposals racing the offboarding end withdrawn or refused, never open. Reinstating
 * brings their open listings back into search and restores the default notification toggles.
 * Their listings also leave alert, summary and test-alert mails. Migration 0007 applies the same
 * rule to members offboarded before it.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleDigest } from '../../api/jobs/digest';
import { expectError, mailsAfterQuiet, sleep, waitForMails } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import { expireListing, searchUids } from '../support/fixtures/listings';
import {
  buildParty,
  closeListingAs,
  createCandidate,
  createJob,
  expectNoPartyDetails,
  matchRow,
  offer,
  offerRow,
  propose,
  proposalMailsAfterQuiet,
  sentTemplates,
  type Listing,
  type Party,
} from '../support/fixtures/matches';
import { NOTIFICATION_TOGGLES } from '../../shared/constants';

const server = useTestServer();
let admin: Party;

beforeAll(async () => {
  admin = await buildParty(server, 'admin');
});

const JOB_NOT_FOUND = {
  title: 'Job spec not found',
  message: 'The job spec you are trying to view could not be found, and may have expired.',
};
const CANDIDATE_NOT_FOUND = {
  title: 'Candidate spec not found',
  message: 'The candidate spec you are trying to view could not be found, and may have expired.',
};
const MATCH_WITHDRAWN = {
  title: 'Match Proposal failed',
  message: 'This Match Proposal was withdrawn: a member involved is no longer on Recruiter Connect.',
};
const OFFER_WITHDRAWN = {
  title: 'Sourcing Offer failed',
  message: 'This Sourcing Offer was withdrawn: a member involved is no longer on Recruiter Connect.',
};

async function adminAction(member: Party, action: 'offboard' | 'reinstate') {
  const res = await admin.client.post(`/api/admin/accounts/${member.id}/${action}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

const uidsOf = (res: { body: { items: Array<{ uid: string }> } }) => res.body.items.map((i) => i.uid);

describe('offboarding takes the member’s listings out of the network', () => {
  it('their listings leave search (also a search answered from the cache) and the dashboard counts', async () => {
    const [leaver, searcher] = await Promise.all([buildParty(server), buildParty(server)]);
    const job = await createJob(leaver);
    const candidate = await createCandidate(leaver);
    const word = (l: Listing) => l.title.split(' ').at(-1)!;
    // Asked twice: the second answer comes from the search cache, which offboarding must invalidate.
    for (let i = 0; i < 2; i++) {
      expect(await searchUids(searcher.client, `/api/jobs?q=${word(job)}`)).toEqual([job.uid]);
      expect(await searchUids(searcher.client, `/api/candidates?q=${word(candidate)}`)).toEqual([candidate.uid]);
    }
    const before = (await searcher.client.get('/api/dashboard')).body;

    await adminAction(leaver, 'offboard');

    expect(await searchUids(searcher.client, `/api/jobs?q=${word(job)}`)).toEqual([]);
    expect(await searchUids(searcher.client, `/api/candidates?q=${word(candidate)}`)).toEqual([]);
    // Administrators' searches do not show them either.
    expect(await searchUids(admin.client, `/api/jobs?q=${word(job)}`)).toEqual([]);
    const after = (await searcher.client.get('/api/dashboard')).body;
    expect(after.totalActiveJobs).toBe(before.totalActiveJobs - 1);
    expect(after.totalActiveCandidates).toBe(before.totalActiveCandidates - 1);
  });

  it('others get 404 for their listings, and cannot propose on or source them, like a closed listing', async () => {
    const [leaver, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const job = await createJob(leaver, { sourcing: true });
    const candidate = await createCandidate(leaver);
    const [otherJob, otherCandidate] = await Promise.all([createJob(other), createCandidate(other)]);
    await adminAction(leaver, 'offboard');

    expectError(await other.client.get(`/api/jobs/${job.uid}`), 404, JOB_NOT_FOUND);
    expectError(await other.client.get(`/api/candidates/${candidate.uid}`), 404, CANDIDATE_NOT_FOUND);
    expectError(
      await other.client.post('/api/matches', { job: job.uid, candidate: otherCandidate.uid }),
      404,
      JOB_NOT_FOUND,
    );
    expectError(
      await other.client.post('/api/matches', { job: otherJob.uid, candidate: candidate.uid }),
      404,
      CANDIDATE_NOT_FOUND,
    );
    expectError(await other.client.post('/api/sourcing', { job: job.uid }), 404, JOB_NOT_FOUND);
    const { rows } = await server.ctx.pool.query(
      "select count(*)::int as n from proposals where kind = 'match' and (job_id = $1 or candidate_id = $2)",
      [job.uid, candidate.uid],
    );
    expect(rows[0].n).toBe(0);
    // Administrators still see them (with their abilities), e.g. to review the member's history.
    const seen = await admin.client.get(`/api/jobs/${job.uid}`);
    expect(seen.status).toBe(200);
    expect(seen.body.listing.abilities).toMatchObject({ canPropose: false, canSource: false });
  });

  it('reinstating puts their open listings back in search; closed and expired ones stay out', async () => {
    const [leaver, searcher] = await Promise.all([buildParty(server), buildParty(server)]);
    const word = `Reinstated${Date.now().toString(36)}`;
    const open = await createJob(leaver, { jobTitle: `Mine Planner ${word}` });
    const closed = await createJob(leaver, { jobTitle: `Mine Surveyor ${word}` });
    const expired = await createJob(leaver, { jobTitle: `Mine Geologist ${word}` });
    await closeListingAs(leaver.client, 'job', closed.uid);
    await expireListing(server, 'jobs', expired.uid);
    expect(await searchUids(searcher.client, `/api/jobs?q=${word}`)).toEqual([open.uid]);

    await adminAction(leaver, 'offboard');
    expect(await searchUids(searcher.client, `/api/jobs?q=${word}`)).toEqual([]);
    await adminAction(leaver, 'reinstate');
    expect(await searchUids(searcher.client, `/api/jobs?q=${word}`)).toEqual([open.uid]);
    expect((await searcher.client.get(`/api/jobs/${open.uid}`)).status).toBe(200);
    expectError(await searcher.client.get(`/api/jobs/${closed.uid}`), 404, JOB_NOT_FOUND);
  });
});

describe('offboarding takes the member’s listings out of alert and summary mails', () => {
  /** A recruiter in one category no other test here uses, with every toggle on. */
  const CATEGORY = 41;

  it('a batched alert about their listing is not sent once they are offboarded', async () => {
    const [leaver, watcher] = await Promise.all([buildParty(server), buildParty(server)]);
    await server.ctx.pool.query('update accounts set categories = $2 where id = $1', [watcher.id, [CATEGORY]]);
    // The watcher was mailed 5 minutes ago: the alert waits in the batch, 10 minutes from going out.
    await server.ctx.pool.query(
      `insert into alert_clock (account_id, last_sent_at) values ($1, now() - interval '5 minutes')`,
      [watcher.id],
    );
    const job = await createJob(leaver, { categories: [CATEGORY] });
    const pending = async () =>
      (await server.ctx.pool.query('select sent_at from pending_alerts where account_id = $1', [watcher.id]))
        .rows as Array<{ sent_at: Date | null }>;
    for (let i = 0; (await pending()).length === 0 && i < 300; i++) await sleep(100);
    expect(await pending()).toHaveLength(1);
    await adminAction(leaver, 'offboard');
    // Then the batch is due: the clock as if the last mail was 16 minutes ago, the waiting delivery now.
    await server.ctx.pool.query(
      `update alert_clock set last_sent_at = now() - interval '16 minutes' where account_id = $1`,
      [watcher.id],
    );
    for (let i = 0; i < 300; i++) {
      const { rowCount } = await server.ctx.pool.query(
        `update pgboss.job set start_after = now()
          where name = 'deliver-alerts' and state in ('created', 'retry') and data->>'accountId' = $1`,
        [watcher.id],
      );
      if (rowCount) break;
      await sleep(100);
    }
    for (let i = 0; (await pending())[0]?.sent_at === null && i < 300; i++) await sleep(100);
    expect((await pending())[0]?.sent_at).not.toBeNull();
    await mailsAfterQuiet(server, watcher.email);
    expect(server.smtp.to(watcher.email).filter((m) => m.text.includes(job.reference))).toEqual([]);
  });

  it('the daily summary and an admin’s test alert leave their listings out', async () => {
    const [leaver, stayer, watcher] = await Promise.all([buildParty(server), buildParty(server), buildParty(server)]);
    await server.ctx.pool.query('update accounts set categories = $2 where id = $1', [watcher.id, [CATEGORY + 1]]);
    const gone = await createJob(leaver, { categories: [CATEGORY + 1] });
    const kept = await createJob(stayer, { categories: [CATEGORY + 1] });
    await adminAction(leaver, 'offboard');

    expect((await admin.client.post(`/api/admin/accounts/${watcher.id}/test-alert`)).status).toBe(200);
    const [testAlert] = await waitForMails(server, watcher.email, /^\[Test\]/, 1);
    expect(testAlert!.text).toContain(kept.reference);
    expect(testAlert!.text).not.toContain(gone.reference);

    await handleDigest(server.ctx, 'daily', { now: new Date(Date.now() + 3_600_000).toISOString() });
    const [digest] = await waitForMails(server, watcher.email, /^Daily summary:/, 1);
    expect(digest!.text).toContain(kept.reference);
    expect(digest!.text).not.toContain(gone.reference);
  });
});

describe('offboarding ends the member’s open proposals and offers, both ways', () => {
  /** `leaver` and `other` each with a job (asking for sourcing) and a candidate. */
  async function world() {
    const [leaver, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const [leaverJob, leaverCandidate, otherJob, otherCandidate] = await Promise.all([
      createJob(leaver, { sourcing: true }),
      createCandidate(leaver),
      createJob(other, { sourcing: true }),
      createCandidate(other),
    ]);
    return { leaver, other, leaverJob, leaverCandidate, otherJob, otherCandidate };
  }

  it('marks them withdrawn: shown in the views with no abilities, and in the admin lists', async () => {
    const w = await world();
    const byLeaver = await propose(w.leaver.client, w.otherJob, w.leaverCandidate);
    const toLeaver = await propose(w.other.client, w.leaverJob, w.otherCandidate);
    const offerByLeaver = await offer(w.leaver.client, w.otherJob);
    const offerToLeaver = await offer(w.other.client, w.leaverJob);
    // An answered one keeps its answer.
    const declinedPair = await Promise.all([createJob(w.other), createCandidate(w.leaver)]);
    const declined = await propose(w.leaver.client, declinedPair[0], declinedPair[1]);
    expect((await w.other.client.post(`/api/matches/${declined}/decline`)).status).toBe(200);

    await adminAction(w.leaver, 'offboard');

    for (const uid of [byLeaver, toLeaver])
      expect(await matchRow(server, uid)).toMatchObject({ status: 'withdrawn', seconded_at: null });
    for (const uid of [offerByLeaver, offerToLeaver])
      expect(await offerRow(server, uid)).toMatchObject({ status: 'withdrawn', seconded_at: null });
    expect((await matchRow(server, declined))!.status).toBe('declined');

    for (const uid of [byLeaver, toLeaver]) {
      const view = await w.other.client.get(`/api/matches/${uid}`);
      expect(view.status).toBe(200);
      expect(view.body.match).toMatchObject({
        status: 'withdrawn',
        isExpired: false,
        abilities: { canApprove: false, canDecline: false },
      });
      expect(view.body.match.contacts).toBeUndefined();
      const asAdmin = await admin.client.get(`/api/matches/${uid}`);
      expect(asAdmin.body.match.status).toBe('withdrawn');
    }
    for (const uid of [offerByLeaver, offerToLeaver]) {
      const view = await w.other.client.get(`/api/sourcing/${uid}`);
      expect(view.body.offer).toMatchObject({
        status: 'withdrawn',
        abilities: { canApprove: false, canDecline: false },
      });
      expect(view.body.offer.contacts).toBeUndefined();
    }

    const matches = await admin.client.get('/api/admin/matches?status=withdrawn');
    expect(matches.status).toBe(200);
    expect(uidsOf(matches)).toEqual(expect.arrayContaining([byLeaver, toLeaver]));
    expect(uidsOf(matches)).not.toContain(declined);
    for (const item of matches.body.items) expect(item).toMatchObject({ status: 'withdrawn', isExpired: false });
    expect(uidsOf(await admin.client.get('/api/admin/matches?status=proposed'))).not.toContain(byLeaver);
    const offers = await admin.client.get('/api/admin/sourcing?status=withdrawn');
    expect(uidsOf(offers)).toEqual(expect.arrayContaining([offerByLeaver, offerToLeaver]));
  });

  it('a withdrawn proposal or offer cannot be approved or declined (409), and no contact details are sent', async () => {
    const w = await world();
    const toOther = await propose(w.leaver.client, w.otherJob, w.leaverCandidate);
    const offerToOther = await offer(w.leaver.client, w.otherJob);
    await adminAction(w.leaver, 'offboard');

    for (const action of ['approve', 'decline']) {
      expectError(await w.other.client.post(`/api/matches/${toOther}/${action}`), 409, MATCH_WITHDRAWN);
      expectError(await w.other.client.post(`/api/sourcing/${offerToOther}/${action}`), 409, OFFER_WITHDRAWN);
    }
    expect((await matchRow(server, toOther))!.status).toBe('withdrawn');
    expect(await proposalMailsAfterQuiet(server, w.leaver.email)).toEqual([]);
    expect(await sentTemplates(server, w.other.email)).toEqual(['offer-job-sourcing', 'propose-matching-job']);
  });

  it('refuses to answer one whose other party is offboarded even if it is still open (e.g. offboarded outside the console)', async () => {
    const w = await world();
    const match = await propose(w.leaver.client, w.otherJob, w.leaverCandidate);
    const offered = await offer(w.leaver.client, w.otherJob);
    await server.ctx.pool.query('update accounts set is_deleted = true where id = $1', [w.leaver.id]);
    expectError(await w.other.client.post(`/api/matches/${match}/approve`), 409, MATCH_WITHDRAWN);
    expectError(await w.other.client.post(`/api/sourcing/${offered}/approve`), 409, OFFER_WITHDRAWN);
    expect((await matchRow(server, match))!.status).toBe('proposed');
    const view = await w.other.client.get(`/api/matches/${match}`);
    expect(view.body.match.abilities).toEqual({ canApprove: false, canDecline: false });
    expect(await proposalMailsAfterQuiet(server, w.leaver.email)).toEqual([]);
    const templates = await sentTemplates(server, w.other.email);
    expect(templates).not.toContain('match-contact');
    expect(templates).not.toContain('sourcing-contact');
  });

  it('proposals and offers made while the member is being offboarded are withdrawn or refused, never left open', async () => {
    for (let round = 0; round < 4; round++) {
      const w = await world();
      const results = await Promise.all([
        w.other.client.post('/api/matches', { job: w.leaverJob.uid, candidate: w.otherCandidate.uid }),
        w.leaver.client.post('/api/matches', { job: w.otherJob.uid, candidate: w.leaverCandidate.uid }),
        w.other.client.post('/api/sourcing', { job: w.leaverJob.uid }),
        w.leaver.client.post('/api/sourcing', { job: w.otherJob.uid }),
        admin.client.post(`/api/admin/accounts/${w.leaver.id}/offboard`),
      ]);
      expect(results[4]!.status).toBe(200);
      // Each proposal either got in before the offboarding (and was withdrawn by it) or was refused.
      for (const res of results.slice(0, 4))
        expect([201, 401, 403, 404], JSON.stringify(res.body)).toContain(res.status);
      const { rows } = await server.ctx.pool.query(
        `select count(*)::int as n from (
           select status from proposals where proposer_id = $1 or seconder_id = $1) p
         where status = 'proposed'`,
        [w.leaver.id],
      );
      expect(rows[0].n).toBe(0);
    }
  });

  it('an approved proposal no longer shows the offboarded party’s contact card', async () => {
    const w = await world();
    const match = await propose(w.leaver.client, w.otherJob, w.leaverCandidate);
    expect((await w.other.client.post(`/api/matches/${match}/approve`)).status).toBe(200);
    const offered = await offer(w.leaver.client, w.otherJob);
    expect((await w.other.client.post(`/api/sourcing/${offered}/approve`)).status).toBe(200);
    expect((await w.other.client.get(`/api/matches/${match}`)).body.match.contacts).toBeDefined();

    await adminAction(w.leaver, 'offboard');
    const view = await w.other.client.get(`/api/matches/${match}`);
    expect(view.body.match.status).toBe('approved');
    expectNoPartyDetails(view, [w.leaver, w.other]);
    const offerView = await w.other.client.get(`/api/sourcing/${offered}`);
    expect(offerView.body.offer.status).toBe('approved');
    expectNoPartyDetails(offerView, [w.leaver, w.other]);
  });
});

describe('migration 0007 moves members offboarded before it', () => {
  it('flags their listings and withdraws their open proposals and offers, both ways, and nothing else', async () => {
    const [leaver, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const [leaverJob, leaverCandidate, otherJob, otherCandidate] = await Promise.all([
      createJob(leaver, { sourcing: true }),
      createCandidate(leaver),
      createJob(other, { sourcing: true }),
      createCandidate(other),
    ]);
    const byLeaver = await propose(leaver.client, otherJob, leaverCandidate);
    const toLeaver = await propose(other.client, leaverJob, otherCandidate);
    const offerToLeaver = await offer(other.client, leaverJob);
    const approvedPair = await Promise.all([createJob(other), createCandidate(leaver)]);
    const approved = await propose(leaver.client, approvedPair[0], approvedPair[1]);
    expect((await other.client.post(`/api/matches/${approved}/approve`)).status).toBe(200);
    const unrelated = await propose(other.client, await createJob(admin), await createCandidate(other));
    // Offboarded the way it was done before the migration: only the account row changed.
    await server.ctx.pool.query('update accounts set is_deleted = true where id = $1', [leaver.id]);

    const migration = readFileSync(
      new URL('../../api/db/migrations/0007_offboarded_listings.sql', import.meta.url),
      'utf8',
    );
    const dataMoves = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(dataMoves).toHaveLength(4);
    // Matches and sourcing offers are one table since migration 0012: the same moves, run on it.
    for (const statement of dataMoves)
      await server.ctx.pool.query(statement.replace(/"(matches|sourcing_offers)"/, '"proposals"'));

    const flag = async (table: string, uid: string) =>
      (await server.ctx.pool.query(`select owner_offboarded from ${table} where id = $1`, [uid])).rows[0]
        .owner_offboarded;
    expect([await flag('jobs', leaverJob.uid), await flag('candidates', leaverCandidate.uid)]).toEqual([true, true]);
    expect([await flag('jobs', otherJob.uid), await flag('candidates', otherCandidate.uid)]).toEqual([false, false]);
    expect((await matchRow(server, byLeaver))!.status).toBe('withdrawn');
    expect((await matchRow(server, toLeaver))!.status).toBe('withdrawn');
    expect((await offerRow(server, offerToLeaver))!.status).toBe('withdrawn');
    expect((await matchRow(server, approved))!.status).toBe('approved');
    expect((await matchRow(server, unrelated))!.status).toBe('proposed');
  });
});

describe('reinstating restores the default notification toggles', () => {
  it('switches every toggle back on for a recruiter, and all but the listing alerts for a hiring company', async () => {
    for (const [kind, expected] of [
      ['recruiter', Object.fromEntries(NOTIFICATION_TOGGLES.map((k) => [k, true]))],
      ['hiring', Object.fromEntries(NOTIFICATION_TOGGLES.map((k) => [k, k !== 'newCandidate' && k !== 'newPosition']))],
    ] as const) {
      const member = await buildParty(server, kind);
      const off = await adminAction(member, 'offboard');
      expect(Object.values(off.body.account.notifications).every((v) => v === false)).toBe(true);
      const back = await adminAction(member, 'reinstate');
      expect(back.body.account.notifications).toEqual(expected);
    }
  });
});
