import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, activationTokens } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { hashToken } from '../../auth/tokens';
import { now } from '../../clock';
import { BadRequestError, ConflictError } from '../../errors';
import { ACTIVATION_LINK_DAYS, TRIAL_DAYS } from '../../../shared/constants';
import { MESSAGES, TITLES } from '../../../shared/messages';

/**
 * Spec “States and transitions”: activation sets the activated date and a 14-day trial; it works once. The link of any
 * activation mail the account was sent works for ACTIVATION_LINK_DAYS, and using one spends them all.
 * An expired link gets the same answer as a wrong one (the spec's one message); signing in mails a
 * fresh link. Returns the account's address: whoever holds the link was sent it there, and the
 * login screen that follows is filled in with it.
 */
export async function activateAccount(
  ctx: AppContext,
  options: { uid: string; token: string },
): Promise<{ email: string }> {
  return withTransaction(ctx, async (tx) => {
    const [account] = await tx.db.select().from(accounts).where(eq(accounts.id, options.uid)).for('update');
    if (!account) throw new BadRequestError(MESSAGES.activationInvalid, TITLES.activationFailed);
    if (account.isActive) throw new ConflictError(MESSAGES.alreadyActivated, TITLES.activationFailed);
    // Looked up by its SHA-256: the stored value is not the secret, so the comparison need not be constant-time.
    const [link] = await tx.db
      .select({ tokenHash: activationTokens.tokenHash })
      .from(activationTokens)
      .where(
        and(
          eq(activationTokens.accountId, account.id),
          eq(activationTokens.tokenHash, hashToken(options.token)),
          gt(activationTokens.createdAt, new Date(now().getTime() - ACTIVATION_LINK_DAYS * 86_400_000)),
        ),
      );
    if (!link) throw new BadRequestError(MESSAGES.activationInvalid, TITLES.activationFailed);
    await tx.db
      .update(accounts)
      // The trial starts now on the app clock, by which standing is judged.
      .set({ isActive: true, activatedAt: now(), trialDays: TRIAL_DAYS, updatedAt: new Date() })
      .where(eq(accounts.id, account.id));
    await tx.db.delete(activationTokens).where(eq(activationTokens.accountId, account.id));
    return { email: account.email };
  });
}
