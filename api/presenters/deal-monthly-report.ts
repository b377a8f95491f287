/** The administrators' chart: placements and fees per South African month (GET /api/deals/report/monthly). */
import type { DealMonthRow } from '../domain/deal';
import type { DealMonthlyReport } from '../../shared/types/deals';

export function presentDealMonthlyReport(rows: DealMonthRow[]): DealMonthlyReport {
  return { months: rows.map(({ month, placements, feesRand }) => ({ month, placements, feesRand })) };
}
