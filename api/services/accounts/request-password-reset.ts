import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, recoveryTokens } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { enqueueMail } from '../../mail/enqueue-mail';
import { hashToken, newToken } from '../../auth/tokens';

const RESET_LIFETIME_MS = 60 * 60_000;
// More requests than this within the hour are silently ignored (protects the mailbox owner).
const MAX_OPEN_TOKENS = 3;

/** Queues a reset link for an existing, not offboarded account; does nothing otherwise. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const token = newToken();
  await withTransaction(ctx, async (tx) => {
    const [account] = await tx.db.select().from(accounts).where(eq(accounts.email, email)).for('update');
    if (!account || account.isDeleted) return;
    const [open] = await tx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(recoveryTokens)
      .where(and(eq(recoveryTokens.accountId, account.id), gt(recoveryTokens.expiresAt, new Date())));
    if ((open?.count ?? 0) >= MAX_OPEN_TOKENS) return;
    await tx.db.insert(recoveryTokens).values({
      tokenHash: hashToken(token),
      accountId: account.id,
      email: account.email,
      expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
    });
    await enqueueMail(tx, 'password-reset', account.email, { token });
  });
}
