/**
 * The listing form's schema reports every failure of a save at once, each on its field, in the
 * spec's order — and its first is the one the API's ordered rules report (the 'Invalid field' toast).
 */
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants';
import { OPEN_GENDER_ID } from '../../shared/lookups';
import { listingFormSchema, validateCandidate, validateJob } from '../../shared/schemas/listing';
import { fieldErrorsOf } from '../../web/src/features/forms/field-errors';

const RECRUITER = { isHiringCompany: false };
const SANDTON = 303;

describe('listingFormSchema', () => {
  it('reports every failing field of a job at once, in the spec order, the first as validateJob does', () => {
    const body = { jobTitle: 'x'.repeat(LIMITS.listingTitle + 1), genderId: OPEN_GENDER_ID, locations: [SANDTON] };
    const parsed = listingFormSchema('job', RECRUITER).safeParse(body);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const errors = fieldErrorsOf(parsed.error);
    expect(Object.keys(errors)).toEqual([
      'jobTitle',
      'natures',
      'equities',
      'packageId',
      'qualifications',
      'experience',
      'sectors',
      'categories',
    ]);
    expect(errors.jobTitle).toBe(`The Job Title field may be at most ${LIMITS.listingTitle} characters.`);
    expect(errors.natures).toBe('The Nature of Employment field is required.');
    const first = validateJob(body, RECRUITER);
    expect(first.ok).toBe(false);
    if (!first.ok) expect(Object.entries(errors)[0]).toEqual([first.field, first.message]);
  });

  it("puts a candidate's identifier failure on the identifier's own path", () => {
    const body = { candidateTitle: 'Metallurgist', identifiers: { email: 'not an address' } };
    const parsed = listingFormSchema('candidate', RECRUITER).safeParse(body);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const errors = fieldErrorsOf(parsed.error);
    expect(errors['identifiers.email']).toBe('The Candidate E-mail provided is not valid.');
    expect(errors.consent).toBe('The Consent field is required.');
    expect(validateCandidate(body).ok).toBe(false);
  });

  it('passes a valid job through, typed as the API takes it', () => {
    const body = {
      jobTitle: ' Senior Java Developer ',
      natures: [1],
      equities: [1],
      genderId: OPEN_GENDER_ID,
      packageId: 5,
      locations: [SANDTON],
      qualifications: 'BSc',
      experience: '5 years',
      sectors: [1],
      categories: [23],
    };
    const parsed = listingFormSchema('job', RECRUITER).safeParse(body);
    expect(parsed.success).toBe(true);
    if (parsed.success) expect(parsed.data).toMatchObject({ kind: 'job', data: { jobTitle: 'Senior Java Developer' } });
  });
});
