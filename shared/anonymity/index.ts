/**
 * The anonymity guard: what in a listing's free text could tell a reader who the candidate or the
 * client is, or how to reach the poster around the network. One module for the PWA (as the member
 * types) and the API (at save time and POST /api/anonymity/check). docs/anonymity.md lists what it
 * finds and what it leaves alone.
 */
import { findPatterns } from './detectors';
import { findEmployers } from './employers';
import { findPersonNames, type NameLists } from './person-names';
import { findKnownValues, type KnownValues } from './known-values';
import { settle, type Finding } from './findings';

export {
  FINDING_LABELS,
  anonymityRefusalMessage,
  anonymityWarningMessage,
  type Finding,
  type FindingKind,
  type Severity,
} from './findings';
export type { KnownValues } from './known-values';
export { nameLists, type NameLists } from './person-names';

/** How a check runs: `nameLists`, the person-name warning's lists (the API passes larger ones). */
export type CheckOptions = { nameLists?: NameLists };

/** The findings in one text, in reading order, none inside another. */
export function checkText(text: string, known: KnownValues = {}, options: CheckOptions = {}): Finding[] {
  if (!text) return [];
  // The known values first: where one is also, say, an e-mail address, the more telling label wins.
  // Then the warnings: employers, and person names that are not part of an employer's name.
  const employers = findEmployers(text, known.knownEmployers);
  return settle([
    ...findKnownValues(text, known),
    ...findPatterns(text),
    ...employers,
    ...findPersonNames(text, employers, options.nameLists),
  ]);
}

/** The findings of each field of a listing that has any. */
export function checkFields(
  fields: Record<string, string | null | undefined>,
  known: KnownValues = {},
  options: CheckOptions = {},
): Array<Finding & { field: string }> {
  const found: Array<Finding & { field: string }> = [];
  for (const [field, text] of Object.entries(fields)) {
    for (const one of checkText(text ?? '', known, options)) found.push({ field, ...one });
  }
  return found;
}

/** The text with a finding's span replaced by a neutral placeholder ("[phone removed]"). */
export function redact(text: string, one: Pick<Finding, 'start' | 'end' | 'kind'>): string {
  return `${text.slice(0, one.start)}${PLACEHOLDERS[one.kind]}${text.slice(one.end)}`;
}

const PLACEHOLDERS: Record<Finding['kind'], string> = {
  email: '[e-mail removed]',
  phone: '[phone removed]',
  'sa-id': '[ID number removed]',
  passport: '[passport number removed]',
  url: '[web address removed]',
  social: '[profile removed]',
  'own-contact': '[contact details removed]',
  secret: '[identity removed]',
  'person-name': '[name removed]',
  employer: '[employer removed]',
};
