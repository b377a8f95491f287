import type { Account } from './rows';
import type { PartyContact } from '../../shared/types/matches';

/** How an erased member is named wherever another member or an admin would see their name. */
export const ERASED_MEMBER_NAME = 'Deleted member';

const NO_CONTACT: PartyContact = { fullname: '-', company: '-', title: '-', website: '-', email: '-', cellphone: '-' };

const dash = (value: string | null | undefined) => (value && value.trim() ? value.trim() : '-');

/**
 * The contact card revealed to the other party of an approved proposal ('-' for blanks): shown by
 * the presenter and sent in the approval mails, so both say the same.
 */
export function partyContact(account: Account): PartyContact {
  // "Delete my account" (issue 23): nothing of an erased member is left to show.
  if (account.erasedAt) return { ...NO_CONTACT, fullname: ERASED_MEMBER_NAME };
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
