import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { enqueueMail } from '../../mail/enqueue-mail';
import type { Account } from '../../domain/rows';
import { ConflictError } from '../../errors';
import { now } from '../../clock';
import { standingOf } from '../../policies/account';

/**
 * Spec “States and transitions”: the member asks to be approved; `contact` is set and every admin is mailed. An approved
 * member may ask again only once lapsed (a contract whose paid-until date passed).
 */
export async function requestApproval(ctx: AppContext, options: { account: Account }): Promise<void> {
  const { account } = options;
  if (account.isApproved && standingOf(account, now()) !== 'lapsed')
    throw new ConflictError('Your account is already approved.', 'Activation requested');
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
