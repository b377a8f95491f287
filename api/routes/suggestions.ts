/** GET /api/jobs/:uid/suggestions and /api/candidates/:uid/suggestions: the owner or an admin. */
import { Router } from 'express';
import type { AppContext } from '../context';
import { now } from '../clock';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { requireCompleteProfile } from '../middleware/require-profile';
import { parseQuery } from '../middleware/validate';
import { authorizeListingSuggestions, isListed, listingNotFound } from '../policies/listing';
import { assertGoodStanding } from '../services/accounts/check-standing';
import { presentSuggestions } from '../presenters/suggestion';
import { findListing } from '../services/listings/find-listing';
import { listSuggestions } from '../services/suggestions/list-suggestions';
import type { ListingKind } from '../../shared/lookups';
import { ZSuggestionsQuerySchema } from '../../shared/schemas/suggestions';

export function suggestionRoutes(ctx: AppContext, kind: ListingKind): Router {
  const router = Router();
  router.use(requireAuth, requireCompleteProfile);

  router.get('/:uid/suggestions', async (req, res) => {
    parseQuery(ZSuggestionsQuerySchema, req);
    const found = await findListing(ctx, { kind, uid: String(req.params.uid) });
    if (!found) throw listingNotFound(kind);
    const viewer = currentUser(req);
    authorizeListingSuggestions(viewer, found.row);
    // Others' listings, ranked: network use, which a lapsed member may not make.
    await assertGoodStanding(ctx, viewer);
    const at = now();
    // A closed or expired listing (or an offboarded owner's) proposes nothing: no suggestions.
    const rows = isListed(found.row, at) ? await listSuggestions(ctx, { listing: found.row, now: at }) : [];
    res.json(presentSuggestions(rows, viewer, found.row, at));
  });

  return router;
}
