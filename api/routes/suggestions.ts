/** GET /api/jobs/:uid/suggestions and /api/candidates/:uid/suggestions: the owner or an admin. */
import { Router } from 'express';
import type { AppContext } from '../context';
import { now } from '../clock';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { requireCompleteProfile } from '../middleware/require-profile';
import { parseQuery } from '../middleware/validate';
import { authorizeListingSuggestions, isListed, listingNotFound } from '../policies/listing';
import { requireGoodStanding } from '../middleware/require-good-standing';
import { loadSettings } from '../services/settings/read-settings';
import { presentSuggestions } from '../presenters/suggestion';
import { findListing } from '../services/listings/find-listing';
import { listSuggestions } from '../services/suggestions/list-suggestions';
import type { ListingKind } from '../../shared/lookups';
import { ZSuggestionsQuerySchema } from '../../shared/schemas/suggestions';

export function suggestionRoutes(ctx: AppContext, kind: ListingKind): Router {
  const router = Router();
  router.use(requireAuth, requireCompleteProfile);

  // Others' listings, ranked: network use, which a lapsed member may not make.
  router.get(
    '/:uid/suggestions',
    requireGoodStanding(() => loadSettings(ctx)),
    async (req, res) => {
      parseQuery(ZSuggestionsQuerySchema, req);
      const found = await findListing(ctx, { kind, uid: String(req.params.uid) });
      if (!found) throw listingNotFound(kind);
      const viewer = currentUser(req);
      authorizeListingSuggestions(viewer, found.row);
      const at = now();
      // A closed or expired listing (or an offboarded owner's) proposes nothing: no suggestions.
      const rows = isListed(found.row, at) ? await listSuggestions(ctx, { listing: found.row, now: at }) : [];
      res.json(presentSuggestions(rows, viewer, found.row, at));
    },
  );

  return router;
}
