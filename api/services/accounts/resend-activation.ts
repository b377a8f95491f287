import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { enqueueMail } from '../../mail/enqueue-mail';
import { issueActivationToken } from './issue-activation-token';

/** Mails another activation link (login of an inactive account); the links mailed before keep working. */
export async function resendActivation(ctx: AppContext, options: { accountId: string }): Promise<void> {
  const { accountId } = options;
  await withTransaction(ctx, async (tx) => {
    // Locked, so an activation committing meanwhile is seen here and no link is added after it.
    const [account] = await tx.db
      .select({ id: accounts.id, email: accounts.email, isActive: accounts.isActive })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    if (!account || account.isActive) return;
    const token = await issueActivationToken(tx, account.id);
    await enqueueMail(tx, 'activation', account.email, { uid: account.id, token });
  });
}
