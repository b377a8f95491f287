import type { Tx } from '../../db/transaction';
import { dealEvents } from '../../db/schema';
import type { DealRow } from '../../domain/deal';
import type { DealEventKind, DealStage } from '../../../shared/rules/deal';

/** Appends one line to a deal's timeline, in the caller's transaction; returns its id. */
export async function recordDealEvent(
  tx: Tx,
  entry: {
    dealId: string;
    kind: DealEventKind;
    at: Date;
    actorId?: string | null;
    stage?: DealStage | null;
    details?: Record<string, unknown>;
  },
): Promise<number> {
  const [row] = await tx.db
    .insert(dealEvents)
    .values({
      dealId: entry.dealId,
      kind: entry.kind,
      stage: entry.stage ?? null,
      actorId: entry.actorId ?? null,
      details: entry.details ?? {},
      createdAt: entry.at,
    })
    .returning({ id: dealEvents.id });
  return row!.id;
}

/** The terms as a party accepts them (stored with the acceptance and shown in the timeline). */
export function termsOf(deal: DealRow) {
  return {
    splitPercent: deal.splitPercent,
    feePercent: deal.feePercent === null ? null : String(Number(deal.feePercent)),
    guaranteeDays: deal.guaranteeDays,
    paymentBusinessDays: deal.paymentBusinessDays,
    nonApproachMonths: deal.nonApproachMonths,
    effectiveCauseMonths: deal.effectiveCauseMonths,
    version: deal.termsVersion,
  };
}
