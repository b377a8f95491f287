import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { enqueueMail } from '../../mail/enqueue-mail';
import { hashPassword } from '../../auth/password';
import { hashToken, newToken } from '../../auth/tokens';
import { DEFAULT_COMPANY_TYPE_ID } from '../../../shared/lookups';
import { normaliseNotifications } from './default-notifications';

/**
 * Creates an inactive account and queues its activation mail. Registering an e-mail that
 * already exists answers exactly the same (no account enumeration): an inactive account gets
 * a fresh activation mail, an active one nothing.
 */
export async function registerAccount(
  ctx: AppContext,
  options: { email: string; password: string; isInvited: boolean },
): Promise<void> {
  // Hash first, whether or not the account exists, so both paths take the same time.
  const passwordHash = await hashPassword(options.password, ctx.config.PASSWORD_HASH_COST);
  const token = newToken();

  await withTransaction(ctx, async (tx) => {
    const [existing] = await tx.db.select().from(accounts).where(eq(accounts.email, options.email)).for('update');
    if (existing) {
      if (existing.isActive || existing.isDeleted) return;
      await tx.db.update(accounts).set({ activationTokenHash: hashToken(token) }).where(eq(accounts.id, existing.id));
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
        activationTokenHash: hashToken(token),
        notifications: normaliseNotifications(null, DEFAULT_COMPANY_TYPE_ID),
        termsAcceptedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    // A concurrent registration of the same e-mail won the race: answer the same.
    if (created) await enqueueMail(tx, 'activation', options.email, { uid: created.id, token });
  });
}
