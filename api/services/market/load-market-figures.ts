import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { MarketFigures } from '../../domain/market';
import { marketDealsSince, marketWeeks, PLACED_STAGES } from '../../../shared/rules/market';

type Row = {
  listings: number;
  members: number;
  cells: Array<{ packageId: number; jobs: number; candidates: number }> | null;
  weeks: Array<{ index: number; listings: number }> | null;
  proposed_listings: number;
  proposed_members: number;
  median_days: number | string | null;
  deals: number;
  deal_members: number;
  deals_with_fee: number;
  fee_members: number;
  placed: number;
  median_fee: number | string | null;
};

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

/**
 * The market pulse of one recruitment category × province (× nature of employment), as of `at`,
 * in one statement over market_listing_facts (kept current by triggers, migration 0034) and the
 * deals of its job specs (and, with a nature, the same of the category and province's other
 * natures: `rest`). Counted listings: open at `at`, or posted since the 12-week window
 * began (even if closed or expired since). Medians are exact: the two middle values (the same one
 * for an odd count) by percentile_disc, averaged in numeric.
 */
export async function loadMarketFigures(
  ctx: AppContext,
  options: { categoryId: number; provinceId: number; natureId: number | undefined; at: Date },
): Promise<{ figures: MarketFigures; rest: MarketFigures | null }> {
  const [figures, rest] = await Promise.all([
    loadSlice(ctx, { ...options, nature: options.natureId === undefined ? 'any' : 'with' }),
    // With a nature chosen: the same category and province's other listings and deals, which the
    // presenter needs so that "all natures" minus "this nature" never gives a few deals' figures.
    options.natureId === undefined ? null : loadSlice(ctx, { ...options, nature: 'without' }),
  ]);
  return { figures, rest };
}

async function loadSlice(
  ctx: AppContext,
  options: {
    categoryId: number;
    provinceId: number;
    natureId: number | undefined;
    nature: 'any' | 'with' | 'without';
    at: Date;
  },
): Promise<MarketFigures> {
  const { categoryId, provinceId, natureId, at } = options;
  const { weeks, windowStart } = marketWeeks(at);
  const atIso = at.toISOString();
  const startIso = windowStart.toISOString();
  const natureFilter =
    options.nature === 'any'
      ? sql`TRUE`
      : options.nature === 'with'
        ? sql`f.natures @> ARRAY[${natureId}::int]`
        : sql`NOT f.natures @> ARRAY[${natureId}::int]`;
  const slice = sql`f.category_id = ${categoryId} AND f.province_id = ${provinceId} AND ${natureFilter}`;
  const { rows } = await ctx.db.execute<Row>(sql`
    WITH counted AS (
      SELECT f.kind, f.owner_id, f.package_id, f.created_at, f.first_proposal_at
        FROM market_listing_facts f
       WHERE ${slice}
         AND f.created_at <= ${atIso}::timestamptz
         AND (f.expires_at >= ${atIso}::timestamptz OR f.created_at >= ${startIso}::timestamptz)
    ),
    proposed AS (
      SELECT owner_id,
             floor((extract(epoch FROM first_proposal_at) - extract(epoch FROM created_at)) / 86400) AS days
        FROM counted
       WHERE first_proposal_at IS NOT NULL AND first_proposal_at <= ${atIso}::timestamptz
    ),
    deal_rows AS (
      SELECT d.job_owner_id, d.stage, d.fee_percent
        FROM market_listing_facts f
        JOIN proposals p ON p.job_id = f.listing_id
        JOIN deals d ON d.proposal_id = p.id
       WHERE ${slice} AND f.kind = 'job'
         AND d.created_at >= ${marketDealsSince(at).toISOString()}::timestamptz
         AND d.created_at <= ${atIso}::timestamptz
    )
    SELECT
      (SELECT count(*)::int FROM counted) AS listings,
      (SELECT count(DISTINCT owner_id)::int FROM counted) AS members,
      (SELECT json_agg(json_build_object('packageId', package_id, 'jobs', jobs, 'candidates', candidates))
         FROM (SELECT package_id,
                      count(*) FILTER (WHERE kind = 'job')::int AS jobs,
                      count(*) FILTER (WHERE kind = 'candidate')::int AS candidates
                 FROM counted GROUP BY package_id) c) AS cells,
      (SELECT json_agg(json_build_object('index', week_index, 'listings', n))
         FROM (SELECT floor((extract(epoch FROM created_at) - extract(epoch FROM ${startIso}::timestamptz)) / 604800)::int AS week_index,
                      count(*)::int AS n
                 FROM counted WHERE created_at >= ${startIso}::timestamptz GROUP BY 1) w) AS weeks,
      (SELECT count(*)::int FROM proposed) AS proposed_listings,
      (SELECT count(DISTINCT owner_id)::int FROM proposed) AS proposed_members,
      (SELECT ((percentile_disc(0.5) WITHIN GROUP (ORDER BY days)
              + percentile_disc(0.5) WITHIN GROUP (ORDER BY days DESC)) / 2)::float8 FROM proposed) AS median_days,
      (SELECT count(*)::int FROM deal_rows) AS deals,
      (SELECT count(DISTINCT job_owner_id)::int FROM deal_rows) AS deal_members,
      (SELECT count(fee_percent)::int FROM deal_rows) AS deals_with_fee,
      (SELECT count(DISTINCT job_owner_id)::int FROM deal_rows WHERE fee_percent IS NOT NULL) AS fee_members,
      (SELECT count(*)::int FROM deal_rows WHERE stage IN ${[...PLACED_STAGES]}) AS placed,
      (SELECT ((percentile_disc(0.5) WITHIN GROUP (ORDER BY fee_percent)
              + percentile_disc(0.5) WITHIN GROUP (ORDER BY fee_percent DESC)) / 2)::float8
         FROM deal_rows WHERE fee_percent IS NOT NULL) AS median_fee
  `);
  const row = rows[0]!;
  const byWeek = new Map((row.weeks ?? []).map((w) => [w.index, w.listings]));
  return {
    listings: Number(row.listings),
    members: Number(row.members),
    cells: row.cells ?? [],
    trend: weeks.map((week, index) => ({ week, listings: byWeek.get(index) ?? 0 })),
    proposed: {
      listings: Number(row.proposed_listings),
      members: Number(row.proposed_members),
      medianDays: numberOrNull(row.median_days),
    },
    deals: {
      deals: Number(row.deals),
      members: Number(row.deal_members),
      placed: Number(row.placed),
      withFee: Number(row.deals_with_fee),
      feeMembers: Number(row.fee_members),
      medianFeePercent: numberOrNull(row.median_fee),
    },
  };
}
