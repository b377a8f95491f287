import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import type { ListingKind } from '../../../shared/lookups';
import type { ListingRow } from '../../domain/rows';
import { LISTING_TABLES } from './listing-tables';
import { isUuid } from '../../ids';

/** One listing by id with its owner's e-mail (for admin views), or null. */
export async function findListing(
  ctx: AppContext,
  options: { kind: ListingKind; uid: string },
): Promise<{ row: ListingRow; ownerEmail: string } | null> {
  const { kind, uid } = options;
  if (!isUuid(uid)) return null;
  const { table } = LISTING_TABLES[kind];
  const [found] = await ctx.db
    .select({ row: table, ownerEmail: accounts.email })
    .from(table)
    .innerJoin(accounts, eq(accounts.id, table.ownerId))
    .where(eq(table.id, uid));
  return (found as { row: ListingRow; ownerEmail: string } | undefined) ?? null;
}
