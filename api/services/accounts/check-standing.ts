/**
 * Members in good standing: the routes' one question where the network is entered,
 * with the administrators' setting loaded (policies/account.ts decides; this only loads).
 */
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { now } from '../../clock';
import { authorizeNetworkUse, isCounterpartInStanding } from '../../policies/account';
import { loadSettings } from '../settings/read-settings';

/** Throws 403 'Membership lapsed' unless the member may use the network now. */
export async function assertGoodStanding(ctx: AppContext, account: Account): Promise<void> {
  authorizeNetworkUse(account, await loadSettings(ctx), now());
}

/**
 * Throws `gone()` unless the other member of a proposal is in good standing. Lapsed is invisible,
 * not refused: `gone` is what the caller answers for a closed listing, so the answer does not
 * tell that this member lapsed.
 */
export async function assertCounterpartInStanding(ctx: AppContext, other: Account, gone: () => Error): Promise<void> {
  if (!isCounterpartInStanding(other, await loadSettings(ctx), now())) throw gone();
}
