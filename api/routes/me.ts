import { Router } from 'express';
import type { AppContext } from '../context';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { validate } from '../middleware/validate';
import { presentMe } from '../presenters/account';
import { requestApproval } from '../services/accounts/request-approval';
import { updateProfile } from '../services/accounts/update-profile';
import { ZPersonalDetailsSchema } from '../../shared/schemas/account';

export function meRoutes(ctx: AppContext): Router {
  const router = Router();
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

  router.post('/request-approval', async (req, res) => {
    await requestApproval(ctx, currentUser(req));
    res.json({ status: 'activation-requested' });
  });

  return router;
}
