import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { deals } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { DEAL_TEXTS, displayName, type DealRow, type LoadedDeal } from '../../domain/deal';
import type { Account } from '../../domain/rows';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { now } from '../../clock';
import { saDateOf } from '../../../shared/rules/business-days';
import {
  DEAL_STAGE_LABELS,
  formatRand,
  feeRandOf,
  guaranteeEndDate,
  paymentDueDate,
  sharesOf,
  stageRefusal,
} from '../../../shared/rules/deal';
import type { TDealStage } from '../../../shared/schemas/deal';
import { loadDeal } from './load-deal';
import { dealSubject } from './notify-deal';
import { recordDealEvent } from './record-deal-event';

/** A payment date is a day that has happened, and not before the step it pays for. */
function checkDate(label: string, date: string, today: string, notBefore: { label: string; date: string | null }) {
  if (date > today) throw new ValidationError(`The ${label} cannot be in the future.`, 'date');
  if (notBefore.date && date < notBefore.date)
    throw new ValidationError(`The ${label} cannot be before the ${notBefore.label} (${notBefore.date}).`, 'date');
}

/** The columns a stage sets, computed here (never taken from the client): fee, shares' base, due and guarantee dates. */
function changesFor(deal: DealRow, input: TDealStage, today: string): Partial<typeof deals.$inferInsert> {
  switch (input.stage) {
    case 'placed': {
      const ctc = input.ctc!;
      return {
        startDate: input.date!,
        ctcRand: ctc,
        feeRand: feeRandOf(ctc, deal.feePercent!),
        guaranteeEndDate: guaranteeEndDate(input.date!, deal.guaranteeDays),
      };
    }
    case 'invoiced':
      checkDate('Invoice date', input.date!, today, { label: 'start date', date: null });
      return { invoiceDate: input.date! };
    case 'client_paid':
      checkDate('Date the client paid', input.date!, today, { label: 'invoice date', date: deal.invoiceDate });
      return {
        clientPaidDate: input.date!,
        clientPaidProof: input.proof ?? null,
        paymentDueDate: paymentDueDate(input.date!, deal.paymentBusinessDays),
      };
    case 'partner_paid':
      checkDate('Date the partner was paid', input.date!, today, {
        label: 'date the client paid',
        date: deal.clientPaidDate,
      });
      return { partnerPaidDate: input.date! };
    case 'fell_through':
      return { fellThroughReason: input.reason! };
    default:
      return {};
  }
}

/** The notice the other party gets, with the figures that stage fixed. */
function describe(deal: DealRow, input: TDealStage): string[] {
  switch (input.stage) {
    case 'placed': {
      const shares = sharesOf(deal.feeRand!, deal.splitPercent);
      return [
        `Start date ${deal.startDate}; annual CTC ${formatRand(deal.ctcRand!)}; fee ${formatRand(deal.feeRand!)} (${Number(deal.feePercent)}%).`,
        `Shares: job owner ${formatRand(shares.jobOwner)}, partner ${formatRand(shares.partner)}. The guarantee ends on ${deal.guaranteeEndDate}.`,
      ];
    }
    case 'invoiced':
      return [`Invoice date ${deal.invoiceDate}.`];
    case 'client_paid':
      return [
        `The client paid on ${deal.clientPaidDate}${deal.clientPaidProof ? ` (proof reference: ${deal.clientPaidProof})` : ''}. The partner's share of ${formatRand(sharesOf(deal.feeRand ?? 0, deal.splitPercent).partner)} is due by ${deal.paymentDueDate} (${deal.paymentBusinessDays} business days).`,
      ];
    case 'partner_paid':
      return [`The partner was paid on ${deal.partnerPaidDate}.`];
    case 'fell_through':
      return [`Reason: ${deal.fellThroughReason}.`];
    default:
      return [];
  }
}

/**
 * A party records the deal's next stage (shared/rules/deal.ts decides which moves are allowed; a
 * wrong one is a 409 and nothing changes). The stage's figures are computed here; the move is on
 * the timeline with who made it and when. The other party is told (note, push, e-mail) by a job
 * that starts DEAL_UNDO_SECONDS later, so a stage undone in that time tells nobody.
 */
export async function recordDealStage(
  ctx: AppContext,
  options: { actor: Account; uid: string; input: TDealStage },
): Promise<LoadedDeal> {
  const { actor, uid, input } = options;
  return withTransaction(ctx, async (tx) => {
    const loaded = await loadDeal(tx.db, { uid, forUpdate: true });
    if (!loaded) throw new NotFoundError(DEAL_TEXTS.private, DEAL_TEXTS.privateTitle);
    const { deal } = loaded;
    const at = now();
    const today = saDateOf(at);
    const refusal = stageRefusal(
      { stage: deal.stage, isTermsFrozen: deal.termsFrozenAt !== null, guaranteeEndDate: deal.guaranteeEndDate },
      input.stage,
      today,
    );
    if (refusal) throw new ConflictError(refusal, DEAL_TEXTS.failedTitle);
    const changes = changesFor(deal, input, today);
    // What an undo puts back (api/services/deals/undo-deal-stage.ts).
    const previous = Object.fromEntries(Object.keys(changes).map((key) => [key, deal[key as keyof DealRow]]));
    const [updated] = await tx.db
      .update(deals)
      .set({ ...changes, stage: input.stage, updatedAt: at })
      .where(eq(deals.id, deal.id))
      .returning();
    const eventId = await recordDealEvent(tx, {
      dealId: deal.id,
      kind: 'stage',
      stage: input.stage,
      at,
      actorId: actor.id,
      details: { from: deal.stage, ...changes, previous },
    });
    const label = DEAL_STAGE_LABELS[input.stage];
    // The other party is told once the undo window has passed, and only if the stage still stands.
    await tx.enqueue(
      'deal-stage-notice',
      {
        dealId: deal.id,
        eventId,
        heading: `Deal - ${label}`,
        message: `${displayName(actor)} moved the deal on ${dealSubject(loaded)} to ${label}.`,
        details: describe(updated!, input),
        // Money owed is never optional reading: Client paid is mailed whatever the toggles.
        ...(input.stage === 'client_paid' ? { mail: 'always' as const } : {}),
      },
      { startAfter: ctx.config.DEAL_UNDO_SECONDS },
    );
    return (await loadDeal(tx.db, { uid }))!;
  });
}
