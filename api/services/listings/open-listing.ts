/**
 * The one SQL spelling of "open", "active" and "listed" for a jobs or candidates table, so a
 * search, a count, a suggestion, an alert and a digest cannot disagree about which listings are
 * still in the network.
 * They are policies/listing.ts `isListed` and shared/rules/listing.ts `isOpen`, in SQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { candidates, jobs } from '../../db/schema';

export type ListingTable = typeof jobs | typeof candidates;

/** The database's clock; pass a Date instead to ask "as of then" (the digest's `now`). */
const NOW = sql`now()`;

/** Open at `at`: not expired and not closed (closing sets the expiry before the creation). */
export function openListing(table: ListingTable, at: SQL | Date = NOW): SQL {
  return sql`(${table.expiresAt} >= ${at} AND ${table.expiresAt} >= ${table.createdAt})`;
}

/**
 * Active at `at`: open and its owner not offboarded. What the owner sees of their own listings
 * ("mine", the dashboard's own counts) and administrators see, whatever the owner's standing. A
 * closed listing's expiry is a day before its creation, so `expires_at >= at` already rules it
 * out for any `at` after creation; the second test of `openListing` is left out here to keep the
 * search's plan as it was measured.
 */
export function activeListing(table: ListingTable, at: SQL | Date = NOW): SQL {
  return sql`(${table.expiresAt} >= ${at} AND NOT ${table.ownerOffboarded})`;
}

/**
 * Listed at `at`: active, and its owner in good standing then (lapsed is invisible, not refused).
 * The one home of "which listings other members may find": searched, counted, suggested,
 * alerted, digested; `isListed` (policies/listing.ts) is the same test on a loaded row, for a
 * direct link, a proposal and an offer. `owner_listed_until` is kept from the owner's account by
 * PostgreSQL (schema.ts, migration 0026), so this stays a test of the listing's own row: no join
 * on the hottest path.
 */
export function listedListing(table: ListingTable, at: SQL | Date = NOW): SQL {
  return sql`(${table.expiresAt} >= ${at} AND NOT ${table.ownerOffboarded} AND (${table.ownerListedUntil} IS NULL OR ${table.ownerListedUntil} >= ${at}))`;
}

/**
 * When a listed listing stops being listed on its own (it expires, or its owner's trial or
 * contract ends), to bound how long a cached answer stays true. `least` skips a null.
 */
export function listedUntil(table: ListingTable): SQL<Date> {
  return sql<Date>`least(${table.expiresAt}, ${table.ownerListedUntil})`;
}
