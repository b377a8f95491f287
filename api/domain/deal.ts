/**
 * A deal as services load it and the policy and presenter read it, and the words it is
 * told with. Types and data only: nothing here queries.
 */
import { ERASED_MEMBER_NAME, isLeaving, leavingMemberName } from './party-contact';
import type { dealEvents, deals, dealTermsAcceptances } from '../db/schema';
import type { ProposalRow } from './proposal';
import type { Account, NoteRow } from './rows';
import type { DealRole } from '../../shared/rules/deal';
import { MESSAGES, TITLES } from '../../shared/messages';
import type { ThreadMessageRow } from './thread';

export type DealRow = typeof deals.$inferSelect;
export type DealEventRow = typeof dealEvents.$inferSelect;
export type DealAcceptanceRow = typeof dealTermsAcceptances.$inferSelect;

export type LoadedDeal = {
  deal: DealRow;
  proposal: ProposalRow;
  job: { id: string; reference: string; jobTitle: string };
  candidate: { id: string; reference: string; candidateTitle: string } | null;
  jobOwner: Account;
  partner: Account;
  acceptances: DealAcceptanceRow[];
};

type PartyName = Pick<Account, 'firstname' | 'lastname' | 'company' | 'erasedAt' | 'deletionDueAt'>;

/** One row of a deal list (api/services/deals/list-deals.ts). */
export type DealListRow = {
  deal: DealRow;
  kind: ProposalRow['kind'];
  jReference: string;
  cReference: string | null;
  jobTitle: string;
  candidateTitle: string | null;
  jobOwner: PartyName;
  partner: PartyName;
};

/** The member dashboard's deal figures (api/services/deals/summarize-deals.ts). */
export type DealTotals = {
  openDeals: number;
  placementsThisMonth: number;
  /** Partner shares owed to the member: client paid, partner not yet paid. */
  owedToMeRand: number;
  /** Partner shares the member owes: client paid, partner not yet paid. */
  owedByMeRand: number;
};

/** Placements recorded in one South African month ('YYYY-MM') and their fees in whole rand. */
export type DealMonthRow = { month: string; placements: number; feesRand: number };

/** What a deal's timeline is made of (api/services/deals/load-deal-timeline.ts). */
export type DealTimelineSource = {
  events: DealEventRow[];
  /** Names of everyone who acted (parties, or an admin). */
  names: Map<string, PartyName>;
  /** The notes sent about this deal (admins' view and the committee's export only). */
  notes: NoteRow[];
  /** The deal's conversation (its approved proposal's thread), oldest first: on the timeline and in the record. */
  messages: Pick<ThreadMessageRow, 'id' | 'authorId' | 'body' | 'createdAt'>[];
};

export const partyOf = (loaded: LoadedDeal, role: DealRole): Account =>
  role === 'jobOwner' ? loaded.jobOwner : loaded.partner;
/** A party's company as the deal shows it: none for a member leaving or erased. */
export const displayCompany = (account: PartyName): string =>
  account.erasedAt || isLeaving(account) ? '-' : account.company?.trim() || '-';
export const otherRole = (role: DealRole): DealRole => (role === 'jobOwner' ? 'partner' : 'jobOwner');

/**
 * A party's name as the other party and the committee see it (contact details were exchanged at
 * approval); a member who asked to delete their account is 'Member leaving on …' instead.
 */
export function displayName(account: PartyName): string {
  if (account.erasedAt) return ERASED_MEMBER_NAME;
  if (isLeaving(account)) return leavingMemberName(account.deletionDueAt!);
  const name = [account.firstname, account.lastname].filter(Boolean).join(' ').trim();
  return name || account.company?.trim() || 'A member';
}

/** The deal's refusals, word for word (shared/messages.ts). */
export const DEAL_TEXTS = {
  private: MESSAGES.dealPrivate,
  privateTitle: TITLES.dealPrivate,
  failedTitle: TITLES.dealFailed,
} as const;

/**
 * Whether a stage event can still be undone at `at`: inside the window, and its notice not yet sent
 * (the notice job marks the event when it tells the other party; a late job has told them all the same).
 */
export function isUndoable(event: DealEventRow, at: Date, undoSeconds: number): boolean {
  return !event.details.noticeSentAt && at.getTime() - event.createdAt.getTime() < undoSeconds * 1000;
}
