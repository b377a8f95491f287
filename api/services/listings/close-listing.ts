import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { ListingRow } from '../../domain/rows';
import { ConflictError } from '../../errors';
import { tableOf } from './listing-tables';

/**
 * Closing sets the expiry to one day before creation: the listing leaves every search. One
 * conditional UPDATE, so a listing already closed (or closed by a click a moment earlier) is 409.
 */
export async function closeListing(ctx: AppContext, options: { row: ListingRow }): Promise<ListingRow> {
  const { row } = options;
  const table = tableOf(row);
  const [updated] = await ctx.db
    .update(table)
    .set({ expiresAt: sql`${table.createdAt} - interval '24 hours'`, updatedAt: new Date() })
    .where(sql`${table.id} = ${row.id} AND ${table.expiresAt} >= ${table.createdAt}`)
    .returning();
  if (!updated) throw new ConflictError('This listing is already closed.');
  return updated;
}
