/**
 * The import wizard's rules, kept pure so they are unit-tested (tests/unit/import-model.test.ts):
 * our fields per listing kind and which are required, what a column mapping still lacks, the value
 * choices with their suggestions, the steps and their paths, and the words the screens say.
 */
import {
  CATEGORIES,
  EQUITIES,
  GENDERS,
  LOCATIONS,
  NATURES,
  PACKAGES,
  SECTORS,
  isAllowedFor,
  locationLabel,
  type ListingKind,
  type LookupItem,
} from '../../../../shared/lookups';
import { CANDIDATE_FIELD_LABELS, JOB_FIELD_LABELS } from '../../../../shared/schemas/listing';
import { IMPORT_FIELDS, normalWord } from '../../../../shared/schemas/imports';
import type { ImportView, ValueChoice } from '../../api/imports';

export { normalWord };

export type ImportField = { field: string; label: string; isRequired: boolean };

/** Fields every row must fill (spec “Validation rules”): the columns step asks for a column for each. */
const REQUIRED = new Set<string>([
  'jobTitle',
  'candidateTitle',
  'natures',
  'equities',
  'genderId',
  'packageId',
  'locations',
  'qualifications',
  'experience',
  'sectors',
  'categories',
]);

const EXTRA_LABELS: Record<string, string> = {
  ref: 'Your ATS reference',
  // Optional: the consent declaration's date stands in for a row without one.
  consentDate: 'Consent date',
};

/** Our fields a column of their file may feed (shared/schemas/imports.ts), labelled as the listing form does. */
export const IMPORT_FIELD_CHOICES: Record<ListingKind, readonly ImportField[]> = {
  job: IMPORT_FIELDS.job.map((field) => ({
    field,
    label: EXTRA_LABELS[field] ?? JOB_FIELD_LABELS[field as keyof typeof JOB_FIELD_LABELS],
    isRequired: REQUIRED.has(field),
  })),
  candidate: IMPORT_FIELDS.candidate.map((field) => ({
    field,
    label: EXTRA_LABELS[field] ?? CANDIDATE_FIELD_LABELS[field as keyof typeof CANDIDATE_FIELD_LABELS],
    isRequired: REQUIRED.has(field),
  })),
};

/** The label of one of our fields ('Gender Preference'), or the field's own name when unknown. */
export function fieldLabel(kind: ListingKind, field: string): string {
  const labels: Record<string, string> = kind === 'job' ? JOB_FIELD_LABELS : CANDIDATE_FIELD_LABELS;
  return IMPORT_FIELD_CHOICES[kind].find((item) => item.field === field)?.label ?? labels[field] ?? field;
}

/** The lookup fields whose words are matched to our ids, each with the items this kind may choose. */
const LOOKUP_LISTS: Record<string, readonly LookupItem[]> = {
  natures: NATURES,
  equities: EQUITIES,
  genderId: GENDERS,
  packageId: PACKAGES,
  locations: LOCATIONS,
  sectors: SECTORS,
  categories: CATEGORIES,
};

/** Our items for a lookup field, as options ('Sandton, Gauteng' for a city); [] for other fields. */
export function lookupOptions(kind: ListingKind, field: string): Array<{ id: number; name: string }> {
  const list = LOOKUP_LISTS[field] ?? [];
  return list
    .filter((item) => isAllowedFor(item, kind))
    .map((item) => ({ id: item.id, name: field === 'locations' ? locationLabel(item.id) : item.name }));
}

/** Required of every row; the placement fee for a hiring company's job specs. */
export const isRequiredField = (item: ImportField, isHiringCompany: boolean): boolean =>
  item.isRequired || (isHiringCompany && item.field === 'placementFee');

export type ColumnCheck = {
  /** Required fields no column is mapped to yet, as labels, in form order. */
  missing: string[];
  /** Header → the other header already mapped to the same field. */
  duplicates: Record<string, string>;
  isReady: boolean;
};

/**
 * What a column mapping still lacks before the member may go on. A hiring company's job specs need
 * their placement fee too, as on the form.
 */
export function checkColumns(
  kind: ListingKind,
  columns: readonly string[],
  mapping: Record<string, string>,
  isHiringCompany = false,
): ColumnCheck {
  const firstHeaderOf = new Map<string, string>();
  const duplicates: Record<string, string> = {};
  for (const header of columns) {
    const field = mapping[header];
    if (!field) continue;
    const first = firstHeaderOf.get(field);
    if (first === undefined) firstHeaderOf.set(field, header);
    else duplicates[header] = first;
  }
  const missing = IMPORT_FIELD_CHOICES[kind]
    .filter((item) => isRequiredField(item, isHiringCompany) && !firstHeaderOf.has(item.field))
    .map((item) => item.label);
  return { missing, duplicates, isReady: missing.length === 0 && Object.keys(duplicates).length === 0 };
}

/** The mapping the columns step starts from: what was saved, else the server's suggestion. */
export function initialColumns(view: Pick<ImportView, 'columns' | 'mapping' | 'suggestedMapping'>) {
  const saved = Object.keys(view.mapping).length > 0;
  const source = saved ? view.mapping : view.suggestedMapping;
  return Object.fromEntries(view.columns.map((header) => [header, source[header] ?? '']));
}

/** Only the columns mapped to a field (the API is sent no empty choices). */
export function mappedColumns(mapping: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(mapping).filter(([, field]) => field !== ''));
}

export type ValueMapping = Record<string, Record<string, number | null>>;

/** The lookup fields that have words to match, in form order (only fields mapped to a column). */
export function valueFields(kind: ListingKind, view: Pick<ImportView, 'valueChoices'>): string[] {
  return IMPORT_FIELD_CHOICES[kind]
    .map((item) => item.field)
    .filter((field) => (view.valueChoices[field]?.length ?? 0) > 0);
}

/** Each word's choice as the values step starts: what was saved, else the suggestion, else none. */
export function initialValues(view: Pick<ImportView, 'values' | 'valueChoices'>): ValueMapping {
  return Object.fromEntries(
    Object.entries(view.valueChoices).map(([field, choices]) => [
      field,
      Object.fromEntries(
        choices.map((choice) => {
          const saved = view.values[field]?.[normalWord(choice.word)];
          return [choice.word, saved === undefined ? choice.suggested : saved];
        }),
      ),
    ]),
  );
}

/** Every word that has a suggestion takes it; words without one keep the member's choice. */
export function applySuggestions(values: ValueMapping, valueChoices: Record<string, ValueChoice[]>): ValueMapping {
  const next: ValueMapping = {};
  for (const [field, choices] of Object.entries(valueChoices)) {
    next[field] = { ...values[field] };
    for (const choice of choices) if (choice.suggested !== null) next[field][choice.word] = choice.suggested;
  }
  return next;
}

/** Words not matched to one of our values yet, and the rows they are in. */
export function unmatchedWords(values: ValueMapping, valueChoices: Record<string, ValueChoice[]>) {
  let words = 0;
  let rows = 0;
  for (const [field, choices] of Object.entries(valueChoices))
    for (const choice of choices)
      if (values[field]?.[choice.word] == null) {
        words += 1;
        rows += choice.rows;
      }
  return { words, rows };
}

/** The saved values of the lookup fields a column still feeds (the others are dropped). */
export function keptValues<T>(values: Record<string, T>, columns: Record<string, string>): Record<string, T> {
  const fields = new Set(Object.values(columns));
  return Object.fromEntries(Object.entries(values).filter(([field]) => fields.has(field)));
}

/**
 * The values as the API takes them, keyed by the server's form of each word; a word left unmatched
 * is sent as null, so no suggestion stands in for the member's "Not matched".
 */
export function valuesBody(values: ValueMapping): Record<string, Record<string, number | null>> {
  return Object.fromEntries(
    Object.entries(values).map(([field, words]) => [
      field,
      Object.fromEntries(Object.entries(words).map(([word, id]) => [normalWord(word), id])),
    ]),
  );
}

// ── Steps ────────────────────────────────────────────────────────────────────────────────────────────

export const IMPORT_STEPS = ['Upload', 'Columns', 'Values', 'Preview', 'Import'] as const;
export type ImportStepSlug = 'columns' | 'values' | 'preview' | 'done';
const SLUGS: readonly ImportStepSlug[] = ['columns', 'values', 'preview', 'done'];

/** The step a path segment names (an unknown one is the columns step); 1 is the upload. */
export function stepNumber(slug: string | undefined): number {
  const index = SLUGS.indexOf(slug as ImportStepSlug);
  return index === -1 ? 2 : index + 2;
}

export const importPath = (uid: string, slug: ImportStepSlug) => `/import/${encodeURIComponent(uid)}/${slug}`;

// ── Words ────────────────────────────────────────────────────────────────────────────────────────────

const NOUNS = {
  job: ['job spec', 'job specs'],
  candidate: ['candidate', 'candidates'],
  row: ['row', 'rows'],
  column: ['column', 'columns'],
  word: ['word', 'words'],
} as const;

/** '1 job spec', '3 job specs', '1,250 rows'. */
export function countOf(count: number, noun: keyof typeof NOUNS): string {
  const [one, many] = NOUNS[noun];
  return `${groupDigits(count)} ${count === 1 ? one : many}`;
}

/** 1250 → '1,250' (by hand: Intl loads locale data, see web/src/format/dates.ts). */
export function groupDigits(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A list of labels in plain English: 'A', 'A and B', 'A, B and C'. */
export function joinLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
