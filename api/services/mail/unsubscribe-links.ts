import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import { makeUnsubscribeToken } from '../../auth/unsubscribe-tokens';
import type { NotificationToggle } from '../../../shared/constants';

/**
 * The one-click unsubscribe URL (POST turns `toggles` off; GET shows what it would do) of each
 * address a mail sent under `toggles` goes to, keyed by address. Made when the mail is sent, from
 * the account that has the address then; an address with no account gets none. No toggles (a
 * transactional mail): no links.
 */
export async function unsubscribeLinksFor(
  ctx: AppContext,
  options: { toggles: NotificationToggle[]; emails: string[] },
): Promise<Map<string, string>> {
  if (options.toggles.length === 0 || options.emails.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.email, options.emails));
  return new Map(
    rows.map((row) => [
      row.email,
      `${ctx.config.appUrl}/api/unsubscribe/${makeUnsubscribeToken(ctx.sessionSecret, { accountId: row.id, toggles: options.toggles })}`,
    ]),
  );
}
