import { Router } from 'express';
import type { AppContext } from '../context';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { countActiveListings } from '../services/listings/search-listings';
import { countProposalUsage } from '../services/matching/count-usage';
import { countUnread } from './notes';

/** GET /api/dashboard: the eight tile counts of spec §2.2 /dashboard and the unread note count. */
export function dashboardRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/', requireAuth, async (req, res) => {
    const viewer = currentUser(req);
    const [listings, proposals, unreadNotes] = await Promise.all([
      countActiveListings(ctx, viewer),
      countProposalUsage(ctx, viewer.id),
      countUnread(ctx, viewer.id),
    ]);
    res.json({ ...listings, ...proposals, unreadNotes });
  });
  return router;
}
