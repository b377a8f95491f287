/**
 * Match proposals and sourcing offers as the API returns them (api/presenters/proposal.ts).
 * Contact details appear only when approved, and only to the two parties.
 */
import type { CandidateDuplicate } from './duplicates';
import type { CandidateView, JobView } from './listings';
import type { PaymentRecord } from './payment-record';
import type { PublicResponsivenessRecord } from './responsiveness';

/**
 * 'withdrawn': ended unanswered because a member involved was offboarded.
 * 'lapsed': not answered by the end of its answer-by date (docs/deadlines.md).
 */
export type ProposalStatus = 'proposed' | 'approved' | 'declined' | 'withdrawn' | 'lapsed';

/** The contact card revealed on approval; blanks are '-'. */
export type PartyContact = {
  fullname: string;
  company: string;
  title: string;
  website: string;
  email: string;
  cellphone: string;
};

/** A listing as shown inside a match or offer (no owner identity, no abilities). */
export type JobPanel = Omit<JobView, 'abilities' | 'owner' | 'isMine'>;
export type CandidatePanel = Omit<CandidateView, 'abilities' | 'owner' | 'isMine'>;

export type ViewerRole = 'proposer' | 'seconder' | 'admin';

export type MatchView = {
  /**
   * Administrators only: the match's candidate shares a private identifier with these
   * other members' candidates, posted before it (who represented the person first).
   */
  earlierListings?: CandidateDuplicate[];
  uid: string;
  status: ProposalStatus;
  /** Its job or candidate is closed or expired: no action is possible. */
  isExpired: boolean;
  proposed: string;
  seconded: string | null;
  /** The SA date ('YYYY-MM-DD') by whose end it must be answered, else it lapses; null on older ones. */
  answerBy: string | null;
  jReference: string;
  /** The proposer's note to the recipient (≤ 1,000 characters, anonymity-checked); null when none. */
  note: string | null;
  cReference: string;
  job: JobPanel;
  candidate: CandidatePanel;
  viewerRole: ViewerRole;
  /** Only when approved, the viewer is one of the two parties, and neither is offboarded. */
  contacts?: { proposer: PartyContact; seconder: PartyContact };
  abilities: { canApprove: boolean; canDecline: boolean };
  /** To the proposer while it is pending: the approver's responsiveness record, anonymous. */
  approverRecord?: PublicResponsivenessRecord;
  /** To the seconder while it awaits their answer: the proposer's payment record, a band only (docs/payment-record.md). */
  paymentRecord?: PaymentRecord;
  /** Once approved: its conversation (GET /api/threads/{threadUid}); null before. */
  threadUid: string | null;
};

export type SourcingView = {
  uid: string;
  status: ProposalStatus;
  isExpired: boolean;
  proposed: string;
  seconded: string | null;
  /** The SA date ('YYYY-MM-DD') by whose end it must be answered, else it lapses; null on older ones. */
  answerBy: string | null;
  jReference: string;
  /** The proposer's note to the recipient (≤ 1,000 characters, anonymity-checked); null when none. */
  note: string | null;
  job: JobPanel;
  viewerRole: ViewerRole;
  /** Before approval: only the offering agency's company name. */
  offeringCompany: string;
  /** Only when approved, the viewer is one of the two parties, and neither is offboarded. */
  contacts?: { proposer: PartyContact; seconder: PartyContact };
  abilities: { canApprove: boolean; canDecline: boolean };
  /** To the proposer while it is pending: the approver's responsiveness record, anonymous. */
  approverRecord?: PublicResponsivenessRecord;
  /** To the seconder while it awaits their answer: the proposer's payment record, a band only (docs/payment-record.md). */
  paymentRecord?: PaymentRecord;
  /** Once approved: its conversation (GET /api/threads/{threadUid}); null before. */
  threadUid: string | null;
};

/** One row of the admin lists and of "my proposals". */
export type ProposalListItem = {
  uid: string;
  kind: 'match' | 'sourcing';
  status: ProposalStatus;
  isExpired: boolean;
  proposed: string;
  seconded: string | null;
  /** The SA date ('YYYY-MM-DD') by whose end it must be answered, else it lapses; null on older ones. */
  answerBy: string | null;
  jReference: string;
  cReference: string | null;
  jobTitle: string;
  candidateTitle: string | null;
  proposerCompany: string;
  seconderCompany: string;
};

/** GET /api/matches/:uid, POST …/approve and …/decline */
export type MatchResponse = { match: MatchView };
/** GET /api/sourcing/:uid, POST …/approve and …/decline */
export type OfferResponse = { offer: SourcingView };
/** POST /api/matches and POST /api/sourcing (201): the new proposal's uid. */
export type ProposalCreated = { uid: string };
