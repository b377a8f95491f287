/**
 * Who a bulk message reaches, in one place: the send (its notes and mails) and the count the admin
 * confirms before sending read the same conditions, so the number asked about is the number sent.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';

/** A note (dashboard notice, bell, push): every account not deleted. */
export const isNoteRecipient = eq(accounts.isDeleted, false);

/** An e-mail too: activated accounts whose "General updates" e-mail toggle is on. */
export const isMailRecipient = and(
  eq(accounts.isDeleted, false),
  eq(accounts.isActive, true),
  sql`(${accounts.notifications} ->> 'generalUpdates')::boolean IS TRUE`,
)!;

/** How many members a bulk message sent now would reach, and how many of them by e-mail. */
export async function countBulkRecipients(ctx: AppContext): Promise<{ recipients: number; mailed: number }> {
  const [row] = await ctx.db
    .select({
      recipients: count(),
      mailed: sql<number>`count(*) FILTER (WHERE ${isMailRecipient})::int`,
    })
    .from(accounts)
    .where(isNoteRecipient);
  return { recipients: row?.recipients ?? 0, mailed: row?.mailed ?? 0 };
}
