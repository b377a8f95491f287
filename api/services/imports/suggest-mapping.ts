/**
 * The field each column of an ATS export most likely feeds, from its header: our own labels and
 * the headers of common ATS exports (Bullhorn, JobAdder, Vincere, Recruit CRM). Each field is
 * suggested for one column at most (the first that fits).
 */
import type { ListingKind } from '../../../shared/lookups';
import { IMPORT_FIELDS, ownValue } from '../../../shared/schemas/imports';
import { CANDIDATE_FIELD_LABELS, JOB_FIELD_LABELS } from '../../../shared/schemas/listing';

/** A header as compared: lower case, letters and digits only ("Job-Title " → "jobtitle"). */
const headerKey = (header: string): string => header.toLowerCase().replace(/[^\p{L}\p{N}%]+/gu, '');

const COMMON_SYNONYMS: Record<string, readonly string[]> = {
  ref: [
    'ref',
    'reference',
    'id',
    'externalid',
    'externalref',
    'atsid',
    'atsref',
    'recordid',
    'jobid',
    'jobref',
    'jobreference',
    'jobnumber',
    'vacancyid',
    'vacancyref',
    'candidateid',
    'candidateref',
    'candidatereference',
    'candidatenumber',
  ],
  natures: [
    'natureofemployment',
    'employmenttype',
    'jobtype',
    'type',
    'worktype',
    'contracttype',
    'positiontype',
    'nature',
    'natures',
    'employmentstatus',
  ],
  equities: ['employmentequity', 'equity', 'ee', 'eestatus', 'bee', 'equitystatus'],
  packageId: [
    'annualctcpackage',
    'package',
    'salary',
    'salaryrange',
    'ctc',
    'annualsalary',
    'remuneration',
    'compensation',
    'pay',
    'rate',
    'basesalary',
    'desiredsalary',
    'currentsalary',
    'expectedsalary',
  ],
  locations: [
    'locations',
    'location',
    'city',
    'town',
    'joblocation',
    'region',
    'area',
    'province',
    'address',
    'addresscity',
    'preferredlocation',
  ],
  countryOther: ['countryname', 'country'],
  qualifications: ['qualifications', 'qualification', 'education', 'degree', 'educationlevel'],
  experience: ['experience', 'yearsofexperience', 'experiencerequired', 'skills', 'skillset', 'requirements'],
  sectors: ['industrysectorexperience', 'industrysector', 'industry', 'sector', 'sectors', 'industries'],
  sectorOther: ['othersector', 'othersectors'],
  categories: [
    'recruitmentcategory',
    'category',
    'categories',
    'jobcategory',
    'function',
    'jobfunction',
    'discipline',
    'specialism',
    'specialisation',
  ],
  categoryOther: ['othercategory', 'othercategories'],
  additional: [
    'additionalinformation',
    'additional',
    'description',
    'jobdescription',
    'summary',
    'notes',
    'comments',
    'publicdescription',
    'profile',
  ],
};

const SYNONYMS: Record<ListingKind, Record<string, readonly string[]>> = {
  job: {
    ...COMMON_SYNONYMS,
    jobTitle: ['jobtitle', 'title', 'position', 'positiontitle', 'role', 'vacancy', 'vacancytitle', 'jobname', 'job'],
    genderId: ['genderpreference', 'gender'],
    placementFee: ['placementfee%', 'placementfee', 'fee', 'fee%', 'feepercentage', 'feepercent'],
    sourcing: ['candidatesourcing', 'sourcing', 'opentosourcing'],
  },
  candidate: {
    ...COMMON_SYNONYMS,
    candidateTitle: [
      'candidatetitle',
      'title',
      'currenttitle',
      'jobtitle',
      'currentjobtitle',
      'position',
      'currentposition',
      'headline',
      'role',
      'occupation',
    ],
    genderId: ['gender', 'sex'],
    consentDate: [
      'consentdate',
      'consent',
      'dateofconsent',
      'consentgiven',
      'popiaconsent',
      'popiconsent',
      'gdprconsent',
    ],
  },
};

/** Our own labels ('Job Title', 'Annual CTC Package') always fit their field. */
function labelKeys(kind: ListingKind): Map<string, string> {
  const labels: Record<string, string> = kind === 'job' ? JOB_FIELD_LABELS : CANDIDATE_FIELD_LABELS;
  return new Map(Object.entries(labels).map(([field, label]) => [headerKey(label), field]));
}

/**
 * header → field for the headers that fit one. `remembered`: the member's saved mapping of this
 * kind; a header it mapped wins over the synonyms (when its field is still one of this kind's).
 */
export function suggestMapping(
  kind: ListingKind,
  columns: readonly string[],
  remembered: Record<string, string> = {},
): Record<string, string> {
  const allowed = new Set<string>(IMPORT_FIELDS[kind]);
  const labels = labelKeys(kind);
  const byKey = new Map<string, string>();
  for (const [field, keys] of Object.entries(SYNONYMS[kind])) for (const key of keys) byKey.set(key, field);
  // A Map: a header may be `constructor` or `__proto__` like any other.
  const suggested = new Map<string, string>();
  const taken = new Set<string>();
  const assign = (column: string, field: string | undefined) => {
    if (!field || !allowed.has(field) || taken.has(field) || suggested.has(column)) return;
    suggested.set(column, field);
    taken.add(field);
  };
  for (const column of columns) assign(column, ownValue(remembered, column));
  for (const column of columns) assign(column, labels.get(headerKey(column)));
  // Exact synonyms first, in the order of the file, so 'Job Title' wins 'title' over a later 'Title'.
  for (const column of columns) assign(column, byKey.get(headerKey(column)));
  return Object.fromEntries(suggested);
}
