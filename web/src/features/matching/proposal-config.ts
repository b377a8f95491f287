/**
 * Everything that differs between a match proposal and a sourcing offer: paths, words and the
 * spec's toast texts (spec “The error catalogue”), so the two views share one set of hooks and components.
 */
import type { AnalyticsEvent } from '../../../../shared/constants';
import { MESSAGES, TITLES } from '../../../../shared/messages';
import type { ProposalStatus } from '../../../../shared/types/matches';
import type { Toast } from '../../components/ui/Toast';
import { formatAnswerBy } from '../../../../shared/rules/proposal-deadline';

export type ProposalKind = 'match' | 'sourcing';
export type ProposalAction = 'approve' | 'decline';

/** The views of /match/{view}/{uid} and /sourcing/{view}/{uid}. */
export const PROPOSAL_VIEWS = ['proposal', 'approved', 'declined'] as const;
export type ProposalViewName = (typeof PROPOSAL_VIEWS)[number];

export type ProposalConfig = {
  /** The screen path: '/match' or '/sourcing'. */
  routePath: '/match' | '/sourcing';
  /** The API collection: '/matches' or '/sourcing'. */
  apiPath: '/matches' | '/sourcing';
  /** 'Match' / 'Offer' — the word on the buttons. */
  noun: string;
  /** 'Match' / 'Sourcing Offer' — the last words of the headings. */
  headingNoun: string;
  linkInvalid: Toast;
  notFound: Toast;
  isPrivate: Toast;
  accepted: Toast;
  declined: Toast;
  events: Partial<Record<ProposalAction, AnalyticsEvent>>;
};

export const PROPOSAL_CONFIG: Record<ProposalKind, ProposalConfig> = {
  match: {
    routePath: '/match',
    apiPath: '/matches',
    noun: 'Match',
    headingNoun: 'Match',
    linkInvalid: { header: TITLES.matchInvalid, content: MESSAGES.matchLinkInvalid, type: 'error' },
    notFound: { header: TITLES.matchInvalid, content: MESSAGES.matchNotFound, type: 'error' },
    isPrivate: { header: TITLES.matchPrivate, content: MESSAGES.matchPrivate, type: 'error' },
    accepted: { header: TITLES.matchAccepted, content: MESSAGES.matchAccepted, type: 'success' },
    declined: { header: TITLES.matchDeclined, content: MESSAGES.matchDeclined, type: 'success' },
    // proposal-accepted and proposal-declined are recorded by the server with the answer itself.
    events: {},
  },
  sourcing: {
    routePath: '/sourcing',
    apiPath: '/sourcing',
    noun: 'Offer',
    headingNoun: 'Sourcing Offer',
    linkInvalid: { header: TITLES.sourcingInvalid, content: MESSAGES.sourcingLinkInvalid, type: 'error' },
    notFound: { header: TITLES.sourcingInvalid, content: MESSAGES.sourcingNotFound, type: 'error' },
    isPrivate: { header: TITLES.sourcingPrivate, content: MESSAGES.sourcingPrivate, type: 'error' },
    // The catalogue names only the titles; the messages follow the match wording.
    accepted: { header: TITLES.sourcingAccepted, content: 'The Sourcing Offer was accepted!', type: 'success' },
    declined: { header: TITLES.sourcingDeclined, content: 'The Sourcing Offer was declined!', type: 'success' },
    events: {},
  },
};

/** What a withdrawn proposal or offer says instead of action buttons (there are none). */
export const WITHDRAWN_NOTE =
  'This was withdrawn because a member involved is no longer on Recruiter Connect. It can no longer be answered, and no contact details are exchanged.';

/**
 * What a lapsed proposal or offer says instead of action buttons: shown like an
 * expired one, with the date it was not answered by.
 */
export function lapsedNote(proposal: { answerBy: string | null; viewerRole: string }): string {
  const by = proposal.answerBy ? ` by ${formatAnswerBy(proposal.answerBy)}` : ' in time';
  if (proposal.viewerRole === 'proposer')
    return `This was not answered${by}, so it has lapsed. No contact details were exchanged; you are free to propose it to another member.`;
  return `This was not answered${by}, so it has lapsed. It can no longer be approved or declined, and no contact details are exchanged.`;
}

export function isProposalView(view: string | undefined): view is ProposalViewName {
  return (PROPOSAL_VIEWS as readonly string[]).includes(view ?? '');
}

/**
 * The view a proposal in this status belongs on (spec “States and transitions” Match): approved → approved,
 * declined → declined, otherwise (proposed, withdrawn) proposal. Applying the spec's redirect
 * rules one after the other always ends here, so one redirect does the work of two.
 */
export function viewForStatus(status: ProposalStatus): ProposalViewName {
  if (status === 'approved') return 'approved';
  if (status === 'declined') return 'declined';
  return 'proposal';
}

/**
 * 'Proposed Match', 'Approved Sourcing Offer', 'Expired Match', 'Pending Match' (admin) … and
 * 'Withdrawn Match' once a member involved was offboarded, 'Lapsed Match' once unanswered past its
 * answer-by date.
 */
export function headingFor(
  kind: ProposalKind,
  proposal: { status: ProposalStatus; isExpired: boolean; viewerRole: string },
): string {
  const noun = PROPOSAL_CONFIG[kind].headingNoun;
  const isAdmin = proposal.viewerRole === 'admin';
  let word = 'Proposed';
  if (proposal.status === 'approved') word = 'Approved';
  else if (proposal.status === 'declined') word = 'Declined';
  else if (proposal.status === 'withdrawn') word = 'Withdrawn';
  else if (proposal.status === 'lapsed') word = 'Lapsed';
  else if (proposal.isExpired) word = 'Expired';
  else if (isAdmin && kind === 'match') word = 'Pending';
  const heading = `${word} ${noun}`;
  return kind === 'sourcing' && isAdmin ? `Admin View : ${heading}` : heading;
}
