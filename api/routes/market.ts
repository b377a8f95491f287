/**
 * GET /api/market (docs/market.md): the market pulse of one recruitment category and province,
 * optionally one nature of employment. Reading the network's figures is network use: members in
 * good standing with a complete profile. Aggregates only (api/presenters/market.ts).
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { now } from '../clock';
import { requireAuth } from '../middleware/require-auth';
import { requireCompleteProfile } from '../middleware/require-profile';
import { requireGoodStanding } from '../middleware/require-good-standing';
import { parseQuery } from '../middleware/validate';
import { presentMarketPulse } from '../presenters/market';
import { loadMarketFigures } from '../services/market/load-market-figures';
import { loadSettings } from '../services/settings/read-settings';
import { ZMarketQuerySchema } from '../../shared/schemas/market';

export function marketRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(
    requireAuth,
    requireCompleteProfile,
    requireGoodStanding(() => loadSettings(ctx)),
  );
  router.get('/', async (req, res) => {
    const query = parseQuery(ZMarketQuerySchema, req);
    const at = now();
    const { figures, rest } = await loadMarketFigures(ctx, {
      categoryId: query.category,
      provinceId: query.province,
      natureId: query.nature,
      at,
    });
    res.json(presentMarketPulse(query, figures, at, rest));
  });
  return router;
}
