import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { enqueueMail } from '../../mail/enqueue-mail';
import { hashToken, newToken } from '../../auth/tokens';
import { BadRequestError, ConflictError } from '../../errors';
import { TRIAL_DAYS } from '../../../shared/constants';
import { MESSAGES, TITLES } from '../../../shared/messages';

/** Spec §4: activation sets the activated date and a 14-day trial; it works once. */
export async function activateAccount(ctx: AppContext, options: { uid: string; token: string }): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const [account] = await tx.db.select().from(accounts).where(eq(accounts.id, options.uid)).for('update');
    if (!account) throw new BadRequestError(MESSAGES.activationInvalid, TITLES.activationFailed);
    if (account.isActive) throw new ConflictError(MESSAGES.alreadyActivated, TITLES.activationFailed);
    if (!account.activationTokenHash || !sameHash(account.activationTokenHash, hashToken(options.token))) {
      throw new BadRequestError(MESSAGES.activationInvalid, TITLES.activationFailed);
    }
    await tx.db
      .update(accounts)
      .set({ isActive: true, activatedAt: new Date(), trialDays: TRIAL_DAYS, activationTokenHash: null, updatedAt: new Date() })
      .where(eq(accounts.id, account.id));
  });
}

/** Issues a new activation link (login of an inactive account, admin resend). */
export async function resendActivation(ctx: AppContext, accountId: string): Promise<void> {
  const token = newToken();
  await withTransaction(ctx, async (tx) => {
    const [account] = await tx.db
      .update(accounts)
      .set({ activationTokenHash: hashToken(token) })
      .where(eq(accounts.id, accountId))
      .returning({ id: accounts.id, email: accounts.email, isActive: accounts.isActive });
    if (account && !account.isActive) await enqueueMail(tx, 'activation', account.email, { uid: account.id, token });
  });
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
