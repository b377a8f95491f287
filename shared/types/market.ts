/** GET /api/market (docs/market.md): aggregates only, never a member, a listing or one listing's figure. */

/** Open and recent listings of one annual CTC package band, by kind. */
export type MarketCell = { packageId: number; jobs: number; candidates: number };

/** Listings posted in one South African week, by the week's Monday (YYYY-MM-DD). */
export type MarketWeek = { week: string; listings: number };

export type MarketPulseResponse = {
  category: number;
  province: number;
  nature: number | null;
  /** Every package band in display order; null when suppressed. */
  cells: MarketCell[] | null;
  /** True when the selection has fewer than 5 listings or fewer than 3 distinct members. */
  suppressed: boolean;
  listings: number | null;
  trend: MarketWeek[] | null;
  medianDaysToFirstProposal: number | null;
  medianFeePercent: number | null;
  placedShare: number | null;
  /** When the figures were computed (they are kept current by the database: docs/market.md). */
  asOf: string;
};
