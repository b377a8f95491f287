import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accountMfa } from '../../db/schema';
import type { Account } from '../../domain/rows';
import { withTransaction } from '../../db/transaction';
import { ConflictError, ValidationError } from '../../errors';
import { hashRecoveryCode, newRecoveryCodes } from '../../auth/mfa-secrets';
import { verifyPassword } from '../../auth/password';
import { recordAudit } from '../activity/record-activity';
import { verifySecondFactor } from './verify-second-factor';
import { keysOf } from './mfa-keys';
import { MESSAGES, TITLES } from '../../../shared/messages';

/**
 * New recovery codes for an account with two-factor sign-in on (a member or an administrator),
 * after proving it is them again: the password, or a current 6-digit code from the app (not a
 * recovery code: one lost code must not buy a fresh set). Every old code stops working in the same
 * statement that stores the new ones' hashes; the new codes are returned in clear this once.
 * Audited, refusals too.
 */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  options: { account: Account; password?: string; code?: string },
): Promise<{ recoveryCodes: string[] }> {
  const { account } = options;
  if (!account.mfaEnabledAt) throw new ConflictError(MESSAGES.mfaNotOn, TITLES.twoFactor);
  if (options.password !== undefined && !(await verifyPassword(options.password, account.passwordHash))) {
    await withTransaction(ctx, (tx) =>
      recordAudit(tx, {
        actorId: account.id,
        action: 'mfa.failed',
        targetType: 'account',
        targetId: account.id,
        details: { purpose: 'recovery-codes', reason: 'password' },
      }),
    );
    throw new ValidationError(MESSAGES.deletionPasswordInvalid, 'password', TITLES.twoFactorFailed);
  }
  if (
    options.code !== undefined &&
    !(await verifySecondFactor(ctx, {
      account,
      code: options.code,
      purpose: 'recovery-codes',
      acceptsRecoveryCode: false,
    }))
  )
    throw new ValidationError(MESSAGES.mfaEnrolCodeInvalid, 'code', TITLES.twoFactorFailed);

  const keys = keysOf(ctx);
  const recoveryCodes = newRecoveryCodes();
  return withTransaction(ctx, async (tx) => {
    const [stored] = await tx.db
      .update(accountMfa)
      .set({ recoveryHashes: recoveryCodes.map((c) => hashRecoveryCode(keys, c)) })
      .where(and(eq(accountMfa.accountId, account.id), isNotNull(accountMfa.confirmedAt)))
      .returning({ accountId: accountMfa.accountId });
    // Turned off (or reset by an administrator) since the session's account was read.
    if (!stored) throw new ConflictError(MESSAGES.mfaNotOn, TITLES.twoFactor);
    await recordAudit(tx, {
      actorId: account.id,
      action: 'mfa.recovery-codes-regenerated',
      targetType: 'account',
      targetId: account.id,
      details: { method: options.password !== undefined ? 'password' : 'totp' },
    });
    return { recoveryCodes };
  });
}
