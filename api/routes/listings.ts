/** /api/jobs and /api/candidates: search, create, read, update, extend, close. */
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { requireCompleteProfile } from '../middleware/require-profile';
import { parseQuery } from '../middleware/validate';
import { canViewListing } from '../policies/listing';
import { presentListing, presentListingSummary } from '../presenters/listing';
import { closeListing, extendListing } from '../services/listings/change-expiry';
import { findListing } from '../services/listings/find-listing';
import { createListing, updateListing } from '../services/listings/save-listing';
import { searchListings } from '../services/listings/search-listings';
import type { ListingKind } from '../../shared/lookups';
import { MESSAGES, TITLES } from '../../shared/messages';
import { ZListingSearchSchema } from '../../shared/schemas/listing-search';

export function listingRoutes(ctx: AppContext, kind: ListingKind): Router {
  const router = Router();
  router.use(requireAuth, requireCompleteProfile);

  const notFound = () =>
    kind === 'job'
      ? new NotFoundError(MESSAGES.jobNotFound, TITLES.jobNotFound)
      : new NotFoundError(MESSAGES.candidateNotFound, TITLES.candidateNotFound);

  /** Loads the listing the viewer may see; anything else is "not found" (existence stays private). */
  async function load(req: Request) {
    const found = await findListing(ctx, kind, String(req.params.uid));
    if (!found || !canViewListing(currentUser(req), found.row)) throw notFound();
    return found;
  }
  const owner = (found: { row: { ownerId: string }; ownerEmail: string }) => ({
    uid: found.row.ownerId,
    email: found.ownerEmail,
  });

  router.get('/', async (req, res) => {
    const viewer = currentUser(req);
    const result = await searchListings(ctx, { kind, viewer, query: parseQuery(ZListingSearchSchema, req) });
    res.json({
      items: result.rows.map(({ row, ownerEmail }) =>
        presentListingSummary(row, viewer, ownerEmail ? { uid: row.ownerId, email: ownerEmail } : undefined),
      ),
      next: result.next,
      total: result.total,
      isTotalCapped: result.isTotalCapped,
    });
  });

  router.post('/', async (req, res) => {
    const created = await createListing(ctx, { kind, owner: currentUser(req), input: req.body });
    res.status(201).json(created);
  });

  router.get('/:uid', async (req, res) => {
    const found = await load(req);
    res.json({ listing: presentListing(found.row, currentUser(req), owner(found)) });
  });

  router.put('/:uid', async (req, res) => {
    const found = await load(req);
    const row = await updateListing(ctx, { row: found.row, editor: currentUser(req), input: req.body });
    res.json({ listing: presentListing(row, currentUser(req), owner(found)) });
  });

  router.post('/:uid/extend', async (req, res) => {
    const found = await load(req);
    const row = await extendListing(ctx, { row: found.row, actor: currentUser(req) });
    res.json({ listing: presentListing(row, currentUser(req), owner(found)) });
  });

  router.post('/:uid/close', async (req, res) => {
    const found = await load(req);
    const row = await closeListing(ctx, { row: found.row, actor: currentUser(req) });
    res.json({ listing: presentListing(row, currentUser(req), owner(found)) });
  });

  return router;
}
