/** /api/push: the VAPID public key, and this device's Web Push subscription. */
import { Router } from 'express';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import { pushSubscriptions } from '../db/schema';
import { AppError, ValidationError } from '../errors';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { validate } from '../middleware/validate';
import { endpointRulesOf, isAllowedEndpoint } from '../push/endpoints';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'The subscription keys are not valid.' });
const ZSubscription = z.strictObject({
  endpoint: z.string({ error: 'The subscription endpoint is required.' }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject(
    { p256dh: base64url.max(200), auth: base64url.max(100) },
    { error: 'The subscription keys are required.' },
  ),
});
const ZUnsubscribe = z.strictObject({
  endpoint: z.string({ error: 'The subscription endpoint is required.' }).max(1000),
});

export function pushRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/key', (_req, res) => {
    res.json({ publicKey: ctx.vapid.publicKey });
  });

  router.post(
    '/subscriptions',
    requireAuth,
    validate(ZSubscription, async (input, req, res) => {
      if (!isAllowedEndpoint(input.endpoint, endpointRulesOf(ctx.config))) {
        throw new ValidationError('Push endpoints must be https addresses of a known push service.', 'endpoint');
      }
      const accountId = currentUser(req).id;
      const values = { accountId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
      // The same account again (a browser renewing its keys) updates the row. Another account's
      // endpoint is never moved over: whoever learned it could otherwise take its owner's
      // notifications, or swap in keys of their own. One statement, so two accounts at once cannot both win.
      const [saved] = await ctx.db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { p256dh: values.p256dh, auth: values.auth },
          setWhere: eq(pushSubscriptions.accountId, accountId),
        })
        .returning({ id: pushSubscriptions.id });
      if (!saved)
        throw new AppError(
          409,
          'conflict',
          'Conflict',
          'This push subscription belongs to another account.',
          'endpoint',
        );
      res.status(201).json({ status: 'subscribed' });
    }),
  );

  router.delete(
    '/subscriptions',
    requireAuth,
    validate(ZUnsubscribe, async (input, req, res) => {
      await ctx.db
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.endpoint, input.endpoint), eq(pushSubscriptions.accountId, currentUser(req).id)),
        );
      res.status(204).end();
    }),
  );

  return router;
}
