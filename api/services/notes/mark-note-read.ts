import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { notes } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../ids';
import type { NoteRow } from '../../domain/rows';

export const NOTE_NOT_FOUND = 'That notification could not be found.';

/**
 * Marks one of the member's own notes read. Load and authorize are the UPDATE's own WHERE (the
 * id, the owner, not deleted): someone else's note, a deleted one and a malformed id are all
 * "not found", so a note's existence stays private to its owner.
 */
export async function markNoteRead(ctx: AppContext, options: { userId: string; uid: string }): Promise<NoteRow> {
  if (!isUuid(options.uid)) throw new NotFoundError(NOTE_NOT_FOUND);
  const [row] = await ctx.db
    .update(notes)
    .set({ isRead: true })
    .where(and(eq(notes.id, options.uid), eq(notes.userId, options.userId), eq(notes.isDeleted, false)))
    .returning();
  if (!row) throw new NotFoundError(NOTE_NOT_FOUND);
  return row;
}
