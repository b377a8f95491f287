/**
 * Match proposals and sourcing offers as one viewer may see them. Contact cards are added only
 * for the two parties of an approved proposal while both are in good standing; listing panels
 * never carry owner identity.
 */
import { partyContact } from '../domain/party-contact';
import type { LoadedProposal, ProposalRow } from '../domain/proposal';
import type { Account, CandidateDuplicateRow, ListingRow } from '../domain/rows';
import {
  canApprove,
  canRespond,
  canSeeApproverRecord,
  canSeeContacts,
  canSeeEarlierListings,
  canSeeProposerPaymentRecord,
  viewerRole,
} from '../policies/proposal';
import type {
  CandidatePanel,
  JobPanel,
  MatchResponse,
  MatchView,
  OfferResponse,
  ProposalCreated,
  SourcingView,
} from '../../shared/types/matches';
import type { ReceivedProposal } from '../../shared/rules/responsiveness';
import type { OwedDeal } from '../../shared/rules/payment-record';
import type { AppSettings } from '../../shared/rules/settings';
import { presentCandidateDuplicate } from './candidate-duplicate';
import { presentListing } from './listing';
import { presentPublicResponsiveness } from './responsiveness';
import { presentPaymentRecord } from './payment-record';

function panel(row: ListingRow, viewer: Account): JobPanel | CandidatePanel {
  // Present as a non-admin stranger would see it, then drop what a panel never shows.
  const {
    abilities: _abilities,
    owner: _owner,
    isMine: _isMine,
    ...rest
  } = presentListing(row, { ...viewer, isAdmin: false });
  return rest;
}

/** A match (MatchView) or a sourcing offer (SourcingView), fields in the contract's order. */
export function presentProposal(
  loaded: LoadedProposal,
  viewer: Account,
  options: {
    /** The administrators' settings and the time, which the standing rule reads (may the seconder approve). */
    standing: { settings: AppSettings; at: Date };
    /** The proposals the approver received (their responsiveness record), loaded only for the proposer of a pending one. */
    approverReceived?: readonly ReceivedProposal[];
    /** The deals the proposer owes (their payment record), loaded only for the seconder of a pending one. */
    proposerOwed?: readonly OwedDeal[];
    earlierListings?: CandidateDuplicateRow[];
  },
): MatchView | SourcingView {
  const { proposal, candidate } = loaded;
  const parties = { proposer: loaded.proposer, seconder: loaded.seconder };
  const isAllowed = canRespond(viewer, proposal, { isExpired: loaded.isExpired, parties });
  const mayApprove = canApprove(viewer, proposal, {
    isExpired: loaded.isExpired,
    parties,
    settings: options.standing.settings,
    at: options.standing.at,
  });
  const head = {
    uid: proposal.id,
    status: proposal.status,
    isExpired: loaded.isExpired,
    proposed: proposal.proposedAt.toISOString(),
    seconded: proposal.secondedAt?.toISOString() ?? null,
    answerBy: proposal.answerBy,
    jReference: proposal.jReference,
    // The proposer's note: to both parties (and administrators), as everyone who may see the proposal.
    note: proposal.note,
  };
  const job = panel(loaded.job, viewer) as JobPanel;
  const role = viewerRole(viewer, proposal)!;
  const tail = {
    ...(canSeeContacts(viewer, proposal, parties)
      ? { contacts: { proposer: partyContact(loaded.proposer), seconder: partyContact(loaded.seconder) } }
      : {}),
    abilities: { canApprove: mayApprove, canDecline: isAllowed },
    // An approved proposal's conversation has the proposal's id (services/threads/open-conversation.ts).
    threadUid: proposal.status === 'approved' ? proposal.id : null,
    // Only to the proposer of a pending one: a record, never who the approver is, and
    // no more precise than its summary (a fingerprint would link the approver's listings).
    ...(options.approverReceived && canSeeApproverRecord(viewer, proposal)
      ? { approverRecord: presentPublicResponsiveness(options.approverReceived) }
      : {}),
    // Only to the member whose answer it awaits: the proposer's payment record as a band, never
    // day counts or who they are (docs/payment-record.md).
    ...(options.proposerOwed && canSeeProposerPaymentRecord(viewer, proposal)
      ? { paymentRecord: presentPaymentRecord(options.proposerOwed, options.standing.at) }
      : {}),
  };
  // Only the candidate's listings posted before this one, and only to an administrator.
  const earlier = canSeeEarlierListings(viewer, loaded)
    ? (options.earlierListings ?? []).filter((d) => d.isEarlier).map(presentCandidateDuplicate)
    : [];
  if (candidate) {
    return {
      ...head,
      cReference: proposal.cReference!,
      job,
      candidate: panel(candidate, viewer) as CandidatePanel,
      viewerRole: role,
      ...tail,
      ...(earlier.length ? { earlierListings: earlier } : {}),
    };
  }
  return { ...head, job, viewerRole: role, offeringCompany: loaded.proposer.company?.trim() || '-', ...tail };
}

/** The contract names the body after the kind: { match: MatchView } or { offer: SourcingView }. */
export function presentProposalResponse(
  loaded: LoadedProposal,
  viewer: Account,
  options: Parameters<typeof presentProposal>[2],
): MatchResponse | OfferResponse {
  const view = presentProposal(loaded, viewer, options);
  return 'cReference' in view ? { match: view } : { offer: view };
}

/** POST /api/matches and POST /api/sourcing (201): the new proposal's uid. */
export function presentProposalCreated(proposal: ProposalRow): ProposalCreated {
  return { uid: proposal.id };
}
