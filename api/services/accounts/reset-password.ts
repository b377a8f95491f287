import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, recoveryTokens } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { enqueueMail } from '../../mail/enqueue-mail';
import { hashPassword } from '../../auth/password';
import { hashToken } from '../../auth/tokens';
import { endSessions } from '../../auth/end-sessions';
import { BadRequestError } from '../../errors';
import { MESSAGES, TITLES } from '../../../shared/messages';

/** Sets a new password from a reset link. The link works once; every session of the account ends. */
export async function resetPassword(ctx: AppContext, options: { token: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(options.password, ctx.config.PASSWORD_HASH_COST);
  await withTransaction(ctx, async (tx) => {
    const [record] = await tx.db
      .delete(recoveryTokens)
      .where(eq(recoveryTokens.tokenHash, hashToken(options.token)))
      .returning();
    if (!record || record.expiresAt.getTime() < Date.now()) {
      throw new BadRequestError(MESSAGES.resetInvalid, TITLES.resetFailed);
    }
    const [account] = await tx.db
      .update(accounts)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(accounts.id, record.accountId))
      .returning();
    if (!account || account.isDeleted) throw new BadRequestError(MESSAGES.resetInvalid, TITLES.resetFailed);
    // Every other reset link of this account is spent too.
    await tx.db.delete(recoveryTokens).where(eq(recoveryTokens.accountId, account.id));
    await endSessions(tx.db, account.id);
    await enqueueMail(tx, 'password-changed', account.email, {});
  });
}
