/**
 * POST /api/listing-links/:token/extend (docs/deadlines.md): the one-tap "Extend 7 days"
 * of the expiry reminder's mail and push. No session: the single-use token is the authority, for
 * its one listing, until that listing's expiry. Counted against the links' per-IP budget.
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { createLinkLimiter } from '../auth/rate-limits';
import { now } from '../clock';
import { extendListingByLink } from '../services/listings/extend-listing-by-link';
import { presentListingLinkExtended } from '../presenters/listing-link';

export function listingLinkRoutes(ctx: AppContext): Router {
  const router = Router();
  const limiter = createLinkLimiter(ctx);

  router.post('/:token/extend', async (req, res) => {
    await limiter.check(req);
    const { kind, row } = await extendListingByLink(ctx, { token: String(req.params.token), at: now() });
    res.json(presentListingLinkExtended(kind, row));
  });

  return router;
}
