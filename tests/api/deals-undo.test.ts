/**
 * Undoing a deal stage (docs/deals.md "Undo"): the member who recorded a stage may undo it within
 * DEAL_UNDO_SECONDS (5 s in tests), before the other party is told; the other party's note and
 * mail wait for that window in a delayed job, so an undone stage tells nobody. The server enforces
 * the window (409 after it, or once the notice went) and who may undo (403 for the other party).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../api/clock';
import { handleDealStageNotice } from '../../api/jobs/deal-stage-notice';
import { expectError, waitForMails } from '../support/api-helpers';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import { notesOf } from '../support/fixtures/matches';
import { dealEventsOf, dealRow, moveDeal, openDeal, placeDeal } from '../support/fixtures/deals';

const server = useTestServer();
afterEach(resetClock);

const FAILED = 'Deal update failed';
const undo = (client: TestClient, uid: string) => client.post(`/api/deals/${uid}/stages/undo`);

/** The queued notice of a stage event, as the worker will get it. */
async function noticeJobOf(eventId: number): Promise<Record<string, unknown>> {
  const { rows } = await server.ctx.pool.query(
    `select data, start_after, created_on from pgboss.job where name = 'deal-stage-notice' and (data->>'eventId')::bigint = $1`,
    [eventId],
  );
  expect(rows).toHaveLength(1);
  return rows[0];
}

const dealNotes = async (userId: string) =>
  (await notesOf(server, userId)).map((n) => n.heading).filter((h: string) => h.startsWith('Deal -'));

describe('undo a stage within the window', () => {
  it('offers the mover (only) an undo, puts the deal back, and the delayed notice tells nobody', async () => {
    const deal = await openDeal(server);
    const moved = await moveDeal(deal.partner, deal.uid, { stage: 'interviewing' });
    expect(moved.undo).toMatchObject({ stage: 'interviewing', stageLabel: 'Interviewing' });
    expect(moved.undo.secondsLeft).toBeGreaterThan(0);
    expect(moved.undo.secondsLeft).toBeLessThanOrEqual(5);
    // The other party is offered no undo, and has not been told yet.
    expect((await deal.jobOwner.client.get(`/api/deals/${deal.uid}`)).body.deal.undo).toBeNull();
    expect(await dealNotes(deal.jobOwner.id)).toEqual([]);

    const [event] = (await dealEventsOf(server, deal.uid)).filter((e) => e.kind === 'stage');
    const job = await noticeJobOf(Number(event!.id));
    // The notice is queued to start once the window has passed.
    const delay = (new Date(job.start_after as string).getTime() - new Date(job.created_on as string).getTime()) / 1000;
    expect(delay).toBeGreaterThanOrEqual(4.5);

    const undone = await undo(deal.partner.client, deal.uid);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.deal).toMatchObject({ stage: 'introduced', undo: null });
    expect(undone.body.deal.abilities.nextStages).toContain('interviewing');
    expect((await dealEventsOf(server, deal.uid)).filter((e) => e.kind === 'stage')).toEqual([]);
    expect((await dealRow(server, deal.uid)).stage).toBe('introduced');

    // The notice's job, whenever it runs, finds the stage gone and tells nobody.
    expect(await handleDealStageNotice(server.ctx, job.data)).toBe('undone');
    expect(await dealNotes(deal.jobOwner.id)).toEqual([]);
    // Nothing to undo now.
    expectError(await undo(deal.partner.client, deal.uid), 409, {
      title: FAILED,
      message: 'There is no stage of yours to undo on this deal.',
    });
  });

  it('refuses the other party (403) and an outsider (404); the stage stands', async () => {
    const deal = await openDeal(server);
    const outsider = await openDeal(server);
    await moveDeal(deal.partner, deal.uid, { stage: 'interviewing' });
    expectError(await undo(deal.jobOwner.client, deal.uid), 403, {
      title: FAILED,
      message: 'Only the member who recorded a stage can undo it.',
    });
    expectError(await undo(outsider.partner.client, deal.uid), 404, { title: 'Deals are private' });
    expect((await dealRow(server, deal.uid)).stage).toBe('interviewing');
  });

  it('refuses after the window (409) and tells the other party as usual', async () => {
    const deal = await openDeal(server);
    await moveDeal(deal.partner, deal.uid, { stage: 'interviewing' });
    advanceClock(5_000);
    expect((await deal.partner.client.get(`/api/deals/${deal.uid}`)).body.deal.undo).toBeNull();
    expectError(await undo(deal.partner.client, deal.uid), 409, {
      title: FAILED,
      message: 'It is too late to undo this stage: the other party has been told.',
    });
    expect((await dealRow(server, deal.uid)).stage).toBe('interviewing');
    resetClock();
    // The worker sends the notice once the window has passed.
    await waitForMails(server, deal.jobOwner.email, /^Deal - Interviewing/, 1);
    expect(await dealNotes(deal.jobOwner.id)).toEqual(['Deal - Interviewing']);
  });

  it('refuses once the notice has gone, even inside the window, and the notice goes once', async () => {
    const deal = await openDeal(server);
    await moveDeal(deal.partner, deal.uid, { stage: 'interviewing' });
    const [event] = (await dealEventsOf(server, deal.uid)).filter((e) => e.kind === 'stage');
    const job = await noticeJobOf(Number(event!.id));
    // The job's handler run early, as a worker whose clock is ahead would.
    expect(await handleDealStageNotice(server.ctx, job.data)).toBe('sent');
    expect(await handleDealStageNotice(server.ctx, job.data)).toBe('already-sent');
    expect(await dealNotes(deal.jobOwner.id)).toEqual(['Deal - Interviewing']);
    expect((await deal.partner.client.get(`/api/deals/${deal.uid}`)).body.deal.undo).toBeNull();
    expectError(await undo(deal.partner.client, deal.uid), 409, {
      message: 'It is too late to undo this stage: the other party has been told.',
    });
  });

  it('puts back the figures a stage set: an undone Placed has no fee, start date or guarantee', async () => {
    const deal = await openDeal(server);
    await placeDeal(deal, { date: '2026-11-02', ctc: 600_000, feePercent: '15' });
    const placed = await dealRow(server, deal.uid);
    expect([placed.stage, Number(placed.fee_rand)]).toEqual(['placed', 90_000]);
    const undone = await undo(deal.jobOwner.client, deal.uid);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.deal).toMatchObject({ stage: 'offer_made', money: null });
    const row = await dealRow(server, deal.uid);
    expect([row.stage, row.fee_rand, row.ctc_rand, row.start_date, row.guarantee_end_date]).toEqual([
      'offer_made',
      null,
      null,
      null,
      null,
    ]);
    // Recorded again, with the right figures this time.
    const again = await moveDeal(deal.jobOwner, deal.uid, { stage: 'placed', date: '2026-11-03', ctc: 700_000 });
    expect(again.money).toMatchObject({ feeRand: 105_000 });
  });

  it('undoes only the latest stage: once the other party moved on, an earlier stage stays', async () => {
    const deal = await openDeal(server);
    await moveDeal(deal.partner, deal.uid, { stage: 'interviewing' });
    await moveDeal(deal.jobOwner, deal.uid, { stage: 'offer_made' });
    expectError(await undo(deal.partner.client, deal.uid), 403, {
      message: 'Only the member who recorded a stage can undo it.',
    });
    expect((await dealRow(server, deal.uid)).stage).toBe('offer_made');
  });
});
