import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { enqueueMail } from '../../mail/enqueue-mail';
import { hashPassword, verifyPassword } from '../../auth/password';
import { endSessions } from '../../auth/end-sessions';
import type { Account } from '../../domain/rows';
import { ValidationError } from '../../errors';
import { MESSAGES, TITLES } from '../../../shared/messages';

/**
 * Changes the signed-in member's password after re-checking the current one. The member's
 * other sessions end; `keepSid` (this session) stays signed in.
 */
export async function changePassword(
  ctx: AppContext,
  options: { account: Account; current: string; password: string; keepSid: string },
): Promise<void> {
  if (!(await verifyPassword(options.current, options.account.passwordHash))) {
    throw new ValidationError(MESSAGES.currentPasswordInvalid, 'current', TITLES.authenticationFailed);
  }
  const passwordHash = await hashPassword(options.password, ctx.config.PASSWORD_HASH_COST);
  await withTransaction(ctx, async (tx) => {
    await tx.db
      .update(accounts)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(accounts.id, options.account.id));
    await endSessions(tx.db, options.account.id, options.keepSid);
    await enqueueMail(tx, 'password-changed', options.account.email, {});
  });
}
