/**
 * Deal reminders with the app's fake clock: the partner-payment reminder goes to both
 * parties on the due date (3 South African business days after the client paid) and then every 3
 * business days until Partner paid is recorded; the guarantee-end reminder a week before the
 * guarantee ends; each exactly once however often (or however concurrently) the sweep runs.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../api/clock';
import { handleDealReminders } from '../../api/jobs/deal-reminders';
import { waitForMails } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import { notesOf } from '../support/fixtures/matches';
import { agreeTerms, dealEventsOf, moveDeal, openDeal, type OpenedDeal } from '../support/fixtures/deals';

const server = useTestServer();
afterEach(resetClock);

/** Runs the sweep as the worker would at `at` (the app's clock set there); the keys it sent. */
async function sweepAt(at: string): Promise<string[]> {
  setClock(at);
  return (await handleDealReminders(server.ctx, null)).sent;
}

const headingsOf = async (accountId: string, heading: string) =>
  (await notesOf(server, accountId)).filter((n) => n.heading === heading);

async function toStage(deal: OpenedDeal, guaranteeDays?: number) {
  if (guaranteeDays !== undefined) {
    const res = await deal.partner.client.request('PATCH', `/api/deals/${deal.uid}/terms`, { guaranteeDays });
    expect(res.status).toBe(200);
  }
  await agreeTerms(deal, '15');
  await moveDeal(deal.partner, deal.uid, { stage: 'interviewing' });
  await moveDeal(deal.jobOwner, deal.uid, { stage: 'offer_made' });
  await moveDeal(deal.jobOwner, deal.uid, { stage: 'placed', date: '2026-12-01', ctc: 600_000 });
}

describe('partner payment reminders', () => {
  let deal: OpenedDeal;
  const key = (date: string) => `deal:${deal.uid}:payment:${date}`;

  beforeAll(async () => {
    deal = await openDeal(server);
    await toStage(deal);
    setClock('2027-03-19T08:00:00Z');
    await moveDeal(deal.jobOwner, deal.uid, { stage: 'invoiced', date: '2027-03-18' });
    // Friday 19 March 2027; Monday 22nd is Human Rights Day observed → due Thursday 25th.
    const paid = await moveDeal(deal.jobOwner, deal.uid, { stage: 'client_paid', date: '2027-03-19' });
    expect(paid.dates.paymentDueDate).toBe('2027-03-25');
    resetClock();
  });

  it('sends nothing before the due date', async () => {
    expect(await sweepAt('2027-03-24T08:00:00Z')).not.toContain(key('2027-03-24'));
    expect(await headingsOf(deal.partner.id, 'Deal - Partner payment due')).toEqual([]);
  });

  it('reminds both parties on the due date, once however often the sweep runs', async () => {
    // 08:30 in South Africa; then again the same afternoon, and two sweeps at once.
    expect(await sweepAt('2027-03-25T06:30:00Z')).toContain(key('2027-03-25'));
    expect(await sweepAt('2027-03-25T13:00:00Z')).not.toContain(key('2027-03-25'));
    const concurrent = await Promise.all([
      handleDealReminders(server.ctx, null),
      handleDealReminders(server.ctx, null),
    ]);
    expect(concurrent.flatMap((r) => r.sent)).not.toContain(key('2027-03-25'));
    for (const party of [deal.jobOwner, deal.partner]) {
      const notes = await headingsOf(party.id, 'Deal - Partner payment due');
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ link: `/deals/${deal.uid}` });
      expect(notes[0]!.message).toContain('R45 000');
      expect(notes[0]!.message).toContain('was due by 2027-03-25');
      await waitForMails(server, party.email, /^Deal - Partner payment due/, 1);
    }
  });

  it('reminds again every 3 business days (over Good Friday and Family Day), until Partner paid', async () => {
    expect(await sweepAt('2027-03-31T08:00:00Z')).toEqual([]);
    expect(await sweepAt('2027-04-01T08:00:00Z')).toEqual([key('2027-04-01')]);
    expect(await headingsOf(deal.partner.id, 'Deal - Partner payment due')).toHaveLength(2);
    await moveDeal(deal.partner, deal.uid, { stage: 'partner_paid', date: '2027-04-01' });
    expect(await sweepAt('2027-04-06T08:00:00Z')).not.toContain(key('2027-04-06'));
    expect(await headingsOf(deal.partner.id, 'Deal - Partner payment due')).toHaveLength(2);
    const reminders = (await dealEventsOf(server, deal.uid)).filter((e) => e.kind === 'reminder');
    expect(reminders.map((e) => e.details.key)).toEqual([key('2027-03-25'), key('2027-04-01')]);
    // Both mails of the second reminder arrive too.
    await waitForMails(server, deal.jobOwner.email, /^Deal - Partner payment due/, 2);
  });
});

describe('guarantee-end reminder', () => {
  it('reminds both parties a week before the guarantee ends, once', async () => {
    const deal = await openDeal(server);
    await toStage(deal, 30); // start 2026-12-01 + 30 days → ends 2026-12-31
    const key = `deal:${deal.uid}:guarantee:2026-12-31`;
    expect(await sweepAt('2026-12-23T08:00:00Z')).not.toContain(key);
    expect(await sweepAt('2026-12-24T08:00:00Z')).toContain(key);
    expect(await sweepAt('2026-12-28T08:00:00Z')).not.toContain(key);
    for (const party of [deal.jobOwner, deal.partner]) {
      const notes = await headingsOf(party.id, 'Deal - Guarantee ends soon');
      expect(notes).toHaveLength(1);
      expect(notes[0]!.message).toContain('ends on 2026-12-31');
    }
    // The stage rules agree: Guarantee ended only once it has ended.
    setClock('2026-12-30T08:00:00Z');
    const early = await deal.jobOwner.client.post(`/api/deals/${deal.uid}/stages`, { stage: 'replaced' });
    expect(early.status).toBe(200);
    expect(early.body.deal.stage).toBe('replaced');
  });
});
