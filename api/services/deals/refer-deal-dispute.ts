import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, deals } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { DEAL_TEXTS, displayName, otherRole, partyOf, type LoadedDeal } from '../../domain/deal';
import type { Account } from '../../domain/rows';
import { ConflictError, NotFoundError } from '../../errors';
import { now } from '../../clock';
import { MESSAGES } from '../../../shared/messages';
import type { DealRole } from '../../../shared/rules/deal';
import { createNotes } from '../notes/create-note';
import { loadDeal } from './load-deal';
import { dealSubject, notifyDeal } from './notify-deal';
import { recordDealEvent } from './record-deal-event';

/**
 * Either party refers the deal to the ethics committee with a short statement, once (409 after).
 * The other party is told (note, push and e-mail, whatever their toggles: a dispute is never
 * optional reading) and every administrator gets a note linking to the Disputes queue.
 */
export async function referDealDispute(
  ctx: AppContext,
  options: { actor: Account; role: DealRole; uid: string; statement: string },
): Promise<LoadedDeal> {
  const { actor, role, uid, statement } = options;
  return withTransaction(ctx, async (tx) => {
    const loaded = await loadDeal(tx.db, { uid, forUpdate: true });
    if (!loaded) throw new NotFoundError(DEAL_TEXTS.private, DEAL_TEXTS.privateTitle);
    if (loaded.deal.disputedAt) throw new ConflictError(MESSAGES.dealAlreadyDisputed, DEAL_TEXTS.failedTitle);
    const at = now();
    await tx.db
      .update(deals)
      .set({ disputedAt: at, disputedBy: actor.id, disputeStatement: statement, updatedAt: at })
      .where(eq(deals.id, loaded.deal.id));
    await recordDealEvent(tx, {
      dealId: loaded.deal.id,
      kind: 'dispute',
      at,
      actorId: actor.id,
      details: { statement },
    });
    await notifyDeal(tx, {
      at,
      loaded,
      to: [partyOf(loaded, otherRole(role))],
      notice: {
        heading: 'Deal - Referred to the ethics committee',
        message: `${displayName(actor)} referred the deal on ${dealSubject(loaded)} to the ethics committee.`,
        details: [`Their statement: ${statement}`, 'An administrator will contact both parties.'],
        mail: 'always',
      },
    });
    const admins = await tx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.isAdmin, true), eq(accounts.isDeleted, false)));
    await createNotes(
      tx,
      admins.map((admin) => ({
        userId: admin.id,
        heading: 'Deal dispute - New',
        message: `A deal on ${dealSubject(loaded)} was referred to the ethics committee.`,
        link: `/deals/${loaded.deal.id}/record`,
        createdAt: at,
      })),
    );
    return (await loadDeal(tx.db, { uid }))!;
  });
}
