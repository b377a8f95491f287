import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { deals, dealTermsAcceptances } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { DEAL_TEXTS, displayName, otherRole, partyOf, type LoadedDeal } from '../../domain/deal';
import type { Account } from '../../domain/rows';
import { NotFoundError } from '../../errors';
import { authorizeTermsChange } from '../../policies/deal';
import { now } from '../../clock';
import { normaliseFeePercent } from '../../../shared/rules/deal';
import type { TDealTermsPatch } from '../../../shared/schemas/deal';
import type { DealRole } from '../../../shared/rules/deal';
import { loadDeal } from './load-deal';
import { dealSubject, notifyDeal } from './notify-deal';
import { recordDealEvent, termsOf } from './record-deal-event';

/**
 * Changes the editable terms before both parties have accepted: the guarantee period (either
 * party) and, on a job that carries no placement fee of its own, the fee % (the job owner only).
 * A change withdraws any acceptance already given — the other party accepted different terms —
 * and tells the other party. Who may change what is the policy's (authorizeTermsChange), asked on
 * the deal as locked here. Once both accepted: 409, nothing changes.
 */
export async function updateDealTerms(
  ctx: AppContext,
  options: { actor: Account; role: DealRole; uid: string; patch: TDealTermsPatch },
): Promise<LoadedDeal> {
  const { actor, role, uid, patch } = options;
  return withTransaction(ctx, async (tx) => {
    const loaded = await loadDeal(tx.db, { uid, forUpdate: true });
    if (!loaded) throw new NotFoundError(DEAL_TEXTS.private, DEAL_TEXTS.privateTitle);
    const { deal } = loaded;
    const feePercent = patch.feePercent === undefined ? undefined : normaliseFeePercent(patch.feePercent)!;
    const currentFee = deal.feePercent === null ? null : normaliseFeePercent(deal.feePercent);
    const isFeeChanged = feePercent !== undefined && feePercent !== currentFee;
    authorizeTermsChange(deal, role, { isFeeChanged });
    const changes: { feePercent?: string; guaranteeDays?: number } = {};
    if (isFeeChanged) changes.feePercent = feePercent;
    if (patch.guaranteeDays !== undefined && patch.guaranteeDays !== deal.guaranteeDays)
      changes.guaranteeDays = patch.guaranteeDays;
    if (Object.keys(changes).length === 0) return loaded;

    const at = now();
    const before = termsOf(deal);
    await tx.db
      .update(deals)
      .set({ ...changes, updatedAt: at })
      .where(eq(deals.id, deal.id));
    const withdrawn = loaded.acceptances.map((a) => a.accountId);
    if (withdrawn.length) await tx.db.delete(dealTermsAcceptances).where(eq(dealTermsAcceptances.dealId, deal.id));
    await recordDealEvent(tx, {
      dealId: deal.id,
      kind: 'terms-changed',
      at,
      actorId: actor.id,
      details: { before, changes, acceptancesWithdrawn: withdrawn.length },
    });
    const words = [
      changes.feePercent !== undefined ? `fee ${changes.feePercent}%` : null,
      changes.guaranteeDays !== undefined ? `guarantee ${changes.guaranteeDays} days` : null,
    ].filter(Boolean);
    await notifyDeal(tx, {
      at,
      loaded,
      to: [partyOf(loaded, otherRole(role))],
      notice: {
        heading: 'Deal - Terms changed',
        message: `${displayName(actor)} changed the terms of the deal on ${dealSubject(loaded)}: ${words.join(', ')}. Please review and accept them.`,
        mail: 'toggle',
      },
    });
    return (await loadDeal(tx.db, { uid }))!;
  });
}
