import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { notes } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../ids';
import { NOTE_NOT_FOUND } from './mark-note-read';

/**
 * Soft-deletes one of the member's own notes (deleting also marks it read). As in markNoteRead,
 * the owner check is the UPDATE's WHERE: anyone else's note is "not found".
 */
export async function deleteNote(ctx: AppContext, options: { userId: string; uid: string }): Promise<void> {
  if (!isUuid(options.uid)) throw new NotFoundError(NOTE_NOT_FOUND);
  const [row] = await ctx.db
    .update(notes)
    .set({ isDeleted: true, isRead: true })
    .where(and(eq(notes.id, options.uid), eq(notes.userId, options.userId), eq(notes.isDeleted, false)))
    .returning({ id: notes.id });
  if (!row) throw new NotFoundError(NOTE_NOT_FOUND);
}
