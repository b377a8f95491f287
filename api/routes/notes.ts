/** /api/notes: the signed-in member's in-app notifications (only ever their own). */
import { Router } from 'express';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { notes } from '../db/schema';
import { NotFoundError } from '../errors';
import { currentUser, requireAuth } from '../middleware/require-auth';
import type { NoteView } from '../../shared/types/matches';
import { isUuid } from '../ids';
import { readNotes } from '../services/notes/read-notes';

const present = (n: typeof notes.$inferSelect): NoteView => ({
  uid: n.id,
  heading: n.heading,
  message: n.message,
  link: n.link,
  created: n.createdAt.toISOString(),
  read: n.isRead,
});

export function noteRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    const { rows, unread } = await readNotes(ctx, currentUser(req).id);
    res.json({ items: rows.map(present), unread });
  });

  /** Marks one of the member's own notes read (someone else's is "not found"). */
  router.post('/:uid/read', async (req, res) => {
    const uid = String(req.params.uid);
    if (!isUuid(uid)) throw new NotFoundError('That notification could not be found.');
    const [row] = await ctx.db
      .update(notes)
      .set({ isRead: true })
      .where(and(eq(notes.id, uid), eq(notes.userId, currentUser(req).id), eq(notes.isDeleted, false)))
      .returning();
    if (!row) throw new NotFoundError('That notification could not be found.');
    res.json({ note: present(row) });
  });

  /** Soft delete; deleting also marks the note read. */
  router.delete('/:uid', async (req, res) => {
    const uid = String(req.params.uid);
    if (!isUuid(uid)) throw new NotFoundError('That notification could not be found.');
    const [row] = await ctx.db
      .update(notes)
      .set({ isDeleted: true, isRead: true })
      .where(and(eq(notes.id, uid), eq(notes.userId, currentUser(req).id), eq(notes.isDeleted, false)))
      .returning({ id: notes.id });
    if (!row) throw new NotFoundError('That notification could not be found.');
    res.status(204).end();
  });

  return router;
}
