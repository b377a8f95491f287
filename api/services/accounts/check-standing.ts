/**
 * Members in good standing (issue 23): the routes' one question where the network is entered,
 * with the administrators' setting loaded (policies/account.ts decides; this only loads).
 */
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { now } from '../../clock';
import { authorizeCounterpart, authorizeNetworkUse } from '../../policies/account';
import { loadSettings } from '../settings/read-settings';

/** Throws 403 'Membership lapsed' unless the member may use the network now. */
export async function assertGoodStanding(ctx: AppContext, account: Account): Promise<void> {
  authorizeNetworkUse(account, await loadSettings(ctx), now());
}

/** Throws 403 'Member unavailable' unless the other member of a proposal is in good standing. */
export async function assertCounterpartInStanding(ctx: AppContext, other: Account): Promise<void> {
  authorizeCounterpart(other, await loadSettings(ctx), now());
}
