import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import { preparedOnce } from '../../db/prepared';
import type { ListingKind } from '../../../shared/lookups';
import type { ListingRow } from '../../domain/rows';
import { LISTING_TABLES } from './listing-tables';
import { isUuid } from '../../ids';

/** One named statement per kind: opening a listing is a quarter of the load mix. */
const byId = (kind: ListingKind) =>
  preparedOnce((db) => {
    const { table } = LISTING_TABLES[kind];
    return db
      .select({ row: table, ownerEmail: accounts.email })
      .from(table)
      .innerJoin(accounts, eq(accounts.id, table.ownerId))
      .where(eq(table.id, sql.placeholder('uid')))
      .prepare(`find_listing_${kind}`);
  });
const STATEMENTS = { job: byId('job'), candidate: byId('candidate') };

/** One listing by id with its owner's e-mail (for admin views), or null. */
export async function findListing(
  ctx: AppContext,
  options: { kind: ListingKind; uid: string },
): Promise<{ row: ListingRow; ownerEmail: string } | null> {
  const { kind, uid } = options;
  if (!isUuid(uid)) return null;
  const [found] = await STATEMENTS[kind](ctx.db).execute({ uid });
  return (found as { row: ListingRow; ownerEmail: string } | undefined) ?? null;
}
