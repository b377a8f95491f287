import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { ConflictError, ForbiddenError } from '../../errors';
import { canManageListing } from '../../policies/listing';
import { LISTING_EXTENSION_DAYS } from '../../../shared/constants';
import { isJobRow, type ListingRow } from '../../domain/rows';
import { LISTING_TABLES } from './listing-tables';

function tableOf(row: ListingRow) {
  return isJobRow(row) ? LISTING_TABLES.job.table : LISTING_TABLES.candidate.table;
}

/**
 * Adds 7 days to the current expiry (cumulative). Done in one UPDATE so two quick clicks
 * add 14 days, never 7 twice over the same starting value. Days are counted as 24 hours (as
 * shared/rules/listing.ts does): an interval in days would follow the database session's time
 * zone and add 167 or 169 hours across a daylight-saving change.
 */
export async function extendListing(
  ctx: AppContext,
  options: { row: ListingRow; actor: Account },
): Promise<ListingRow> {
  const { row, actor } = options;
  if (!canManageListing(actor, row)) throw new ForbiddenError('You can only extend your own listings.');
  const table = tableOf(row);
  const [updated] = await ctx.db
    .update(table)
    .set({
      expiresAt: sql`${table.expiresAt} + make_interval(hours => ${LISTING_EXTENSION_DAYS * 24})`,
      updatedAt: new Date(),
    })
    .where(sql`${table.id} = ${row.id} AND ${table.expiresAt} >= ${table.createdAt}`)
    .returning();
  if (!updated) throw new ConflictError('A closed listing cannot be extended.');
  return updated;
}

/** Closing sets the expiry to one day before creation: the listing leaves every search. */
export async function closeListing(ctx: AppContext, options: { row: ListingRow; actor: Account }): Promise<ListingRow> {
  const { row, actor } = options;
  if (!canManageListing(actor, row)) throw new ForbiddenError('You can only close your own listings.');
  const table = tableOf(row);
  const [updated] = await ctx.db
    .update(table)
    .set({ expiresAt: sql`${table.createdAt} - interval '24 hours'`, updatedAt: new Date() })
    .where(sql`${table.id} = ${row.id} AND ${table.expiresAt} >= ${table.createdAt}`)
    .returning();
  if (!updated) throw new ConflictError('This listing is already closed.');
  return updated;
}
