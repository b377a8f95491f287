/** /api/notes: the signed-in member's in-app notifications (only ever their own). */
import { Router } from 'express';
import type { AppContext } from '../context';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { presentNoteList, presentNoteResponse, presentNotesReadAll } from '../presenters/note';
import { deleteNote } from '../services/notes/delete-note';
import { listNotes } from '../services/notes/list-notes';
import { markAllNotesRead } from '../services/notes/mark-all-notes-read';
import { markNoteRead } from '../services/notes/mark-note-read';

export function noteRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    const { rows, unread } = await listNotes(ctx, { userId: currentUser(req).id });
    res.json(presentNoteList(rows, unread));
  });

  /** "Mark all as read": the member's own unread notes, all at once. */
  router.post('/read-all', async (req, res) => {
    res.json(presentNotesReadAll(await markAllNotesRead(ctx, { userId: currentUser(req).id })));
  });

  /** Marks one of the member's own notes read (someone else's is "not found"). */
  router.post('/:uid/read', async (req, res) => {
    const note = await markNoteRead(ctx, { userId: currentUser(req).id, uid: String(req.params.uid) });
    res.json(presentNoteResponse(note));
  });

  /** Soft delete; deleting also marks the note read. */
  router.delete('/:uid', async (req, res) => {
    await deleteNote(ctx, { userId: currentUser(req).id, uid: String(req.params.uid) });
    res.status(204).end();
  });

  return router;
}
