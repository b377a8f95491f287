import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { preparedOnce } from '../../db/prepared';
import { listingVersions } from '../../db/schema';
import type { ListingKind } from '../../../shared/lookups';
import { LISTING_TABLES } from './listing-tables';
import { activeListing, listedListing, listedUntil } from './open-listing';

/** A kind's listing version (bumped by a trigger in every transaction that writes its listings). */
const versionOf = (kind: ListingKind) =>
  sql<string>`(SELECT ${listingVersions.version} FROM ${listingVersions} WHERE ${listingVersions.kind} = ${kind})`;

/**
 * How many of a kind's listings are listed (what other members find: open, owner neither
 * offboarded nor out of good standing); `ownerId`: the owner's own active ones, whatever their standing.
 */
const listedCount = (kind: ListingKind, ownerId?: ReturnType<typeof sql.placeholder>) => {
  const { table } = LISTING_TABLES[kind];
  const where = ownerId ? and(eq(table.ownerId, ownerId), activeListing(table)) : listedListing(table);
  return sql<number>`(SELECT count(*)::int FROM ${table} WHERE ${where})`;
};

/**
 * When a kind's count next changes on its own (its first listed listing expires, or its owner's
 * trial or contract ends), in ms from now.
 */
const msUntilFirstExpiry = (kind: ListingKind) => {
  const { table } = LISTING_TABLES[kind];
  return sql<
    number | null
  >`(SELECT floor(extract(epoch FROM (min(${listedUntil(table)}) - now())) * 1000)::float8 FROM ${table} WHERE ${listedListing(table)})`;
};

/**
 * Every dashboard request: the viewer's own counts (the owner index, a handful of rows) and both
 * kinds' listing versions, as columns of the dashboard's one statement
 * (api/services/dashboard/count-dashboard.ts); `viewer` is its placeholder.
 */
export const myListingsAndVersions = (viewer: ReturnType<typeof sql.placeholder>) => ({
  jobVersion: versionOf('job'),
  candidateVersion: versionOf('candidate'),
  myJobs: listedCount('job', viewer),
  myCandidates: listedCount('candidate', viewer),
});

type MineAndVersions = { jobVersion: string; candidateVersion: string; myJobs: number; myCandidates: number };

/**
 * The network's totals, with the versions they were counted at (same statement, same snapshot)
 * and how long they stay true if nothing is written. Counting every listed listing visits every
 * row of both tables: 1.7 ms a dashboard at 3,000 listings (the load mix's most expensive
 * statement in PostgreSQL's log), growing with the network. So it runs only when a listing was
 * written or one expired since the last count in this process.
 */
const totals = preparedOnce((db) =>
  db
    .select({
      jobVersion: versionOf('job'),
      candidateVersion: versionOf('candidate'),
      jobs: listedCount('job'),
      candidates: listedCount('candidate'),
      jobsChangeInMs: msUntilFirstExpiry('job'),
      candidatesChangeInMs: msUntilFirstExpiry('candidate'),
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('count_listed_listings'),
);

type Totals = { versions: string; jobs: number; candidates: number; validUntil: number };

// Per application context (tests run many apps, each with its own database, in one process).
const cachedTotals = new WeakMap<AppContext, Totals>();

/**
 * Listed listings counts for the dashboard tiles, from the viewer's own counts and the versions
 * read with them (`myListingsAndVersions`): the network's are cached (see `totals`). A listing
 * written in any process bumps its kind's version, so the next dashboard everywhere counts again;
 * an expiry is timed.
 */
export async function countActiveListings(ctx: AppContext, mine: MineAndVersions) {
  const versions = `${mine.jobVersion}:${mine.candidateVersion}`;
  let network = cachedTotals.get(ctx);
  if (!network || network.versions !== versions || network.validUntil <= Date.now()) {
    const [row] = await totals(ctx.db).execute();
    const changesInMs = Math.min(row?.jobsChangeInMs ?? Infinity, row?.candidatesChangeInMs ?? Infinity);
    network = {
      versions: `${row?.jobVersion}:${row?.candidateVersion}`,
      jobs: row?.jobs ?? 0,
      candidates: row?.candidates ?? 0,
      validUntil: Date.now() + Math.max(0, changesInMs),
    };
    cachedTotals.set(ctx, network);
  }
  return {
    totalActiveJobs: network.jobs,
    myActiveJobs: mine.myJobs,
    totalActiveCandidates: network.candidates,
    myActiveCandidates: mine.myCandidates,
  };
}
