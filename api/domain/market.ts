/** The figures of one selection as the database aggregates them; the presenter decides what is shown. */
export type MarketFigures = {
  /** Open and recent listings (both kinds) and the distinct members who posted them. */
  listings: number;
  members: number;
  cells: Array<{ packageId: number; jobs: number; candidates: number }>;
  /** Listings posted in each of the 12 weeks, oldest first, by the week's Monday. */
  trend: Array<{ week: string; listings: number }>;
  /** The counted listings that have had a proposal: how many, their distinct members, the median days. */
  proposed: { listings: number; members: number; medianDays: number | null };
  /** The deals of the selection's job specs opened in the last year. */
  deals: {
    deals: number;
    members: number;
    placed: number;
    /** The deals with a fee % agreed, their distinct job owners, and the median fee %. */
    withFee: number;
    feeMembers: number;
    medianFeePercent: number | null;
  };
};
