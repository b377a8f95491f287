/** The member's notifications (spec "notes"), as /api/notes returns them (api/routes/notes.ts). */

export type NoteView = {
  uid: string;
  heading: string;
  message: string;
  link: string | null;
  created: string;
  read: boolean;
};

/** GET /api/notes: the last 14 days, newest first, with the unread count. */
export type NoteList = { items: NoteView[]; unread: number };

/** POST /api/notes/:uid/read (DELETE /api/notes/:uid answers 204). */
export type NoteResponse = { note: NoteView };

/** POST /api/notes/read-all: how many notes were marked read; none is left unread. */
export type NotesReadAll = { marked: number; unread: 0 };
