import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pushSubscriptions } from '../../db/schema';

/** Forgets this device's subscription, if it is the account's own (anyone else's stays: 204 either way). */
export async function deletePushSubscription(
  ctx: AppContext,
  options: { accountId: string; endpoint: string },
): Promise<void> {
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, options.endpoint), eq(pushSubscriptions.accountId, options.accountId)));
}
