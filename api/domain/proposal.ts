/**
 * A proposal — a match proposal (a job spec and a candidate) or a sourcing offer (to source
 * candidates for a job spec) — as services load it and policies and presenters read it, and the
 * words each kind is told with. Types and data only: nothing here queries.
 */
import type { proposals } from '../db/schema';
import type { Account, CandidateRow, JobRow } from './rows';
import { MESSAGES, TITLES } from '../../shared/messages';
import { formatAnswerBy } from '../../shared/rules/proposal-deadline';

const lapsedOn = (name: string) => (answerBy: string | null) =>
  `This ${name} has lapsed: it was not answered by ${answerBy ? formatAnswerBy(answerBy) : 'its answer-by date'}, so it can no longer be approved or declined.`;

export type ProposalRow = typeof proposals.$inferSelect;
export type ProposalKind = ProposalRow['kind'];
export type ProposalStatus = ProposalRow['status'];

export type LoadedProposal = {
  proposal: ProposalRow;
  job: JobRow;
  /** The match's candidate; null for a sourcing offer. */
  candidate: CandidateRow | null;
  proposer: Account;
  seconder: Account;
  /** Its job spec (or, for a match, its candidate) is closed or past expiry. */
  isExpired: boolean;
};

/** One row of the administrators' lists (api/services/admin/list-proposals.ts). */
export type ProposalListRow = {
  proposal: ProposalRow;
  jobTitle: string;
  candidateTitle: string | null;
  /** Its job spec (and a match's candidate) is open. */
  isOpen: boolean;
  proposerCompany: string | null;
  seconderCompany: string | null;
};

/** The refusals of one kind, word for word as the spec gives them (shared/messages.ts). */
export const PROPOSAL_TEXTS = {
  match: {
    notFound: MESSAGES.matchNotFound,
    notFoundTitle: TITLES.matchInvalid,
    private: MESSAGES.matchPrivate,
    privateTitle: TITLES.matchPrivate,
    failedTitle: TITLES.matchFailed,
    onlySeconder: 'Only the recipient of a Match Proposal can approve or decline it.',
    withdrawn: MESSAGES.matchWithdrawn,
    expired: 'This Match Proposal has expired: its job spec or candidate is closed.',
    lapsed: lapsedOn('Match Proposal'),
    alreadyAnswered: (status: string) => `This Match Proposal has already been ${status}.`,
    alreadyOpen: 'A Match Proposal for this job spec and candidate is already open.',
    alreadyApproved: MESSAGES.matchAlreadyApproved,
    declinedRecently: MESSAGES.matchDeclinedRecently,
  },
  sourcing: {
    notFound: MESSAGES.sourcingNotFound,
    notFoundTitle: TITLES.sourcingInvalid,
    private: MESSAGES.sourcingPrivate,
    privateTitle: TITLES.sourcingPrivate,
    failedTitle: TITLES.sourcingFailed,
    onlySeconder: 'Only the job poster can accept or decline a Sourcing Offer.',
    withdrawn: MESSAGES.offerWithdrawn,
    expired: 'This Sourcing Offer has expired: its job spec is closed.',
    lapsed: lapsedOn('Sourcing Offer'),
    alreadyAnswered: (status: string) => `This Sourcing Offer has already been ${status}.`,
    alreadyOpen: 'You already have an open Sourcing Offer for this job spec.',
    alreadyApproved: MESSAGES.offerAlreadyApproved,
    declinedRecently: MESSAGES.offerDeclinedRecently,
  },
} as const satisfies Record<ProposalKind, unknown>;
