/**
 * Job and candidate save validation (spec “Entities and their fields” Job/Candidate, spec “Validation rules” Job save/Candidate save), shared by the
 * API and the PWA forms.
 *
 * - `validateJob` / `validateCandidate` are the rule: they report the FIRST failure in the spec's order
 *   with the spec's wording, as the 'Invalid field' toast shows it.
 * - `ZJobInputSchema` / `ZCandidateInputSchema` hold the same field rules and the free-input rules, but
 *   zod reports every issue at once and the job schema cannot know the owner's company type (placement
 *   fee and sourcing rules) — use the validate functions to decide whether a save may go ahead.
 */
import { z } from 'zod';
import { LIMITS } from '../constants';
import {
  CATEGORIES,
  EQUITIES,
  GENDERS,
  LOCATIONS,
  NATURES,
  PACKAGES,
  SECTORS,
  allowedIds,
  isFreeInput,
  type ListingKind,
  type LookupItem,
} from '../lookups';
import { requiredMessage } from '../messages';
import { isRequired } from '../validators';
import { ZIsoDateSchema } from './dates';
import { ZCandidateIdentifiersSchema } from './candidate-identifiers';
import { COUNTRY_NAME_LOCATION_NAMES, asksForCountryName } from '../rules/listing';

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; field: string; message: string };
export type JobValidationContext = { isHiringCompany: boolean };

// ── Labels and order ────────────────────────────────────────────────────────────────────────────────

/** The member's confirmation of the guard's warnings, in the spec's words (docs/anonymity.md). */
export const ANONYMITY_CONFIRM_LABEL = 'I checked: this does not identify anyone';

const COMMON_FIELD_LABELS = {
  natures: 'Nature of Employment',
  equities: 'Employment Equity',
  packageId: 'Annual CTC Package',
  locations: 'Locations',
  countryOther: 'Country Name',
  qualifications: 'Qualifications',
  experience: 'Experience',
  sectors: 'Industry Sector Experience',
  sectorOther: 'Other Sector(s)',
  categories: 'Recruitment Category',
  categoryOther: 'Other Category(ies)',
  additional: 'Additional Information',
} as const;

/** API field → the label the form shows and the messages use. */
export const JOB_FIELD_LABELS = {
  jobTitle: 'Job Title',
  genderId: 'Gender Preference',
  ...COMMON_FIELD_LABELS,
  placementFee: 'Placement Fee %',
  sourcing: 'Candidate Sourcing',
  clientName: 'Client Name',
  anonymityConfirmed: ANONYMITY_CONFIRM_LABEL,
} as const;

const CANDIDATE_FIELD_LABELS_CONSENT = 'Consent';

export const CANDIDATE_FIELD_LABELS = {
  candidateTitle: 'Candidate Title',
  genderId: 'Gender',
  ...COMMON_FIELD_LABELS,
  consent: CANDIDATE_FIELD_LABELS_CONSENT,
  identifiers: 'Identifiers',
  fullName: 'Candidate Full Name',
  anonymityConfirmed: ANONYMITY_CONFIRM_LABEL,
} as const;

export type JobField = keyof typeof JOB_FIELD_LABELS;
export type CandidateField = keyof typeof CANDIDATE_FIELD_LABELS;

const COMMON_ORDER_HEAD = ['natures', 'equities', 'genderId', 'packageId', 'locations', 'countryOther'] as const;
const COMMON_ORDER_TAIL = [
  'qualifications',
  'experience',
  'sectors',
  'sectorOther',
  'categories',
  'categoryOther',
  'additional',
] as const;

/** The fields job specs and candidates share, in the order of the rules (the bulk import's columns). */
export const COMMON_LISTING_FIELDS = [...COMMON_ORDER_HEAD, ...COMMON_ORDER_TAIL] as const;

/** The order of spec “Validation rules” Job save; optional fields sit right after the field they belong to. */
export const JOB_FIELD_ORDER: readonly JobField[] = [
  'jobTitle',
  ...COMMON_ORDER_HEAD,
  ...COMMON_ORDER_TAIL,
  'placementFee',
  'sourcing',
  'clientName',
  'anonymityConfirmed',
];
/** The order of spec “Validation rules” Candidate save. */
export const CANDIDATE_FIELD_ORDER: readonly CandidateField[] = [
  'candidateTitle',
  ...COMMON_ORDER_HEAD,
  ...COMMON_ORDER_TAIL,
  'consent',
  'identifiers',
  'fullName',
  'anonymityConfirmed',
];

/**
 * The free-text fields of each kind (titles included), in the order of its save rules: what the
 * anonymity guard reads, as the member types (POST /api/anonymity/check) and at save time.
 */
export const JOB_TEXT_FIELDS = [
  'jobTitle',
  'countryOther',
  'qualifications',
  'experience',
  'sectorOther',
  'categoryOther',
  'additional',
] as const satisfies readonly JobField[];
export const CANDIDATE_TEXT_FIELDS = [
  'candidateTitle',
  'countryOther',
  'qualifications',
  'experience',
  'sectorOther',
  'categoryOther',
  'additional',
] as const satisfies readonly CandidateField[];
export const LISTING_TEXT_FIELDS: Record<ListingKind, readonly string[]> = {
  job: JOB_TEXT_FIELDS,
  candidate: CANDIDATE_TEXT_FIELDS,
};

// ── Messages ────────────────────────────────────────────────────────────────────────────────────────

export const invalidMessage = (label: string): string => `The ${label} provided is not valid.`;
export const tooLongMessage = (label: string, max: number): string =>
  `The ${label} field may be at most ${max} characters.`;
export const onlyWithChoiceMessage = (label: string, choice: string): string =>
  `The ${label} field is only allowed when ${choice} is chosen.`;
export const PLACEMENT_FEE_RANGE_MESSAGE = 'The Placement Fee % must be a number from 0 to 100.';
export const PLACEMENT_FEE_NOT_ALLOWED_MESSAGE = 'The Placement Fee % field is only allowed for hiring-company jobs.';
export const SOURCING_NOT_ALLOWED_MESSAGE = 'Candidate Sourcing is not available for hiring-company jobs.';
export const unknownFieldMessage = (key: string): string => `Unknown field: ${key}`;

// ── Field schemas ───────────────────────────────────────────────────────────────────────────────────

export const CONSENT_DATE_INVALID_MESSAGE = 'The Consent date provided is not valid.';
export const CONSENT_DATE_FUTURE_MESSAGE = 'The Consent date cannot be in the future.';

/** YYYY-MM-DD of today in UTC, plus `days` (the consent date may be a member's "today" anywhere). */
function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * POPIA: the poster declares that the candidate agreed to be presented anonymously to
 * other members, and on which day. `given` must be true; the day a real date, not after tomorrow
 * (UTC, so a member's local today is always accepted).
 */
export const ZConsentSchema = z.strictObject(
  {
    given: z.literal(true, { error: requiredMessage(CANDIDATE_FIELD_LABELS_CONSENT) }),
    date: z
      .string({ error: requiredMessage(CANDIDATE_FIELD_LABELS_CONSENT) })
      .min(1, { error: requiredMessage(CANDIDATE_FIELD_LABELS_CONSENT) })
      .pipe(ZIsoDateSchema)
      .refine((date) => date <= isoDay(1), { error: CONSENT_DATE_FUTURE_MESSAGE }),
  },
  {
    error: (issue) =>
      isMissing(issue.input) || issue.code !== 'unrecognized_keys'
        ? requiredMessage(CANDIDATE_FIELD_LABELS_CONSENT)
        : CONSENT_DATE_INVALID_MESSAGE,
  },
);
export type TConsent = z.output<typeof ZConsentSchema>;

/** Spec “Validation rules” percentage: a number from 0 to 100 inclusive, decimals allowed ('15', '12.5'). */
export function isPercentage(value: string): boolean {
  return /^\d+(\.\d+)?$/.test(value) && Number(value) <= 100;
}

const isMissing = (input: unknown): boolean => input === undefined || input === null || input === '';

/** Required text: blank, or only invisible characters (U+200B and the like), is missing (`isRequired`). */
function requiredText(label: string, max: number) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? requiredMessage(label) : invalidMessage(label)) })
    .trim()
    .refine(isRequired, requiredMessage(label))
    .max(max, tooLongMessage(label, max));
}

/** Optional text: absent, null and blank all become ''. */
function optionalText(label: string, max: number) {
  return z
    .string({ error: invalidMessage(label) })
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullish()
    .transform((value) => value ?? '');
}

/** A required multi-select: at least one id, every id allowed for this listing kind; duplicates dropped. */
function idList(label: string, allowed: ReadonlySet<number>) {
  const invalid = invalidMessage(label);
  return z
    .array(z.number({ error: invalid }).int(invalid), {
      error: (issue) => (isMissing(issue.input) ? requiredMessage(label) : invalid),
    })
    .min(1, requiredMessage(label))
    .refine((ids) => ids.every((id) => allowed.has(id)), invalid)
    .transform((ids) => [...new Set(ids)]);
}

/** A required single select whose id is allowed for this listing kind. */
function idChoice(label: string, allowed: ReadonlySet<number>) {
  const invalid = invalidMessage(label);
  return z
    .number({ error: (issue) => (isMissing(issue.input) ? requiredMessage(label) : invalid) })
    .int(invalid)
    .refine((id) => allowed.has(id), invalid);
}

/**
 * A write-only name (a candidate's full name, a job spec's client): optional, trimmed, blank is
 * absent; at least two characters with a letter, at most LIMITS.anonymityCheckName. Never stored in clear.
 */
function writeOnlyName(label: string) {
  return z
    .string({ error: invalidMessage(label) })
    .trim()
    .max(LIMITS.anonymityCheckName, tooLongMessage(label, LIMITS.anonymityCheckName))
    .nullish()
    .transform((value, ctx) => {
      if (!value) return undefined;
      if (value.length < 2 || !/\p{L}/u.test(value)) {
        ctx.addIssue({ code: 'custom', message: invalidMessage(label) });
        return z.NEVER;
      }
      return value;
    });
}

/** The member's confirmation of the guard's warnings for this save (docs/anonymity.md); absent is false. */
function anonymityConfirmation() {
  return z
    .boolean({ error: invalidMessage(ANONYMITY_CONFIRM_LABEL) })
    .nullish()
    .transform((value) => value === true);
}

function commonFieldSchemas(kind: ListingKind, labels: typeof JOB_FIELD_LABELS | typeof CANDIDATE_FIELD_LABELS) {
  const allowed = (list: readonly LookupItem[]) => new Set(allowedIds(list, kind));
  return {
    natures: idList(labels.natures, allowed(NATURES)),
    equities: idList(labels.equities, allowed(EQUITIES)),
    genderId: idChoice(labels.genderId, allowed(GENDERS)),
    packageId: idChoice(labels.packageId, allowed(PACKAGES)),
    locations: idList(labels.locations, allowed(LOCATIONS)),
    countryOther: optionalText(labels.countryOther, LIMITS.otherText),
    qualifications: requiredText(labels.qualifications, LIMITS.qualifications),
    experience: requiredText(labels.experience, LIMITS.experience),
    sectors: idList(labels.sectors, allowed(SECTORS)),
    sectorOther: optionalText(labels.sectorOther, LIMITS.otherText),
    categories: idList(labels.categories, allowed(CATEGORIES)),
    categoryOther: optionalText(labels.categoryOther, LIMITS.otherText),
    additional: optionalText(labels.additional, LIMITS.additional),
  };
}

const JOB_FIELD_SCHEMAS = {
  jobTitle: requiredText(JOB_FIELD_LABELS.jobTitle, LIMITS.listingTitle),
  ...commonFieldSchemas('job', JOB_FIELD_LABELS),
  /** Text holding a percentage; '' and absent become null. Required for hiring-company jobs only. */
  placementFee: z
    .string({ error: invalidMessage(JOB_FIELD_LABELS.placementFee) })
    .trim()
    .refine((value) => value === '' || isPercentage(value), PLACEMENT_FEE_RANGE_MESSAGE)
    .max(LIMITS.placementFee, tooLongMessage(JOB_FIELD_LABELS.placementFee, LIMITS.placementFee))
    .nullish()
    .transform((value) => (value ? value : null)),
  sourcing: z.boolean({ error: invalidMessage(JOB_FIELD_LABELS.sourcing) }).default(false),
  /** Write-only: the client's name, a secret of the anonymity guard and the member's employer history. */
  clientName: writeOnlyName(JOB_FIELD_LABELS.clientName),
  anonymityConfirmed: anonymityConfirmation(),
};

const CANDIDATE_FIELD_SCHEMAS = {
  candidateTitle: requiredText(CANDIDATE_FIELD_LABELS.candidateTitle, LIMITS.listingTitle),
  ...commonFieldSchemas('candidate', CANDIDATE_FIELD_LABELS),
  consent: ZConsentSchema,
  /** Write-only private identifiers for the duplicate check; optional. */
  identifiers: ZCandidateIdentifiersSchema.optional(),
  /** Write-only: the candidate's full name, a secret of the anonymity guard and a duplicate-check hash. */
  fullName: writeOnlyName(CANDIDATE_FIELD_LABELS.fullName),
  anonymityConfirmed: anonymityConfirmation(),
};

// ── Rules across fields ─────────────────────────────────────────────────────────────────────────────

type FreeInputData = {
  locations?: number[];
  countryOther?: string;
  sectors?: number[];
  sectorOther?: string;
  categories?: number[];
  categoryOther?: string;
};

type FreeInputRule = {
  field: 'countryOther' | 'sectorOther' | 'categoryOther';
  isChosen: (data: FreeInputData) => boolean;
  choiceName: string;
  isRequired: boolean;
};

const FREE_INPUT_RULES: readonly FreeInputRule[] = [
  {
    field: 'countryOther',
    isChosen: (data) => asksForCountryName(data.locations ?? []),
    choiceName: COUNTRY_NAME_LOCATION_NAMES,
    isRequired: true,
  },
  {
    field: 'sectorOther',
    isChosen: (data) => (data.sectors ?? []).some((id) => isFreeInput(SECTORS, id)),
    choiceName: 'Other',
    isRequired: false,
  },
  {
    field: 'categoryOther',
    isChosen: (data) => (data.categories ?? []).some((id) => isFreeInput(CATEGORIES, id)),
    choiceName: 'Other',
    isRequired: false,
  },
];

/**
 * The free-text companions: Country Name is required when International or Other is chosen (spec “Entities and their fields”,
 * spec “Validation rules” rule 7); no companion text may be given without its choice (spec “Screen details”: the other inputs are not
 * required).
 */
function freeInputMessage(field: string, data: FreeInputData): string | null {
  const rule = FREE_INPUT_RULES.find((candidate) => candidate.field === field);
  if (!rule) return null;
  const text = data[rule.field] ?? '';
  const label = COMMON_FIELD_LABELS[rule.field];
  const isChosen = rule.isChosen(data);
  if (isChosen && rule.isRequired && !isRequired(text)) return requiredMessage(label);
  if (!isChosen && text !== '') return onlyWithChoiceMessage(label, rule.choiceName);
  return null;
}

/** Placement fee is required (and only allowed) for hiring-company jobs; they cannot ask for sourcing. */
function jobContextMessage(
  field: string,
  data: { placementFee?: string | null; sourcing?: boolean },
  ctx: JobValidationContext,
): string | null {
  if (field === 'placementFee') {
    if (ctx.isHiringCompany && !data.placementFee) return requiredMessage(JOB_FIELD_LABELS.placementFee);
    if (!ctx.isHiringCompany && data.placementFee) return PLACEMENT_FEE_NOT_ALLOWED_MESSAGE;
  }
  if (field === 'sourcing' && ctx.isHiringCompany && data.sourcing) return SOURCING_NOT_ALLOWED_MESSAGE;
  return null;
}

function addFreeInputIssues(data: FreeInputData, ctx: z.RefinementCtx): void {
  for (const rule of FREE_INPUT_RULES) {
    const message = freeInputMessage(rule.field, data);
    if (message) ctx.addIssue({ code: 'custom', path: [rule.field], message });
  }
}

// ── Schemas ─────────────────────────────────────────────────────────────────────────────────────────

const unknownKeysError = (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? unknownFieldMessage(issue.keys?.[0] ?? '') : undefined;

export const ZJobInputSchema = z
  .strictObject(JOB_FIELD_SCHEMAS, { error: unknownKeysError })
  .superRefine(addFreeInputIssues);
export const ZCandidateInputSchema = z
  .strictObject(CANDIDATE_FIELD_SCHEMAS, { error: unknownKeysError })
  .superRefine(addFreeInputIssues);

export type TJobInput = z.output<typeof ZJobInputSchema>;
export type TCandidateInput = z.output<typeof ZCandidateInputSchema>;

// ── Ordered validation ──────────────────────────────────────────────────────────────────────────────

const fail = (field: string, message: string) => ({ ok: false as const, field, message });

type ListingRules<T> = {
  order: readonly string[];
  fields: Record<string, z.ZodType>;
  labels: Record<string, string>;
  schema: z.ZodType<T>;
  crossCheck: (field: string, parsed: Record<string, unknown>) => string | null;
};

/** A field's failure; `path` is the part inside the field ('idNumber' of the identifiers), if any. */
export type ListingFailure = { field: string; path: string; message: string };

/**
 * Every field's first failure, in the spec's order. A field that fails is left out of the values
 * the later cross-field rules see, as if it had not been given.
 */
function listingFailures<T>(input: unknown, rules: ListingRules<T>): ListingFailure[] {
  const { order, fields, labels, crossCheck } = rules;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return [{ field: '', path: '', message: 'The listing provided is not valid.' }];
  }
  const raw = input as Record<string, unknown>;
  const unknownKey = Object.keys(raw).find((key) => !Object.hasOwn(fields, key));
  if (unknownKey !== undefined) return [{ field: unknownKey, path: '', message: unknownFieldMessage(unknownKey) }];

  const failures: ListingFailure[] = [];
  const parsed: Record<string, unknown> = {};
  for (const field of order) {
    const fieldSchema = fields[field];
    if (!fieldSchema) continue;
    const result = fieldSchema.safeParse(raw[field]);
    if (!result.success) {
      const issue = result.error.issues[0];
      const message = issue?.message ?? invalidMessage(labels[field] ?? field);
      failures.push({ field, path: (issue?.path ?? []).map(String).join('.'), message });
      continue;
    }
    parsed[field] = result.data;
    const problem = crossCheck(field, parsed);
    if (problem) failures.push({ field, path: '', message: problem });
  }
  return failures;
}

function validateListing<T>(input: unknown, rules: ListingRules<T>): ValidationResult<T> {
  const [first] = listingFailures(input, rules);
  if (first) return fail(first.field, first.message);
  // Every rule has passed; parse once more through the full schema for typed, normalised data.
  const final = rules.schema.safeParse(input);
  if (!final.success) {
    const issue = final.error.issues[0];
    return fail(String(issue?.path[0] ?? ''), issue?.message ?? 'The listing provided is not valid.');
  }
  return { ok: true, data: final.data };
}

const jobRules = (ctx: JobValidationContext): ListingRules<TJobInput> => ({
  order: JOB_FIELD_ORDER,
  fields: JOB_FIELD_SCHEMAS,
  labels: JOB_FIELD_LABELS,
  schema: ZJobInputSchema,
  crossCheck: (field, parsed) =>
    freeInputMessage(field, parsed as FreeInputData) ?? jobContextMessage(field, parsed as Partial<TJobInput>, ctx),
});

const CANDIDATE_RULES: ListingRules<TCandidateInput> = {
  order: CANDIDATE_FIELD_ORDER,
  fields: CANDIDATE_FIELD_SCHEMAS,
  labels: CANDIDATE_FIELD_LABELS,
  schema: ZCandidateInputSchema,
  crossCheck: (field, parsed) => freeInputMessage(field, parsed as FreeInputData),
};

/** Validates a job save; the first failure comes back in the order of spec “Validation rules” Job save. */
export function validateJob(input: unknown, ctx: JobValidationContext): ValidationResult<TJobInput> {
  return validateListing(input, jobRules(ctx));
}

/** Validates a candidate save; the first failure comes back in the order of spec “Validation rules” Candidate save. */
export function validateCandidate(input: unknown): ValidationResult<TCandidateInput> {
  return validateListing(input, CANDIDATE_RULES);
}

/**
 * Every failure of a listing save at once, in the spec's order (the first is what `validateJob` /
 * `validateCandidate` report): the form shows each beside its field.
 */
export function listingSaveFailures(kind: ListingKind, input: unknown, ctx: JobValidationContext): ListingFailure[] {
  return kind === 'job' ? listingFailures(input, jobRules(ctx)) : listingFailures(input, CANDIDATE_RULES);
}

// ── The request schema ──────────────────────────────────────────────────────────────────────────────

/** A validated job or candidate save, tagged with its kind (what the listing services take). */
export type TListingSave = { kind: 'job'; data: TJobInput } | { kind: 'candidate'; data: TCandidateInput };

/**
 * The body of a listing save as one zod schema for the API's `validate()`: the ordered rules above
 * (first failure, in the spec's order, on its field), for one kind and one company type. A factory,
 * because the job rules depend on who posts (a hiring company's job takes a placement fee and
 * cannot be open to sourcing): POST passes the signed-in account's type, PUT the listing's own.
 */
export function listingSaveSchema(kind: ListingKind, context: JobValidationContext): z.ZodType<TListingSave> {
  return z.unknown().transform((input, ctx): TListingSave => {
    const refuse = (failure: { field: string; message: string }) => {
      ctx.addIssue({ code: 'custom', path: failure.field ? [failure.field] : [], message: failure.message });
      return z.NEVER;
    };
    if (kind === 'job') {
      const job = validateJob(input, context);
      return job.ok ? { kind, data: job.data } : refuse(job);
    }
    const candidate = validateCandidate(input);
    return candidate.ok ? { kind, data: candidate.data } : refuse(candidate);
  });
}

/**
 * The same rules for a form: every failure at once, each on its field's path ('jobTitle',
 * 'identifiers.email'), in the spec's order, so the form can show them all beside their fields.
 */
export function listingFormSchema(kind: ListingKind, context: JobValidationContext): z.ZodType<TListingSave> {
  return z.unknown().transform((input, ctx): TListingSave => {
    const failures = listingSaveFailures(kind, input, context);
    for (const failure of failures) {
      const path = [failure.field, ...(failure.path ? failure.path.split('.') : [])].filter(Boolean);
      ctx.addIssue({ code: 'custom', path, message: failure.message });
    }
    if (failures.length) return z.NEVER;
    const result = kind === 'job' ? validateJob(input, context) : validateCandidate(input);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', path: result.field ? [result.field] : [], message: result.message });
      return z.NEVER;
    }
    return kind === 'job' ? { kind, data: result.data as TJobInput } : { kind, data: result.data as TCandidateInput };
  });
}
