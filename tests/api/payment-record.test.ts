/**
 * The payment record (docs/payment-record.md) through the API: deals seeded with known figures
 * for one job owner, their band on a proposal awaiting the other member's answer and on GET /api/me,
 * and nothing more precise anywhere — no member id, name, listing reference or day count.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../api/clock';
import { addBusinessDays } from '../../shared/rules/business-days';
import { useTestServer } from '../support/use-test-server';
import { createCandidate, createJob, offer, propose, type Party } from '../support/fixtures/matches';
import { buildDealParty, dealUidOf } from '../support/fixtures/deals';
import type { TestServer } from '../support/test-server';

const server = useTestServer();
afterEach(resetClock);

/** A deal where `jobOwner` owes `partner`, seeded straight into the row: the client paid, and the partner `days` business days later (or not yet). */
async function seedDeal(
  s: TestServer,
  jobOwner: Party,
  partner: Party,
  figures: { clientPaid: string; days: number | null },
): Promise<string> {
  const job = await createJob(jobOwner);
  const proposalUid = await propose(partner.client, job, await createCandidate(partner));
  const approved = await jobOwner.client.post(`/api/matches/${proposalUid}/approve`);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const uid = await dealUidOf(s, proposalUid);
  const partnerPaid = figures.days === null ? null : addBusinessDays(figures.clientPaid, figures.days);
  await s.ctx.pool.query(
    `update deals set stage = $2, fee_rand = 90000, client_paid_date = $3, payment_due_date = $4,
       partner_paid_date = $5 where id = $1`,
    [
      uid,
      partnerPaid ? 'partner_paid' : 'client_paid',
      figures.clientPaid,
      addBusinessDays(figures.clientPaid, 3),
      partnerPaid,
    ],
  );
  return uid;
}

/** Every string a member could be singled out by. */
function expectNothingIdentifying(body: unknown, who: Party, extra: string[] = []) {
  const text = JSON.stringify(body);
  for (const secret of [who.id, who.firstname, who.lastname, who.email, ...extra]) {
    expect(text, `payload carries ${secret}`).not.toContain(secret);
  }
}

function expectCoarse(record: Record<string, unknown>) {
  expect(Object.keys(record).sort()).toEqual(record.band === 'new' ? ['band'] : ['band', 'overdueShare']);
  if (record.overdueShare !== undefined) {
    const share = record.overdueShare as number;
    expect(Math.round(share * 10)).toBe(share * 10);
  }
}

describe('the payment record', () => {
  let payer: Party; // owes partners: 4 completed deals (1, 5, 6, 12 business days → median 6 → 3–7), 1 unpaid past due
  let partner: Party;
  let other: Party;
  const references: string[] = [];

  beforeAll(async () => {
    [payer, partner, other] = await Promise.all([
      buildDealParty(server),
      buildDealParty(server),
      buildDealParty(server),
    ]);
    for (const [clientPaid, days] of [
      ['2026-09-01', 1],
      ['2026-09-08', 5],
      ['2026-09-15', 6],
      ['2026-09-22', 12],
      ['2026-10-01', null],
    ] as const) {
      await seedDeal(server, payer, partner, { clientPaid, days });
    }
  });

  it('is on a match proposal awaiting the viewer’s answer: a band and a coarse share, nothing else', async () => {
    const job = await createJob(payer);
    const candidate = await createCandidate(other);
    references.push(job.reference, candidate.reference);
    const uid = await propose(payer.client, job, candidate);

    const seen = await other.client.get(`/api/matches/${uid}`);
    expect(seen.status).toBe(200);
    // 5, 6 and 12 paid late (due after 3) + 1 unpaid = 4 of 5 → 80 %.
    expect(seen.body.match.paymentRecord).toEqual({ band: '3to7', overdueShare: 0.8 });
    expectCoarse(seen.body.match.paymentRecord);
    expectNothingIdentifying(seen.body, payer, [payer.company]);
    // No figure of the record: the median (6), the count (4 or 5) are nowhere in the record.
    expect(JSON.stringify(seen.body.match.paymentRecord)).not.toMatch(/\b(4|5|6|12)\b/);

    // The proposer does not get their own record on it, nor does it stay once answered.
    const own = await payer.client.get(`/api/matches/${uid}`);
    expect(own.body.match.paymentRecord).toBeUndefined();
    expect((await other.client.post(`/api/matches/${uid}/decline`)).status).toBe(200);
    const after = await other.client.get(`/api/matches/${uid}`);
    expect(after.body.match.paymentRecord).toBeUndefined();
  });

  it('is on a sourcing offer awaiting the job owner’s answer (the offerer’s record: new)', async () => {
    const job = await createJob(other, { sourcing: true });
    const uid = await offer(partner.client, job);
    const seen = await other.client.get(`/api/sourcing/${uid}`);
    expect(seen.status).toBe(200);
    // The partner owes nobody: no completed deal of theirs as job owner.
    expect(seen.body.offer.paymentRecord).toEqual({ band: 'new' });
    expectNothingIdentifying(seen.body, partner);
  });

  it('is on GET /api/me, the same band (never the days)', async () => {
    const me = await payer.client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.paymentRecord).toEqual({ band: '3to7', overdueShare: 0.8 });
    expect(me.body.account.paymentRecord).toEqual(me.body.paymentRecord);
    expectCoarse(me.body.paymentRecord);
    const fresh = await other.client.get('/api/me');
    expect(fresh.body.paymentRecord).toEqual({ band: 'new' });
  });

  it('moves with the clock: an open deal becomes overdue only after its due date', async () => {
    const member = await buildDealParty(server);
    for (const clientPaid of ['2026-10-05', '2026-10-12', '2026-10-19']) {
      await seedDeal(server, member, partner, { clientPaid, days: 2 });
    }
    // Client paid Monday 2 November 2026: due Thursday 5 November.
    await seedDeal(server, member, partner, { clientPaid: '2026-11-02', days: null });
    setClock('2026-11-05T10:00:00Z');
    expect((await member.client.get('/api/me')).body.paymentRecord).toEqual({ band: 'le2', overdueShare: 0 });
    setClock('2026-11-06T10:00:00Z');
    // 1 of 4 = 25 % → 30 %.
    expect((await member.client.get('/api/me')).body.paymentRecord).toEqual({ band: 'le2', overdueShare: 0.3 });
  });

  it('2 completed deals are new, the 3rd shows the band', async () => {
    const member = await buildDealParty(server);
    await seedDeal(server, member, partner, { clientPaid: '2026-08-03', days: 31 });
    await seedDeal(server, member, partner, { clientPaid: '2026-08-04', days: 31 });
    expect((await member.client.get('/api/me')).body.paymentRecord).toEqual({ band: 'new' });
    await seedDeal(server, member, partner, { clientPaid: '2026-08-05', days: 31 });
    expect((await member.client.get('/api/me')).body.paymentRecord).toEqual({ band: 'over30', overdueShare: 1 });
  });
});
