/**
 * Cancels a pending "Delete my account", by the member (DELETE /api/me/delete) or by an
 * administrator for them (POST /api/admin/accounts/:uid/cancel-deletion): possible until the due
 * date, never after the erasure. The notifications come back at their defaults (the request switched
 * them off, as the offboarding does); the listings it closed stay closed and are posted again.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Account } from '../../domain/rows';
import { now } from '../../clock';
import { recordAudit } from '../activity/record-activity';
import { loadMemberForUpdate, requireThat, type MemberChange } from '../admin/member-change';
import { normaliseNotifications } from './default-notifications';
import { MESSAGES } from '../../../shared/messages';
import { isDeletionPending } from '../../../shared/rules/account-deletion';

/** The change that cancels the member's pending deletion; 409 unless one is pending at the app clock's now. */
export function deletionCancellation(member: Account): MemberChange {
  requireThat(isDeletionPending(member, now()), MESSAGES.deletionNotPending);
  return {
    deletionRequestedAt: null,
    deletionDueAt: null,
    notifications: normaliseNotifications(null, member.companyType),
  };
}

/** The member's own cancellation, audited as theirs. */
export async function cancelAccountDeletion(ctx: AppContext, options: { account: Account }): Promise<Account> {
  return withTransaction(ctx, async (tx) => {
    const member = await loadMemberForUpdate(tx, options.account.id);
    const change = deletionCancellation(member);
    const [updated] = await tx.db
      .update(accounts)
      .set({ ...change, updatedAt: now() })
      .where(eq(accounts.id, member.id))
      .returning();
    await recordAudit(tx, {
      actorId: member.id,
      action: 'deletion-cancel',
      targetType: 'account',
      targetId: member.id,
    });
    return updated!;
  });
}
