import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { dealEvents } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { otherRole, partyOf } from '../../domain/deal';
import { now } from '../../clock';
import type { QueuePayload } from '../../jobs/queues';
import { loadDeal } from './load-deal';
import { notifyDeal } from './notify-deal';
import { queueWebhookEvent } from '../webhooks/queue-webhook-event';

export type DealStageNoticeOutcome = 'sent' | 'undone' | 'already-sent';

/**
 * Sends a recorded stage's note and mail to the other party, under the deal's row lock so it and
 * an undo (api/services/deals/undo-deal-stage.ts) cannot cross: either the stage was undone (its
 * event is gone, nobody is told) or the notice goes and the event is marked, after which the stage
 * can no longer be undone. A retry after the mark sends nothing again.
 */
export async function sendDealStageNotice(
  ctx: AppContext,
  payload: QueuePayload<'deal-stage-notice'>,
): Promise<DealStageNoticeOutcome> {
  return withTransaction(ctx, async (tx) => {
    const loaded = await loadDeal(tx.db, { uid: payload.dealId, forUpdate: true });
    if (!loaded) return 'undone';
    const [event] = await tx.db
      .select()
      .from(dealEvents)
      .where(and(eq(dealEvents.id, payload.eventId), eq(dealEvents.dealId, payload.dealId)));
    if (!event) return 'undone';
    if (event.details.noticeSentAt) return 'already-sent';
    const role = event.actorId === loaded.deal.jobOwnerId ? 'jobOwner' : 'partner';
    const other = partyOf(loaded, otherRole(role));
    await notifyDeal(tx, {
      at: event.createdAt,
      loaded,
      to: [other],
      notice: {
        heading: payload.heading,
        message: payload.message,
        details: payload.details,
        mail: payload.mail ?? 'toggle',
      },
    });
    await queueWebhookEvent(tx, {
      accountId: other.id,
      type: 'deal.stage_changed',
      subject: { type: 'deal', id: loaded.deal.id, stage: event.stage ?? loaded.deal.stage },
      at: event.createdAt,
    });
    await tx.db
      .update(dealEvents)
      .set({ details: sql`${dealEvents.details} || ${JSON.stringify({ noticeSentAt: now().toISOString() })}::jsonb` })
      .where(eq(dealEvents.id, event.id));
    return 'sent';
  });
}
