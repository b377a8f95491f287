import type { AppContext } from '../../context';
import { analyticsEvents } from '../../db/schema';
import type { TAnalyticsEventSchema } from '../../../shared/schemas/account';

/** Stores one analytics event (a name from ANALYTICS_EVENTS), with the account when signed in. */
export async function recordEvent(
  ctx: AppContext,
  options: { name: TAnalyticsEventSchema['name']; accountId: string | null },
): Promise<void> {
  await ctx.db.insert(analyticsEvents).values({ name: options.name, accountId: options.accountId });
}
