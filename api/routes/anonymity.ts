/**
 * /api/anonymity: the anonymity guard as a writing aid. Any signed-in member with a complete profile
 * may use it (a lapsed member may still edit their own listings, so it needs no good standing);
 * rate-limited per member and per IP. The body holds listing text and secrets: it is never logged
 * (the request log has the method, URL and status only) and nothing of it is stored.
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { createAnonymityCheckLimiter } from '../auth/rate-limits';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { requireCompleteProfile } from '../middleware/require-profile';
import { validate } from '../middleware/validate';
import { presentAnonymityCheck } from '../presenters/anonymity';
import { checkListingText } from '../domain/anonymity';
import { findPastClients } from '../services/anonymity/find-past-clients';
import { ZAnonymityCheckSchema } from '../../shared/schemas/anonymity';

export function anonymityRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth, requireCompleteProfile);
  const limiter = createAnonymityCheckLimiter(ctx);

  /**
   * The findings in the text sent, with the member's own account and the secrets sent as known
   * values, and the member's past clients (their employer history) as employers.
   */
  router.post(
    '/check',
    async (req, _res, next) => {
      await limiter.check(req);
      next();
    },
    validate(ZAnonymityCheckSchema, async (input, req, res) => {
      const { identifiers, fullName, clientName } = input;
      const poster = currentUser(req);
      const knownEmployers = await findPastClients(ctx, { accountId: poster.id, texts: Object.values(input.fields) });
      const findings = checkListingText({
        poster,
        fields: input.fields,
        secrets: { ...identifiers, fullName, clientName },
        knownEmployers,
      });
      res.json(presentAnonymityCheck(findings));
    }),
  );

  return router;
}
