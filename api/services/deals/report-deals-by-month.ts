import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { dealEvents, deals } from '../../db/schema';
import { now } from '../../clock';
import { saDateOf, saStartOf } from '../../../shared/rules/business-days';
import type { DealMonthRow } from '../../domain/deal';

export const REPORT_MONTHS = 12;

/** 'YYYY-MM' of the month `back` months before `month`. */
function monthBefore(month: string, back: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * Placements recorded and their fees (whole rand), per South African month, for the last twelve
 * months including this one; months without any are zero. The admin console draws it as a chart.
 */
export async function reportDealsByMonth(ctx: AppContext): Promise<DealMonthRow[]> {
  const thisMonth = saDateOf(now()).slice(0, 7);
  const first = monthBefore(thisMonth, REPORT_MONTHS - 1);
  // SAST is UTC+2 all year: the month of an instant in South Africa, whatever the session's time zone.
  const month = sql<string>`to_char((${dealEvents.createdAt} AT TIME ZONE 'UTC') + interval '2 hours', 'YYYY-MM')`;
  const rows = await ctx.db
    .select({
      month,
      placements: sql<number>`count(*)::int`,
      feesRand: sql<number>`coalesce(sum(${deals.feeRand}), 0)::bigint`,
    })
    .from(dealEvents)
    .innerJoin(deals, eq(deals.id, dealEvents.dealId))
    .where(
      and(
        eq(dealEvents.kind, 'stage'),
        eq(dealEvents.stage, 'placed'),
        gte(dealEvents.createdAt, saStartOf(`${first}-01`)),
      ),
    )
    .groupBy(month);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return Array.from({ length: REPORT_MONTHS }, (_, i) => {
    const key = monthBefore(thisMonth, REPORT_MONTHS - 1 - i);
    const row = byMonth.get(key);
    return { month: key, placements: row?.placements ?? 0, feesRand: Number(row?.feesRand ?? 0) };
  });
}
