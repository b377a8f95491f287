import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, recoveryTokens } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { enqueueMail } from '../../mail/enqueue-mail';
import { hashToken, newToken } from '../../auth/tokens';

const RESET_LIFETIME_MS = 60 * 60_000;
// More requests than this within the hour are silently ignored (protects the mailbox owner).
const MAX_OPEN_TOKENS = 3;

/**
 * Queues a reset link for an existing, not offboarded account; does nothing otherwise.
 * `requestId` (the job's id) makes a retried job find its link already made and mail nothing more.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  options: { email: string; requestId?: string },
): Promise<void> {
  const token = newToken();
  await withTransaction(ctx, async (tx) => {
    const [account] = await tx.db.select().from(accounts).where(eq(accounts.email, options.email)).for('update');
    if (!account || account.isDeleted) return;
    const [open] = await tx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(recoveryTokens)
      .where(and(eq(recoveryTokens.accountId, account.id), gt(recoveryTokens.expiresAt, new Date())));
    if ((open?.count ?? 0) >= MAX_OPEN_TOKENS) return;
    const [created] = await tx.db
      .insert(recoveryTokens)
      .values({
        tokenHash: hashToken(token),
        accountId: account.id,
        email: account.email,
        requestId: options.requestId ?? null,
        expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
      })
      .onConflictDoNothing({ target: recoveryTokens.requestId })
      .returning({ tokenHash: recoveryTokens.tokenHash });
    if (!created) return;
    await enqueueMail(tx, 'password-reset', account.email, { token });
  });
}
