import type { Account } from './rows';
import type { PartyContact } from '../../shared/types/matches';
import { saDateOf } from '../../shared/rules/business-days';
import { formatAnswerBy } from '../../shared/rules/proposal-deadline';

/** How an erased member is named wherever another member or an admin would see their name. */
export const ERASED_MEMBER_NAME = 'Deleted member';

/**
 * How a member who asked to delete their account is named to everyone else, from the request on
 * (until it is cancelled, or the erasure names them ERASED_MEMBER_NAME): 'Member leaving on Sat 26 Dec 2026'.
 */
export function leavingMemberName(deletionDueAt: Date): string {
  return `Member leaving on ${formatAnswerBy(saDateOf(deletionDueAt))}`;
}

/** A member on the way out: a deletion was asked for (pending, or due and not yet erased). */
export const isLeaving = (account: Pick<Account, 'deletionDueAt' | 'erasedAt'>): boolean =>
  account.deletionDueAt !== null && account.erasedAt === null;

const NO_CONTACT: PartyContact = { fullname: '-', company: '-', title: '-', website: '-', email: '-', cellphone: '-' };

const dash = (value: string | null | undefined) => (value && value.trim() ? value.trim() : '-');

/**
 * The contact card revealed to the other party of an approved proposal ('-' for blanks): shown by
 * the presenter and sent in the approval mails, so both say the same.
 */
export function partyContact(account: Account): PartyContact {
  // "Delete my account": nothing of an erased member is left to show.
  if (account.erasedAt) return { ...NO_CONTACT, fullname: ERASED_MEMBER_NAME };
  // Goodbye means goodbye: from the deletion request on, no one is sent their details; a cancelled
  // request shows them again (the card is made from the account as it is now).
  if (isLeaving(account)) return { ...NO_CONTACT, fullname: leavingMemberName(account.deletionDueAt!) };
  const fullname = [account.firstname, account.lastname].filter((p) => p && p.trim()).join(' ');
  return {
    fullname: dash(fullname),
    company: dash(account.company),
    title: dash(account.title),
    website: dash(account.website),
    email: dash(account.email),
    cellphone: dash(account.cellphone),
  };
}
