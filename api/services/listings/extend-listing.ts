import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/transaction';
import { isJobRow, type ListingRow } from '../../domain/rows';
import { ConflictError } from '../../errors';
import { LISTING_EXTENSION_DAYS } from '../../../shared/constants';
import { tableOf } from './listing-tables';
import { QUEUES } from '../../jobs/queues';

/**
 * Adds 7 days to the current expiry (cumulative). Done in one UPDATE so two quick clicks
 * add 14 days, never 7 twice over the same starting value; the same UPDATE refuses a closed
 * listing (409). Days are counted as 24 hours (as shared/rules/listing.ts does): an interval in
 * days would follow the database session's time zone and add 167 or 169 hours across a
 * daylight-saving change. `tx`: a caller's transaction, which a refusal rolls back (the saved-search
 * match is then queued in it, not beside it: an embedded database has one connection).
 */
export async function extendListing(ctx: AppContext, options: { row: ListingRow; tx?: Tx }): Promise<ListingRow> {
  const { row } = options;
  const table = tableOf(row);
  const [updated] = await (options.tx?.db ?? ctx.db)
    .update(table)
    .set({
      expiresAt: sql`${table.expiresAt} + make_interval(hours => ${LISTING_EXTENSION_DAYS * 24})`,
      updatedAt: new Date(),
    })
    .where(sql`${table.id} = ${row.id} AND ${table.expiresAt} >= ${table.createdAt}`)
    .returning();
  if (!updated) throw new ConflictError('A closed listing cannot be extended.');
  // Saved searches whose Date Posted window still holds it hear of it (once per listing).
  const match = { kind: isJobRow(updated) ? ('job' as const) : ('candidate' as const), listingId: updated.id };
  if (options.tx) await options.tx.enqueue('saved-search-match', match);
  else await ctx.boss.send('saved-search-match', match, QUEUES['saved-search-match'].sendOptions(ctx.config));
  return updated;
}
