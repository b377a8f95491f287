/**
 * Deals over the API: the approval opens one deal in its own transaction; only the two
 * parties and admins see it (others: the same 404 as an unknown uid); terms are accepted once each
 * and freeze; stages move in order (409 otherwise, nothing written); the fee and the 50/50 shares
 * are the server's; the partner payment is due 3 South African business days after the client
 * paid (fake clock); the other party is told of each move.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../api/clock';
import { expectError, waitForMails } from '../support/api-helpers';
import { useTestServer } from '../support/use-test-server';
import {
  countWhere,
  createCandidate,
  createJob,
  expectNoPartyDetails,
  notesOf,
  propose,
  type Party,
} from '../support/fixtures/matches';
import {
  agreeTerms,
  buildDealParty,
  dealEventsOf,
  dealRow,
  moveDeal,
  openDeal,
  placeDeal,
  type OpenedDeal,
} from '../support/fixtures/deals';

const server = useTestServer();
let third: Party;
let admin: Party;

beforeAll(async () => {
  [third, admin] = await Promise.all([buildDealParty(server), buildDealParty(server, 'admin')]);
});
afterEach(resetClock);

const PRIVATE = {
  title: 'Deals are private',
  message: 'The specified Deal link is only available to the parties involved.',
};
const FAILED = 'Deal update failed';
const patchTerms = (party: Party, uid: string, body: unknown) =>
  party.client.request('PATCH', `/api/deals/${uid}/terms`, body);

describe('the approval opens the deal', () => {
  it('opens one deal at Introduced with the terms in force, listed for both parties', async () => {
    const deal = await openDeal(server);
    const res = await deal.partner.client.get(`/api/deals/${deal.uid}`);
    expect(res.status).toBe(200);
    const view = res.body.deal;
    expect(view).toMatchObject({
      uid: deal.uid,
      kind: 'match',
      proposalLink: `/match/approved/${deal.proposalUid}`,
      stage: 'introduced',
      stageLabel: 'Introduced',
      viewerRole: 'partner',
      terms: {
        splitPercent: 50,
        feePercent: null,
        isFeeFromJob: false,
        guaranteeDays: 90,
        paymentBusinessDays: 3,
        nonApproachMonths: 12,
        effectiveCauseMonths: 6,
        version: '2026-11',
        frozenAt: null,
      },
      money: null,
      dispute: null,
      abilities: { canAcceptTerms: false, canEditTerms: true, canEditFeePercent: false, canDispute: true },
    });
    expect(view.parties.jobOwner).toMatchObject({
      fullname: `${deal.jobOwner.firstname} ${deal.jobOwner.lastname}`,
      isViewer: false,
    });
    expect(view.abilities.nextStages).toEqual(['interviewing', 'fell_through']);
    expect(view.timeline.map((t: { kind: string }) => t.kind)).toEqual(['proposed', 'approved', 'created']);
    // No contact details travel with a deal (they are on the approved match).
    expect(JSON.stringify(view)).not.toContain(deal.partner.email);
    expect(JSON.stringify(view)).not.toContain(deal.jobOwner.email);

    for (const party of [deal.jobOwner, deal.partner]) {
      const list = await party.client.get('/api/deals');
      expect(list.status).toBe(200);
      expect(list.body.items.map((d: { uid: string }) => d.uid)).toEqual([deal.uid]);
    }
    // The approved proposal's screen finds its deal by the proposal; an outsider finds nothing.
    const byProposal = await deal.partner.client.get(`/api/deals?proposal=${deal.proposalUid}`);
    expect(byProposal.body.items.map((d: { uid: string }) => d.uid)).toEqual([deal.uid]);
    expect((await third.client.get(`/api/deals?proposal=${deal.proposalUid}`)).body.items).toEqual([]);
    expectError(await deal.partner.client.get('/api/deals?proposal=nope'), 422, { field: 'proposal' });
    expect((await deal.jobOwner.client.get('/api/deals')).body.items[0]).toMatchObject({
      viewerRole: 'jobOwner',
      stage: 'introduced',
      feeRand: null,
      myShareRand: null,
      isDisputed: false,
    });
  });

  it('takes a hiring company’s placement fee % from its job spec, not editable', async () => {
    const deal = await openDeal(server, { hiringFee: '17.5' });
    const view = (await deal.jobOwner.client.get(`/api/deals/${deal.uid}`)).body.deal;
    expect(view.terms).toMatchObject({ feePercent: '17.5', isFeeFromJob: true });
    expect(view.abilities).toMatchObject({ canAcceptTerms: true, canEditFeePercent: false });
    const res = await patchTerms(deal.jobOwner, deal.uid, { feePercent: '20' });
    expectError(res, 409, {
      title: FAILED,
      message: 'The fee % is the placement fee on the hiring company’s job spec and cannot be changed.',
    });
    expect((await dealRow(server, deal.uid)).fee_percent).toBe('17.500');
  });

  it('opens a deal for an accepted sourcing offer too, the job owner holding the client', async () => {
    const deal = await openDeal(server, { kind: 'sourcing' });
    const view = (await deal.partner.client.get(`/api/deals/${deal.uid}`)).body.deal;
    expect(view).toMatchObject({
      kind: 'sourcing',
      proposalLink: `/sourcing/approved/${deal.proposalUid}`,
      cReference: null,
    });
    expect(view.viewerRole).toBe('partner');
  });

  it('opens no deal when the proposal is declined', async () => {
    const [owner, proposer] = await Promise.all([buildDealParty(server), buildDealParty(server)]);
    const job = await createJob(owner);
    const uid = await propose(proposer.client, job, await createCandidate(proposer));
    expect((await owner.client.post(`/api/matches/${uid}/decline`)).status).toBe(200);
    expect(await countWhere(server, 'deals', 'proposal_id = $1', [uid])).toBe(0);
    expect((await owner.client.get('/api/deals')).body.items).toEqual([]);
  });
});

describe('privacy: the two parties and admins only', () => {
  let deal: OpenedDeal;
  beforeAll(async () => {
    deal = await openDeal(server);
  });

  it('answers anyone else exactly as for an unknown deal, and lists nothing', async () => {
    const forThird = await third.client.get(`/api/deals/${deal.uid}`);
    expectError(forThird, 404, PRIVATE);
    expectError(await third.client.get(`/api/deals/${randomUUID()}`), 404, PRIVATE);
    expectError(await third.client.get('/api/deals/not-a-uid'), 404, PRIVATE);
    expect(JSON.stringify(forThird.body)).not.toContain(deal.jobOwner.lastname);
    expect((await third.client.get('/api/deals')).body.items.map((d: { uid: string }) => d.uid)).not.toContain(
      deal.uid,
    );
    expectError(await server.client().get(`/api/deals/${deal.uid}`), 401);
  });

  it('lets no outsider act on it, and nothing changes', async () => {
    const before = await dealEventsOf(server, deal.uid);
    expectError(await third.client.post(`/api/deals/${deal.uid}/stages`, { stage: 'interviewing' }), 404, PRIVATE);
    expectError(await third.client.post(`/api/deals/${deal.uid}/accept-terms`), 404, PRIVATE);
    expectError(await patchTerms(third, deal.uid, { guaranteeDays: 30 }), 404, PRIVATE);
    expectError(await third.client.post(`/api/deals/${deal.uid}/dispute`, { statement: 'x'.repeat(30) }), 404, PRIVATE);
    expect(await dealEventsOf(server, deal.uid)).toEqual(before);
    expect((await dealRow(server, deal.uid)).stage).toBe('introduced');
  });

  it('shows an admin every deal and its notes, but an admin cannot change one (403)', async () => {
    const view = await admin.client.get(`/api/deals/${deal.uid}`);
    expect(view.status).toBe(200);
    expect(view.body.deal.viewerRole).toBe('admin');
    expect(view.body.deal.abilities).toEqual({
      canReferUnpaid: false,
      canAcceptTerms: false,
      canEditTerms: false,
      canEditFeePercent: false,
      nextStages: [],
      canDispute: false,
    });
    const all = await admin.client.get('/api/deals');
    expect(all.body.items.map((d: { uid: string }) => d.uid)).toContain(deal.uid);
    expectError(await admin.client.post(`/api/deals/${deal.uid}/stages`, { stage: 'interviewing' }), 403, {
      title: FAILED,
      message: 'Admins can view deals but cannot change them.',
    });
    expect((await dealRow(server, deal.uid)).stage).toBe('introduced');
  });

  it('keeps the figures and CSV to admins', async () => {
    expectError(await deal.partner.client.get('/api/deals/report/monthly'), 403);
    expectError(await deal.partner.client.get('/api/deals/export.csv'), 403);
  });
});

describe('terms: accepted once by each party, then frozen', () => {
  it('lets only the job owner enter the fee %, and a change withdraws an earlier acceptance', async () => {
    const deal = await openDeal(server);
    expectError(await deal.partner.client.post(`/api/deals/${deal.uid}/accept-terms`), 409, {
      title: FAILED,
      message: 'The job owner must enter the fee % before the terms can be accepted.',
    });
    expectError(await patchTerms(deal.partner, deal.uid, { feePercent: '20' }), 403, {
      message: 'Only the job owner can enter the fee %.',
    });
    expectError(await patchTerms(deal.jobOwner, deal.uid, { feePercent: '120' }), 422, { field: 'feePercent' });
    expectError(await patchTerms(deal.jobOwner, deal.uid, {}), 422);
    const fee = await patchTerms(deal.jobOwner, deal.uid, { feePercent: '20' });
    expect(fee.status).toBe(200);
    expect(fee.body.deal.terms.feePercent).toBe('20');

    const accepted = await deal.partner.client.post(`/api/deals/${deal.uid}/accept-terms`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.deal.parties.partner.termsAcceptedAt).not.toBeNull();
    expectError(await deal.partner.client.post(`/api/deals/${deal.uid}/accept-terms`), 409, {
      message: 'You have already accepted these terms.',
    });

    // The partner may change the guarantee; their own acceptance of the old terms is withdrawn.
    const changed = await patchTerms(deal.partner, deal.uid, { guaranteeDays: 60 });
    expect(changed.status).toBe(200);
    expect(changed.body.deal.terms.guaranteeDays).toBe(60);
    expect(changed.body.deal.parties.partner.termsAcceptedAt).toBeNull();
    expect((await notesOf(server, deal.jobOwner.id)).map((n) => n.heading)).toContain('Deal - Terms changed');
  });

  it('freezes the terms once both accept: later changes are 409 and change nothing', async () => {
    const deal = await openDeal(server);
    await agreeTerms(deal, '15');
    const row = await dealRow(server, deal.uid);
    expect(row.terms_frozen_at).not.toBeNull();
    const { rows: acceptances } = await server.ctx.pool.query(
      'select account_id, terms_version, terms from deal_terms_acceptances where deal_id = $1',
      [deal.uid],
    );
    expect(acceptances.map((a) => a.account_id).sort()).toEqual([deal.jobOwner.id, deal.partner.id].sort());
    for (const a of acceptances) {
      expect(a.terms_version).toBe('2026-11');
      expect(a.terms).toMatchObject({ feePercent: '15', splitPercent: 50, guaranteeDays: 90, paymentBusinessDays: 3 });
    }
    const events = await dealEventsOf(server, deal.uid);
    for (const body of [{ guaranteeDays: 30 }, { feePercent: '25' }]) {
      expectError(await patchTerms(deal.jobOwner, deal.uid, body), 409, {
        title: FAILED,
        message: 'Both parties have accepted the terms of this deal: they can no longer change.',
      });
    }
    const after = await dealRow(server, deal.uid);
    expect([after.fee_percent, after.guarantee_days]).toEqual(['15.000', 90]);
    expect(await dealEventsOf(server, deal.uid)).toEqual(events);
  });
});

describe('stages: in order, by the parties, the money computed on the server', () => {
  it('refuses a wrong order with a 409 that names the next stage, writing nothing', async () => {
    const deal = await openDeal(server);
    const before = await dealEventsOf(server, deal.uid);
    expectError(
      await deal.partner.client.post(`/api/deals/${deal.uid}/stages`, { stage: 'invoiced', date: '2026-11-20' }),
      409,
      {
        title: FAILED,
        message: 'This deal is at Introduced: the next stage is Interviewing, not Invoiced.',
      },
    );
    await moveDeal(deal.partner, deal.uid, { stage: 'interviewing' });
    await moveDeal(deal.jobOwner, deal.uid, { stage: 'offer_made' });
    // Placed needs both acceptances first.
    expectError(
      await deal.jobOwner.client.post(`/api/deals/${deal.uid}/stages`, {
        stage: 'placed',
        date: '2026-12-01',
        ctc: 600_000,
      }),
      409,
      { message: 'Both parties must accept the terms before the candidate is recorded as placed.' },
    );
    expect((await dealEventsOf(server, deal.uid)).length).toBe(before.length + 2);
    expect((await dealRow(server, deal.uid)).stage).toBe('offer_made');
  });

  it('needs a start date and CTC to place, computes the fee and 50/50 shares, and then refuses Fell through', async () => {
    const deal = await openDeal(server);
    await agreeTerms(deal, '7.5');
    await moveDeal(deal.partner, deal.uid, { stage: 'interviewing' });
    await moveDeal(deal.jobOwner, deal.uid, { stage: 'offer_made' });
    expectError(
      await deal.jobOwner.client.post(`/api/deals/${deal.uid}/stages`, { stage: 'placed', date: '2026-12-01' }),
      422,
      {
        field: 'ctc',
        message: 'The Annual CTC field is required.',
      },
    );
    expectError(
      await deal.jobOwner.client.post(`/api/deals/${deal.uid}/stages`, { stage: 'placed', ctc: 555_555 }),
      422,
      {
        field: 'date',
        message: 'The Start date field is required.',
      },
    );
    // A fee sent by the client is no field of the body at all.
    expectError(
      await deal.jobOwner.client.post(`/api/deals/${deal.uid}/stages`, {
        stage: 'placed',
        date: '2026-12-01',
        ctc: 555_555,
        fee: 1,
      }),
      422,
    );
    const placed = await moveDeal(deal.jobOwner, deal.uid, { stage: 'placed', date: '2026-12-01', ctc: 555_555 });
    // 555 555 × 7.5% = 41 666.625 → R41 667; the partner's half rounds up, the two add up to the fee.
    expect(placed.money).toEqual({
      ctcRand: 555_555,
      feeRand: 41_667,
      jobOwnerShareRand: 20_833,
      partnerShareRand: 20_834,
    });
    expect(placed.dates).toMatchObject({ startDate: '2026-12-01', guaranteeEndDate: '2027-03-01' });
    expect((await deal.partner.client.get('/api/deals')).body.items[0]).toMatchObject({
      feeRand: 41_667,
      myShareRand: 20_834,
    });

    expectError(
      await deal.partner.client.post(`/api/deals/${deal.uid}/stages`, {
        stage: 'fell_through',
        reason: 'Candidate withdrew',
      }),
      409,
      {
        message: 'A deal can fall through only before the candidate is placed.',
      },
    );
    expect((await dealRow(server, deal.uid)).stage).toBe('placed');
  });

  it('falls through before Placed only with a reason from the list, and is then closed', async () => {
    const deal = await openDeal(server);
    await moveDeal(deal.partner, deal.uid, { stage: 'interviewing' });
    expectError(await deal.partner.client.post(`/api/deals/${deal.uid}/stages`, { stage: 'fell_through' }), 422, {
      field: 'reason',
    });
    expectError(
      await deal.partner.client.post(`/api/deals/${deal.uid}/stages`, { stage: 'fell_through', reason: 'Bored' }),
      422,
      {
        field: 'reason',
      },
    );
    const closed = await moveDeal(deal.partner, deal.uid, {
      stage: 'fell_through',
      reason: 'Client withdrew the role',
    });
    expect(closed).toMatchObject({ stage: 'fell_through', fellThroughReason: 'Client withdrew the role' });
    expect(closed.abilities.nextStages).toEqual([]);
    expectError(await deal.jobOwner.client.post(`/api/deals/${deal.uid}/stages`, { stage: 'offer_made' }), 409, {
      message: 'This deal is closed (Fell through): its stage cannot change.',
    });
  });

  it('tells the other party of each move (note and e-mail; its push goes through createNotes), never the mover', async () => {
    const deal = await openDeal(server);
    await moveDeal(deal.partner, deal.uid, { stage: 'interviewing' });
    // The notice waits out the undo window (deals-undo.test.ts); the note and the mail go together.
    const [mail] = await waitForMails(server, deal.jobOwner.email, /^Deal - Interviewing/, 1);
    expect(mail!.text).toContain(`/deals/${deal.uid}`);
    const notes = await notesOf(server, deal.jobOwner.id);
    const note = notes.find((n) => n.heading === 'Deal - Interviewing');
    expect(note).toMatchObject({ link: `/deals/${deal.uid}` });
    expect(note!.message).toContain(`${deal.partner.firstname} ${deal.partner.lastname} moved the deal`);
    expect((await notesOf(server, deal.partner.id)).filter((n) => n.heading.startsWith('Deal -'))).toEqual([]);
    expect(mail!.text).not.toContain(deal.partner.email);
    const events = await dealEventsOf(server, deal.uid);
    expect(events.at(-1)).toMatchObject({ kind: 'stage', stage: 'interviewing', actor_id: deal.partner.id });
  });

  it('keeps the stage e-mail to the member’s General updates toggle (the note still arrives)', async () => {
    const deal = await openDeal(server);
    await server.ctx.pool.query(
      `update accounts set notifications = jsonb_set(notifications, '{generalUpdates}', 'false') where id = $1`,
      [deal.jobOwner.id],
    );
    await moveDeal(deal.partner, deal.uid, { stage: 'interviewing' });
    await moveDeal(deal.jobOwner, deal.uid, { stage: 'offer_made' });
    await waitForMails(server, deal.partner.email, /^Deal - Offer made/, 1);
    expect(server.smtp.to(deal.jobOwner.email).filter((m) => m.subject.startsWith('Deal -'))).toEqual([]);
    await expect
      .poll(async () => (await notesOf(server, deal.jobOwner.id)).map((n) => n.heading), { timeout: 20_000 })
      .toContain('Deal - Interviewing');
  });
});

describe('payment due dates: 3 South African business days after the client paid (fake clock)', () => {
  it('skips the Day of Reconciliation and refuses payment dates in the future', async () => {
    const deal = await openDeal(server);
    await placeDeal(deal, { date: '2026-12-01', ctc: 600_000, feePercent: '15' });
    setClock('2026-12-15T10:00:00Z');
    await moveDeal(deal.jobOwner, deal.uid, { stage: 'invoiced', date: '2026-12-10' });
    expectError(
      await deal.jobOwner.client.post(`/api/deals/${deal.uid}/stages`, { stage: 'client_paid', date: '2026-12-16' }),
      422,
      {
        field: 'date',
        message: 'The Date the client paid cannot be in the future.',
      },
    );
    expectError(
      await deal.jobOwner.client.post(`/api/deals/${deal.uid}/stages`, { stage: 'client_paid', date: '2026-12-09' }),
      422,
      {
        message: 'The Date the client paid cannot be before the invoice date (2026-12-10).',
      },
    );
    const paid = await moveDeal(deal.jobOwner, deal.uid, { stage: 'client_paid', date: '2026-12-15' });
    // Tuesday 15th → Wednesday 16th is a public holiday → Thu 17, Fri 18, Mon 21.
    expect(paid.dates).toMatchObject({ clientPaidDate: '2026-12-15', paymentDueDate: '2026-12-21' });
    const [mail] = await waitForMails(server, deal.partner.email, /^Deal - Client paid/, 1);
    expect(mail!.text).toContain('R45 000 is due by 2026-12-21');
    const partnerPaid = await moveDeal(deal.jobOwner, deal.uid, { stage: 'partner_paid', date: '2026-12-15' });
    expect(partnerPaid.stage).toBe('partner_paid');
  });

  it('counts the due date over Christmas and a Saturday Day of Goodwill', async () => {
    const deal = await openDeal(server);
    await placeDeal(deal, { date: '2026-12-01', ctc: 500_000, feePercent: '20' });
    setClock('2026-12-24T09:00:00Z');
    await moveDeal(deal.jobOwner, deal.uid, { stage: 'invoiced', date: '2026-12-02' });
    const paid = await moveDeal(deal.partner, deal.uid, { stage: 'client_paid', date: '2026-12-24' });
    expect(paid.dates.paymentDueDate).toBe('2026-12-30');
    expect(paid.money).toMatchObject({ feeRand: 100_000, jobOwnerShareRand: 50_000, partnerShareRand: 50_000 });
  });
});

describe('disputes: referred once, with a statement', () => {
  it('refers the deal, tells the other party and the admins, and refuses a second referral', async () => {
    const deal = await openDeal(server);
    expectError(await deal.partner.client.post(`/api/deals/${deal.uid}/dispute`, { statement: 'too short' }), 422, {
      field: 'statement',
    });
    const statement = 'The partner placed the candidate directly with the client after the introduction.';
    const res = await deal.partner.client.post(`/api/deals/${deal.uid}/dispute`, { statement: `  ${statement} ` });
    expect(res.status).toBe(200);
    expect(res.body.deal.dispute).toMatchObject({
      statement,
      referredBy: `${deal.partner.firstname} ${deal.partner.lastname}`,
    });
    expect(res.body.deal.abilities.canDispute).toBe(false);
    expectError(await deal.jobOwner.client.post(`/api/deals/${deal.uid}/dispute`, { statement }), 409, {
      message: 'This deal has already been referred to the ethics committee.',
    });
    expect((await notesOf(server, admin.id)).map((n) => n.link)).toContain(`/deals/${deal.uid}/record`);
    // The e-mail about a dispute is sent whatever the toggles.
    await waitForMails(server, deal.jobOwner.email, /^Deal - Referred to the ethics committee/, 1);

    const queue = await admin.client.get('/api/deals?disputed=true');
    expect(queue.body.items.map((d: { uid: string }) => d.uid)).toContain(deal.uid);
    expect(queue.body.items.every((d: { isDisputed: boolean }) => d.isDisputed)).toBe(true);
    const record = (await admin.client.get(`/api/deals/${deal.uid}`)).body.deal;
    const kinds = record.timeline.map((t: { kind: string }) => t.kind);
    expect(kinds).toEqual(expect.arrayContaining(['proposed', 'approved', 'created', 'dispute', 'note']));
    // A note follows the move it tells of (both carry the app clock's time of the move).
    const texts = record.timeline.map((t: { kind: string; text: string }) => `${t.kind}:${t.text}`);
    const disputeAt = texts.findIndex((t: string) => t.startsWith('dispute:'));
    const noteAt = texts.findIndex(
      (t: string) => t.startsWith('note:') && t.includes('Referred to the ethics committee'),
    );
    expect(disputeAt).toBeGreaterThanOrEqual(0);
    expect(noteAt).toBeGreaterThan(disputeAt);
    // Members' timelines carry no notes (they are each member's own).
    const forParty = (await deal.jobOwner.client.get(`/api/deals/${deal.uid}`)).body.deal;
    expect(forParty.timeline.map((t: { kind: string }) => t.kind)).not.toContain('note');
  });
});

describe('admin figures: CSV and placements per month', () => {
  it('exports deals as CSV and counts this month’s placements and fees', async () => {
    const deal = await openDeal(server);
    await placeDeal(deal, { date: '2026-12-01', ctc: 1_000_000, feePercent: '10' });
    const csv = await admin.client.get('/api/deals/export.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const line = (csv.body as string).split('\r\n').find((l) => l.startsWith(`"${deal.uid}"`));
    expect(line).toContain('"Placed"');
    expect(line).toContain('"100000","50000","50000"');
    expect((csv.body as string).split('\r\n')[0]).toContain('"Partner share (R)"');

    const report = await admin.client.get('/api/deals/report/monthly');
    expect(report.status).toBe(200);
    expect(report.body.months).toHaveLength(12);
    const thisMonth = report.body.months.at(-1);
    expect(thisMonth.placements).toBeGreaterThanOrEqual(1);
    expect(thisMonth.feesRand).toBeGreaterThanOrEqual(100_000);

    const summary = await deal.jobOwner.client.get('/api/deals/summary');
    expect(summary.body).toEqual({ openDeals: 1, placementsThisMonth: 1, feesOwedToMeRand: 0, feesOwedByMeRand: 0 });
  });
});

describe('the list’s contact privacy', () => {
  it('names the parties but carries no e-mail address or phone number', async () => {
    const deal = await openDeal(server);
    const list = await deal.partner.client.get('/api/deals');
    expectNoPartyDetails(
      list,
      [deal.jobOwner, deal.partner].map((p) => ({ ...p, lastname: 'x'.repeat(40) })),
    );
  });
});
