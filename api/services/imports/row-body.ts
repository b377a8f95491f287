/**
 * One row of an import as the body a member would POST to /api/jobs or /api/candidates, through
 * the member's mapping: text cells as they are, lookup words through `values`, a job's sourcing
 * from yes/no, a candidate's consent from the file's declaration and the row's consent date.
 * The body is then judged by the very rules of that POST (validate-import-rows.ts).
 */
import { createHash } from 'node:crypto';
import type { ListingKind } from '../../../shared/lookups';
import {
  IMPORT_MULTI_FIELDS,
  cellWords,
  isImportLookupField,
  normalWord,
  ownValue,
} from '../../../shared/schemas/imports';

export type ImportMappingState = {
  kind: ListingKind;
  columns: string[];
  mapping: Record<string, string>;
  values: Record<string, Record<string, number | null>>;
  consent: { given: true; date?: string } | null;
};

/** A word no mapping turned into an id: not an id of any list, so the field's rule calls it not valid. */
const UNMAPPED_WORD = -1;

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'open', 'on']);
const NO = new Set(['no', 'n', 'false', '0', 'off', '']);

/** A consent date as YYYY-MM-DD: ISO as is, day first with / . or - (South African order), else unchanged. */
export function isoConsentDate(cell: string): string {
  const text = cell.trim();
  const iso = text.match(/^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/);
  if (iso) return `${iso[1]}-${iso[2]!.padStart(2, '0')}-${iso[3]!.padStart(2, '0')}`;
  const dayFirst = text.match(/^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/);
  if (dayFirst) return `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}`;
  return text;
}

/** The ids of a lookup cell: each word through the member's values (null: leave that word out). */
function lookupIds(state: ImportMappingState, field: string, cell: string): number[] {
  const chosen = ownValue(state.values, field) ?? {};
  const ids: number[] = [];
  for (const word of cellWords(field, cell)) {
    const id = ownValue(chosen, normalWord(word));
    if (id === null) continue;
    ids.push(id ?? UNMAPPED_WORD);
  }
  return ids;
}

/** The body of one row, and its ATS reference (the `ref` column's cell), if any. */
export function rowBody(
  state: ImportMappingState,
  cells: readonly string[],
): { body: Record<string, unknown>; ref: string } {
  const body: Record<string, unknown> = {};
  let ref = '';
  let consentDate = '';
  state.columns.forEach((column, i) => {
    const field = ownValue(state.mapping, column);
    const cell = cells[i] ?? '';
    if (!field) return;
    if (field === 'ref') ref = cell;
    else if (field === 'consentDate') consentDate = cell;
    else if (isImportLookupField(field)) {
      if (cell === '') return;
      const ids = lookupIds(state, field, cell);
      if (IMPORT_MULTI_FIELDS.has(field)) body[field] = ids;
      else if (ids.length) body[field] = ids[0];
    } else if (field === 'sourcing') {
      const word = normalWord(cell);
      body.sourcing = YES.has(word) ? true : NO.has(word) ? false : cell;
    } else if (cell !== '') body[field] = cell;
  });
  if (state.kind === 'candidate' && state.consent?.given) {
    const date = consentDate || state.consent.date || '';
    body.consent = { given: true, date: date && isoConsentDate(date) };
  }
  return { body, ref };
}

/**
 * The idempotency key of a row (docs/imports.md): its ATS reference, or without one the mapped
 * body itself, hashed (the key table never holds a member's text).
 */
export function rowKey(body: Record<string, unknown>, ref: string): string {
  if (ref) return `ref:${createHash('sha256').update(normalWord(ref)).digest('hex')}`;
  const sorted = Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
  return `row:${createHash('sha256').update(JSON.stringify(sorted)).digest('hex')}`;
}
