/**
 * The anonymity guard's part of the listing form that needs no React: which fields it reads, what
 * it knows must not appear in them, and where a finding shown a moment ago is in the text now.
 */
import { checkText, type Finding, type KnownValues } from '../../../../shared/anonymity';
import type { Me } from '../../../../shared/types/account';
import type { ListingKind } from '../../../../shared/lookups';
import type { FormField, ListingFormValues } from './form-model';

/** The free-text fields of a job spec or candidate that are read by other members. */
export const GUARDED_FIELDS = [
  'title',
  'categoryOther',
  'countryOther',
  'qualifications',
  'experience',
  'sectorOther',
  'additional',
] as const satisfies readonly FormField[];

export type GuardedField = (typeof GUARDED_FIELDS)[number];

/** A finding with the words it covers, as they were when it was found. */
export type QuotedFinding = Finding & { quote: string };

/**
 * What the guard knows must not appear: the member's own details, the candidate's identifiers and
 * full name, the job spec's client.
 */
export function knownValuesFor(
  kind: ListingKind,
  me: Me | null | undefined,
  values: Pick<ListingFormValues, 'idNumber' | 'passport' | 'candidateEmail' | 'candidateCellphone'> &
    Partial<Pick<ListingFormValues, 'fullName' | 'clientName'>>,
): KnownValues {
  return {
    own: me
      ? { email: me.email, phones: [me.cellphone, me.landline], company: me.company, website: me.website }
      : undefined,
    secrets:
      kind === 'candidate'
        ? {
            email: values.candidateEmail,
            phones: [values.candidateCellphone],
            idNumber: values.idNumber,
            passport: values.passport,
            fullName: values.fullName,
          }
        : { clientName: values.clientName },
  };
}

/**
 * A finding's span in the field's text as it is now: the offsets of a check made a moment ago may
 * have moved since, so the text is checked again and the same span (same kind, same words) is taken.
 */
export function currentSpan(text: string, shown: QuotedFinding, known: KnownValues): Finding | undefined {
  const now = checkText(text, known);
  const sameWords = (one: Finding) => one.kind === shown.kind && text.slice(one.start, one.end) === shown.quote;
  return now.find((one) => one.start === shown.start && sameWords(one)) ?? now.find(sameWords);
}
