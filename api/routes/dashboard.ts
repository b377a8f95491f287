import { Router } from 'express';
import type { AppContext } from '../context';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { countActiveListings } from '../services/listings/count-active-listings';
import { countProposalUsage } from '../services/proposals/count-proposal-usage';
import { countUnreadNotes } from '../services/notes/list-notes';

/** GET /api/dashboard: the eight tile counts of spec §2.2 /dashboard and the unread note count. */
export function dashboardRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/', requireAuth, async (req, res) => {
    const viewer = currentUser(req);
    const [listings, proposals, unreadNotes] = await Promise.all([
      countActiveListings(ctx, { viewer }),
      countProposalUsage(ctx, viewer.id),
      // The bell's own count (same rows, same rule), so the two numbers never differ.
      countUnreadNotes(ctx, { userId: viewer.id }),
    ]);
    res.json({ ...listings, ...proposals, unreadNotes });
  });
  return router;
}
