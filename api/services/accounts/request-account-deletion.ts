/**
 * "Delete my account", the request: after the member's password is checked again, in
 * one transaction, the due date is recorded (30 days on, app clock), every session of the member
 * ends, every listing of theirs is closed, every open proposal made or received is withdrawn (as
 * the offboarding withdraws them), their push subscriptions go and their notifications are switched off, the request is
 * audited and the member is mailed its due date and how to cancel. The erasure itself is jobs/erase-deleted-accounts.ts; cancelling, cancel-account-deletion.ts.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, pushSubscriptions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { endSessions } from '../../auth/end-sessions';
import { verifyPassword } from '../../auth/password';
import type { Account } from '../../domain/rows';
import { ValidationError } from '../../errors';
import { now } from '../../clock';
import { enqueueMail } from '../../mail/enqueue-mail';
import { recordAudit } from '../activity/record-activity';
import { loadMemberForUpdate, requireThat } from '../admin/member-change';
import { closeMemberListings } from '../listings/close-member-listings';
import { withdrawOpenProposals } from '../proposals/withdraw-proposals';
import { notificationsAllOff } from './default-notifications';
import { hideQueuedContactCards } from './hide-queued-contact-cards';
import { MESSAGES, TITLES } from '../../../shared/messages';
import { deletionDueAt } from '../../../shared/rules/account-deletion';

export async function requestAccountDeletion(
  ctx: AppContext,
  options: { account: Account; password: string },
): Promise<Account> {
  if (!(await verifyPassword(options.password, options.account.passwordHash)))
    throw new ValidationError(MESSAGES.deletionPasswordInvalid, 'password', TITLES.authenticationFailed);
  return withTransaction(ctx, async (tx) => {
    // Locked first: a proposal being made to or by the member meanwhile holds a share lock on this
    // row (proposals/lock-parties.ts), so it is either withdrawn below or refused there.
    const member = await loadMemberForUpdate(tx, options.account.id);
    requireThat(member.deletionDueAt === null, MESSAGES.deletionAlreadyRequested);
    if (member.isAdmin) {
      // Administrators can delete their account while another administrator remains to run the association.
      const [other] = await tx.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.isAdmin, true),
            eq(accounts.isDeleted, false),
            isNull(accounts.deletionDueAt),
            ne(accounts.id, member.id),
          ),
        )
        .limit(1);
      requireThat(other !== undefined, MESSAGES.deletionLastAdmin);
    }
    const requestedAt = now();
    const dueAt = deletionDueAt(requestedAt);
    const [updated] = await tx.db
      .update(accounts)
      .set({
        deletionRequestedAt: requestedAt,
        deletionDueAt: dueAt,
        notifications: notificationsAllOff(),
        contactRequested: false,
        updatedAt: requestedAt,
      })
      .where(eq(accounts.id, member.id))
      .returning();
    // Signed out at once, on every device: no session, and no push to a device left signed out.
    await endSessions(tx.db, member.id);
    await tx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.accountId, member.id));
    const closedListings = await closeMemberListings(tx, member.id);
    await withdrawOpenProposals(tx, { member, actor: member, reason: 'deletion-requested' });
    await hideQueuedContactCards(tx, updated!);
    await recordAudit(tx, {
      actorId: member.id,
      action: 'deletion-request',
      targetType: 'account',
      targetId: member.id,
      details: { dueAt: dueAt.toISOString(), closedListings },
    });
    // The member's confirmation (the due date, how to cancel): sent whatever their notification settings.
    await enqueueMail(tx, 'account-deletion-requested', member.email, { dueAt: dueAt.toISOString() });
    return updated!;
  });
}
