/**
 * Deals as the API returns them (api/presenters/deal.ts; docs/deals.md). Money is whole
 * rand, computed on the server. Only the two parties and admins ever receive a deal.
 */
import type { DealRole, DealStage, FellThroughReason } from '../rules/deal';

export type { DealRole } from '../rules/deal';

type ProposalKind = 'match' | 'sourcing';

export type DealViewerRole = DealRole | 'admin';

export type DealParty = {
  fullname: string;
  company: string;
  /** When this party accepted the current terms, or null. */
  termsAcceptedAt: string | null;
  isViewer: boolean;
};

export type DealTerms = {
  splitPercent: number;
  /** % of the annual CTC; null until the job owner enters it (jobs not posted by a hiring company). */
  feePercent: string | null;
  /** The fee % is the hiring-company job's own and cannot be edited. */
  isFeeFromJob: boolean;
  guaranteeDays: number;
  paymentBusinessDays: number;
  nonApproachMonths: number;
  effectiveCauseMonths: number;
  /** The version of the /terms page these terms are accepted under. */
  version: string;
  /** Both parties accepted: the terms can no longer change. */
  frozenAt: string | null;
};

export type DealDates = {
  startDate: string | null;
  invoiceDate: string | null;
  clientPaidDate: string | null;
  /** The proof reference given with Client paid, or null. */
  clientPaidProof: string | null;
  /** From this day (14 business days after the client paid) the partner may refer a still unpaid deal; null before Client paid. */
  referUnpaidFrom: string | null;
  /** 3 business days after the client paid (South African public holidays excluded). */
  paymentDueDate: string | null;
  partnerPaidDate: string | null;
  guaranteeEndDate: string | null;
};

export type DealMoney = {
  ctcRand: number;
  feeRand: number;
  jobOwnerShareRand: number;
  partnerShareRand: number;
};

export type DealTimelineKind =
  | 'proposed'
  | 'approved'
  | 'created'
  | 'terms-changed'
  | 'terms-accepted'
  | 'stage'
  | 'dispute'
  | 'reminder'
  | 'note'
  | 'message';

export type DealTimelineItem = {
  at: string;
  kind: DealTimelineKind;
  stage: DealStage | null;
  /** Who did it: a party's full name, 'Recruiter Connect' for the system. */
  actor: string;
  text: string;
};

export type DealDispute = { referredAt: string; referredBy: string; statement: string };

export type DealAbilities = {
  canAcceptTerms: boolean;
  canEditTerms: boolean;
  canEditFeePercent: boolean;
  /** The stages this viewer may record now (empty for admins and closed deals). */
  nextStages: DealStage[];
  canDispute: boolean;
  /** The partner, 14 business days after Client paid without Partner paid: refer it as unpaid (POST …/refer-unpaid). */
  canReferUnpaid: boolean;
};

export type DealView = {
  uid: string;
  kind: ProposalKind;
  /** /match/approved/{uid} or /sourcing/approved/{uid}. */
  proposalLink: string;
  /** The deal's conversation (GET /api/threads/{threadUid}): its approved proposal's. */
  threadUid: string;
  jReference: string;
  cReference: string | null;
  jobTitle: string;
  candidateTitle: string | null;
  stage: DealStage;
  stageLabel: string;
  created: string;
  updated: string;
  viewerRole: DealViewerRole;
  parties: Record<DealRole, DealParty>;
  terms: DealTerms;
  dates: DealDates;
  /** Once the candidate is placed (CTC recorded). */
  money: DealMoney | null;
  fellThroughReason: FellThroughReason | null;
  dispute: DealDispute | null;
  timeline: DealTimelineItem[];
  abilities: DealAbilities;
  /**
   * The stage this viewer just recorded and may still undo (POST /api/deals/{uid}/stages/undo), with
   * the seconds left by the server's clock; null once the window has passed or the other party was told.
   */
  undo: DealUndo | null;
  /** Seconds a stage can be undone after it is recorded (DEAL_UNDO_SECONDS), for the confirmation's words. */
  undoSeconds: number;
};

export type DealUndo = { stage: DealStage; stageLabel: string; secondsLeft: number };

export type DealListItem = {
  uid: string;
  kind: ProposalKind;
  jReference: string;
  cReference: string | null;
  jobTitle: string;
  stage: DealStage;
  stageLabel: string;
  viewerRole: DealViewerRole;
  jobOwner: string;
  partner: string;
  feeRand: number | null;
  /** The viewer's own share (null for admins, or before placement). */
  myShareRand: number | null;
  paymentDueDate: string | null;
  isDisputed: boolean;
  created: string;
  updated: string;
};

export type DealResponse = { deal: DealView };
export type DealList = { items: DealListItem[]; total: number };

/** The member dashboard's deal tiles (GET /api/deals/summary). */
export type DealSummary = {
  openDeals: number;
  placementsThisMonth: number;
  /** Partner shares owed to the viewer: client paid, partner not yet paid. */
  feesOwedToMeRand: number;
  /** Partner shares the viewer owes: client paid, partner not yet paid. */
  feesOwedByMeRand: number;
};

/** The admin chart: placements and fees per month (South African months, 'YYYY-MM'). */
export type DealMonthFigures = { month: string; placements: number; feesRand: number };
export type DealMonthlyReport = { months: DealMonthFigures[] };
