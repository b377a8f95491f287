import { Router } from 'express';
import type { AppContext } from '../context';
import type { ConfigWarnings } from '../ops/config-warnings';
import { createEventLimiter } from '../auth/rate-limits';
import { validate } from '../middleware/validate';
import { recordEvent } from '../services/analytics/record-event';
import { checkDatabase } from '../services/health/check-database';
import { presentDatabaseUnreachable, presentReadiness, presentSiteConfig } from '../presenters/public';
import { presentStatus } from '../presenters/status';
import { LOOKUPS } from '../../shared/lookups';
import { ZAnalyticsEventSchema } from '../../shared/schemas/account';

/** Routes anyone may call: lookups, analytics events, configuration the PWA shows. */
export function publicRoutes(ctx: AppContext): Router {
  const router = Router();
  const eventLimiter = createEventLimiter(ctx);

  router.get('/lookups', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600');
    res.json(LOOKUPS);
  });

  router.get('/config', (_req, res) => {
    res.json(presentSiteConfig(ctx.config));
  });

  router.post(
    '/events',
    validate(ZAnalyticsEventSchema, async (input, req, res) => {
      // Anyone may call this, and each call is a stored row.
      await eventLimiter.check(req);
      await recordEvent(ctx, { name: input.name, accountId: req.user?.id ?? null });
      res.status(202).json(presentStatus('recorded'));
    }),
  );

  return router;
}

/**
 * Liveness and readiness (readiness includes the database). A setting seen to be wrong at run
 * time (a TLS proxy Express does not trust) is listed under `misconfigured` with its fix, while
 * the answer stays 200: the process serves the public pages and the API, and a 503 would take
 * every process out of the load balancer for a fault that only breaks sign-in.
 */
export function healthRoutes(ctx: AppContext, warnings: Pick<ConfigWarnings, 'misconfigured'>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json(presentStatus('ok'));
  });
  router.get('/readyz', async (_req, res) => {
    if (!(await checkDatabase(ctx))) return void res.status(503).json(presentDatabaseUnreachable());
    res.json(presentReadiness(warnings.misconfigured()));
  });
  return router;
}
