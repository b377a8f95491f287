import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { enqueueMail } from '../../mail/enqueue-mail';
import { hashPassword } from '../../auth/password';
import { DEFAULT_COMPANY_TYPE_ID } from '../../../shared/lookups';
import { normaliseNotifications } from './default-notifications';
import { issueActivationToken } from './issue-activation-token';

/**
 * Creates an inactive account and queues its activation mail. Registering an e-mail that
 * already exists answers exactly the same (no account enumeration): an inactive account gets
 * another activation mail (the links of earlier ones keep working), an active one nothing.
 */
export async function registerAccount(
  ctx: AppContext,
  options: { email: string; password: string; isInvited: boolean },
): Promise<void> {
  // Hash first, whether or not the account exists, so both paths take the same time.
  const passwordHash = await hashPassword(options.password, ctx.config.PASSWORD_HASH_COST);

  await withTransaction(ctx, async (tx) => {
    const [existing] = await tx.db.select().from(accounts).where(eq(accounts.email, options.email)).for('update');
    if (existing) {
      if (existing.isActive || existing.isDeleted) return;
      const token = await issueActivationToken(tx, existing.id);
      await enqueueMail(tx, 'activation', existing.email, { uid: existing.id, token });
      return;
    }
    const [created] = await tx.db
      .insert(accounts)
      .values({
        email: options.email,
        passwordHash,
        companyType: DEFAULT_COMPANY_TYPE_ID,
        isInvited: options.isInvited,
        notifications: normaliseNotifications(null, DEFAULT_COMPANY_TYPE_ID),
        termsAcceptedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    // A concurrent registration of the same e-mail won the race: answer the same.
    if (!created) return;
    const token = await issueActivationToken(tx, created.id);
    await enqueueMail(tx, 'activation', options.email, { uid: created.id, token });
  });
}
