/**
 * The anonymity rule of a proposal's note: a note reaches the other member before
 * approval, when neither side may know who the other is, so it may hold nothing the anonymity guard
 * blocks — contact details, ID or passport numbers, web addresses, and the proposer's own e-mail,
 * phones, company or website (their account's known values, as for their listings). Warnings
 * (a person's or employer's name) do not block, as for a listing.
 */
import type { Account } from '../domain/rows';
import { checkListingText } from '../domain/anonymity';
import { AnonymityError } from '../errors';
import { anonymityRefusalMessage } from '../../shared/anonymity';

/** The note to store (null for none or blank); throws a 422 on `note` at its first blocking finding. */
export function assertProposalNoteAnonymous(proposer: Account, note: string | undefined): string | null {
  if (!note) return null;
  const blocking = checkListingText({ poster: proposer, fields: { note } }).find((f) => f.severity === 'block');
  if (!blocking) return note;
  const { field, start, end, kind } = blocking;
  throw new AnonymityError(anonymityRefusalMessage(kind), field, { start, end, kind });
}
