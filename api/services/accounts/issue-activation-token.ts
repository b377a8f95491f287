import type { Tx } from '../../db/transaction';
import { activationTokens } from '../../db/schema';
import { hashToken, newToken } from '../../auth/tokens';

/**
 * Stores a new activation link for an inactive account and returns its token, to be mailed in the
 * same transaction. Links mailed before stay valid (one row each) until one of them is used.
 */
export async function issueActivationToken(tx: Tx, accountId: string): Promise<string> {
  const token = newToken();
  await tx.db.insert(activationTokens).values({ tokenHash: hashToken(token), accountId });
  return token;
}
