import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import type { ListingKind } from '../../../shared/lookups';
import { LISTING_TABLES } from './listing-tables';
import { listedListing } from './open-listing';

/** Listed (open, not an offboarded member's) listings counts for the dashboard tiles. */
export async function countActiveListings(ctx: AppContext, options: { viewer: Account }) {
  const { viewer } = options;
  const count = (kind: ListingKind) => {
    const { table } = LISTING_TABLES[kind];
    return ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        mine: sql<number>`(count(*) FILTER (WHERE ${table.ownerId} = ${viewer.id}))::int`,
      })
      .from(table)
      .where(listedListing(table));
  };
  const [[jobCounts], [candidateCounts]] = await Promise.all([count('job'), count('candidate')]);
  return {
    totalActiveJobs: jobCounts?.total ?? 0,
    myActiveJobs: jobCounts?.mine ?? 0,
    totalActiveCandidates: candidateCounts?.total ?? 0,
    myActiveCandidates: candidateCounts?.mine ?? 0,
  };
}
