import type { Tx } from '../../db/transaction';
import { activationTokens } from '../../db/schema';
import { hashToken, newToken } from '../../auth/tokens';
import { now } from '../../clock';

/**
 * Stores a new activation link for an inactive account and returns its token, to be mailed in the
 * same transaction. Links mailed before stay valid (one row each) until one of them is used or
 * ACTIVATION_LINK_DAYS pass (activate-account.ts); the app's clock dates it, as it judges its age.
 */
export async function issueActivationToken(tx: Tx, accountId: string): Promise<string> {
  const token = newToken();
  await tx.db.insert(activationTokens).values({ tokenHash: hashToken(token), accountId, createdAt: now() });
  return token;
}
