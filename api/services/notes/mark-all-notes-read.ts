import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { notes } from '../../db/schema';

/** "Mark all as read": every one of the member's own unread notes (never anyone else's); returns how many. */
export async function markAllNotesRead(ctx: AppContext, options: { userId: string }): Promise<number> {
  const rows = await ctx.db
    .update(notes)
    .set({ isRead: true })
    .where(and(eq(notes.userId, options.userId), eq(notes.isRead, false), eq(notes.isDeleted, false)))
    .returning({ id: notes.id });
  return rows.length;
}
