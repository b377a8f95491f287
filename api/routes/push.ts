/** /api/push: the VAPID public key, and this device's Web Push subscription. */
import { Router } from 'express';
import type { AppContext } from '../context';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { validate } from '../middleware/validate';
import { presentPushKey } from '../presenters/push';
import { presentStatus } from '../presenters/status';
import { deletePushSubscription } from '../services/push/delete-push-subscription';
import { savePushSubscription } from '../services/push/save-push-subscription';
import { ZPushSubscriptionSchema, ZPushUnsubscribeSchema } from '../../shared/schemas/push';

export function pushRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/key', (_req, res) => {
    res.json(presentPushKey(ctx.vapid.publicKey));
  });

  router.post(
    '/subscriptions',
    requireAuth,
    validate(ZPushSubscriptionSchema, async (subscription, req, res) => {
      await savePushSubscription(ctx, { accountId: currentUser(req).id, subscription });
      res.status(201).json(presentStatus('subscribed'));
    }),
  );

  router.delete(
    '/subscriptions',
    requireAuth,
    validate(ZPushUnsubscribeSchema, async (input, req, res) => {
      await deletePushSubscription(ctx, { accountId: currentUser(req).id, endpoint: input.endpoint });
      res.status(204).end();
    }),
  );

  return router;
}
