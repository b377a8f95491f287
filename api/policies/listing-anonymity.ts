/**
 * The anonymity rule of a listing save: no free text (titles included) with a blocking finding of
 * the guard may be saved. Warnings do not block. One home for POST and PUT of both kinds.
 */
import type { Account } from '../domain/rows';
import { checkListingText, type ListingSecrets } from '../domain/anonymity';
import { AnonymityError } from '../errors';
import { anonymityRefusalMessage } from '../../shared/anonymity';
import { LISTING_TEXT_FIELDS, type TListingSave } from '../../shared/schemas/listing';

/** The secrets a save sends: a candidate's identifiers and full name, a job spec's client name. */
export function listingSecrets(save: TListingSave): ListingSecrets {
  return save.kind === 'candidate'
    ? { ...save.data.identifiers, fullName: save.data.fullName }
    : { clientName: save.data.clientName };
}

/**
 * Throws a 422 on the first blocking finding, fields in the order of the save rules, each in
 * reading order. `poster`: the listing's owner (their own contact details and company are known
 * values); a candidate's identifiers and full name, a job spec's client name, sent with the save,
 * are its secrets.
 */
export function assertListingAnonymous(poster: Account, save: TListingSave): void {
  const data = save.data as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const field of LISTING_TEXT_FIELDS[save.kind]) {
    const text = data[field];
    if (typeof text === 'string' && text) fields[field] = text;
  }
  const secrets = listingSecrets(save);
  const blocking = checkListingText({ poster, fields, secrets }).find((found) => found.severity === 'block');
  if (!blocking) return;
  const { field, start, end, kind } = blocking;
  throw new AnonymityError(anonymityRefusalMessage(kind), field, { start, end, kind });
}
