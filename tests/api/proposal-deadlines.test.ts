/**
 * Deadlines (docs/deadlines.md): answer-by dates, reminders and lapsing, with the app's clock moved through a
 * proposal's life (api/clock.ts; the server runs in-process) and the deadline sweep run at each
 * step (api/jobs/deadline-sweep.ts). The dates themselves (business days, SA holidays) are
 * table-tested in tests/unit/proposal-deadline.test.ts; here the test reads them from the same rule
 * for a proposal made "tomorrow at 10:00", so it holds whatever day it runs.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../api/clock';
import { handleDeadlineSweep } from '../../api/jobs/deadline-sweep';
import { handleDigest } from '../../api/jobs/digest';
import { expectError, mailsAfterQuiet, waitForMails } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import {
  buildParty,
  countWhere,
  createCandidate,
  createJob,
  mailBody,
  notesOf,
  offer,
  propose,
  type Party,
} from '../support/fixtures/matches';
import { addCalendarDays, saDateOf, saStartOf } from '../../shared/rules/business-days';
import {
  answerByLabel,
  answerByOf,
  deadlineOf,
  formatAnswerBy,
  reminderAt,
} from '../../shared/rules/proposal-deadline';
import type { MatchView, SourcingView } from '../../shared/types/matches';

const server = useTestServer();
afterEach(resetClock);
afterAll(resetClock);

const MINUTE = 60_000;
/** Tomorrow (SA date) at 10:00 SAST. */
const tomorrowAt10 = () => new Date(saStartOf(addCalendarDays(saDateOf(new Date()), 1)).getTime() + 10 * 60 * MINUTE);

const sweepAt = (at: Date) => {
  setClock(at);
  return handleDeadlineSweep(server.ctx, null);
};
const remindersOf = (uid: string) => countWhere(server, 'sent_reminders', 'key like $1', [`proposal:${uid}:%`]);
const notesHeaded = async (party: Party, heading: string) =>
  (await notesOf(server, party.id)).filter((n) => n.heading === heading);

type Pending = { proposer: Party; seconder: Party; uid: string; answerBy: string };

/** A match proposed at `at`: the candidate owner proposes their candidate for the job owner's job spec. */
async function proposeAt(at: Date): Promise<Pending> {
  const [seconder, proposer] = await Promise.all([buildParty(server), buildParty(server)]);
  const [job, candidate] = await Promise.all([createJob(seconder), createCandidate(proposer)]);
  setClock(at);
  const uid = await propose(proposer.client, job, candidate);
  return { proposer, seconder, uid, answerBy: answerByOf(at) };
}

const viewOf = async (client: Party['client'], uid: string) => {
  const res = await client.get(`/api/matches/${uid}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.match as MatchView;
};

describe('a match proposal’s life against the clock', () => {
  let p: Pending;
  const proposedAt = tomorrowAt10();

  beforeAll(async () => {
    p = await proposeAt(proposedAt);
  });

  it('is stored with its answer-by date, the 5th business day after its SA date, shown to both parties', async () => {
    expect(p.answerBy > saDateOf(proposedAt)).toBe(true);
    setClock(proposedAt);
    for (const party of [p.seconder, p.proposer]) {
      const view = await viewOf(party.client, p.uid);
      expect(view).toMatchObject({ status: 'proposed', answerBy: p.answerBy });
    }
    expect((await viewOf(p.seconder.client, p.uid)).abilities).toEqual({ canApprove: true, canDecline: true });
  });

  it('tells the recipient "Answer by {date}" in the bell note and the mail', async () => {
    const [note] = await notesHeaded(p.seconder, 'Match Proposal - New');
    expect(note?.message).toContain(`${answerByLabel(p.answerBy)}.`);
    const [mail] = await waitForMails(server, p.seconder.email, /New Match Proposal/, 1);
    expect(mailBody(mail!)).toContain(`Please answer by ${formatAnswerBy(p.answerBy)}`);
  });

  it('sends nothing before the first reminder is due', async () => {
    await sweepAt(new Date(reminderAt(p.answerBy, 2).getTime() - MINUTE));
    expect(await remindersOf(p.uid)).toBe(0);
    expect(await notesHeaded(p.seconder, 'Match Proposal - Reminder')).toHaveLength(0);
  });

  it('reminds the recipient 2 business days before, once however often the sweep runs', async () => {
    await sweepAt(reminderAt(p.answerBy, 2));
    await sweepAt(new Date(reminderAt(p.answerBy, 2).getTime() + 60 * MINUTE));
    const notes = await notesHeaded(p.seconder, 'Match Proposal - Reminder');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain(answerByLabel(p.answerBy));
    expect(notes[0]!.link).toBe(`/match/proposal/${p.uid}`);
    expect(await remindersOf(p.uid)).toBe(1);
    const mails = await waitForMails(server, p.seconder.email, /^Please answer by/, 1);
    expect(mailBody(mails[0]!)).toContain(`/match/proposal/${p.uid}`);
    // The proposer is not reminded of anything.
    expect(await notesHeaded(p.proposer, 'Match Proposal - Reminder')).toHaveLength(0);
  });

  it('reminds again 1 business day before, once', async () => {
    await sweepAt(reminderAt(p.answerBy, 1));
    await sweepAt(new Date(reminderAt(p.answerBy, 1).getTime() + 5 * MINUTE));
    await sweepAt(new Date(deadlineOf(p.answerBy).getTime() - MINUTE));
    expect(await notesHeaded(p.seconder, 'Match Proposal - Reminder')).toHaveLength(2);
    expect(await remindersOf(p.uid)).toBe(2);
    await waitForMails(server, p.seconder.email, /^Please answer by/, 2);
  });

  it('can still be answered on the last minute of the answer-by day (nothing lapsed yet)', async () => {
    setClock(new Date(deadlineOf(p.answerBy).getTime() - MINUTE));
    const view = await viewOf(p.seconder.client, p.uid);
    expect(view.status).toBe('proposed');
    expect(view.abilities.canApprove).toBe(true);
  });

  it('is lapsed once the day has ended, even before the sweep: no buttons, and answers get 409', async () => {
    setClock(new Date(deadlineOf(p.answerBy).getTime() + 1));
    const view = await viewOf(p.seconder.client, p.uid);
    expect(view).toMatchObject({ status: 'lapsed', answerBy: p.answerBy, isExpired: false });
    expect(view.abilities).toEqual({ canApprove: false, canDecline: false });
    for (const action of ['approve', 'decline']) {
      const res = await p.seconder.client.post(`/api/matches/${p.uid}/${action}`);
      expectError(res, 409, {
        title: 'Match Proposal failed',
        message: `This Match Proposal has lapsed: it was not answered by ${formatAnswerBy(p.answerBy)}, so it can no longer be approved or declined.`,
      });
    }
  });

  it('the sweep records the lapse and tells the proposer (note and mail), once', async () => {
    const at = new Date(deadlineOf(p.answerBy).getTime() + 15 * MINUTE);
    await sweepAt(at);
    await sweepAt(new Date(at.getTime() + 15 * MINUTE));
    expect(await countWhere(server, 'proposals', `id = $1 and status = 'lapsed'`, [p.uid])).toBe(1);
    const notes = await notesHeaded(p.proposer, 'Match Proposal - Lapsed');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain(`was not answered by ${formatAnswerBy(p.answerBy)} and has lapsed`);
    const [mail] = await waitForMails(server, p.proposer.email, /lapsed unanswered/, 1);
    expect(mailBody(mail!)).not.toContain(p.seconder.email);
    expect(mailBody(mail!)).not.toContain(p.seconder.company);
    // The proposer sees it lapsed too, with no contact details.
    const view = await viewOf(p.proposer.client, p.uid);
    expect(view.status).toBe('lapsed');
    expect(view.contacts).toBeUndefined();
    // No reminder after the deadline.
    expect(await remindersOf(p.uid)).toBe(2);
  });

  it('is listed for admins under the Lapsed filter, with its answer-by date', async () => {
    resetClock();
    const admin = await buildParty(server, 'admin');
    const res = await admin.client.get('/api/admin/matches?status=lapsed');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = (res.body.items ?? res.body) as Array<{ uid: string; status: string; answerBy: string }>;
    expect(items.find((i) => i.uid === p.uid)).toMatchObject({ status: 'lapsed', answerBy: p.answerBy });
    expect(items.every((i) => i.status === 'lapsed')).toBe(true);
  });

  it('frees the pair: the same match can be proposed again', async () => {
    const openMatches = await countWhere(server, 'proposals', `proposer_id = $1 and status = 'proposed'`, [
      p.proposer.id,
    ]);
    expect(openMatches).toBe(0);
  });
});

describe('answered in time', () => {
  it('is neither reminded nor lapsed', async () => {
    const p = await proposeAt(tomorrowAt10());
    setClock(new Date(reminderAt(p.answerBy, 2).getTime() - 60 * MINUTE));
    const res = await p.seconder.client.post(`/api/matches/${p.uid}/decline`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await sweepAt(reminderAt(p.answerBy, 2));
    await sweepAt(reminderAt(p.answerBy, 1));
    await sweepAt(new Date(deadlineOf(p.answerBy).getTime() + MINUTE));
    expect(await remindersOf(p.uid)).toBe(0);
    expect(await countWhere(server, 'proposals', `id = $1 and status = 'declined'`, [p.uid])).toBe(1);
    expect(await notesHeaded(p.proposer, 'Match Proposal - Lapsed')).toHaveLength(0);
  });
});

describe('the daily summary', () => {
  it('lists a waiting proposal with its answer-by date, and no longer once the sweep lapsed it', async () => {
    const p = await proposeAt(tomorrowAt10());
    await server.ctx.pool.query(
      `update accounts set notifications = notifications || '{"summaryDaily": true}'::jsonb where id = $1`,
      [p.seconder.id],
    );
    const before = new Date(deadlineOf(p.answerBy).getTime() - 60 * MINUTE);
    await handleDigest(server.ctx, 'daily', { now: before.toISOString() });
    const [first] = await waitForMails(server, p.seconder.email, /^Daily summary/, 1);
    expect(first!.text).toContain(`(answer by ${formatAnswerBy(p.answerBy)}): `);
    expect(first!.text).toContain(`/match/proposal/${p.uid}`);
    // The digests run at 06:00; the sweep has lapsed it just after midnight.
    const after = new Date(deadlineOf(p.answerBy).getTime() + 8 * 60 * MINUTE);
    await sweepAt(new Date(deadlineOf(p.answerBy).getTime() + 15 * MINUTE));
    await handleDigest(server.ctx, 'daily', { now: after.toISOString() });
    const mails = await mailsAfterQuiet(server, p.seconder.email);
    const summaries = mails.filter((m) => /^Daily summary/.test(m.subject));
    // Nothing new and nothing waiting: no second summary, or one without the lapsed proposal.
    for (const mail of summaries.slice(1)) expect(mail.text).not.toContain(p.uid);
  });
});

describe('a sourcing offer', () => {
  it('has the same deadline, reminders and lapse', async () => {
    const [owner, sourcer] = await Promise.all([buildParty(server), buildParty(server)]);
    const job = await createJob(owner, { sourcing: true });
    const at = tomorrowAt10();
    setClock(at);
    const uid = await offer(sourcer.client, job);
    const answerBy = answerByOf(at);
    const res = await owner.client.get(`/api/sourcing/${uid}`);
    expect((res.body.offer as SourcingView).answerBy).toBe(answerBy);
    await sweepAt(reminderAt(answerBy, 1));
    expect(await notesHeaded(owner, 'Sourcing Offer - Reminder')).toHaveLength(1);
    await sweepAt(new Date(deadlineOf(answerBy).getTime() + MINUTE));
    expect(await notesHeaded(sourcer, 'Sourcing Offer - Lapsed')).toHaveLength(1);
    const after = await owner.client.post(`/api/sourcing/${uid}/approve`);
    expectError(after, 409, { title: 'Sourcing Offer failed' });
    await waitForMails(server, sourcer.email, /Sourcing Offer lapsed unanswered/, 1);
  });
});

describe('PROPOSAL_ANSWER_BUSINESS_DAYS', () => {
  const twoDays = useTestServer({ env: { PROPOSAL_ANSWER_BUSINESS_DAYS: '2' } });

  it('sets how many business days a recipient has', async () => {
    const [seconder, proposer] = await Promise.all([buildParty(twoDays), buildParty(twoDays)]);
    const [job, candidate] = await Promise.all([createJob(seconder), createCandidate(proposer)]);
    const at = tomorrowAt10();
    setClock(at);
    const uid = await propose(proposer.client, job, candidate);
    const res = await seconder.client.get(`/api/matches/${uid}`);
    expect(res.body.match.answerBy).toBe(answerByOf(at, 2));
    expect(answerByOf(at, 2) < answerByOf(at)).toBe(true);
  });
});
