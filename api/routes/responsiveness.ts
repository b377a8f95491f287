/**
 * Responsiveness records (docs/deadlines.md): GET /api/me/responsiveness (one's own),
 * and GET /api/jobs/:uid/responsiveness, /api/candidates/:uid/responsiveness — the record of the
 * owner of a listing one may propose on (the Propose and Offer screens), without who they are.
 * A proposal's proposer gets the approver's record in the proposal view (approverRecord).
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { now } from '../clock';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { requireCompleteProfile } from '../middleware/require-profile';
import { authorizeListing, listingNotFound } from '../policies/listing';
import { authorizeNetworkUse } from '../policies/account';
import { loadSettings } from '../services/settings/read-settings';
import { findListing } from '../services/listings/find-listing';
import { loadResponsiveness } from '../services/responsiveness/load-responsiveness';
import { presentOwnerResponsiveness, presentOwnResponsiveness } from '../presenters/responsiveness';
import type { ListingKind } from '../../shared/lookups';

export function myResponsivenessRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth);
  router.get('/', async (req, res) => {
    res.json(presentOwnResponsiveness(await loadResponsiveness(ctx.db, { accountId: currentUser(req).id, at: now() })));
  });
  return router;
}

/**
 * The owner's record of a listing the viewer may see (404 otherwise, as the listing itself), as
 * others see it: coarsened (shared/rules/responsiveness.ts), so it cannot link their listings.
 */
export function listingResponsivenessRoutes(ctx: AppContext, kind: ListingKind): Router {
  const router = Router();
  router.use(requireAuth, requireCompleteProfile);
  router.get('/:uid/responsiveness', async (req, res) => {
    const found = await findListing(ctx, { kind, uid: String(req.params.uid) });
    if (!found) throw listingNotFound(kind);
    const viewer = currentUser(req);
    authorizeListing(viewer, 'view', found.row, now());
    // Another member's record is part of proposing to them (the Propose screen): network use,
    // refused to a lapsed member like opening that listing. One's own stays readable.
    if (found.row.ownerId !== viewer.id) authorizeNetworkUse(viewer, await loadSettings(ctx), now());
    const record = await loadResponsiveness(ctx.db, { accountId: found.row.ownerId, at: now() });
    res.json(presentOwnerResponsiveness(record));
  });
  return router;
}
