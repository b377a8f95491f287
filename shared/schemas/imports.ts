/**
 * Bulk import of job specs and candidates from an ATS export (docs/imports.md): the limits, the
 * fields a column may feed, and the mapping body. Shared by the API and the PWA's import screens.
 */
import { z } from 'zod';
import type { ListingKind } from '../lookups';
import { COMMON_LISTING_FIELDS } from './listing';

export const IMPORT_LIMITS = {
  /** Data rows of one file (the header row and blank rows not counted). */
  rows: 2000,
  /** Bytes of one uploaded file: 2,000 wide rows of CSV fit in well under this. */
  fileBytes: 5 * 1024 * 1024,
  /** Bytes an XLSX (a zip) may unpack to: real exports of 2,000 rows unpack to a few MB. */
  unpackedBytes: 50 * 1024 * 1024,
  /** Columns of one file. */
  columns: 100,
  /** Characters of one cell (the longest listing field is far shorter; this only bounds what is kept). */
  cellChars: 10_000,
  /** Hours an import is kept, parsed, before it is deleted. */
  keptHours: 24,
} as const;

export const IMPORT_MESSAGES = {
  tooLarge: `The file is too large. Upload at most ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB.`,
  tooManyRows: `The file has more than ${IMPORT_LIMITS.rows.toLocaleString('en-US')} rows. Split it and upload each part.`,
  tooManyColumns: `The file has more than ${IMPORT_LIMITS.columns} columns.`,
  cellPastColumns: (row: number) =>
    `Row ${row} has a value past column ${IMPORT_LIMITS.columns}. Delete it: a file has at most ${IMPORT_LIMITS.columns} columns.`,
  noFile: 'Choose a CSV or Excel (.xlsx) file to upload.',
  unknownType: 'Upload a CSV or Excel (.xlsx) file.',
  unreadable: 'The file could not be read as CSV or Excel (.xlsx).',
  empty: 'The file is empty.',
  noHeader: 'The first row must hold the column headers.',
  noRows: 'The file has a header row but no data rows.',
  duplicateHeader: (header: string) => `Two columns are both called "${header}": give each column its own header.`,
  unknownHeader: (header: string) => `The file has no column called "${header}".`,
  unknownField: (field: string) => `"${field}" is not a field of this kind of listing.`,
  fieldTwice: (field: string) => `Only one column can feed "${field}".`,
  notLookupField: (field: string) => `"${field}" is not a field with a list of choices.`,
  notFound: 'This import does not exist or has expired.',
  alreadyImported: 'This import has already been imported.',
  importedMeanwhile:
    'Another import was adding some of these rows at the same moment. Nothing was imported: import again to add the rest.',
  nothingMapped: 'Map at least one column before importing.',
} as const;

/** The listing fields of each kind a column may feed, plus `ref` (the member's own ATS reference). */
export const IMPORT_FIELDS = {
  job: ['ref', 'jobTitle', ...COMMON_LISTING_FIELDS, 'placementFee', 'sourcing'],
  candidate: ['ref', 'candidateTitle', ...COMMON_LISTING_FIELDS, 'consentDate'],
} as const satisfies Record<ListingKind, readonly string[]>;

export type ImportField = (typeof IMPORT_FIELDS)[ListingKind][number];

/** Fields whose cells are words to be turned into lookup ids (the `values` of a mapping). */
export const IMPORT_LOOKUP_FIELDS = [
  'natures',
  'equities',
  'genderId',
  'packageId',
  'locations',
  'sectors',
  'categories',
] as const;
export type ImportLookupField = (typeof IMPORT_LOOKUP_FIELDS)[number];
/** Lookup fields that take several choices: their cells are split on , ; | / and new lines. */
export const IMPORT_MULTI_FIELDS: ReadonlySet<string> = new Set([
  'natures',
  'equities',
  'locations',
  'sectors',
  'categories',
]);

export const isImportLookupField = (field: string): field is ImportLookupField =>
  (IMPORT_LOOKUP_FIELDS as readonly string[]).includes(field);

export const ZImportKindSchema = z.enum(['job', 'candidate'], {
  error: 'Choose what the file holds: job or candidate.',
});

/** The multipart form's text fields (the file itself is `file`). */
export const ZImportUploadSchema = z.strictObject({ kind: ZImportKindSchema });

/**
 * The member's consent declaration for a candidate file: they hold each candidate's consent to be
 * listed (spec, Candidate consent). `date`: the consent date of every row whose consent-date cell
 * is blank or that has no such column.
 */
export const ZImportConsentSchema = z.strictObject({
  given: z.literal(true, { error: 'Confirm that you hold every candidate’s consent.' }),
  date: z.string().trim().max(30).optional(),
});

/**
 * z.record for keys that are the member's own words (headers, lookup words). z.record drops a
 * `__proto__` key (it guards the prototype), so a column of that name could never be mapped: the
 * entries are checked one by one and Object.fromEntries makes each an own property (never the
 * prototype). OpenAPI shows the record.
 */
function ownRecord<V extends z.ZodType>(keyMax: number, value: V) {
  const key = z.string().max(keyMax);
  const { $schema: _schema, ...json } = z.toJSONSchema(z.record(key, value), {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return z
    .custom<Record<string, z.input<V>>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      { error: 'Expected an object' },
    )
    .transform((input, ctx) => {
      const out: Array<[string, z.output<V>]> = [];
      for (const [k, v] of Object.entries(input)) {
        const keyResult = key.safeParse(k);
        if (!keyResult.success)
          for (const issue of keyResult.error.issues)
            ctx.addIssue({ code: 'custom', message: issue.message, path: [k], input: k });
        const result = value.safeParse(v);
        if (result.success) out.push([k, result.data]);
        else
          for (const issue of result.error.issues)
            ctx.addIssue({ code: 'custom', message: issue.message, path: [k, ...issue.path], input: v });
      }
      return Object.fromEntries(out) as Record<string, z.output<V>>;
    })
    .meta(json);
}

/**
 * PUT /api/imports/:uid/mapping: `columns` header → field (a header left out is not imported),
 * `values` field → { the file's word → our lookup id }, `consent` (candidates) the declaration.
 */
export const ZImportMappingSchema = z.strictObject({
  columns: ownRecord(200, z.string().max(40)),
  values: ownRecord(40, ownRecord(500, z.number().int().nullable())).default({}),
  consent: ZImportConsentSchema.nullish(),
});
export type TImportMapping = z.output<typeof ZImportMappingSchema>;

/** The word of a cell as mapping keys hold it: trimmed, spaces collapsed, lower case. */
export const normalWord = (word: string): string => word.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * record[key] only when the record itself holds it: headers and words are the member's own, and
 * `constructor` or `toString` must not find Object.prototype's.
 */
export const ownValue = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** A lookup cell's words: several for a multi-choice field, split on , ; | / and new lines. */
export function cellWords(field: string, cell: string): string[] {
  const parts = IMPORT_MULTI_FIELDS.has(field) ? cell.split(/[,;|/\n\r]+/) : [cell];
  return parts.map((part) => part.trim().replace(/\s+/g, ' ')).filter(Boolean);
}
