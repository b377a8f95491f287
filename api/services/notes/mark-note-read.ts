import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { preparedOnce } from '../../db/prepared';
import { notes } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../ids';
import type { NoteRow } from '../../domain/rows';

export const NOTE_NOT_FOUND = 'That notification could not be found.';

const markRead = preparedOnce((db) =>
  db
    .update(notes)
    .set({ isRead: true })
    .where(
      and(
        eq(notes.id, sql.placeholder('uid')),
        eq(notes.userId, sql.placeholder('userId')),
        eq(notes.isDeleted, false),
      ),
    )
    .returning()
    .prepare('mark_note_read'),
);

/**
 * Marks one of the member's own notes read. Load and authorize are the UPDATE's own WHERE (the
 * id, the owner, not deleted): someone else's note, a deleted one and a malformed id are all
 * "not found", so a note's existence stays private to its owner.
 */
export async function markNoteRead(ctx: AppContext, options: { userId: string; uid: string }): Promise<NoteRow> {
  if (!isUuid(options.uid)) throw new NotFoundError(NOTE_NOT_FOUND);
  const [row] = await markRead(ctx.db).execute({ uid: options.uid, userId: options.userId });
  if (!row) throw new NotFoundError(NOTE_NOT_FOUND);
  return row;
}
