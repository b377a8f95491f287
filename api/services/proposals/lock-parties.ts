import { inArray } from 'drizzle-orm';
import type { Account } from '../../domain/rows';
import { accounts } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ForbiddenError } from '../../errors';
import { isInGoodStanding } from '../../policies/proposal';
import { isCounterpartInStanding } from '../../policies/account';
import { now } from '../../clock';
import type { AppSettings } from '../../../shared/rules/settings';
import { MESSAGES, TITLES } from '../../../shared/messages';

/**
 * Share-locks the accounts of a new proposal's two members until it commits, and refuses it
 * unless both are in good standing: `otherGone` is thrown when the other member is not, offboarded
 * or lapsed (their listing is then "not found", as a closed one). An offboarding locks the member's account for
 * update before it withdraws their open proposals, so it either waits for this proposal and
 * then withdraws it, or this waits for the offboarding and sees it — never a proposal to an
 * offboarded member left open. Share locks do not block one another, and one statement takes
 * both in id order. Returns the other member's account (the caller mails them from it).
 * `settings`: the request's (loadSettings, at most SETTINGS_CACHE_MS old, as every standing check).
 */
export async function lockParties(
  tx: Tx,
  proposerId: string,
  otherId: string,
  otherGone: () => Error,
  settings: AppSettings,
): Promise<Account> {
  const rows: Account[] = await tx.db
    .select()
    .from(accounts)
    .where(inArray(accounts.id, [proposerId, otherId]))
    .orderBy(accounts.id)
    .for('share');
  const proposer = rows.find((a) => a.id === proposerId);
  const other = rows.find((a) => a.id === otherId);
  if (!proposer || !isInGoodStanding(proposer)) throw new ForbiddenError(MESSAGES.offboarded, TITLES.accountOffboarded);
  if (!other || !isInGoodStanding(other)) throw otherGone();
  // A lapsed member (or one due for deletion) cannot be proposed to, and is not named as such:
  // their listing is "not found", as a closed one.
  if (!isCounterpartInStanding(other, settings, now())) throw otherGone();
  // The other member's row as locked: it cannot change before this transaction ends.
  return other;
}
