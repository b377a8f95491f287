import { describe, expect, it } from 'vitest';

import { firstIssue, ZBulkMessageSchema, ZPersonalDetailsSchema, ZRegisterSchema } from '../../shared/schemas/account';
import { validateCandidate, validateJob } from '../../shared/schemas/listing';

import {
  hasCapital,
  hasNumber,
  isEmail,
  isPasswordLength,
  isPercentage,
  isPhoneNumber,
  isProductPassword,
  isRequired,
  isStrongPassword,
  isWebsite,
} from '../../shared/validators';

type Case = readonly [input: unknown, expected: boolean];

function table(name: string, validator: (value: unknown) => boolean, cases: ReadonlyArray<Case>): void {
  describe(name, () => {
    it.each(cases)('%j → %s', (input, expected) => {
      expect(validator(input)).toBe(expected);
    });
  });
}

table('isRequired', isRequired, [
  ['a', true],
  ['  a  ', true],
  ['', false],
  ['   ', false],
  ['\t\n', false],
  [undefined, false],
  [null, false],
  [0, true],
  [Number.NaN, false],
  [[], false],
  [[1], true],
  [false, true],
  // Invisible characters alone are as empty as whitespace alone.
  ['\u200B', false], // zero-width space
  ['\u200C\u200D', false], // zero-width non-joiner and joiner
  ['\u2060', false], // word joiner
  ['\uFEFF', false], // zero-width no-break space (BOM)
  ['\u00AD', false], // soft hyphen
  ['\u3000', false], // ideographic space
  ['\u00A0', false], // no-break space
  ['\u180E', false], // Mongolian vowel separator
  ['\u200E\u200F\u202E', false], // bidi marks and override
  ['\u034F\uFE0F', false], // combining grapheme joiner, variation selector
  ['\u3164\u115F\u2800', false], // Hangul fillers, Braille blank
  ['\u0000\u0007', false], // control characters
  [' \u200B\t\u2060 \uFEFF', false],
  // Any visible character makes it text.
  ['\u200Ba', true],
  ['Data\u200BScientist', true],
  ['👩🏽‍💻', true],
  ['\u0301', true], // a combining accent shows
]);

table('isEmail', isEmail, [
  ['user@example.com', true],
  ['first.last+tag@mail.example.co.za', true],
  ['a@b.co', true],
  ['', false],
  ['user', false],
  ['user@', false],
  ['@example.com', false],
  ['user@example', false],
  ['user@.com', false],
  ['user@example.', false],
  ['user@exa..mple.com', false],
  ['us er@example.com', false],
  ['user@@example.com', false],
  [42, false],
  [null, false],
]);

table('isPasswordLength', isPasswordLength, [
  ['abcdef', true],
  ['abcde', false],
  ['', false],
  ['      ', true],
  [123456, false],
]);

table('hasCapital', hasCapital, [
  ['abcdeF', true],
  ['Abcde', false],
  ['abcdef', false],
  ['ÉCOLE1', true],
  [undefined, false],
]);

table('hasNumber', hasNumber, [
  ['abcde1', true],
  ['abcd1', false],
  ['abcdef', false],
  [null, false],
]);

table('isStrongPassword', isStrongPassword, [
  ['Abcde1', true],
  ['abcde1', false],
  ['ABCDE1', false],
  ['Abcdef', false],
  ['Abc1', false],
  [{}, false],
]);

table('isProductPassword', isProductPassword, [
  ['Abcde1', true],
  ['ABCDE1', true],
  ['abcde1', false],
  ['Abcdef', false],
  ['Ab1', false],
  ['', false],
]);

table('isPercentage', isPercentage, [
  [0, true],
  [100, true],
  [12.5, true],
  [-1, false],
  [100.01, false],
  [Number.NaN, false],
  [Number.POSITIVE_INFINITY, false],
  ['0', true],
  ['100', true],
  ['7.5', true],
  [' 15 ', true],
  ['100.0', true],
  ['101', false],
  ['-5', false],
  ['', false],
  ['abc', false],
  ['1e2', false],
  ['15%', false],
  [null, false],
]);

table('isWebsite', isWebsite, [
  ['www.example.co.za', true],
  ['https://a.io:8080/path', true],
  ['http://example.com', true],
  ['https://www.example.com/a/b?c=d', true],
  ['example.com', true],
  ['EXAMPLE.COM', true],
  ['sub.my-site.org.za/', true],
  ['example.co:1', true],
  ['example.co:12345', true],
  ['example.c', false],
  ['example.museum', false],
  ['example.toolong', false],
  ['example.com:123456', false],
  ['example.com:', false],
  ['example', false],
  ['ftp://example.com', false],
  ['http://', false],
  ['www.', false],
  ['exa mple.com', false],
  ['example.com path', false],
  ['', false],
  [undefined, false],
]);

table('isPhoneNumber', isPhoneNumber, [
  ['0821234567', true],
  ['+27 (82) 123-4567', true],
  ['011 555 1234', true],
  ['123456', false],
  ['1234567', true],
  ['123456789012345678901', false],
  ['082 123 456x', false],
  ['', false],
  [821234567, false],
]);

describe('regexes stay linear on hostile input', () => {
  it('answers quickly for long near-misses', () => {
    const started = performance.now();
    isWebsite(`${'a-'.repeat(20_000)}!`);
    isWebsite(`${'a.'.repeat(20_000)}a1`);
    isEmail(`${'a'.repeat(20_000)}@${'b.'.repeat(20_000)}`);
    isPhoneNumber(`${'1 '.repeat(20_000)}x`);
    isRequired(`${'\u200B '.repeat(50_000)}`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('the required message for invisible-only text, in every shared schema', () => {
  const INVISIBLE = '\u200B\u2060\uFEFF';

  it('personal details, bulk message, and job and candidate saves', () => {
    const personal = ZPersonalDetailsSchema.safeParse({ firstname: INVISIBLE });
    expect(personal.success).toBe(false);
    expect(firstIssue(personal.error!)).toEqual({ field: 'firstname', message: 'The Firstname field is required.' });

    const bulk = ZBulkMessageSchema.safeParse({ heading: INVISIBLE, message: 'Hello' });
    expect(firstIssue(bulk.error!)).toEqual({ field: 'heading', message: 'The Heading field is required.' });

    const register = ZRegisterSchema.safeParse({
      email: INVISIBLE,
      password: 'Abcde1',
      confirm: 'Abcde1',
      terms: true,
    });
    expect(firstIssue(register.error!)).toEqual({ field: 'email', message: 'The Email field is required.' });

    expect(validateJob({ jobTitle: INVISIBLE }, { isHiringCompany: false })).toEqual({
      ok: false,
      field: 'jobTitle',
      message: 'The Job Title field is required.',
    });
    expect(validateCandidate({ candidateTitle: '\u3000\u200D' })).toEqual({
      ok: false,
      field: 'candidateTitle',
      message: 'The Candidate Title field is required.',
    });
  });
});
