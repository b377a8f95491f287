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

/**
 * Counting a large network is not free: at a million listed listings the two counts take a sixth
 * of a second of PostgreSQL CPU, and under load a recount whenever the totals went stale was half
 * of PostgreSQL's statement time (docs/scaling.md). A network of more than `aboveListings` listed
 * listings is therefore counted at most once per `holdMs`, whatever is written or expires
 * meanwhile: its totals on the dashboard are then up to half a minute old, while the viewer's own
 * counts stay exact. A smaller network is counted exactly. Decided by the size counted, not by
 * the count's time: a slow moment (a busy machine, the embedded database under a test suite)
 * must not make a small network's totals stale.
 */
export const NETWORK_TOTALS_HOLD = { aboveListings: 100_000, holdMs: 30_000 };

type Totals = { versions: string; jobs: number; candidates: number; validUntil: number; heldUntil: number };

/** The last count, and the count under way: dashboards that find the totals stale meanwhile wait for it. */
type NetworkCount = { totals?: Totals; counting?: Promise<Totals> };

// Per application context (tests run many apps, each with its own database, in one process).
const networkCounts = new WeakMap<AppContext, NetworkCount>();

type CountOptions = { now?: number; hold?: typeof NETWORK_TOTALS_HOLD };

async function countNetwork(ctx: AppContext, now: number, hold: typeof NETWORK_TOTALS_HOLD): Promise<Totals> {
  const [row] = await totals(ctx.db).execute();
  const changesInMs = Math.min(row?.jobsChangeInMs ?? Infinity, row?.candidatesChangeInMs ?? Infinity);
  return {
    versions: `${row?.jobVersion}:${row?.candidateVersion}`,
    jobs: row?.jobs ?? 0,
    candidates: row?.candidates ?? 0,
    validUntil: now + Math.max(0, changesInMs),
    heldUntil: (row?.jobs ?? 0) + (row?.candidates ?? 0) > hold.aboveListings ? now + hold.holdMs : 0,
  };
}

/**
 * Listed listings counts for the dashboard tiles, from the viewer's own counts and the versions
 * read with them (`myListingsAndVersions`): the network's are cached (see `totals`). A listing
 * written in any process bumps its kind's version, so the next dashboard everywhere counts again;
 * an expiry is timed; a large network's count is held (NETWORK_TOTALS_HOLD). One count at a time per
 * process: under load a dozen dashboards a second found the totals stale together and each
 * started its own count of the million (876 counts in a minute's mixed load); they now share the
 * one under way.
 */
export async function countActiveListings(ctx: AppContext, mine: MineAndVersions, options: CountOptions = {}) {
  const now = options.now ?? Date.now();
  const hold = options.hold ?? NETWORK_TOTALS_HOLD;
  const versions = `${mine.jobVersion}:${mine.candidateVersion}`;
  const counted: NetworkCount = networkCounts.get(ctx) ?? {};
  networkCounts.set(ctx, counted);
  let network = counted.totals;
  const isCurrent = network && network.versions === versions && network.validUntil > now;
  if (!network || (!isCurrent && network.heldUntil <= now)) {
    counted.counting ??= countNetwork(ctx, now, hold)
      .then((totals) => (counted.totals = totals))
      .finally(() => (counted.counting = undefined));
    network = await counted.counting;
  }
  return {
    totalActiveJobs: network.jobs,
    myActiveJobs: mine.myJobs,
    totalActiveCandidates: network.candidates,
    myActiveCandidates: mine.myCandidates,
  };
}
