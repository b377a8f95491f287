import { Router } from 'express';
import type { AppContext } from '../context';
import { createApprovalLimiter, type LoginLimiter } from '../auth/rate-limits';
import { signOutRequest } from '../auth/session';
import { ValidationError } from '../errors';
import { logSecurityEvent } from '../security-log';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { validate } from '../middleware/validate';
import { authorizeApprovalRequest } from '../policies/account';
import { presentMeResponse, presentMeWithPaymentRecord } from '../presenters/profile';
import { loadPaymentRecord } from '../services/payment-record/load-payment-record';
import { presentDeletionRequested, presentStatus } from '../presenters/status';
import { presentMyData } from '../presenters/my-data';
import { exportMyData } from '../services/accounts/export-my-data';
import { now } from '../clock';
import { loadSettings } from '../services/settings/read-settings';
import { requestApproval } from '../services/accounts/request-approval';
import { updateProfile } from '../services/accounts/update-profile';
import { requestAccountDeletion } from '../services/accounts/request-account-deletion';
import { cancelAccountDeletion } from '../services/accounts/cancel-account-deletion';
import { ZDeleteAccountSchema, ZNoFieldsSchema, ZPersonalDetailsSchema } from '../../shared/schemas/account';

export function meRoutes(ctx: AppContext, limiter: LoginLimiter): Router {
  const router = Router();
  const approvalLimiter = createApprovalLimiter(ctx);
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    const account = currentUser(req);
    const me = presentMeResponse(account, { settings: await loadSettings(ctx), adminMfa: ctx.config.ADMIN_MFA });
    res.json(presentMeWithPaymentRecord(me, await loadPaymentRecord(ctx.db, { accountId: account.id }), now()));
  });

  // "My data": one JSON file with the member's data and a CSV per table.
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
      res.json(presentMeResponse(updated, { settings: await loadSettings(ctx), adminMfa: ctx.config.ADMIN_MFA }));
    }),
  );

  router.post(
    '/request-approval',
    validate(ZNoFieldsSchema, async (_input, req, res) => {
      // Each request mails every administrator.
      await approvalLimiter.check(req);
      authorizeApprovalRequest(currentUser(req), now());
      await requestApproval(ctx, { account: currentUser(req) });
      res.json(presentStatus('activation-requested'));
    }),
  );

  // "Delete my account": the password again, then signed out at once; erased 30 days on.
  router.post(
    '/delete',
    validate(ZDeleteAccountSchema, async (input, req, res) => {
      const account = currentUser(req);
      // The password check is throttled as a password change's is (per IP, and failures per account).
      const key = `delete:${account.id}`;
      await limiter.check(req.ip ?? 'unknown', key);
      let updated;
      try {
        updated = await requestAccountDeletion(ctx, { account, password: input.password });
      } catch (err) {
        if (err instanceof ValidationError && err.field === 'password') {
          await limiter.recordFailure(key);
          logSecurityEvent(req, 'account.deletion-refused', { reason: 'password incorrect' });
        }
        throw err;
      }
      await limiter.reset(key);
      logSecurityEvent(req, 'account.deletion-requested');
      await signOutRequest(req, res, ctx.config.isProduction);
      res.json(presentDeletionRequested(updated));
    }),
  );

  router.delete('/delete', async (req, res) => {
    const updated = await cancelAccountDeletion(ctx, { account: currentUser(req) });
    logSecurityEvent(req, 'account.deletion-cancelled');
    res.json(presentMeResponse(updated, { settings: await loadSettings(ctx), adminMfa: ctx.config.ADMIN_MFA }));
  });

  return router;
}
