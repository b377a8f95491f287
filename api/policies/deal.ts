/** Who may see and move a deal: its two parties; admins see every deal and change none. */
import type { Account } from '../domain/rows';
import { DEAL_TEXTS, type LoadedDeal } from '../domain/deal';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { MESSAGES } from '../../shared/messages';
import { unpaidReferralRefusal, type DealRole } from '../../shared/rules/deal';
import type { DealViewerRole } from '../../shared/types/deals';

type DealParties = { jobOwnerId: string; partnerId: string };

export type DealAction = 'view' | 'act';

/** The viewer's side of the deal, 'admin' for an administrator who is neither, or null for anyone else. */
export function dealRoleOf(user: Pick<Account, 'id' | 'isAdmin'>, deal: DealParties): DealViewerRole | null {
  if (user.id === deal.jobOwnerId) return 'jobOwner';
  if (user.id === deal.partnerId) return 'partner';
  if (user.isAdmin) return 'admin';
  return null;
}

export const isDealParty = (role: DealViewerRole | null): role is DealRole => role === 'jobOwner' || role === 'partner';

/**
 * Throws unless `user` may take `action` on the deal. Unknown and someone else's deal get the same
 * 404 ('Deals are private'), so a stranger cannot tell whether a uid exists; only a party may act
 * (an admin who is not one: 403). Past it, `loaded` is the deal; `partyRole` gives the actor's side.
 */
export function authorizeDeal(
  user: Account,
  action: DealAction,
  loaded: LoadedDeal | null,
): asserts loaded is LoadedDeal {
  const role = loaded ? dealRoleOf(user, loaded.deal) : null;
  if (!loaded || !role) throw new NotFoundError(DEAL_TEXTS.private, DEAL_TEXTS.privateTitle);
  if (action === 'act' && !isDealParty(role))
    throw new ForbiddenError(MESSAGES.dealAdminReadOnly, DEAL_TEXTS.failedTitle);
}

/**
 * The side of the deal a party acts from (after `authorizeDeal(…, 'act', …)`); anyone else gets
 * the same 403 as there, so it never answers for a non-party.
 */
export function partyRole(user: Account, loaded: LoadedDeal): DealRole {
  const role = dealRoleOf(user, loaded.deal);
  if (!isDealParty(role)) throw new ForbiddenError(MESSAGES.dealAdminReadOnly, DEAL_TEXTS.failedTitle);
  return role;
}

/**
 * Whether a party may change the deal's terms as asked, decided on the deal as locked for the
 * change: frozen terms (both accepted) change no more (409); the fee % changes only on a job
 * without a placement fee of its own (409) and only by the job owner (403).
 */
export function authorizeTermsChange(
  deal: Pick<LoadedDeal['deal'], 'termsFrozenAt' | 'isFeeFromJob'>,
  role: DealRole,
  change: { isFeeChanged: boolean },
): void {
  if (deal.termsFrozenAt) throw new ConflictError(MESSAGES.dealTermsFrozen, DEAL_TEXTS.failedTitle);
  if (!change.isFeeChanged) return;
  if (deal.isFeeFromJob) throw new ConflictError(MESSAGES.dealFeeFromJob, DEAL_TEXTS.failedTitle);
  if (role !== 'jobOwner') throw new ForbiddenError(MESSAGES.dealFeeOnlyJobOwner, DEAL_TEXTS.failedTitle);
}

type UnpaidState = Pick<LoadedDeal['deal'], 'stage' | 'clientPaidDate' | 'disputedAt'>;
const unpaidRefusal = (deal: UnpaidState, today: string) =>
  unpaidReferralRefusal(
    { stage: deal.stage, clientPaidDate: deal.clientPaidDate, isDisputed: deal.disputedAt !== null },
    today,
  );

/** Whether the viewer may refer the deal as unpaid now: the partner, 14 business days after Client paid (docs/payment-record.md). */
export function canReferUnpaid(role: DealViewerRole | null, deal: UnpaidState, today: string): boolean {
  return role === 'partner' && unpaidRefusal(deal, today) === null;
}

/**
 * Throws unless the actor may refer the deal as unpaid now: only the partner, who is owed (403),
 * and only when the rule allows it (409 with the reason), judged on the deal as locked.
 */
export function authorizeUnpaidReferral(role: DealRole, deal: UnpaidState, today: string): void {
  if (role !== 'partner') throw new ForbiddenError(MESSAGES.dealReferUnpaidOnlyPartner, DEAL_TEXTS.failedTitle);
  const refusal = unpaidRefusal(deal, today);
  if (refusal) throw new ConflictError(refusal, DEAL_TEXTS.failedTitle);
}
