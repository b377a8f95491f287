import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/pool';
import { preparedOnce } from '../../db/prepared';
import type { Account } from '../../domain/rows';
import type { ListingKind } from '../../../shared/lookups';
import { LISTING_TABLES } from './listing-tables';
import { listedListing } from './open-listing';

/** One kind's listed (open, not an offboarded member's) listings: all of them, and the viewer's. */
function countsOf(db: Db, kind: ListingKind) {
  const { table } = LISTING_TABLES[kind];
  return db
    .select({
      total: sql<number>`count(*)::int`.as(`${kind}_total`),
      mine: sql<number>`(count(*) FILTER (WHERE ${table.ownerId} = ${sql.placeholder('viewer')}))::int`.as(
        `${kind}_mine`,
      ),
    })
    .from(table)
    .where(listedListing(table))
    .as(`${kind}_counts`);
}

/**
 * Both kinds' counts in one named statement (the dashboard is a sixth of the load mix): one
 * round trip where there were two, and the query built once.
 */
const countBoth = preparedOnce((db) => {
  const job = countsOf(db, 'job');
  const candidate = countsOf(db, 'candidate');
  return db
    .select({
      jobs: { total: job.total, mine: job.mine },
      candidates: { total: candidate.total, mine: candidate.mine },
    })
    .from(job)
    .crossJoin(candidate)
    .prepare('count_active_listings');
});

/** Listed listings counts for the dashboard tiles. */
export async function countActiveListings(ctx: AppContext, options: { viewer: Account }) {
  const [counts] = await countBoth(ctx.db).execute({ viewer: options.viewer.id });
  return {
    totalActiveJobs: counts?.jobs.total ?? 0,
    myActiveJobs: counts?.jobs.mine ?? 0,
    totalActiveCandidates: counts?.candidates.total ?? 0,
    myActiveCandidates: counts?.candidates.mine ?? 0,
  };
}
