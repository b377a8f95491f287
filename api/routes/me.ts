import { Router } from 'express';
import type { AppContext } from '../context';
import { createApprovalLimiter } from '../auth/rate-limits';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { validate } from '../middleware/validate';
import { presentMe } from '../presenters/account';
import { requestApproval } from '../services/accounts/request-approval';
import { updateProfile } from '../services/accounts/update-profile';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, unknownFieldMessage, ZPersonalDetailsSchema } from '../../shared/schemas/account';

/** The request takes no fields; any sent are refused (the contract: unknown fields are 422). */
const ZNoFields = z.strictObject(
  {},
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? unknownFieldMessage(issue.keys[0] ?? '') : ACCOUNT_MESSAGES.bodyInvalid,
  },
);

export function meRoutes(ctx: AppContext): Router {
  const router = Router();
  const approvalLimiter = createApprovalLimiter(ctx);
  router.use(requireAuth);

  router.get('/', (req, res) => {
    res.json({ account: presentMe(currentUser(req)) });
  });

  router.put(
    '/',
    validate(ZPersonalDetailsSchema, async (input, req, res) => {
      const updated = await updateProfile(ctx, currentUser(req), input);
      res.json({ account: presentMe(updated) });
    }),
  );

  router.post(
    '/request-approval',
    validate(ZNoFields, async (_input, req, res) => {
      // Each request mails every administrator.
      await approvalLimiter.check(req);
      await requestApproval(ctx, currentUser(req));
      res.json({ status: 'activation-requested' });
    }),
  );

  return router;
}
