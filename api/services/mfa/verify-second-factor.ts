import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accountMfa } from '../../db/schema';
import type { Account } from '../../domain/rows';
import { withTransaction } from '../../db/transaction';
import { acceptedStep, hashRecoveryCode, looksLikeRecoveryCode, openSecret } from '../../auth/mfa-secrets';
import { recordAudit } from '../activity/record-activity';
import { keysOf } from './mfa-keys';

export type SecondFactor = 'totp' | 'recovery-code';

/**
 * Checks the second step of a sign-in (or of turning two-factor sign-in off, or of asking for new
 * recovery codes): a 6-digit code newer
 * than the last one accepted, or an unused recovery code, which is then used up. Each use is
 * conditional in SQL, so two requests racing with the same code accept it once. Audited either way.
 */
export async function verifySecondFactor(
  ctx: AppContext,
  options: {
    account: Account;
    code: string;
    purpose: 'sign-in' | 'disable' | 'recovery-codes';
    /** False: a 6-digit code from the app only (new recovery codes are not made with an old one). */
    acceptsRecoveryCode?: boolean;
  },
): Promise<SecondFactor | null> {
  const { account, code, purpose } = options;
  const acceptsRecoveryCode = options.acceptsRecoveryCode ?? true;
  const keys = keysOf(ctx);
  const [row] = await ctx.db
    .select()
    .from(accountMfa)
    .where(and(eq(accountMfa.accountId, account.id), isNotNull(accountMfa.confirmedAt)));
  const secret = row ? openSecret(keys, row.secretSealed) : null;
  return withTransaction(ctx, async (tx) => {
    let method: SecondFactor | null = null;
    if (row && secret && /^\d{6}$/.test(code)) {
      const step = acceptedStep(secret, code, row.lastStep);
      if (step !== null) {
        const [used] = await tx.db
          .update(accountMfa)
          .set({ lastStep: step })
          .where(and(eq(accountMfa.accountId, account.id), lt(accountMfa.lastStep, step)))
          .returning({ accountId: accountMfa.accountId });
        if (used) method = 'totp';
      }
    } else if (row && acceptsRecoveryCode && looksLikeRecoveryCode(code)) {
      const hash = hashRecoveryCode(keys, code);
      const [used] = await tx.db
        .update(accountMfa)
        .set({ recoveryHashes: sql`array_remove(${accountMfa.recoveryHashes}, ${hash})` })
        .where(and(eq(accountMfa.accountId, account.id), sql`${hash} = ANY(${accountMfa.recoveryHashes})`))
        .returning({ left: sql<number>`cardinality(${accountMfa.recoveryHashes})` });
      if (used) method = 'recovery-code';
    }
    await recordAudit(tx, {
      actorId: account.id,
      action: method ? 'mfa.verified' : 'mfa.failed',
      targetType: 'account',
      targetId: account.id,
      details: method ? { purpose, method } : { purpose },
    });
    return method;
  });
}
