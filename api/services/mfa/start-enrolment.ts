import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accountMfa } from '../../db/schema';
import type { Account } from '../../domain/rows';
import { withTransaction } from '../../db/transaction';
import { ConflictError } from '../../errors';
import { newSecret, otpauthUri, sealSecret } from '../../auth/mfa-secrets';
import { recordAudit } from '../activity/record-activity';
import { keysOf } from './mfa-keys';
import { MESSAGES, TITLES } from '../../../shared/messages';

export type Enrolment = { secret: string; uri: string };

/**
 * A new authenticator secret for the signed-in account, kept (sealed) until a code from it is
 * confirmed. Starting again replaces an unconfirmed one; a confirmed one must be turned off first.
 */
export async function startEnrolment(ctx: AppContext, options: { account: Account }): Promise<Enrolment> {
  const { account } = options;
  if (account.mfaEnabledAt) throw new ConflictError(MESSAGES.mfaAlreadyOn, TITLES.twoFactor);
  const secret = newSecret();
  const secretSealed = sealSecret(keysOf(ctx), secret);
  await withTransaction(ctx, async (tx) => {
    await tx.db
      .insert(accountMfa)
      .values({ accountId: account.id, secretSealed })
      .onConflictDoUpdate({
        target: accountMfa.accountId,
        set: { secretSealed, confirmedAt: null, lastStep: 0, recoveryHashes: sql`'{}'::text[]`, createdAt: new Date() },
        // A confirmed authenticator is never replaced this way (a race with another tab's confirm).
        setWhere: sql`${accountMfa.confirmedAt} IS NULL`,
      });
    await recordAudit(tx, {
      actorId: account.id,
      action: 'mfa.enrolment-started',
      targetType: 'account',
      targetId: account.id,
    });
  });
  return { secret, uri: otpauthUri(secret, account.email) };
}
