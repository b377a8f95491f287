/**
 * GET /api/market as it leaves the server (docs/market.md, docs/privacy.md): aggregates only.
 * A selection under the privacy threshold (fewer than 5 listings or 3 distinct members) shows no
 * figure at all; a median or share whose own rows are under it (the listings that had a proposal,
 * the deals) is null on its own. With a nature chosen, a median or share is also null when the
 * category and province's other natures hold a few rows of that figure (1 to 4, or from fewer
 * than 3 members): "all natures" beside "this nature" would otherwise give those few rows' figure.
 * Member counts decide what is shown and are never returned.
 */
import { PACKAGES } from '../../shared/lookups';
import { isMarketShown, isRestShown } from '../../shared/rules/market';
import type { TMarketQuery } from '../../shared/schemas/market';
import type { MarketPulseResponse } from '../../shared/types/market';
import type { MarketFigures } from '../domain/market';

export function presentMarketPulse(
  query: TMarketQuery,
  figures: MarketFigures,
  at: Date,
  /** With a nature chosen: the category and province's other natures (isRestShown). */
  rest: MarketFigures | null = null,
): MarketPulseResponse {
  const selection = { category: query.category, province: query.province, nature: query.nature ?? null };
  const asOf = at.toISOString();
  if (!isMarketShown(figures.listings, figures.members)) {
    return {
      ...selection,
      cells: null,
      suppressed: true,
      listings: null,
      trend: null,
      medianDaysToFirstProposal: null,
      medianFeePercent: null,
      placedShare: null,
      asOf,
    };
  }
  const byPackage = new Map(figures.cells.map((cell) => [cell.packageId, cell]));
  const { proposed, deals } = figures;
  return {
    ...selection,
    cells: PACKAGES.map(({ id }) => ({
      packageId: id,
      jobs: byPackage.get(id)?.jobs ?? 0,
      candidates: byPackage.get(id)?.candidates ?? 0,
    })),
    suppressed: false,
    listings: figures.listings,
    trend: figures.trend.map(({ week, listings }) => ({ week, listings })),
    medianDaysToFirstProposal:
      isMarketShown(proposed.listings, proposed.members) &&
      (!rest || isRestShown(rest.proposed.listings, rest.proposed.members))
        ? proposed.medianDays
        : null,
    medianFeePercent:
      isMarketShown(deals.withFee, deals.feeMembers) &&
      (!rest || isRestShown(rest.deals.withFee, rest.deals.feeMembers))
        ? deals.medianFeePercent
        : null,
    placedShare:
      isMarketShown(deals.deals, deals.members) && (!rest || isRestShown(rest.deals.deals, rest.deals.members))
        ? deals.placed / deals.deals
        : null,
    asOf,
  };
}
