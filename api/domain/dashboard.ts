/** What the dashboard's "Needs you" statement reads (api/services/dashboard/list-needs-you.ts). */
import type { IsoDate } from '../../shared/rules/business-days';
import { LISTING_EXTENSION_DAYS } from '../../shared/constants';

/** How far ahead a listing's expiry counts as "soon" (one extension's worth). */
export const EXPIRING_WITHIN_DAYS = LISTING_EXTENSION_DAYS;
/** How many weeks the proposals chart covers. */
export const CHART_WEEKS = 8;
/** At most this many rows of each kind: the list is a to-do, not an archive. */
export const ROWS_PER_KIND = 10;
/** A strong-suggestion note stays "new" on the dashboard for a week, while unread. */
export const SUGGESTION_DAYS = 7;

export type WaitingProposalRow = {
  id: string;
  kind: 'match' | 'sourcing';
  reference: string;
  title: string;
  answerBy: IsoDate | null;
};
export type DealTodoRow = {
  id: string;
  reference: string;
  title: string;
  isJobOwner: boolean;
  hasFee: boolean;
};
export type PaymentDueRow = {
  id: string;
  reference: string;
  title: string;
  feeRand: number | null;
  splitPercent: number;
  paymentDueDate: IsoDate | null;
};
export type ExpiringListingRow = {
  id: string;
  kind: 'job' | 'candidate';
  reference: string;
  title: string;
  expiresAt: string;
};
export type SuggestionNoteRow = { id: string; message: string; link: string | null; createdAt: string };
export type WeekCountRow = { week: number; sent: number; received: number };

export type NeedsYou = {
  today: IsoDate;
  /** The Monday (SA date) the chart's first week starts on. */
  firstWeek: IsoDate;
  waiting: WaitingProposalRow[];
  terms: DealTodoRow[];
  payments: PaymentDueRow[];
  expiring: ExpiringListingRow[];
  suggestions: SuggestionNoteRow[];
  weeks: WeekCountRow[];
  hasListing: boolean;
  hasProposal: boolean;
};
