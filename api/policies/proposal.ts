/** Who may see and answer a match proposal or sourcing offer (spec “Roles and permissions”). */
import type { Account } from '../domain/rows';
import { PROPOSAL_TEXTS, type LoadedProposal, type ProposalKind } from '../domain/proposal';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { canAdminister, isCounterpartInStanding, isHiringCompany } from './account';
import { MESSAGES, TITLES } from '../../shared/messages';
import type { AppSettings } from '../../shared/rules/settings';
import type { ViewerRole } from '../../shared/types/matches';

type Proposal = { proposerId: string; seconderId: string; status: string };
/** The two members of a proposal, as stored now. */
type Parties = { proposer: Account; seconder: Account };

export type ProposalAction = 'view' | 'respond';

/**
 * Activated and not offboarded: only such members may be introduced to each other. (Not good
 * standing, the trial-and-approval rule of policies/account.ts, which is asked besides.)
 */
export function isActiveMember(account: Pick<Account, 'isActive' | 'isDeleted'>): boolean {
  return account.isActive && !account.isDeleted;
}

export function arePartiesActive(parties: Parties): boolean {
  return isActiveMember(parties.proposer) && isActiveMember(parties.seconder);
}

/** The viewer's role, or null for anyone else (who learns nothing about it). */
export function viewerRole(user: Account, proposal: Proposal): ViewerRole | null {
  if (user.id === proposal.proposerId) return 'proposer';
  if (user.id === proposal.seconderId) return 'seconder';
  if (user.isAdmin) return 'admin';
  return null;
}

/**
 * Throws unless `user` may take `action` on the proposal of this kind: unknown (or of the other
 * kind) is 404; anyone but the two parties and an admin is told it is private (403) and nothing
 * else; only the seconder may respond (403) — whether it can still be answered (withdrawn,
 * expired, answered) is the service's to say, under its lock.
 */
export function authorizeProposal(
  user: Account,
  action: ProposalAction,
  loaded: LoadedProposal | null,
  kind: ProposalKind,
): asserts loaded is LoadedProposal {
  const texts = PROPOSAL_TEXTS[kind];
  if (!loaded || loaded.proposal.kind !== kind) throw new NotFoundError(texts.notFound, texts.notFoundTitle);
  const role = viewerRole(user, loaded.proposal);
  if (!role) throw new ForbiddenError(texts.private, texts.privateTitle);
  if (action === 'respond' && role !== 'seconder') throw new ForbiddenError(texts.onlySeconder, texts.failedTitle);
}

/**
 * Throws 403 unless `user` may make a proposal of this kind at all: hiring companies neither
 * propose matches nor offer sourcing. Asked before the ids are looked at; which listings may be
 * proposed (own one, someone else's listed one, open to sourcing) is decided on the rows the
 * creation service reads in its transaction.
 */
export function authorizeProposalCreate(user: Account, kind: ProposalKind): void {
  if (!isHiringCompany(user)) return;
  throw kind === 'match'
    ? new ForbiddenError('Hiring companies cannot propose matches.', PROPOSAL_TEXTS.match.failedTitle)
    : new ForbiddenError('Hiring companies cannot offer to source candidates.', PROPOSAL_TEXTS.sourcing.failedTitle);
}

/**
 * Only the seconder answers, once, while neither listing is closed and both members are active
 * (an answer would introduce them); admins act on nothing.
 */
export function canRespond(
  user: Account,
  proposal: Proposal,
  context: { isExpired: boolean; parties: Parties },
): boolean {
  return (
    user.id === proposal.seconderId &&
    proposal.status === 'proposed' &&
    !context.isExpired &&
    arePartiesActive(context.parties)
  );
}

/**
 * Approving also sends the proposer contact details: not while the proposer is out of good
 * standing (lapsed, or due for deletion), when the approve answers as for a closed listing
 * (proposalExpired). Declining stays open to the seconder meanwhile.
 */
export function canApprove(
  user: Account,
  proposal: Proposal,
  context: { isExpired: boolean; parties: Parties; settings: AppSettings; at: Date },
): boolean {
  return (
    canRespond(user, proposal, context) &&
    isCounterpartInStanding(context.parties.proposer, context.settings, context.at)
  );
}

/**
 * Contact details go only to the two parties, only after approval, and only while both are
 * active: an offboarded member's card is no longer shown, nor theirs to anyone.
 */
export function canSeeContacts(user: Account, proposal: Proposal, parties: Parties): boolean {
  return (
    proposal.status === 'approved' &&
    (user.id === proposal.proposerId || user.id === proposal.seconderId) &&
    arePartiesActive(parties)
  );
}

/**
 * The proposer of a pending proposal sees how the (still anonymous) approver answers proposals;
 * no one else, and not once it is answered.
 */
export function canSeeApproverRecord(user: Account, proposal: Proposal): boolean {
  return user.id === proposal.proposerId && proposal.status === 'proposed';
}

/**
 * The proposer's payment record goes to the member whose answer the proposal awaits: its seconder,
 * while it is pending (docs/payment-record.md). Coarse, and never who the proposer is.
 */
export function canSeeProposerPaymentRecord(user: Account, proposal: Proposal): boolean {
  return user.id === proposal.seconderId && proposal.status === 'proposed';
}

/**
 * An administrator opening a match whose candidate is flagged as represented by another member
 * sees that person's listings posted before it (who represented them first).
 */
export function canSeeEarlierListings(user: Account, loaded: LoadedProposal): boolean {
  return canAdminister(user) && loaded.candidate !== null;
}

/**
 * What answering a proposal whose listing closed is told (409, "… has expired"). Also the answer
 * when the proposer has lapsed since: their listing is invisible then, as if closed, so the
 * approver learns nothing of their standing.
 */
export function proposalExpired(kind: ProposalKind): ConflictError {
  return new ConflictError(PROPOSAL_TEXTS[kind].expired, PROPOSAL_TEXTS[kind].failedTitle);
}

/**
 * The two members of a new proposal, as locked for it (services/proposals/lock-parties.ts): the
 * proposer must still be an active member (else 403, offboarded); the other must be one too and in
 * good standing, else `otherGone()` — their listing is "not found", as a closed one, so the
 * proposer learns nothing of their standing.
 */
export function authorizeProposalParties(parties: {
  proposer: Account | undefined;
  other: Account | undefined;
  settings: AppSettings;
  at: Date;
  otherGone: () => Error;
}): asserts parties is typeof parties & { proposer: Account; other: Account } {
  const { proposer, other } = parties;
  if (!proposer || !isActiveMember(proposer)) throw new ForbiddenError(MESSAGES.offboarded, TITLES.accountOffboarded);
  if (!other || !isActiveMember(other)) throw parties.otherGone();
  if (!isCounterpartInStanding(other, parties.settings, parties.at)) throw parties.otherGone();
}
