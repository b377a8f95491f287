/** The member's notes (the bell) as the PWA reads them. */
import type { NoteRow } from '../domain/rows';
import type { NoteList, NoteResponse, NotesReadAll, NoteView } from '../../shared/types/notes';

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

/** After "Mark all as read": how many were marked; none of the member's notes is left unread. */
export function presentNotesReadAll(marked: number): NotesReadAll {
  return { marked, unread: 0 };
}

/** The bell: the member's recent notes and how many are unread. */
export function presentNoteList(notes: NoteRow[], unread: number): NoteList {
  return { items: notes.map(presentNote), unread };
}

export function presentNoteResponse(note: NoteRow): NoteResponse {
  return { note: presentNote(note) };
}
