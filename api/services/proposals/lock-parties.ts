import { inArray } from 'drizzle-orm';
import type { Account } from '../../domain/rows';
import { accounts } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { authorizeProposalParties } from '../../policies/proposal';
import { now } from '../../clock';
import type { AppSettings } from '../../../shared/rules/settings';

/**
 * Share-locks the accounts of a new proposal's two members until it commits, and asks the policy
 * (authorizeProposalParties) on the rows as locked: `otherGone` is thrown when the other member is
 * offboarded or lapsed (their listing is then "not found", as a closed one). An offboarding locks the member's account for
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
  const parties = {
    proposer: rows.find((a) => a.id === proposerId),
    other: rows.find((a) => a.id === otherId),
    settings,
    at: now(),
    otherGone,
  };
  authorizeProposalParties(parties);
  // The other member's row as locked: it cannot change before this transaction ends.
  return parties.other;
}
