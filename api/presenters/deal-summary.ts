/** The member dashboard's deal tiles (GET /api/deals/summary). */
import type { DealTotals } from '../domain/deal';
import type { DealSummary } from '../../shared/types/deals';

export function presentDealSummary(totals: DealTotals): DealSummary {
  return {
    openDeals: totals.openDeals,
    placementsThisMonth: totals.placementsThisMonth,
    feesOwedToMeRand: totals.owedToMeRand,
    feesOwedByMeRand: totals.owedByMeRand,
  };
}
