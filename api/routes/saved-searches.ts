/**
 * /api/saved-searches: a member's saved searches, only ever their own (anyone else's is
 * 404, administrators' too). Saving one is network use (it searches others' listings: good
 * standing); listing, editing, pausing and deleting one's own are not, so a lapsed member can
 * still turn theirs off. Writes are rate-limited per member and per IP.
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { createSavedSearchLimiter } from '../auth/rate-limits';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { requireCompleteProfile } from '../middleware/require-profile';
import { requireGoodStanding } from '../middleware/require-good-standing';
import { validate } from '../middleware/validate';
import { authorizeSavedSearch } from '../policies/saved-search';
import { presentSavedSearchList, presentSavedSearchResponse } from '../presenters/saved-search';
import {
  createSavedSearch,
  deleteSavedSearch,
  findSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from '../services/saved-searches/saved-searches';
import { loadSettings } from '../services/settings/read-settings';
import { isUuid } from '../ids';
import { ZSavedSearchCreateSchema, ZSavedSearchUpdateSchema } from '../../shared/schemas/saved-search';
import type { Request, NextFunction, Response } from 'express';

export function savedSearchRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth, requireCompleteProfile);
  const limiter = createSavedSearchLimiter(ctx);
  const limited = async (req: Request, _res: Response, next: NextFunction) => {
    await limiter.check(req);
    next();
  };
  const goodStanding = requireGoodStanding(() => loadSettings(ctx));
  const load = async (req: Request) => {
    const uid = String(req.params.uid);
    const row = isUuid(uid) ? await findSavedSearch(ctx.db, uid) : undefined;
    authorizeSavedSearch(currentUser(req), row);
    return row;
  };

  router.get('/', async (req, res) => {
    res.json(presentSavedSearchList(await listSavedSearches(ctx.db, currentUser(req).id)));
  });

  router.post(
    '/',
    goodStanding,
    limited,
    validate(ZSavedSearchCreateSchema, async (input, req, res) => {
      const row = await createSavedSearch(ctx, { accountId: currentUser(req).id, input });
      res.status(201).json(presentSavedSearchResponse(row));
    }),
  );

  router.patch(
    '/:uid',
    limited,
    validate(ZSavedSearchUpdateSchema, async (input, req, res) => {
      const row = await load(req);
      res.json(presentSavedSearchResponse(await updateSavedSearch(ctx.db, { row, input })));
    }),
  );

  router.delete('/:uid', limited, async (req, res) => {
    await deleteSavedSearch(ctx.db, await load(req));
    res.status(204).end();
  });

  return router;
}
