/**
 * The dashboard's tile counts (GET /api/dashboard, a sixth of the load mix) in ONE statement: the
 * viewer's own listings with both kinds' listing versions, this month's proposal usage and the
 * bell's unread count. They were three statements, each a socket write and a wait on both sides,
 * which cost more than the counting itself (docs/performance.md § Load). The network's listing
 * totals stay cached per listing version (count-active-listings.ts), so they are counted again
 * only when a listing was written or one expired.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { preparedOnce } from '../../db/prepared';
import { notes, usageEvents } from '../../db/schema';
import type { Account } from '../../domain/rows';
import { countActiveListings, myListingsAndVersions } from '../listings/count-active-listings';
import { unreadNotesCount, windowStart } from '../notes/list-notes';
import { proposalTiles, proposalUsage, startOfMonth } from '../proposals/count-proposal-usage';

const countsOf = preparedOnce((db) => {
  const viewer = sql.placeholder('viewer');
  return db
    .select({
      ...myListingsAndVersions(viewer),
      usage: proposalUsage(viewer, sql.placeholder('monthStart')),
      unreadNotes: unreadNotesCount(db, viewer, sql.placeholder('notesSince')),
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('count_dashboard');
});

export async function countDashboard(ctx: AppContext, options: { viewer: Account; now?: Date }) {
  const at = options.now ?? new Date();
  const [row] = await countsOf(ctx.db).execute({
    viewer: options.viewer.id,
    monthStart: usageEvents.createdAt.mapToDriverValue(startOfMonth(at)),
    notesSince: notes.createdAt.mapToDriverValue(windowStart(at.getTime())),
  });
  const listings = await countActiveListings(ctx, {
    jobVersion: row?.jobVersion ?? '',
    candidateVersion: row?.candidateVersion ?? '',
    myJobs: row?.myJobs ?? 0,
    myCandidates: row?.myCandidates ?? 0,
  });
  return { listings, proposals: proposalTiles(row?.usage ?? []), unreadNotes: row?.unreadNotes ?? 0 };
}
