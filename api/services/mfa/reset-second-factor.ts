import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accountMfa } from '../../db/schema';
import type { Account } from '../../domain/rows';
import { withTransaction } from '../../db/transaction';
import { ForbiddenError } from '../../errors';
import { endSessions } from '../../auth/end-sessions';
import { applyMemberChange, loadMemberForUpdate, requireThat } from '../admin/member-change';
import { MESSAGES, TITLES } from '../../../shared/messages';

/**
 * An administrator resets another account's second factor (a lost phone and no recovery code): the
 * authenticator and recovery codes go, every session of the account ends, and its next sign-in
 * starts over (an administrator's enrols again). Never one's own: a stolen admin session could
 * otherwise swap the authenticator for the thief's.
 */
export async function resetSecondFactor(ctx: AppContext, options: { admin: Account; uid: string }): Promise<Account> {
  const { admin, uid } = options;
  if (admin.id === uid) throw new ForbiddenError(MESSAGES.mfaOwnReset, TITLES.twoFactor);
  return withTransaction(ctx, async (tx) => {
    const member = await loadMemberForUpdate(tx, uid);
    requireThat(Boolean(member.mfaEnabledAt), MESSAGES.mfaNotOn);
    await tx.db.delete(accountMfa).where(eq(accountMfa.accountId, member.id));
    await endSessions(tx.db, member.id);
    return applyMemberChange(tx, { member, admin, action: 'mfa.reset', change: { mfaEnabledAt: null } });
  });
}
