import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants';
import {
  ANY_SECTOR_ID,
  INTERNATIONAL_LOCATION_ID,
  NONE_SECTOR_ID,
  OPEN_EQUITY_ID,
  OPEN_GENDER_ID,
  OTHER_CATEGORY_ID,
  OTHER_GENDER_ID,
  OTHER_LOCATION_ID,
  OTHER_SECTOR_ID,
} from '../../shared/lookups';
import {
  CANDIDATE_FIELD_LABELS,
  CANDIDATE_FIELD_ORDER,
  JOB_FIELD_LABELS,
  JOB_FIELD_ORDER,
  ZCandidateInputSchema,
  ZJobInputSchema,
  isPercentage,
  validateCandidate,
  validateJob,
} from '../../shared/schemas/listing';

const RECRUITER = { isHiringCompany: false };
const HIRING = { isHiringCompany: true };

const GAUTENG = 300;
const SANDTON = 303;

function validJob(): Record<string, unknown> {
  return {
    jobTitle: 'Senior Java Developer',
    natures: [1],
    equities: [1, 2],
    genderId: OPEN_GENDER_ID,
    packageId: 5,
    locations: [SANDTON],
    qualifications: 'BSc Computer Science',
    experience: '5+ years of Java',
    sectors: [ANY_SECTOR_ID],
    categories: [23],
  };
}

function validCandidate(): Record<string, unknown> {
  return {
    candidateTitle: 'Financial Manager',
    natures: [1, 2],
    equities: [1],
    genderId: OTHER_GENDER_ID,
    packageId: 7,
    locations: [GAUTENG],
    qualifications: 'CA(SA)',
    experience: '8 years in audit',
    sectors: [NONE_SECTOR_ID],
    categories: [2],
    consent: CONSENT,
  };
}

/** The poster's consent declaration every candidate save needs (POPIA). */
const CONSENT = { given: true, date: '2026-03-02' };

describe('validateJob order', () => {
  // Each step adds one field; the message shown is for the next field in spec “Validation rules” Job save order.
  const steps: Array<[string, unknown, string, string]> = [
    ['jobTitle', 'Developer', 'jobTitle', 'The Job Title field is required.'],
    ['natures', [1], 'natures', 'The Nature of Employment field is required.'],
    ['equities', [1], 'equities', 'The Employment Equity field is required.'],
    ['genderId', 1, 'genderId', 'The Gender Preference field is required.'],
    ['packageId', 1, 'packageId', 'The Annual CTC Package field is required.'],
    ['locations', [INTERNATIONAL_LOCATION_ID], 'locations', 'The Locations field is required.'],
    ['countryOther', 'Namibia', 'countryOther', 'The Country Name field is required.'],
    ['qualifications', 'Matric', 'qualifications', 'The Qualifications field is required.'],
    ['experience', '2 years', 'experience', 'The Experience field is required.'],
    ['sectors', [10], 'sectors', 'The Industry Sector Experience field is required.'],
    ['categories', [1], 'categories', 'The Recruitment Category field is required.'],
    ['placementFee', '15', 'placementFee', 'The Placement Fee % field is required.'],
  ];

  it('reports each missing field in turn, then passes', () => {
    const input: Record<string, unknown> = {};
    for (const [key, value, field, message] of steps) {
      expect(validateJob(input, HIRING)).toEqual({ ok: false, field, message });
      input[key] = value;
    }
    const result = validateJob(input, HIRING);
    expect(result.ok).toBe(true);
  });

  it('reports Job Title first for an empty object, and for a blank title', () => {
    expect(validateJob({}, RECRUITER)).toEqual({
      ok: false,
      field: 'jobTitle',
      message: 'The Job Title field is required.',
    });
    expect(validateJob({ ...validJob(), jobTitle: '   ' }, RECRUITER)).toMatchObject({
      field: 'jobTitle',
      message: 'The Job Title field is required.',
    });
  });

  it('treats empty lists and null as missing', () => {
    expect(validateJob({ ...validJob(), natures: [] }, RECRUITER)).toMatchObject({
      field: 'natures',
      message: 'The Nature of Employment field is required.',
    });
    expect(validateJob({ ...validJob(), genderId: null }, RECRUITER)).toMatchObject({
      field: 'genderId',
      message: 'The Gender Preference field is required.',
    });
    expect(validateJob({ ...validJob(), locations: null }, RECRUITER)).toMatchObject({
      field: 'locations',
      message: 'The Locations field is required.',
    });
  });

  it('does not ask a recruiter job for a placement fee', () => {
    expect(validateJob(validJob(), RECRUITER).ok).toBe(true);
  });
});

describe('validateCandidate order', () => {
  const steps: Array<[string, unknown, string]> = [
    ['candidateTitle', 'Accountant', 'The Candidate Title field is required.'],
    ['natures', [1], 'The Nature of Employment field is required.'],
    ['equities', [1], 'The Employment Equity field is required.'],
    ['genderId', 2, 'The Gender field is required.'],
    ['packageId', 3, 'The Annual CTC Package field is required.'],
    ['locations', [INTERNATIONAL_LOCATION_ID], 'The Locations field is required.'],
    ['countryOther', 'Botswana', 'The Country Name field is required.'],
    ['qualifications', 'BCom', 'The Qualifications field is required.'],
    ['experience', '3 years', 'The Experience field is required.'],
    ['sectors', [NONE_SECTOR_ID], 'The Industry Sector Experience field is required.'],
    ['categories', [2], 'The Recruitment Category field is required.'],
    // POPIA: the poster's consent declaration, last.
    ['consent', CONSENT, 'The Consent field is required.'],
  ];

  it('reports each missing field in turn, then passes', () => {
    const input: Record<string, unknown> = {};
    for (const [key, value, message] of steps) {
      expect(validateCandidate(input)).toEqual({ ok: false, field: key, message });
      input[key] = value;
    }
    expect(validateCandidate(input).ok).toBe(true);
  });

  it('refuses job-only fields on a candidate', () => {
    expect(validateCandidate({ ...validCandidate(), placementFee: '10' })).toEqual({
      ok: false,
      field: 'placementFee',
      message: 'Unknown field: placementFee',
    });
    expect(validateCandidate({ ...validCandidate(), jobTitle: 'x' })).toMatchObject({ field: 'jobTitle' });
  });
});

describe('ids of the wrong kind or unknown', () => {
  it.each([
    ['genderId', OTHER_GENDER_ID, 'The Gender Preference provided is not valid.'],
    ['genderId', 99, 'The Gender Preference provided is not valid.'],
    ['sectors', [10, NONE_SECTOR_ID], 'The Industry Sector Experience provided is not valid.'],
    ['packageId', 0, 'The Annual CTC Package provided is not valid.'],
    ['packageId', 999, 'The Annual CTC Package provided is not valid.'],
    ['categories', [1, 500], 'The Recruitment Category provided is not valid.'],
    ['locations', [SANDTON, 9999], 'The Locations provided is not valid.'],
    ['natures', [4], 'The Nature of Employment provided is not valid.'],
    ['natures', [1.5], 'The Nature of Employment provided is not valid.'],
  ])('job %s = %j is refused', (field, value, message) => {
    expect(validateJob({ ...validJob(), [field]: value }, RECRUITER)).toEqual({ ok: false, field, message });
  });

  it.each([
    ['genderId', OPEN_GENDER_ID, 'The Gender provided is not valid.'],
    ['equities', [1, OPEN_EQUITY_ID], 'The Employment Equity provided is not valid.'],
    ['sectors', [ANY_SECTOR_ID], 'The Industry Sector Experience provided is not valid.'],
  ])('candidate %s = %j is refused', (field, value, message) => {
    expect(validateCandidate({ ...validCandidate(), [field]: value })).toEqual({ ok: false, field, message });
  });

  it('accepts the job-only choices on a job', () => {
    const job = { ...validJob(), genderId: OPEN_GENDER_ID, equities: [OPEN_EQUITY_ID], sectors: [ANY_SECTOR_ID] };
    expect(validateJob(job, RECRUITER).ok).toBe(true);
  });
});

describe('wrong types', () => {
  it.each([
    ['jobTitle', 42, 'The Job Title provided is not valid.'],
    ['genderId', '1', 'The Gender Preference provided is not valid.'],
    ['packageId', true, 'The Annual CTC Package provided is not valid.'],
    ['natures', '1', 'The Nature of Employment provided is not valid.'],
    ['natures', ['1'], 'The Nature of Employment provided is not valid.'],
    ['equities', { 0: 1 }, 'The Employment Equity provided is not valid.'],
    ['qualifications', ['x'], 'The Qualifications provided is not valid.'],
    ['additional', 5, 'The Additional Information provided is not valid.'],
    ['sourcing', 'yes', 'The Candidate Sourcing provided is not valid.'],
  ])('job %s = %j is refused', (field, value, message) => {
    expect(validateJob({ ...validJob(), [field]: value }, RECRUITER)).toEqual({ ok: false, field, message });
  });

  it('refuses a placement fee given as a number', () => {
    expect(validateJob({ ...validJob(), placementFee: 15 }, HIRING)).toEqual({
      ok: false,
      field: 'placementFee',
      message: 'The Placement Fee % provided is not valid.',
    });
  });

  it('refuses input that is not an object', () => {
    for (const input of [null, 'job', 3, [validJob()]]) {
      expect(validateJob(input, RECRUITER).ok).toBe(false);
      expect(validateCandidate(input).ok).toBe(false);
    }
  });
});

describe('unknown fields', () => {
  it('names the unknown key', () => {
    expect(validateJob({ ...validJob(), uid: 'abc' }, RECRUITER)).toEqual({
      ok: false,
      field: 'uid',
      message: 'Unknown field: uid',
    });
  });

  it('reports an unknown key before missing fields', () => {
    expect(validateJob({ salary: 1 }, RECRUITER)).toMatchObject({ field: 'salary', message: 'Unknown field: salary' });
  });

  it('the zod schemas are strict too', () => {
    const result = ZJobInputSchema.safeParse({ ...validJob(), salary: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unknown field: salary');
    expect(ZCandidateInputSchema.safeParse({ ...validCandidate(), sourcing: true }).success).toBe(false);
  });
});

describe('length limits', () => {
  it.each([
    ['qualifications', LIMITS.qualifications, 'The Qualifications field may be at most 1280 characters.'],
    ['experience', LIMITS.experience, 'The Experience field may be at most 1280 characters.'],
    ['additional', LIMITS.additional, 'The Additional Information field may be at most 2650 characters.'],
    ['jobTitle', LIMITS.listingTitle, `The Job Title field may be at most ${LIMITS.listingTitle} characters.`],
  ])('%s allows %i characters and refuses one more', (field, max, message) => {
    expect(validateJob({ ...validJob(), [field]: 'a'.repeat(max) }, RECRUITER).ok).toBe(true);
    expect(validateJob({ ...validJob(), [field]: 'a'.repeat(max + 1) }, RECRUITER)).toEqual({
      ok: false,
      field,
      message,
    });
  });

  it('counts the length after trimming', () => {
    const qualifications = `  ${'a'.repeat(LIMITS.qualifications)}  `;
    expect(validateJob({ ...validJob(), qualifications }, RECRUITER).ok).toBe(true);
  });

  it('limits the other texts', () => {
    const categoryOther = 'b'.repeat(LIMITS.otherText + 1);
    expect(validateCandidate({ ...validCandidate(), categories: [OTHER_CATEGORY_ID], categoryOther })).toEqual({
      ok: false,
      field: 'categoryOther',
      message: `The Other Category(ies) field may be at most ${LIMITS.otherText} characters.`,
    });
    expect(
      validateCandidate({ ...validCandidate(), candidateTitle: 'c'.repeat(LIMITS.listingTitle + 1) }),
    ).toMatchObject({ field: 'candidateTitle' });
  });
});

describe('placement fee and sourcing', () => {
  it.each(['0', '100', '12.5', '15', ' 20 '])('a hiring-company job accepts %j', (placementFee) => {
    const result = validateJob({ ...validJob(), placementFee }, HIRING);
    expect(result).toMatchObject({ ok: true, data: { placementFee: placementFee.trim() } });
  });

  it.each(['100.5', '-1', '101', 'abc', '15%', '1e2'])('a hiring-company job refuses %j', (placementFee) => {
    expect(validateJob({ ...validJob(), placementFee }, HIRING)).toEqual({
      ok: false,
      field: 'placementFee',
      message: 'The Placement Fee % must be a number from 0 to 100.',
    });
  });

  it.each([undefined, null, '', '   '])('a hiring-company job without a fee (%j) is refused', (placementFee) => {
    expect(validateJob({ ...validJob(), placementFee }, HIRING)).toEqual({
      ok: false,
      field: 'placementFee',
      message: 'The Placement Fee % field is required.',
    });
  });

  it('a recruiter job may not carry a placement fee', () => {
    expect(validateJob({ ...validJob(), placementFee: '15' }, RECRUITER)).toEqual({
      ok: false,
      field: 'placementFee',
      message: 'The Placement Fee % field is only allowed for hiring-company jobs.',
    });
    for (const placementFee of [null, '', undefined]) {
      expect(validateJob({ ...validJob(), placementFee }, RECRUITER)).toMatchObject({
        ok: true,
        data: { placementFee: null },
      });
    }
  });

  it('sourcing is allowed on recruiter jobs only', () => {
    expect(validateJob({ ...validJob(), sourcing: true }, RECRUITER)).toMatchObject({
      ok: true,
      data: { sourcing: true },
    });
    expect(validateJob({ ...validJob(), placementFee: '10', sourcing: true }, HIRING)).toEqual({
      ok: false,
      field: 'sourcing',
      message: 'Candidate Sourcing is not available for hiring-company jobs.',
    });
    expect(validateJob({ ...validJob(), placementFee: '10', sourcing: false }, HIRING).ok).toBe(true);
    expect(validateJob({ ...validJob(), placementFee: '10' }, HIRING)).toMatchObject({ data: { sourcing: false } });
  });

  it('isPercentage follows the 0–100 rule', () => {
    expect(['0', '100', '99.99', '0.5'].every(isPercentage)).toBe(true);
    expect(['100.5', '-1', '', ' ', '1,5', '.5', 'NaN'].some(isPercentage)).toBe(false);
  });
});

describe('free text without its choice', () => {
  it.each([
    ['categoryOther', 'Actuarial', 'The Other Category(ies) field is only allowed when Other is chosen.'],
    ['sectorOther', 'Space', 'The Other Sector(s) field is only allowed when Other is chosen.'],
    ['countryOther', 'Kenya', 'The Country Name field is only allowed when International or Other is chosen.'],
  ])('job %s without its choice is refused', (field, value, message) => {
    expect(validateJob({ ...validJob(), [field]: value }, RECRUITER)).toEqual({ ok: false, field, message });
    expect(validateCandidate({ ...validCandidate(), [field]: value })).toEqual({ ok: false, field, message });
  });

  it('accepts the free text with its choice, and blank text without it', () => {
    const job = {
      ...validJob(),
      categories: [1, OTHER_CATEGORY_ID],
      categoryOther: ' Actuarial ',
      sectors: [OTHER_SECTOR_ID],
      sectorOther: 'Space',
      locations: [INTERNATIONAL_LOCATION_ID, SANDTON],
      countryOther: 'Kenya',
    };
    expect(validateJob(job, RECRUITER)).toMatchObject({ ok: true, data: { categoryOther: 'Actuarial' } });
    expect(validateJob({ ...validJob(), categoryOther: '  ', sectorOther: null }, RECRUITER)).toMatchObject({
      ok: true,
      data: { categoryOther: '', sectorOther: '' },
    });
  });

  it('the Other location asks for a Country Name too (spec “Validation rules”, rule 7), for jobs and candidates', () => {
    const missing = { ok: false, field: 'countryOther', message: 'The Country Name field is required.' };
    expect(validateJob({ ...validJob(), locations: [OTHER_LOCATION_ID] }, RECRUITER)).toEqual(missing);
    expect(validateCandidate({ ...validCandidate(), locations: [OTHER_LOCATION_ID] })).toEqual(missing);
    const named = { locations: [OTHER_LOCATION_ID], countryOther: 'Lesotho' };
    expect(validateJob({ ...validJob(), ...named }, RECRUITER).ok).toBe(true);
    expect(validateCandidate({ ...validCandidate(), ...named }).ok).toBe(true);
  });

  it('the zod schema reports the same rule', () => {
    const result = ZJobInputSchema.safeParse({ ...validJob(), sectorOther: 'Space' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['sectorOther'],
        message: 'The Other Sector(s) field is only allowed when Other is chosen.',
      }),
    ]);
  });
});

describe('a full valid listing', () => {
  it('comes back trimmed and deduplicated (job)', () => {
    const input = {
      jobTitle: '  Senior Java Developer  ',
      categories: [23, 23, OTHER_CATEGORY_ID],
      categoryOther: '  Fintech ',
      natures: [1, 2, 1],
      equities: [OPEN_EQUITY_ID],
      genderId: OPEN_GENDER_ID,
      packageId: 6,
      locations: [SANDTON, INTERNATIONAL_LOCATION_ID, SANDTON],
      countryOther: ' Kenya ',
      qualifications: ' BSc ',
      experience: '\n5 years\n',
      sectors: [30, 30],
      sectorOther: '',
      additional: '  Hybrid  ',
      placementFee: ' 12.5 ',
      sourcing: false,
    };
    expect(validateJob(input, HIRING)).toEqual({
      ok: true,
      data: {
        jobTitle: 'Senior Java Developer',
        categories: [23, OTHER_CATEGORY_ID],
        categoryOther: 'Fintech',
        natures: [1, 2],
        equities: [OPEN_EQUITY_ID],
        genderId: OPEN_GENDER_ID,
        packageId: 6,
        locations: [SANDTON, INTERNATIONAL_LOCATION_ID],
        countryOther: 'Kenya',
        qualifications: 'BSc',
        experience: '5 years',
        sectors: [30],
        sectorOther: '',
        additional: 'Hybrid',
        placementFee: '12.5',
        sourcing: false,
        // Warnings not confirmed unless the member says so (docs/anonymity.md).
        anonymityConfirmed: false,
      },
    });
  });

  it('comes back trimmed and deduplicated (candidate), with defaults for absent optional fields', () => {
    expect(validateCandidate({ ...validCandidate(), candidateTitle: ' Financial Manager ', natures: [2, 2] })).toEqual({
      ok: true,
      data: {
        candidateTitle: 'Financial Manager',
        natures: [2],
        equities: [1],
        genderId: OTHER_GENDER_ID,
        packageId: 7,
        locations: [GAUTENG],
        countryOther: '',
        qualifications: 'CA(SA)',
        experience: '8 years in audit',
        sectors: [NONE_SECTOR_ID],
        sectorOther: '',
        categories: [2],
        categoryOther: '',
        additional: '',
        consent: CONSENT,
        anonymityConfirmed: false,
      },
    });
  });

  it('agrees with the zod schema on valid input', () => {
    const result = validateCandidate(validCandidate());
    expect(result.ok && result.data).toEqual(ZCandidateInputSchema.parse(validCandidate()));
  });
});

describe('labels and order', () => {
  it('cover exactly the schema fields', () => {
    const jobKeys = Object.keys(ZJobInputSchema.shape).sort();
    expect(Object.keys(JOB_FIELD_LABELS).sort()).toEqual(jobKeys);
    expect([...JOB_FIELD_ORDER].sort()).toEqual(jobKeys);
    const candidateKeys = Object.keys(ZCandidateInputSchema.shape).sort();
    expect(Object.keys(CANDIDATE_FIELD_LABELS).sort()).toEqual(candidateKeys);
    expect([...CANDIDATE_FIELD_ORDER].sort()).toEqual(candidateKeys);
  });

  it('uses the spec labels', () => {
    expect(JOB_FIELD_LABELS.genderId).toBe('Gender Preference');
    expect(CANDIDATE_FIELD_LABELS.genderId).toBe('Gender');
    expect(JOB_FIELD_LABELS.placementFee).toBe('Placement Fee %');
    expect(JOB_FIELD_LABELS.sectors).toBe('Industry Sector Experience');
  });
});
