import { Router } from 'express';
import type { AppContext } from '../context';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { countActiveListings } from '../services/listings/search-listings';

/** GET /api/dashboard: the tile counts of spec §2.2 /dashboard. */
export function dashboardRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/', requireAuth, async (req, res) => {
    res.json(await countActiveListings(ctx, currentUser(req)));
  });
  return router;
}
