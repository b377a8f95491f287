import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { enqueueMail } from '../../mail/enqueue-mail';
import type { Account } from '../../domain/rows';

/**
 * Spec “States and transitions”: the member asks to be approved; `contact` is set and every admin is
 * mailed. The route has asked the policy (authorizeApprovalRequest).
 */
export async function requestApproval(ctx: AppContext, options: { account: Account }): Promise<void> {
  const { account } = options;
  await withTransaction(ctx, async (tx) => {
    await tx.db
      .update(accounts)
      .set({ contactRequested: true, updatedAt: new Date() })
      .where(eq(accounts.id, account.id));
    const admins = await tx.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(and(eq(accounts.isAdmin, true), eq(accounts.isDeleted, false)));
    const fullname = [account.firstname, account.lastname].filter(Boolean).join(' ');
    for (const admin of admins) {
      await enqueueMail(tx, 'approval-request', admin.email, {
        uid: account.id,
        email: account.email,
        fullname,
        mobile: account.cellphone ?? '',
        company: account.company ?? '',
        invited: account.isInvited,
      });
    }
  });
}
