/**
 * The "Client paid" clock (docs/payment-record.md): Client paid asks for the date and takes an
 * optional proof reference, kept on the deal and its timeline; the other party is mailed whatever
 * their toggles; 14 business days on without Partner paid, the partner is offered (once) the
 * referral to the ethics committee, which goes with the timeline attached.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../api/clock';
import { handleDealReminders } from '../../api/jobs/deal-reminders';
import { expectError, waitForMails } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import { auditAbout, notesOf } from '../support/fixtures/matches';
import {
  buildDealParty,
  dealEventsOf,
  dealRow,
  moveDeal,
  openDeal,
  placeDeal,
  type OpenedDeal,
} from '../support/fixtures/deals';

const server = useTestServer();
afterEach(resetClock);

const stage = (deal: OpenedDeal, body: Record<string, unknown>) =>
  deal.jobOwner.client.post(`/api/deals/${deal.uid}/stages`, body);

/** A deal placed and invoiced on 2027-03-18, the clock on Friday 19 March 2027. */
async function invoicedDeal(): Promise<OpenedDeal> {
  const deal = await openDeal(server);
  await placeDeal(deal, { date: '2027-03-01', ctc: 600_000, feePercent: '15' });
  setClock('2027-03-19T08:00:00Z');
  await moveDeal(deal.jobOwner, deal.uid, { stage: 'invoiced', date: '2027-03-18' });
  return deal;
}

describe('recording Client paid', () => {
  it('needs the date (422, nothing changed) and refuses a bad proof reference', async () => {
    const deal = await invoicedDeal();
    const before = await dealRow(server, deal.uid);
    expectError(await stage(deal, { stage: 'client_paid' }), 422, { field: 'date' });
    expectError(await stage(deal, { stage: 'client_paid', date: '2027-03-20' }), 422, {
      field: 'date',
      message: 'The Date the client paid cannot be in the future.',
    });
    expectError(await stage(deal, { stage: 'client_paid', date: '2027-03-17' }), 422, {
      field: 'date',
      message: 'The Date the client paid cannot be before the invoice date (2027-03-18).',
    });
    expectError(await stage(deal, { stage: 'client_paid', date: '2027-03-19', proof: 'x'.repeat(101) }), 422, {
      field: 'proof',
      message: 'The Proof reference can be at most 100 characters.',
    });
    expectError(await stage(deal, { stage: 'client_paid', date: '2027-03-19', proof: 'EFT\n123' }), 422, {
      field: 'proof',
      message: 'The Proof reference must be one line of text.',
    });
    expectError(await stage(deal, { stage: 'client_paid', date: '2027-03-19', proof: 42 }), 422, { field: 'proof' });
    expect(await dealRow(server, deal.uid)).toEqual(before);
  });

  it('keeps the proof reference on the deal and its timeline, and mails the partner whatever their toggles', async () => {
    const deal = await invoicedDeal();
    await server.ctx.pool.query(
      `update accounts set notifications = jsonb_set(notifications, '{generalUpdates}', 'false') where id = $1`,
      [deal.partner.id],
    );
    const paid = await moveDeal(deal.jobOwner, deal.uid, {
      stage: 'client_paid',
      date: '2027-03-19',
      proof: '  EFT ref 99812  ',
    });
    expect(paid.dates).toMatchObject({
      clientPaidDate: '2027-03-19',
      clientPaidProof: 'EFT ref 99812',
      paymentDueDate: '2027-03-25',
      referUnpaidFrom: '2027-04-13',
    });
    expect(paid.timeline.at(-1).text).toBe(
      "Client paid on 2027-03-19 (proof reference: EFT ref 99812); the partner's share is due by 2027-03-25.",
    );
    const events = await dealEventsOf(server, deal.uid);
    expect(events.at(-1)).toMatchObject({ kind: 'stage', stage: 'client_paid' });
    expect(events.at(-1)!.details).toMatchObject({ clientPaidDate: '2027-03-19', clientPaidProof: 'EFT ref 99812' });
    const [mail] = await waitForMails(server, deal.partner.email, /^Deal - Client paid/, 1, 20_000);
    expect(mail!.text).toContain('proof reference: EFT ref 99812');
    expect((await notesOf(server, deal.partner.id)).map((n) => n.heading)).toContain('Deal - Client paid');
  });

  it('a blank proof reference is none; undo takes the proof away with the stage', async () => {
    const deal = await invoicedDeal();
    const paid = await moveDeal(deal.jobOwner, deal.uid, { stage: 'client_paid', date: '2027-03-19', proof: '   ' });
    expect(paid.dates.clientPaidProof).toBeNull();
    const undone = await deal.jobOwner.client.post(`/api/deals/${deal.uid}/stages/undo`);
    expect(undone.status).toBe(200);
    await moveDeal(deal.jobOwner, deal.uid, { stage: 'client_paid', date: '2027-03-19', proof: 'INV-7' });
    expect((await deal.jobOwner.client.post(`/api/deals/${deal.uid}/stages/undo`)).status).toBe(200);
    expect(await dealRow(server, deal.uid)).toMatchObject({
      stage: 'invoiced',
      client_paid_proof: null,
      client_paid_date: null,
    });
  });
});

describe('14 business days after Client paid without Partner paid', () => {
  let deal: OpenedDeal;
  let admin: Awaited<ReturnType<typeof buildDealParty>>;
  const key = () => `deal:${deal.uid}:refer-offer`;
  const sweepAt = async (at: string) => {
    setClock(at);
    return (await handleDealReminders(server.ctx, null)).sent;
  };

  beforeAll(async () => {
    admin = await buildDealParty(server, 'admin');
    deal = await invoicedDeal();
    // Friday 19 March 2027: Human Rights Day observed Monday 22nd, Good Friday 26th and Family Day
    // 29th March (Easter 2027 is 28 March): 14 business days on is Tuesday 13 April.
    await moveDeal(deal.jobOwner, deal.uid, { stage: 'client_paid', date: '2027-03-19', proof: 'EFT 55' });
    resetClock();
  });

  it('offers nothing the day before, and the button is refused (409) until then', async () => {
    expect(await sweepAt('2027-04-12T08:00:00Z')).not.toContain(key());
    const view = await deal.partner.client.get(`/api/deals/${deal.uid}`);
    expect(view.body.deal.abilities.canReferUnpaid).toBe(false);
    expectError(await deal.partner.client.post(`/api/deals/${deal.uid}/refer-unpaid`), 409, {
      message: 'An unpaid deal can be referred from 2027-04-13, 14 business days after the client paid.',
    });
  });

  it('tells the partner once (note, push and mail), never the job owner', async () => {
    expect(await sweepAt('2027-04-13T06:30:00Z')).toContain(key());
    expect(await sweepAt('2027-04-13T13:00:00Z')).not.toContain(key());
    expect(await sweepAt('2027-04-14T08:00:00Z')).not.toContain(key());
    const notes = (await notesOf(server, deal.partner.id)).filter((n) => n.heading === 'Deal - Partner still not paid');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ link: `/deals/${deal.uid}` });
    const owners = (await notesOf(server, deal.jobOwner.id)).filter(
      (n) => n.heading === 'Deal - Partner still not paid',
    );
    expect(owners).toEqual([]);
    const [mail] = await waitForMails(server, deal.partner.email, /^Deal - Partner still not paid/, 1);
    expect(mail!.text).toContain('Refer the unpaid deal');
  });

  it('the job owner cannot refer it as unpaid (403), nor an admin; the partner can, with the timeline attached', async () => {
    setClock('2027-04-14T08:00:00Z');
    const owner = await deal.jobOwner.client.get(`/api/deals/${deal.uid}`);
    expect(owner.body.deal.abilities.canReferUnpaid).toBe(false);
    expectError(await deal.jobOwner.client.post(`/api/deals/${deal.uid}/refer-unpaid`), 403, {
      message: 'Only the partner, who is owed, can refer an unpaid deal.',
    });
    expectError(await admin.client.post(`/api/deals/${deal.uid}/refer-unpaid`), 403);
    expectError(await deal.partner.client.post(`/api/deals/${deal.uid}/refer-unpaid`, { statement: 'x' }), 422);

    const view = await deal.partner.client.get(`/api/deals/${deal.uid}`);
    expect(view.body.deal.abilities.canReferUnpaid).toBe(true);
    const res = await deal.partner.client.post(`/api/deals/${deal.uid}/refer-unpaid`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.deal.dispute.statement).toContain('the client paid on 2027-03-19 (proof reference: EFT 55)');
    expect(res.body.deal.abilities).toMatchObject({ canReferUnpaid: false, canDispute: false });
    expect(res.body.deal.timeline.at(-1).text).toMatch(
      /^Referred to the ethics committee as unpaid, with the timeline attached/,
    );

    const dispute = (await dealEventsOf(server, deal.uid)).at(-1)!;
    expect(dispute).toMatchObject({ kind: 'dispute', actor_id: deal.partner.id });
    expect(dispute.details.reason).toBe('unpaid');
    const attached = dispute.details.timeline as Array<Record<string, any>>;
    expect(attached.map((e) => e.stage).filter(Boolean)).toEqual([
      'introduced',
      'interviewing',
      'offer_made',
      'placed',
      'invoiced',
      'client_paid',
    ]);
    expect(attached.some((e) => e.kind === 'reminder')).toBe(true);
    expect(await auditAbout(server, deal.uid)).toEqual([
      expect.objectContaining({ action: 'deal.refer-unpaid', actor_id: deal.partner.id, target_type: 'deal' }),
    ]);

    // The job owner and every admin are told; the admin sees it in the Disputes queue.
    await waitForMails(server, deal.jobOwner.email, /^Deal - Referred to the ethics committee/, 1);
    expect((await notesOf(server, admin.id)).map((n) => n.link)).toContain(`/deals/${deal.uid}/record`);
    const queue = await admin.client.get('/api/deals?disputed=true');
    expect(queue.body.items.map((d: { uid: string }) => d.uid)).toContain(deal.uid);
    const record = await admin.client.get(`/api/deals/${deal.uid}`);
    expect(record.body.deal.dispute.statement).toContain('is not recorded as paid');

    expectError(await deal.partner.client.post(`/api/deals/${deal.uid}/refer-unpaid`), 409, {
      message: 'This deal has already been referred to the ethics committee.',
    });
  });

  it('a deal referred or paid gets no offer', async () => {
    const paid = await invoicedDeal();
    await moveDeal(paid.jobOwner, paid.uid, { stage: 'client_paid', date: '2027-03-19' });
    setClock('2027-03-22T08:00:00Z');
    await moveDeal(paid.jobOwner, paid.uid, { stage: 'partner_paid', date: '2027-03-22' });
    expect(await sweepAt('2027-04-20T08:00:00Z')).not.toContain(`deal:${paid.uid}:refer-offer`);
    expectError(await paid.partner.client.post(`/api/deals/${paid.uid}/refer-unpaid`), 409, {
      message: 'Only a deal waiting for Partner paid can be referred as unpaid.',
    });
  });
});
