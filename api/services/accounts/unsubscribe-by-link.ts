import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { recordAudit } from '../activity/record-activity';
import type { UnsubscribeGrant } from '../../auth/unsubscribe-tokens';

/**
 * A mail's one-click unsubscribe (POST /api/unsubscribe/:token, the token already verified):
 * turns exactly the grant's toggles off, in one statement (the rest of the preferences as they
 * are, whatever changed them meanwhile), and records who did it by which link. Doing it twice
 * changes nothing more. False when the account no longer exists.
 */
export async function unsubscribeByLink(ctx: AppContext, grant: UnsubscribeGrant): Promise<boolean> {
  const off = JSON.stringify(Object.fromEntries(grant.toggles.map((toggle) => [toggle, false])));
  return withTransaction(ctx, async (tx) => {
    const updated = await tx.db
      .update(accounts)
      .set({ notifications: sql`${accounts.notifications} || ${off}::jsonb`, updatedAt: new Date() })
      .where(eq(accounts.id, grant.accountId))
      .returning({ id: accounts.id });
    if (updated.length === 0) return false;
    await recordAudit(tx, {
      actorId: grant.accountId,
      action: 'unsubscribe',
      targetType: 'account',
      targetId: grant.accountId,
      details: { toggles: grant.toggles, by: 'mail link' },
    });
    return true;
  });
}
