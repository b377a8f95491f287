/**
 * Bulk import's pure parts (docs/imports.md): the header synonyms of common ATS exports, the
 * value suggestions ('Perm', 'JHB', 'R650k'), a row turned into a listing body, its idempotency
 * key, and who may use an import.
 */
import { describe, expect, it } from 'vitest';
import { canUseImport } from '../../api/policies/import';
import { isoConsentDate, rowBody, rowKey } from '../../api/services/imports/row-body';
import { suggestMapping } from '../../api/services/imports/suggest-mapping';
import { packageAmount, suggestValue } from '../../api/services/imports/suggest-values';
import { cellWords } from '../../shared/schemas/imports';
import type { Account } from '../../api/domain/rows';

describe('suggested mapping', () => {
  it.each([
    // Bullhorn
    [['Job Title', 'Employment Type', 'Address City', 'Salary', 'Category', 'Job ID'], 'job'],
    // JobAdder / Vincere / Recruit CRM
    [['Position', 'Job Type', 'Location', 'Package', 'Industry', 'Reference'], 'job'],
  ] as const)('maps the usual ATS headers %j', (headers, kind) => {
    const mapping = suggestMapping(kind, headers);
    expect(Object.values(mapping).sort()).toEqual(
      [
        'jobTitle',
        'natures',
        'locations',
        'packageId',
        (headers as readonly string[]).includes('Industry') ? 'sectors' : 'categories',
        'ref',
      ].sort(),
    );
  });

  it('suggests each field once, our own labels first, and remembers the last mapping', () => {
    expect(suggestMapping('job', ['Title', 'Job Title'])).toEqual({ 'Job Title': 'jobTitle' });
    expect(suggestMapping('job', ['Title', 'Position'])).toEqual({ Title: 'jobTitle' });
    expect(suggestMapping('candidate', ['Title', 'Consent Date'])).toEqual({
      Title: 'candidateTitle',
      'Consent Date': 'consentDate',
    });
    expect(suggestMapping('job', ['Consent Date', 'Fee %'])).toEqual({ 'Fee %': 'placementFee' });
    expect(suggestMapping('job', ['Vacature', 'Title'], { Vacature: 'jobTitle' })).toEqual({ Vacature: 'jobTitle' });
  });
});

describe('suggested values', () => {
  it.each([
    ['natures', 'Perm', 1],
    ['natures', 'Full-time', 1],
    ['natures', 'Temporary', 3],
    ['natures', 'Freelance', 2],
    ['locations', 'JHB', 301],
    ['locations', 'joburg', 301],
    ['locations', 'Cape Town', 901],
    ['locations', 'Port Elizabeth', 101],
    ['locations', 'WFH', 1],
    ['locations', 'Atlantis-on-Sea', null],
    ['packageId', 'R650k', 5],
    ['packageId', 'R400K', 4],
    ['packageId', '199 999', 2],
    ['packageId', 'R3.5m', 14],
    ['packageId', 'Negotiable', 1],
    ['packageId', 'R45 000 pm', 4],
    ['packageId', 'abc', null],
    ['genderId', 'F', 2],
    ['categories', 'IT', 23],
    ['categories', 'Accounting', 2],
  ] as const)('%s %j → %j', (field, word, id) => {
    expect(suggestValue('job', field, word)).toBe(id);
  });

  it('suggests only ids the kind may choose', () => {
    expect(suggestValue('job', 'genderId', 'Open')).toBe(4);
    expect(suggestValue('candidate', 'genderId', 'Open')).toBeNull();
  });

  it('reads package amounts', () => {
    expect(packageAmount('R650,000')).toBe(650_000);
    expect(packageAmount('1,2m')).toBe(1_200_000);
    expect(packageAmount('R 55 000 per month')).toBe(660_000);
  });
});

describe('a row as a listing body', () => {
  const state = {
    kind: 'candidate' as const,
    columns: ['Ref', 'Title', 'Type', 'Consent', 'Ignored'],
    mapping: { Ref: 'ref', Title: 'candidateTitle', Type: 'natures', Consent: 'consentDate' },
    values: { natures: { perm: 1, contract: 2, internship: null } },
    consent: { given: true as const },
  };

  it('maps cells, splits multi-choice words, and leaves unmapped words as not valid', () => {
    const { body, ref } = rowBody(state, ['C-1', 'Accountant', 'Perm; Contract / Internship | Gig', '15/01/2026', 'x']);
    expect(ref).toBe('C-1');
    expect(body).toEqual({
      candidateTitle: 'Accountant',
      natures: [1, 2, -1],
      consent: { given: true, date: '2026-01-15' },
    });
  });

  it('reads `constructor`, `toString` and `__proto__` as a header or word like any other', () => {
    const named = {
      ...state,
      columns: ['__proto__', 'constructor', 'toString', 'Type'],
      mapping: JSON.parse('{"__proto__": "candidateTitle", "Type": "natures"}') as Record<string, string>,
      values: { natures: JSON.parse('{"constructor": 1, "__proto__": 2}') as Record<string, number> },
      consent: null,
    };
    expect(rowBody(named, ['Accountant', 'x', 'y', 'constructor; __proto__; toString']).body).toEqual({
      candidateTitle: 'Accountant',
      natures: [1, 2, -1],
    });
    const suggested = suggestMapping('job', ['constructor', '__proto__', 'toString', 'Job Title'], named.mapping);
    expect(suggested).toEqual({ 'Job Title': 'jobTitle' });
    expect(suggestValue('job', 'locations', 'constructor')).toBeNull();
    expect(suggestValue('job', 'natures', 'hasOwnProperty')).toBeNull();
  });

  it('has no consent without the declaration', () => {
    expect(rowBody({ ...state, consent: null }, ['C-1', 'Accountant', 'Perm', '2026-01-15', '']).body.consent).toBe(
      undefined,
    );
  });

  it('keys a row by its reference, else by its body', () => {
    expect(rowKey({ a: 1 }, ' C-1 ')).toBe(rowKey({ b: 2 }, 'c-1'));
    expect(rowKey({ a: 1, b: 2 }, '')).toBe(rowKey({ b: 2, a: 1 }, ''));
    expect(rowKey({ a: 1 }, '')).not.toBe(rowKey({ a: 2 }, ''));
    expect(rowKey({ a: 1 }, '')).toMatch(/^row:[0-9a-f]{64}$/);
  });

  it('reads consent dates', () => {
    expect(isoConsentDate('2026-1-5')).toBe('2026-01-05');
    expect(isoConsentDate('05.01.2026')).toBe('2026-01-05');
    expect(isoConsentDate('2026-01-05T00:00:00Z')).toBe('2026-01-05');
    expect(isoConsentDate('yesterday')).toBe('yesterday');
  });

  it('splits only multi-choice cells', () => {
    expect(cellWords('locations', 'JHB, CPT\nDurban')).toEqual(['JHB', 'CPT', 'Durban']);
    expect(cellWords('packageId', 'R400K – R600K')).toEqual(['R400K – R600K']);
  });
});

describe('who may use an import', () => {
  const account = (id: string, isAdmin = false) => ({ id, isAdmin }) as Account;
  it.each([
    ['the uploader', account('a'), true],
    ['another member', account('b'), false],
    ['an administrator', account('c', true), false],
  ])('%s: %s', (_who, user, may) => {
    expect(canUseImport(user, { ownerId: 'a' })).toBe(may);
  });
});
