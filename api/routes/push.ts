/** /api/push: the VAPID public key, and this device's Web Push subscription. */
import { Router } from 'express';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import { pushSubscriptions } from '../db/schema';
import { ValidationError } from '../errors';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { validate } from '../middleware/validate';
import { isAllowedEndpoint } from '../push/vapid';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'The subscription keys are not valid.' });
const ZSubscription = z.strictObject({
  endpoint: z.string({ error: 'The subscription endpoint is required.' }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url.max(200), auth: base64url.max(100) }, { error: 'The subscription keys are required.' }),
});
const ZUnsubscribe = z.strictObject({ endpoint: z.string({ error: 'The subscription endpoint is required.' }).max(1000) });

export function pushRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/key', (_req, res) => {
    res.json({ publicKey: ctx.vapid.publicKey });
  });

  router.post(
    '/subscriptions',
    requireAuth,
    validate(ZSubscription, async (input, req, res) => {
      if (!isAllowedEndpoint(input.endpoint, ctx.config.PUSH_ALLOW_LOCAL)) {
        throw new ValidationError('Push endpoints must be https addresses of a push service.', 'endpoint');
      }
      const values = { accountId: currentUser(req).id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
      // A device that signs in as someone else moves its subscription to that account.
      await ctx.db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
      res.status(201).json({ status: 'subscribed' });
    }),
  );

  router.delete(
    '/subscriptions',
    requireAuth,
    validate(ZUnsubscribe, async (input, req, res) => {
      await ctx.db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, input.endpoint), eq(pushSubscriptions.accountId, currentUser(req).id)));
      res.status(204).end();
    }),
  );

  return router;
}
