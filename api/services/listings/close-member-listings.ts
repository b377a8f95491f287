import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { candidates, jobs } from '../../db/schema';
import { now } from '../../clock';

/**
 * Closes every listing of a member not closed already (open or expired), as closeListing closes
 * one: the expiry goes to a day before creation, so it leaves every search and cannot be extended
 * (by its owner or by a link); after a cancelled deletion the member posts them again
 * (docs/privacy.md). Run by "Delete my account" (request and erasure), in their transaction.
 * Always one UPDATE per table: the statement trigger of migration 0005 bumps the listing version
 * with it, so no cached search result still shows them. Returns how many closed.
 */
export async function closeMemberListings(tx: Tx, memberId: string): Promise<number> {
  const at = now();
  let closed = 0;
  for (const table of [jobs, candidates]) {
    const rows = await tx.db
      .update(table)
      .set({ expiresAt: sql`${table.createdAt} - interval '24 hours'`, updatedAt: at })
      .where(and(eq(table.ownerId, memberId), gte(table.expiresAt, table.createdAt)))
      .returning({ id: table.id });
    closed += rows.length;
  }
  return closed;
}
