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
  const tokenHash = hashToken(options.token);
  // The link is looked up before the password is hashed: a hash costs 128 MiB and a few hundred
  // ms of one of Node's four crypto threads, and a made-up link must cost neither (a burst of
  // them queued every sign-in behind dozens of hashes).
  const [open] = await ctx.db
    .select({ expiresAt: recoveryTokens.expiresAt })
    .from(recoveryTokens)
    .where(eq(recoveryTokens.tokenHash, tokenHash));
  if (!open || open.expiresAt.getTime() < Date.now())
    throw new BadRequestError(MESSAGES.resetInvalid, TITLES.resetFailed);
  const passwordHash = await hashPassword(options.password, ctx.config.PASSWORD_HASH_COST);
  await withTransaction(ctx, async (tx) => {
    // Taken again inside the transaction: of two resets with one link, only one finds it here.
    const [record] = await tx.db.delete(recoveryTokens).where(eq(recoveryTokens.tokenHash, tokenHash)).returning();
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
