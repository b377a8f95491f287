import { Router } from 'express';
import type { AppContext } from '../context';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { countDashboard } from '../services/dashboard/count-dashboard';
import { listNeedsYou } from '../services/dashboard/list-needs-you';
import { presentDashboardCounts, presentNeedsYou } from '../presenters/dashboard';

/** GET /api/dashboard: the eight tile counts of spec “Guarded pages” /dashboard and the unread note count. */
export function dashboardRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/', requireAuth, async (req, res) => {
    // One statement; the unread count is the bell's own (same rows, same rule), so the two never differ.
    const { listings, proposals, unreadNotes } = await countDashboard(ctx, { viewer: currentUser(req) });
    res.json(presentDashboardCounts(listings, proposals, unreadNotes));
  });

  /**
   * GET /api/dashboard/needs-you: what waits for the viewer (answers, deal terms, payments,
   * listings about to expire, new strong suggestions), the first-run checklist and the weekly
   * proposals chart. No input; every row is the viewer's own (the one statement reads only rows
   * where they are the seconder, a deal party, the owner or the note's member), so there is
   * nothing else to authorize. Its own route, so the counts above (in the load mix) stay as measured.
   */
  router.get('/needs-you', requireAuth, async (req, res) => {
    const viewer = currentUser(req);
    res.json(presentNeedsYou(await listNeedsYou(ctx, { viewer }), viewer));
  });
  return router;
}
