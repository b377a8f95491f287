import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { deals, dealTermsAcceptances } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { DEAL_TEXTS, displayName, otherRole, partyOf, type LoadedDeal } from '../../domain/deal';
import type { Account } from '../../domain/rows';
import { ConflictError, NotFoundError } from '../../errors';
import { now } from '../../clock';
import { MESSAGES } from '../../../shared/messages';
import type { DealRole } from '../../../shared/rules/deal';
import { loadDeal } from './load-deal';
import { dealSubject, notifyDeal } from './notify-deal';
import { recordDealEvent, termsOf } from './record-deal-event';

/**
 * One party accepts the deal's current terms, once: the acceptance keeps the time, the terms page
 * version and the terms themselves. When the second party accepts, the terms freeze for good.
 * The other party is told. Refused (409, nothing written) when already accepted, frozen, or
 * the fee % is still missing.
 */
export async function acceptDealTerms(
  ctx: AppContext,
  options: { actor: Account; role: DealRole; uid: string },
): Promise<LoadedDeal> {
  const { actor, role, uid } = options;
  return withTransaction(ctx, async (tx) => {
    const loaded = await loadDeal(tx.db, { uid, forUpdate: true });
    if (!loaded) throw new NotFoundError(DEAL_TEXTS.private, DEAL_TEXTS.privateTitle);
    const { deal } = loaded;
    if (loaded.acceptances.some((a) => a.accountId === actor.id))
      throw new ConflictError(MESSAGES.dealTermsAlreadyAccepted, DEAL_TEXTS.failedTitle);
    if (deal.termsFrozenAt) throw new ConflictError(MESSAGES.dealTermsFrozen, DEAL_TEXTS.failedTitle);
    if (deal.feePercent === null) throw new ConflictError(MESSAGES.dealFeeMissing, DEAL_TEXTS.failedTitle);

    const at = now();
    const terms = termsOf(deal);
    await tx.db
      .insert(dealTermsAcceptances)
      .values({ dealId: deal.id, accountId: actor.id, termsVersion: deal.termsVersion, terms, acceptedAt: at });
    const isBoth = loaded.acceptances.length === 1;
    await tx.db
      .update(deals)
      .set({ updatedAt: at, ...(isBoth ? { termsFrozenAt: at } : {}) })
      .where(eq(deals.id, deal.id));
    await recordDealEvent(tx, {
      dealId: deal.id,
      kind: 'terms-accepted',
      at,
      actorId: actor.id,
      details: { terms, isFrozen: isBoth },
    });
    const other = partyOf(loaded, otherRole(role));
    await notifyDeal(tx, {
      at,
      loaded,
      to: [other],
      notice: {
        heading: 'Deal - Terms accepted',
        message: isBoth
          ? `${displayName(actor)} accepted the terms of the deal on ${dealSubject(loaded)}. Both parties have now accepted: the terms are final.`
          : `${displayName(actor)} accepted the terms of the deal on ${dealSubject(loaded)}. Please review and accept them too.`,
        mail: 'toggle',
      },
    });
    return (await loadDeal(tx.db, { uid }))!;
  });
}
