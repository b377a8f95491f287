import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import type { Account } from '../../domain/rows';
import { normaliseNotifications } from './default-notifications';

/**
 * A successful sign-in's bookkeeping: the last-login time, and the notification toggles brought
 * to the current set for the account's company type (a toggle added since they last signed in
 * gets its default). Returns the account as it now is.
 */
export async function recordLogin(ctx: AppContext, options: { account: Account }): Promise<Account> {
  const { account } = options;
  const [updated] = await ctx.db
    .update(accounts)
    .set({
      lastLoginAt: new Date(),
      notifications: normaliseNotifications(account.notifications, account.companyType),
    })
    .where(eq(accounts.id, account.id))
    .returning();
  return updated!;
}
