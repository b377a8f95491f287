import { Router } from 'express';
import type { AppContext } from '../context';
import { createApprovalLimiter } from '../auth/rate-limits';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { validate } from '../middleware/validate';
import { presentMe } from '../presenters/account';
import { presentMyData } from '../presenters/my-data';
import { exportMyData } from '../services/accounts/export-my-data';
import { now } from '../clock';
import { loadSettings } from '../services/settings/read-settings';
import { requestApproval } from '../services/accounts/request-approval';
import { updateProfile } from '../services/accounts/update-profile';
import { ZNoFieldsSchema, ZPersonalDetailsSchema } from '../../shared/schemas/account';

export function meRoutes(ctx: AppContext): Router {
  const router = Router();
  const approvalLimiter = createApprovalLimiter(ctx);
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    res.json({ account: presentMe(currentUser(req), { settings: await loadSettings(ctx) }) });
  });

  // "My data" (issue 23): one JSON file with the member's data and a CSV per table.
  router.get('/export', async (req, res) => {
    const account = currentUser(req);
    const exportedAt = now();
    const body = presentMyData(await exportMyData(ctx, { account }), { settings: await loadSettings(ctx), exportedAt });
    const day = exportedAt.toISOString().slice(0, 10);
    res.set('Cache-Control', 'no-store');
    res.set('Content-Disposition', `attachment; filename="recruiter-connect-my-data-${day}.json"`);
    res.json(body);
  });

  router.put(
    '/',
    validate(ZPersonalDetailsSchema, async (input, req, res) => {
      const updated = await updateProfile(ctx, { account: currentUser(req), input });
      res.json({ account: presentMe(updated, { settings: await loadSettings(ctx) }) });
    }),
  );

  router.post(
    '/request-approval',
    validate(ZNoFieldsSchema, async (_input, req, res) => {
      // Each request mails every administrator.
      await approvalLimiter.check(req);
      await requestApproval(ctx, { account: currentUser(req) });
      res.json({ status: 'activation-requested' });
    }),
  );

  return router;
}
