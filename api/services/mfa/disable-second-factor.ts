import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accountMfa, accounts } from '../../db/schema';
import type { Account } from '../../domain/rows';
import { withTransaction } from '../../db/transaction';
import { ConflictError, ForbiddenError, ValidationError } from '../../errors';
import { verifyPassword } from '../../auth/password';
import { recordAudit } from '../activity/record-activity';
import { verifySecondFactor } from './verify-second-factor';
import { MESSAGES, TITLES } from '../../../shared/messages';

/**
 * A member turns two-factor sign-in off, with the password and a current code (or a recovery code).
 * Administrators keep it while ADMIN_MFA=required.
 */
export async function disableSecondFactor(
  ctx: AppContext,
  options: { account: Account; password: string; code: string },
): Promise<Account> {
  const { account } = options;
  if (account.isAdmin && ctx.config.ADMIN_MFA === 'required')
    throw new ForbiddenError(MESSAGES.mfaAdminMustKeep, TITLES.twoFactor);
  if (!account.mfaEnabledAt) throw new ConflictError(MESSAGES.mfaNotOn, TITLES.twoFactor);
  if (!(await verifyPassword(options.password, account.passwordHash))) {
    await withTransaction(ctx, (tx) =>
      recordAudit(tx, {
        actorId: account.id,
        action: 'mfa.failed',
        targetType: 'account',
        targetId: account.id,
        details: { purpose: 'disable', reason: 'password' },
      }),
    );
    throw new ValidationError(MESSAGES.deletionPasswordInvalid, 'password', TITLES.twoFactorFailed);
  }
  if (!(await verifySecondFactor(ctx, { account, code: options.code, purpose: 'disable' })))
    throw new ValidationError(MESSAGES.mfaCodeInvalid, 'code', TITLES.twoFactorFailed);
  return withTransaction(ctx, async (tx) => {
    await tx.db.delete(accountMfa).where(eq(accountMfa.accountId, account.id));
    const [updated] = await tx.db
      .update(accounts)
      .set({ mfaEnabledAt: null, updatedAt: new Date() })
      .where(eq(accounts.id, account.id))
      .returning();
    await recordAudit(tx, { actorId: account.id, action: 'mfa.disabled', targetType: 'account', targetId: account.id });
    return updated!;
  });
}
