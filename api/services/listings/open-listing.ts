/**
 * The one SQL spelling of "open" and "listed" for a jobs or candidates table, so a search, a
 * count, an alert and a digest cannot disagree about which listings are still in the network.
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
 * Listed at `at`: open, and its owner is not offboarded (only listed listings are searched,
 * counted, alerted and shown to other members). A closed listing's expiry is a day before its
 * creation, so `expires_at >= at` already rules it out for any `at` after creation; the second
 * test of `openListing` is left out here to keep the search's plan as it was measured.
 */
export function listedListing(table: ListingTable, at: SQL | Date = NOW): SQL {
  return sql`(${table.expiresAt} >= ${at} AND NOT ${table.ownerOffboarded})`;
}
