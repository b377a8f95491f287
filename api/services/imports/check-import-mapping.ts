import { ValidationError } from '../../errors';
import type { ListingKind } from '../../../shared/lookups';
import {
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  isImportLookupField,
  normalWord,
  type TImportMapping,
} from '../../../shared/schemas/imports';

/**
 * A mapping as stored, or a 422: every header is one of the file's, every field one of this
 * kind's (each fed by one column at most), `values` only for lookup fields, keyed by the word as
 * compared (normalWord), and a consent declaration only for candidates.
 */
export function checkImportMapping(
  kind: ListingKind,
  columns: readonly string[],
  input: TImportMapping,
): {
  mapping: Record<string, string>;
  values: Record<string, Record<string, number | null>>;
  consent: { given: true; date?: string } | null;
} {
  const fields = new Set<string>(IMPORT_FIELDS[kind]);
  const headers = new Set(columns);
  // Maps, then Object.fromEntries (own properties, plain objects for the database): a header or
  // word may be `__proto__` or `constructor` like any other.
  const mapping = new Map<string, string>();
  const used = new Set<string>();
  for (const [header, field] of Object.entries(input.columns)) {
    if (!headers.has(header)) throw new ValidationError(IMPORT_MESSAGES.unknownHeader(header), 'columns');
    if (field === '') continue; // "do not import this column"
    if (!fields.has(field)) throw new ValidationError(IMPORT_MESSAGES.unknownField(field), 'columns');
    if (used.has(field)) throw new ValidationError(IMPORT_MESSAGES.fieldTwice(field), 'columns');
    used.add(field);
    mapping.set(header, field);
  }
  const values = new Map<string, Record<string, number | null>>();
  for (const [field, words] of Object.entries(input.values)) {
    if (!fields.has(field)) throw new ValidationError(IMPORT_MESSAGES.unknownField(field), 'values');
    if (!isImportLookupField(field)) throw new ValidationError(IMPORT_MESSAGES.notLookupField(field), 'values');
    values.set(field, Object.fromEntries(Object.entries(words).map(([word, id]) => [normalWord(word), id])));
  }
  if (input.consent && kind !== 'candidate')
    throw new ValidationError(IMPORT_MESSAGES.unknownField('consent'), 'consent');
  return {
    mapping: Object.fromEntries(mapping),
    values: Object.fromEntries(values),
    consent: input.consent ?? null,
  };
}
