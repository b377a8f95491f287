/**
 * The anonymity rules of a listing save: no free text (titles included) with a blocking finding of
 * the guard may be saved; a warning does not block, but the member confirms it once per listing
 * ("I checked: this does not identify anyone"). One home for POST and PUT of both kinds.
 */
import type { Account } from '../domain/rows';
import { checkListingText, type FieldFinding, type ListingSecrets } from '../domain/anonymity';
import { AnonymityError, AnonymityWarningError } from '../errors';
import { anonymityRefusalMessage, anonymityWarningMessage } from '../../shared/anonymity';
import { LISTING_TEXT_FIELDS, type TListingSave } from '../../shared/schemas/listing';

/** The secrets a save sends: a candidate's identifiers and full name, a job spec's client name. */
export function listingSecrets(save: TListingSave): ListingSecrets {
  return save.kind === 'candidate'
    ? { ...save.data.identifiers, fullName: save.data.fullName }
    : { clientName: save.data.clientName };
}

/** The free text of a save, field by field in the order of its save rules (titles included). */
export function listingTexts(save: TListingSave): Record<string, string> {
  const data = save.data as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const field of LISTING_TEXT_FIELDS[save.kind]) {
    const text = data[field];
    if (typeof text === 'string' && text) fields[field] = text;
  }
  return fields;
}

/**
 * The guard's findings of a save: the first blocking one (fields in the order of the save rules,
 * each in reading order), if any, and every warning. `poster`: the listing's owner (their own
 * contact details and company are known values); a candidate's identifiers and full name, a job
 * spec's client name, sent with the save, are its secrets; `knownEmployers` the owner's past
 * clients named in the text.
 */
export function listingAnonymityFindings(
  poster: Account,
  save: TListingSave,
  knownEmployers: string[] = [],
): { blocking?: FieldFinding; warnings: FieldFinding[] } {
  const findings = checkListingText({
    poster,
    fields: listingTexts(save),
    secrets: listingSecrets(save),
    knownEmployers,
  });
  return {
    blocking: findings.find((found) => found.severity === 'block'),
    warnings: findings.filter((found) => found.severity === 'warn'),
  };
}

/** Throws the 422 of the first blocking finding; answers the warnings (for the confirmation rule). */
export function assertListingAnonymous(
  poster: Account,
  save: TListingSave,
  knownEmployers: string[] = [],
): FieldFinding[] {
  const { blocking, warnings } = listingAnonymityFindings(poster, save, knownEmployers);
  if (blocking) throw anonymityRefusal(blocking);
  return warnings;
}

/** The 422 of a save with a blocking finding: nothing is saved. */
export function anonymityRefusal(blocking: FieldFinding): AnonymityError {
  const { field, start, end, kind } = blocking;
  return new AnonymityError(anonymityRefusalMessage(kind), field, { start, end, kind });
}

/**
 * Warnings do not block, but each must have been confirmed once for this listing: throws the 422
 * 'anonymity-warning' when a warning is not among those confirmed before (`confirmedBefore`, the
 * keyed hashes of `warningHashes`) and the save does not confirm them (`anonymityConfirmed`).
 * Answers whether this save records a new confirmation.
 */
export function assertWarningsConfirmed(options: {
  warnings: FieldFinding[];
  hashes: string[];
  confirmedBefore: readonly string[];
  isConfirmed: boolean;
}): boolean {
  const { warnings, hashes, confirmedBefore, isConfirmed } = options;
  const before = new Set(confirmedBefore);
  const unconfirmed = warnings.filter((_warning, i) => !before.has(hashes[i]!));
  if (unconfirmed.length === 0) return false;
  if (isConfirmed) return true;
  const first = unconfirmed[0]!;
  throw new AnonymityWarningError(
    anonymityWarningMessage(first.kind),
    first.field,
    unconfirmed.map(({ field, start, end, kind, label }) => ({ field, start, end, kind, label })),
  );
}
