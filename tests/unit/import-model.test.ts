/** The import wizard's pure rules (web/src/features/imports/import-model.ts). */
import { describe, expect, it } from 'vitest';
import {
  applySuggestions,
  checkColumns,
  countOf,
  fieldLabel,
  importPath,
  initialColumns,
  initialValues,
  joinLabels,
  lookupOptions,
  mappedColumns,
  keptValues,
  normalWord,
  valuesBody,
  stepNumber,
  unmatchedWords,
  valueFields,
} from '../../web/src/features/imports/import-model';
import { IMPORT_FIELDS, IMPORT_LOOKUP_FIELDS } from '../../shared/schemas/imports';

const JOB_COLUMNS = {
  Title: 'jobTitle',
  Type: 'natures',
  EE: 'equities',
  Gender: 'genderId',
  Salary: 'packageId',
  City: 'locations',
  Quals: 'qualifications',
  Exp: 'experience',
  Industry: 'sectors',
  Category: 'categories',
};

describe('the column mapping', () => {
  it('names the required fields no column fills yet, in form order', () => {
    const check = checkColumns('job', ['Title', 'Notes'], { Title: 'jobTitle', Notes: '' });
    expect(check.isReady).toBe(false);
    expect(check.missing[0]).toBe('Nature of Employment');
    expect(check.missing).toContain('Gender Preference');
    expect(check.missing).not.toContain('Job Title');
    expect(check.missing).not.toContain('Additional Information');
  });

  it('is ready once every required field has exactly one column', () => {
    const headers = Object.keys(JOB_COLUMNS);
    expect(checkColumns('job', headers, JOB_COLUMNS)).toEqual({ missing: [], duplicates: {}, isReady: true });
    const twice = checkColumns('job', [...headers, 'Role'], { ...JOB_COLUMNS, Role: 'jobTitle' });
    expect(twice.duplicates).toEqual({ Role: 'Title' });
    expect(twice.isReady).toBe(false);
  });

  it("asks a hiring company's job file for the placement fee too", () => {
    const headers = Object.keys(JOB_COLUMNS);
    expect(checkColumns('job', headers, JOB_COLUMNS, true).missing).toEqual(['Placement Fee %']);
    expect(checkColumns('job', [...headers, 'Fee'], { ...JOB_COLUMNS, Fee: 'placementFee' }, true).isReady).toBe(true);
  });

  it('asks a candidate file for its title; its consent date is optional (the declaration has one)', () => {
    const missing = checkColumns('candidate', [], {}).missing;
    expect(missing).toContain('Candidate Title');
    expect(missing).not.toContain('Job Title');
    expect(missing).not.toContain('Consent date');
  });

  it('starts from what was saved, else the suggestion, and sends only mapped columns', () => {
    const view = { columns: ['A', 'B', 'C'], suggestedMapping: { A: 'jobTitle', B: 'natures' }, mapping: {} };
    expect(initialColumns(view)).toEqual({ A: 'jobTitle', B: 'natures', C: '' });
    expect(initialColumns({ ...view, mapping: { C: 'additional' } })).toEqual({ A: '', B: '', C: 'additional' });
    expect(mappedColumns({ A: 'jobTitle', B: '', C: 'additional' })).toEqual({ A: 'jobTitle', C: 'additional' });
  });
});

describe('the value mapping', () => {
  const valueChoices = {
    natures: [
      { word: 'Perm', rows: 3, suggested: 1 },
      { word: 'Fixed term', rows: 2, suggested: null },
    ],
    genderId: [{ word: 'Any', rows: 5, suggested: 4 }],
  };

  it('starts from the saved choice, else the suggestion', () => {
    const values = initialValues({ valueChoices, values: { natures: { 'fixed term': 2 } } });
    expect(values).toEqual({ natures: { Perm: 1, 'Fixed term': 2 }, genderId: { Any: 4 } });
  });

  it('applies every suggestion and keeps the choices that have none', () => {
    const changed = { natures: { Perm: 3, 'Fixed term': 2 }, genderId: { Any: null } };
    expect(applySuggestions(changed, valueChoices)).toEqual({
      natures: { Perm: 1, 'Fixed term': 2 },
      genderId: { Any: 4 },
    });
  });

  it('counts the unmatched words and their rows, and sends every word as the server keys it', () => {
    const values = { natures: { Perm: 1, 'Fixed  Term ': null }, genderId: { Any: null } };
    expect(
      unmatchedWords(values, {
        ...valueChoices,
        natures: [valueChoices.natures[0]!, { word: 'Fixed  Term ', rows: 2, suggested: null }],
      }),
    ).toEqual({ words: 2, rows: 7 });
    expect(valuesBody(values)).toEqual({ natures: { perm: 1, 'fixed term': null }, genderId: { any: null } });
    expect(normalWord('  Fixed   TERM ')).toBe('fixed term');
  });

  it('reads saved choices by the server key, an explicit "not matched" included', () => {
    const values = initialValues({ valueChoices, values: { natures: { perm: null, 'fixed term': 2 } } });
    expect(values.natures).toEqual({ Perm: null, 'Fixed term': 2 });
  });

  it('keeps the saved values of fields that still have a column only', () => {
    expect(keptValues({ natures: { perm: 1 }, genderId: { any: 4 } }, { Type: 'natures' })).toEqual({
      natures: { perm: 1 },
    });
  });

  it('lists the fields with words in form order', () => {
    expect(
      valueFields('job', {
        valueChoices: { genderId: valueChoices.genderId, natures: valueChoices.natures, sectors: [] },
      }),
    ).toEqual(['natures', 'genderId']);
  });

  it('offers only the values this kind may choose, cities with their province', () => {
    const jobGenders = lookupOptions('job', 'genderId').map((option) => option.name);
    expect(jobGenders).toContain('Open');
    expect(jobGenders).not.toContain('Other');
    expect(lookupOptions('candidate', 'genderId').map((option) => option.name)).not.toContain('Open');
    expect(lookupOptions('job', 'locations').some((option) => option.name.includes(', Gauteng'))).toBe(true);
    expect(lookupOptions('job', 'jobTitle')).toEqual([]);
  });
});

describe('the fields of shared/schemas/imports.ts', () => {
  it('labels every field a column may feed and offers values for every lookup field', () => {
    for (const kind of ['job', 'candidate'] as const)
      for (const field of IMPORT_FIELDS[kind]) {
        expect(fieldLabel(kind, field), `${kind} ${field}`).not.toBe(field);
        expect(lookupOptions(kind, field).length > 0, `${kind} ${field}`).toBe(
          (IMPORT_LOOKUP_FIELDS as readonly string[]).includes(field),
        );
      }
  });
});

describe('steps and words', () => {
  it('numbers the steps after the upload and builds their paths', () => {
    expect(stepNumber('columns')).toBe(2);
    expect(stepNumber('values')).toBe(3);
    expect(stepNumber('preview')).toBe(4);
    expect(stepNumber('done')).toBe(5);
    expect(stepNumber(undefined)).toBe(2);
    expect(stepNumber('nonsense')).toBe(2);
    expect(importPath('a b', 'preview')).toBe('/import/a%20b/preview');
  });

  it('says singular and plural right and groups digits', () => {
    expect(countOf(1, 'job')).toBe('1 job spec');
    expect(countOf(3, 'job')).toBe('3 job specs');
    expect(countOf(1, 'candidate')).toBe('1 candidate');
    expect(countOf(1250, 'row')).toBe('1,250 rows');
    expect(countOf(0, 'word')).toBe('0 words');
    expect(joinLabels(['A'])).toBe('A');
    expect(joinLabels(['A', 'B'])).toBe('A and B');
    expect(joinLabels(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('labels our fields as the listing form does', () => {
    expect(fieldLabel('job', 'genderId')).toBe('Gender Preference');
    expect(fieldLabel('candidate', 'genderId')).toBe('Gender');
    expect(fieldLabel('job', 'ref')).toBe('Your ATS reference');
    expect(fieldLabel('candidate', 'consent')).toBe('Consent');
    expect(fieldLabel('job', 'unknown')).toBe('unknown');
  });
});
