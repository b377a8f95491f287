import { describe, expect, it } from 'vitest';
import {
  CONSENT_DATE_FUTURE_MESSAGE,
  validateCandidate,
  validateJob,
  type TCandidateInput,
} from '../../shared/schemas/listing';
import { DATE_MESSAGES } from '../../shared/schemas/dates';

const base = {
  candidateTitle: 'Chartered Accountant',
  natures: [1],
  equities: [1],
  genderId: 2,
  packageId: 7,
  locations: [901],
  qualifications: 'CA(SA)',
  experience: '8 years',
  sectors: [13],
  categories: [2],
};
const today = new Date().toISOString().slice(0, 10);

describe('candidate consent (POPIA)', () => {
  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', {}],
    ['not given', { given: false, date: today }],
    ['given as a string', { given: 'true', date: today }],
    ['without a date', { given: true }],
    ['with an empty date', { given: true, date: '' }],
    ['a string', 'yes'],
  ])('refuses consent %s with the spec message form, on the consent field', (_name, consent) => {
    expect(validateCandidate({ ...base, consent })).toEqual({
      ok: false,
      field: 'consent',
      message: 'The Consent field is required.',
    });
  });

  it('refuses a date that is not a date, or in the future, and unknown keys', () => {
    expect(validateCandidate({ ...base, consent: { given: true, date: '24/11/2026' } })).toMatchObject({
      ok: false,
      field: 'consent',
      message: DATE_MESSAGES.format,
    });
    expect(validateCandidate({ ...base, consent: { given: true, date: '2099-01-01' } })).toMatchObject({
      ok: false,
      message: CONSENT_DATE_FUTURE_MESSAGE,
    });
    expect(validateCandidate({ ...base, consent: { given: true, date: today, by: 'x' } })).toMatchObject({
      ok: false,
      field: 'consent',
    });
  });

  it('asks for consent after every field of the spec (its order is unchanged)', () => {
    expect(validateCandidate({ ...base, candidateTitle: '' })).toMatchObject({ field: 'candidateTitle' });
    expect(validateCandidate({ ...base, categories: [] })).toMatchObject({ field: 'categories' });
  });

  it('accepts today and a past day, and jobs take no consent', () => {
    const result = validateCandidate({ ...base, consent: { given: true, date: today } });
    expect(result.ok).toBe(true);
    expect((result as { data: TCandidateInput }).data.consent).toEqual({ given: true, date: today });
    expect(validateCandidate({ ...base, consent: { given: true, date: '2025-06-30' } }).ok).toBe(true);
    const { candidateTitle: _title, ...fields } = base;
    const job = validateJob(
      { ...fields, jobTitle: 'Dev', genderId: 4, consent: { given: true, date: today } },
      { isHiringCompany: false },
    );
    expect(job).toMatchObject({ ok: false, field: 'consent' });
  });
});
