/**
 * The anonymity rule of listing saves (api/policies/listing-anonymity.ts) as a table: which save is
 * refused, on which field, with which kind, span and message; which is let through.
 */
import { describe, expect, it } from 'vitest';
import type { Account } from '../../api/domain/rows';
import type { FieldFinding } from '../../api/domain/anonymity';
import { AnonymityError, AnonymityWarningError } from '../../api/errors';
import { assertListingAnonymous, assertWarningsConfirmed } from '../../api/policies/listing-anonymity';
import type { TCandidateInput, TJobInput, TListingSave } from '../../shared/schemas/listing';

const poster = {
  id: 'a',
  email: 'lerato@khumalotalent.co.za',
  company: 'Khumalo Talent',
  website: 'https://www.khumalotalent.co.za',
  cellphone: '+27 82 555 0101',
  landline: '011 555 0199',
} as Account;

const TEXT = { countryOther: '', qualifications: 'B.Com', experience: '5 years', sectorOther: '', categoryOther: '' };
const job = (fields: Partial<TJobInput>): TListingSave => ({
  kind: 'job',
  data: { jobTitle: 'Financial Manager', additional: '', ...TEXT, ...fields } as TJobInput,
});
const candidate = (fields: Partial<TCandidateInput>): TListingSave => ({
  kind: 'candidate',
  data: { candidateTitle: 'Chartered Accountant', additional: '', ...TEXT, ...fields } as TCandidateInput,
});

/** [what, save, refused as [field, kind, the leak] or null when it is saved] */
const TABLE: Array<[string, TListingSave, [string, string, string] | null]> = [
  ['clean prose with near-misses', job({ additional: 'R45 000 CTC, NQF 7, 2019 - 2023, Sandton' }), null],
  ['a phone number', job({ additional: 'Call 082 555 0147' }), ['additional', 'phone', '082 555 0147']],
  [
    'an e-mail in a title',
    candidate({ candidateTitle: 'CFO thabo@gmail.com' }),
    ['candidateTitle', 'email', 'thabo@gmail.com'],
  ],
  ['the landline of the poster', job({ experience: 'Ring 0115550199' }), ['experience', 'own-contact', '0115550199']],
  [
    'the website of the poster',
    job({ qualifications: 'see khumalotalent.co.za' }),
    ['qualifications', 'own-contact', 'khumalotalent.co.za'],
  ],
  [
    "the candidate's own identifier",
    candidate({ additional: 'ID 8001015009087', identifiers: { idNumber: '8001015009087' } }),
    ['additional', 'secret', '8001015009087'],
  ],
  [
    'the first field in save order wins',
    job({ jobTitle: 'Khumalo Talent lead', additional: 'x@y.co.za' }),
    ['jobTitle', 'own-contact', 'Khumalo Talent'],
  ],
];

describe('assertListingAnonymous', () => {
  it.each(TABLE)('%s', (_what, save, refused) => {
    if (!refused) return expect(() => assertListingAnonymous(poster, save)).not.toThrow();
    const [field, kind, leak] = refused;
    let error: unknown;
    try {
      assertListingAnonymous(poster, save);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(AnonymityError);
    const text = String((save.data as Record<string, unknown>)[field]);
    const start = text.indexOf(leak);
    expect(error).toMatchObject({
      status: 422,
      field,
      finding: { start, end: start + leak.length, kind },
      message: expect.stringMatching(/^This text may reveal who the candidate or client is: .+\.$/),
    });
  });
});

describe('assertWarningsConfirmed', () => {
  const warning = (field: string): FieldFinding => ({
    field,
    start: 0,
    end: 5,
    kind: 'person-name',
    severity: 'warn',
    label: 'a person’s name',
  });
  const warnings = [warning('additional'), warning('experience')];

  /** [what, hashes of this save's warnings, confirmed before, confirmed by this save, result: new confirmation, or the fields asked] */
  const RULES: Array<[string, string[], string[], boolean, boolean | string[]]> = [
    ['no warning', [], [], false, false],
    ['unconfirmed warnings are asked, every one', ['h1', 'h2'], [], false, ['additional', 'experience']],
    ['confirmed by this save: a new confirmation', ['h1', 'h2'], [], true, true],
    ['all confirmed before: not asked again', ['h1', 'h2'], ['h2', 'h1', 'h0'], false, false],
    ['one new warning: only that one is asked', ['h1', 'h3'], ['h1', 'h2'], false, ['experience']],
    ['one new warning confirmed by this save', ['h1', 'h3'], ['h1'], true, true],
  ];

  it.each(RULES)('%s', (_what, hashes, confirmedBefore, isConfirmed, expected) => {
    const found = warnings.slice(0, hashes.length);
    const run = () => assertWarningsConfirmed({ warnings: found, hashes, confirmedBefore, isConfirmed });
    if (typeof expected === 'boolean') return expect(run()).toBe(expected);
    let error: unknown;
    try {
      run();
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(AnonymityWarningError);
    expect(error).toMatchObject({ status: 422, code: 'anonymity-warning', field: expected[0] });
    expect((error as AnonymityWarningError).warnings.map((w) => w.field)).toEqual(expected);
  });
});
