/**
 * The dashboard's "Needs you" list, first-run checklist and weekly chart (GET
 * /api/dashboard/needs-you, docs/dashboard.md): each row reaches the member it waits for and
 * nobody else, with its countdown from the same deadline rule the answer itself obeys, and it
 * leaves the list once acted on (or once it can no longer be acted on).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../api/clock';
import { useTestServer } from '../support/use-test-server';
import { buildParty, createCandidate, createJob, offer, propose, type Party } from '../support/fixtures/matches';
import { ageListing } from '../support/fixtures/listings';
import { openDeal, moveDeal } from '../support/fixtures/deals';
import { businessDaysBetween, saDateOf } from '../../shared/rules/business-days';
import { deadlineOf, formatAnswerBy } from '../../shared/rules/proposal-deadline';
import type { NeedsYouItem, NeedsYouResponse } from '../../shared/types/dashboard';

const server = useTestServer();
afterEach(resetClock);

async function needsYou(party: Party): Promise<NeedsYouResponse> {
  const res = await party.client.get('/api/dashboard/needs-you');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as NeedsYouResponse;
}
const itemFor = (body: NeedsYouResponse, uid: string): NeedsYouItem | undefined =>
  body.items.find((item) => item.key.endsWith(`:${uid}`));

describe('GET /api/dashboard/needs-you', () => {
  it('answers 401 to a visitor', async () => {
    const res = await server.client().get('/api/dashboard/needs-you');
    expect(res.status).toBe(401);
  });

  it('lists a waiting proposal with its countdown for the member who must answer it, and for nobody else', async () => {
    const [seconder, proposer, third] = await Promise.all([buildParty(server), buildParty(server), buildParty(server)]);
    const [job, candidate] = await Promise.all([createJob(seconder), createCandidate(proposer)]);
    const uid = await propose(proposer.client, job, candidate);
    const { rows } = await server.ctx.pool.query<{ answer_by: string }>(
      `select to_char(answer_by, 'YYYY-MM-DD') as answer_by from proposals where id = $1`,
      [uid],
    );
    const answerBy = rows[0]!.answer_by;

    const item = itemFor(await needsYou(seconder), uid);
    const left = businessDaysBetween(saDateOf(new Date()), answerBy);
    const date = formatAnswerBy(answerBy).replace(
      / \d{4}$/,
      answerBy.slice(0, 4) === saDateOf(new Date()).slice(0, 4) ? '' : '$&',
    );
    expect(item).toEqual({
      key: `match:${uid}`,
      type: 'proposal',
      title: `Proposal on ${job.reference} · ${job.title}`,
      action: 'Answer',
      href: `/match/proposal/${uid}`,
      due: {
        label: `Answer by ${date} · ${left} day${left === 1 ? '' : 's'} left`,
        tone: left <= 2 ? 'soon' : 'neutral',
      },
    });
    expect(itemFor(await needsYou(proposer), uid), 'the proposer waits, nothing to do').toBeUndefined();
    expect(itemFor(await needsYou(third), uid), 'a third member').toBeUndefined();

    // The proposer's week shows one sent, the seconder's one received.
    const sent = (await needsYou(proposer)).weeks;
    const received = (await needsYou(seconder)).weeks;
    expect(sent).toHaveLength(8);
    expect(sent.at(-1)).toMatchObject({ sent: 1, received: 0 });
    expect(received.at(-1)).toMatchObject({ sent: 0, received: 1 });

    // On its last day it turns urgent; once lapsed it is gone (it can no longer be answered).
    setClock(new Date(deadlineOf(answerBy).getTime() - 60_000));
    expect(itemFor(await needsYou(seconder), uid)?.due).toEqual({
      label: `Answer by ${date} · today is the last day`,
      tone: 'soon',
    });
    setClock(new Date(deadlineOf(answerBy).getTime() + 60_000));
    expect(itemFor(await needsYou(seconder), uid)).toBeUndefined();
    resetClock();

    // Answered: gone.
    const declined = await seconder.client.post(`/api/matches/${uid}/decline`);
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(itemFor(await needsYou(seconder), uid)).toBeUndefined();
  });

  it('lists a sourcing offer for the job owner, and drops one whose job spec closed', async () => {
    const [owner, sourcer] = await Promise.all([buildParty(server), buildParty(server)]);
    const job = await createJob(owner, { sourcing: true });
    const uid = await offer(sourcer.client, job);
    expect(itemFor(await needsYou(owner), uid)).toMatchObject({
      type: 'offer',
      href: `/sourcing/proposal/${uid}`,
      title: `Sourcing offer on ${job.reference} · ${job.title}`,
    });
    expect(itemFor(await needsYou(sourcer), uid)).toBeUndefined();
    const closed = await owner.client.post(`/api/jobs/${job.uid}/close`);
    expect(closed.status).toBe(200);
    expect(itemFor(await needsYou(owner), uid), 'expired with its listing').toBeUndefined();
  });

  it('lists deal terms for each party until they accept, and the partner payment for the job owner only', async () => {
    const deal = await openDeal(server);
    // No fee yet: only the job owner can act (enter it).
    expect(itemFor(await needsYou(deal.jobOwner), deal.uid)).toMatchObject({ type: 'fee', href: `/deals/${deal.uid}` });
    expect(itemFor(await needsYou(deal.partner), deal.uid)).toBeUndefined();
    const fee = await deal.jobOwner.client.request('PATCH', `/api/deals/${deal.uid}/terms`, { feePercent: '20' });
    expect(fee.status).toBe(200);
    expect(itemFor(await needsYou(deal.partner), deal.uid)).toMatchObject({ type: 'terms', action: 'Review terms' });
    const accepted = await deal.partner.client.post(`/api/deals/${deal.uid}/accept-terms`);
    expect(accepted.status).toBe(200);
    expect(itemFor(await needsYou(deal.partner), deal.uid), 'accepted').toBeUndefined();
    expect(itemFor(await needsYou(deal.jobOwner), deal.uid)).toMatchObject({ type: 'terms' });

    const today = saDateOf(new Date());
    const ownerAccepts = await deal.jobOwner.client.post(`/api/deals/${deal.uid}/accept-terms`);
    expect(ownerAccepts.status).toBe(200);
    expect(itemFor(await needsYou(deal.jobOwner), deal.uid), 'both accepted').toBeUndefined();
    await moveDeal(deal.partner, deal.uid, { stage: 'interviewing' });
    await moveDeal(deal.jobOwner, deal.uid, { stage: 'offer_made' });
    await moveDeal(deal.jobOwner, deal.uid, { stage: 'placed', date: today, ctc: 600_000 });
    await moveDeal(deal.jobOwner, deal.uid, { stage: 'invoiced', date: today });
    await moveDeal(deal.jobOwner, deal.uid, { stage: 'client_paid', date: today });
    const payment = itemFor(await needsYou(deal.jobOwner), deal.uid);
    // 20 % of R600 000 = R120 000, the partner's half R60 000.
    expect(payment).toMatchObject({ type: 'payment', action: 'Record payment' });
    expect(payment?.title).toContain('Pay your partner R60 000');
    expect(payment?.due?.label).toMatch(/^Due \w{3} \d{1,2} \w{3,4}( \d{4})? · 3 days left$/);
    expect(itemFor(await needsYou(deal.partner), deal.uid), 'the partner is paid, not paying').toBeUndefined();
  });

  it('lists own listings expiring within 7 days with an Extend, not later ones nor others’', async () => {
    const [owner, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const [soon, later] = await Promise.all([createJob(owner), createCandidate(owner)]);
    await ageListing(server, 'jobs', soon.uid, 57); // 3 days left
    await ageListing(server, 'candidates', later.uid, 50); // 10 days left
    const body = await needsYou(owner);
    expect(itemFor(body, soon.uid)).toMatchObject({
      type: 'expiring',
      action: 'Extend',
      extend: { kind: 'job', uid: soon.uid },
      href: `/jobs/${soon.uid}`,
    });
    expect(itemFor(body, soon.uid)?.due?.label).toMatch(/· (2|3) days left$/);
    expect(itemFor(body, later.uid)).toBeUndefined();
    expect(itemFor(await needsYou(other), soon.uid)).toBeUndefined();
    const extended = await owner.client.post(`/api/jobs/${soon.uid}/extend`);
    expect(extended.status).toBe(200);
    expect(itemFor(await needsYou(owner), soon.uid), 'extended past the week').toBeUndefined();
  });

  it('shows the first-run checklist until the first listing and the first proposal, then nothing', async () => {
    const [member, other] = await Promise.all([buildParty(server), buildParty(server)]);
    expect((await needsYou(member)).checklist).toEqual([
      { key: 'profile', done: true },
      { key: 'categories', done: true },
      { key: 'listing', done: false },
      { key: 'proposal', done: false },
    ]);
    const [candidate, job] = await Promise.all([createCandidate(member), createJob(other)]);
    expect((await needsYou(member)).checklist?.map((s) => s.done)).toEqual([true, true, true, false]);
    await propose(member.client, job, candidate);
    expect((await needsYou(member)).checklist).toBeNull();
    expect((await needsYou(other)).items.map((i) => i.type)).toContain('proposal');
  });
});
