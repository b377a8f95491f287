/** The member's notes (the bell) as the PWA reads them. */
import type { NoteRow } from '../domain/rows';
import type { NoteView } from '../../shared/types/notes';

export function presentNote(note: NoteRow): NoteView {
  return {
    uid: note.id,
    heading: note.heading,
    message: note.message,
    link: note.link,
    created: note.createdAt.toISOString(),
    read: note.isRead,
  };
}
