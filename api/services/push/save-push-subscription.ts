import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pushSubscriptions } from '../../db/schema';
import { AppError, ValidationError } from '../../errors';
import { endpointRulesOf, isAllowedEndpoint } from '../../push/endpoints';
import type { TPushSubscriptionSchema } from '../../../shared/schemas/push';

/**
 * Stores this device's Web Push subscription for the account. Only https endpoints of a known
 * push service are taken (configuration decides which), so a subscription cannot make the
 * server send requests anywhere else.
 */
export async function savePushSubscription(
  ctx: AppContext,
  options: { accountId: string; subscription: TPushSubscriptionSchema },
): Promise<void> {
  const { accountId, subscription } = options;
  if (!isAllowedEndpoint(subscription.endpoint, endpointRulesOf(ctx.config))) {
    throw new ValidationError('Push endpoints must be https addresses of a known push service.', 'endpoint');
  }
  const values = {
    accountId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  };
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
    throw new AppError(409, 'conflict', 'Conflict', 'This push subscription belongs to another account.', 'endpoint');
}
