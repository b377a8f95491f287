import { and, eq, gte, notInArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { dealEvents, deals } from '../../db/schema';
import type { DealTotals } from '../../domain/deal';
import type { Account } from '../../domain/rows';
import { now } from '../../clock';
import { saDateOf, saStartOf } from '../../../shared/rules/business-days';
import { CLOSED_STAGES, sharesOf } from '../../../shared/rules/deal';

/**
 * The member dashboard's deal tiles: open deals, placements recorded this (South African) month,
 * and partner shares owed to / by the member — the client has paid and the partner is not yet paid.
 */
export async function summarizeDeals(ctx: AppContext, options: { viewer: Account }): Promise<DealTotals> {
  const me = options.viewer.id;
  const mine = or(eq(deals.jobOwnerId, me), eq(deals.partnerId, me))!;
  const monthStart = saStartOf(`${saDateOf(now()).slice(0, 7)}-01`);
  const [open] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(deals)
    .where(and(mine, notInArray(deals.stage, [...CLOSED_STAGES])));
  const [placed] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(dealEvents)
    .innerJoin(deals, eq(deals.id, dealEvents.dealId))
    .where(
      and(mine, eq(dealEvents.kind, 'stage'), eq(dealEvents.stage, 'placed'), gte(dealEvents.createdAt, monthStart)),
    );
  const owing = await ctx.db
    .select({ jobOwnerId: deals.jobOwnerId, feeRand: deals.feeRand, splitPercent: deals.splitPercent })
    .from(deals)
    .where(and(mine, eq(deals.stage, 'client_paid')));
  let toMe = 0;
  let byMe = 0;
  for (const row of owing) {
    const share = sharesOf(row.feeRand ?? 0, row.splitPercent).partner;
    if (row.jobOwnerId === me) byMe += share;
    else toMe += share;
  }
  return {
    openDeals: open?.n ?? 0,
    placementsThisMonth: placed?.n ?? 0,
    owedToMeRand: toMe,
    owedByMeRand: byMe,
  };
}
