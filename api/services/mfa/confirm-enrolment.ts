import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accountMfa, accounts } from '../../db/schema';
import type { Account } from '../../domain/rows';
import { withTransaction } from '../../db/transaction';
import { ConflictError, ValidationError } from '../../errors';
import { acceptedStep, hashRecoveryCode, newRecoveryCodes, openSecret } from '../../auth/mfa-secrets';
import { verifyPassword } from '../../auth/password';
import { endSessions } from '../../auth/end-sessions';
import { recordAudit } from '../activity/record-activity';
import { keysOf } from './mfa-keys';
import { MESSAGES, TITLES } from '../../../shared/messages';

/**
 * Turns two-factor sign-in on: the password again and a code from the new authenticator. Returns
 * the recovery codes, in clear this once (only their hashes are kept). The account's other sessions
 * end: each was opened with the password alone.
 */
export async function confirmEnrolment(
  ctx: AppContext,
  options: { account: Account; password: string; code: string; keepSid: string },
): Promise<{ recoveryCodes: string[] }> {
  const { account } = options;
  if (account.mfaEnabledAt) throw new ConflictError(MESSAGES.mfaAlreadyOn, TITLES.twoFactor);
  if (!(await verifyPassword(options.password, account.passwordHash))) {
    await auditFailure(ctx, account, 'password');
    throw new ValidationError(MESSAGES.deletionPasswordInvalid, 'password', TITLES.twoFactorFailed);
  }
  const keys = keysOf(ctx);
  const [pending] = await ctx.db.select().from(accountMfa).where(eq(accountMfa.accountId, account.id));
  const secret = pending && !pending.confirmedAt ? openSecret(keys, pending.secretSealed) : null;
  if (!pending || !secret) throw new ConflictError(MESSAGES.mfaNotStarted, TITLES.twoFactor);
  const step = acceptedStep(secret, options.code, pending.lastStep);
  if (step === null) {
    await auditFailure(ctx, account, 'code');
    throw new ValidationError(MESSAGES.mfaEnrolCodeInvalid, 'code', TITLES.twoFactorFailed);
  }
  const recoveryCodes = newRecoveryCodes();
  const enabledAt = new Date();
  await withTransaction(ctx, async (tx) => {
    // Only the very secret the code was checked against, still unconfirmed (not one a second tab
    // started meanwhile), and only once.
    const [confirmed] = await tx.db
      .update(accountMfa)
      .set({
        confirmedAt: enabledAt,
        lastStep: step,
        recoveryHashes: recoveryCodes.map((c) => hashRecoveryCode(keys, c)),
      })
      .where(
        and(
          eq(accountMfa.accountId, account.id),
          eq(accountMfa.secretSealed, pending.secretSealed),
          isNull(accountMfa.confirmedAt),
          lt(accountMfa.lastStep, step),
        ),
      )
      .returning({ accountId: accountMfa.accountId });
    if (!confirmed) throw new ConflictError(MESSAGES.mfaNotStarted, TITLES.twoFactor);
    await tx.db
      .update(accounts)
      .set({ mfaEnabledAt: enabledAt, updatedAt: enabledAt })
      .where(eq(accounts.id, account.id));
    await endSessions(tx.db, account.id, options.keepSid);
    await recordAudit(tx, { actorId: account.id, action: 'mfa.enrolled', targetType: 'account', targetId: account.id });
  });
  return { recoveryCodes };
}

async function auditFailure(ctx: AppContext, account: Account, reason: 'password' | 'code'): Promise<void> {
  await withTransaction(ctx, (tx) =>
    recordAudit(tx, {
      actorId: account.id,
      action: 'mfa.enrol-failed',
      targetType: 'account',
      targetId: account.id,
      details: { reason },
    }),
  );
}
