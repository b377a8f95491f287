import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/pool';
import { dealEvents, deals } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { DEAL_TEXTS, isUndoable, type DealEventRow, type LoadedDeal } from '../../domain/deal';
import type { Account } from '../../domain/rows';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { now } from '../../clock';
import { MESSAGES } from '../../../shared/messages';
import type { DealStage } from '../../../shared/rules/deal';
import { loadDeal } from './load-deal';

/** The deal's latest stage event, if it is the stage the deal is at (nothing moved it on since). */
export async function latestStageEvent(db: Db, deal: { id: string; stage: string }): Promise<DealEventRow | null> {
  const [event] = await db
    .select()
    .from(dealEvents)
    .where(and(eq(dealEvents.dealId, deal.id), eq(dealEvents.kind, 'stage')))
    .orderBy(desc(dealEvents.id))
    .limit(1);
  return event && event.stage === deal.stage ? event : null;
}

/**
 * Undoes the stage `actor` just recorded: only the member who recorded it, only within
 * DEAL_UNDO_SECONDS and before the other party was told. The deal goes back to the stage and the
 * figures it had (kept in the event as `previous`), and the event is deleted, so the delayed notice
 * finds nothing to send and the timeline, the figures and the reminders are as if it never happened.
 */
export async function undoDealStage(ctx: AppContext, options: { actor: Account; uid: string }): Promise<LoadedDeal> {
  const { actor, uid } = options;
  return withTransaction(ctx, async (tx) => {
    const loaded = await loadDeal(tx.db, { uid, forUpdate: true });
    if (!loaded) throw new NotFoundError(DEAL_TEXTS.private, DEAL_TEXTS.privateTitle);
    const event = await latestStageEvent(tx.db, loaded.deal);
    if (!event) throw new ConflictError(MESSAGES.dealUndoNothing, DEAL_TEXTS.failedTitle);
    if (event.actorId !== actor.id) throw new ForbiddenError(MESSAGES.dealUndoNotYours, DEAL_TEXTS.failedTitle);
    const at = now();
    if (!isUndoable(event, at, ctx.config.DEAL_UNDO_SECONDS))
      throw new ConflictError(MESSAGES.dealUndoTooLate, DEAL_TEXTS.failedTitle);
    const previous = (event.details.previous ?? {}) as Partial<typeof deals.$inferInsert>;
    await tx.db
      .update(deals)
      .set({ ...previous, stage: event.details.from as DealStage, updatedAt: at })
      .where(eq(deals.id, loaded.deal.id));
    await tx.db.delete(dealEvents).where(eq(dealEvents.id, event.id));
    return (await loadDeal(tx.db, { uid }))!;
  });
}
