import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { LIMITS } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { computeInvitationCode, isValidInvitationCode } from '../../shared/rules/invitation-code';
import {
  PERSONAL_REQUIRED_FIELDS,
  ZActivateSchema,
  ZAnalyticsEventSchema,
  ZBulkMessageSchema,
  ZChangePasswordSchema,
  ZForgotSchema,
  ZLoginSchema,
  ZPersonalDetailsSchema,
  ZRegisterSchema,
  ZResetSchema,
  firstIssue,
  type FieldIssue,
} from '../../shared/schemas/account';

/** The first issue of a parse that must fail. */
function failure(schema: z.ZodType, input: unknown): FieldIssue {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to fail`);
  return firstIssue(result.error);
}

/** Every message of a failed parse, in order. */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to fail`);
  return result.error.issues.map((issue) => issue.message);
}

const GOOD_PASSWORD = 'Secret1';
const TERMS = 'You must accept the terms to register.';
const NOTIFICATIONS_INVALID = 'The Notifications provided are in an invalid format.';

describe('ZLoginSchema', () => {
  it('trims and lowercases the e-mail and keeps the password as typed', () => {
    const parsed = ZLoginSchema.parse({ email: '  Jo.Smith@Example.CO.ZA ', password: ' pass ' });
    expect(parsed).toEqual({ email: 'jo.smith@example.co.za', password: ' pass ' });
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', MESSAGES.emailRequired],
    [{ email: '   ', password: 'x' }, 'email', MESSAGES.emailRequired],
    [{ password: 'x' }, 'email', MESSAGES.emailRequired],
    [{ email: null, password: 'x' }, 'email', MESSAGES.emailRequired],
    [{ email: 'nobody', password: 'x' }, 'email', MESSAGES.emailInvalid],
    [{ email: 42, password: 'x' }, 'email', MESSAGES.emailInvalid],
    [{ email: `${'a'.repeat(250)}@b.com`, password: 'x' }, 'email', MESSAGES.emailInvalid],
    [{ email: 'a@b.co', password: '' }, 'password', MESSAGES.passwordRequired],
    [{ email: 'a@b.co', password: '   ' }, 'password', MESSAGES.passwordRequired],
    [{ email: 'a@b.co' }, 'password', MESSAGES.passwordRequired],
    [{ email: 'a@b.co', password: 123 }, 'password', MESSAGES.passwordRequired],
  ])('%j → %s: %s', (input, field, message) => {
    expect(failure(ZLoginSchema, input)).toEqual({ field, message });
  });

  it('reports e-mail before password', () => {
    expect(messages(ZLoginSchema, {})).toEqual([MESSAGES.emailRequired, MESSAGES.passwordRequired]);
    expect(messages(ZLoginSchema, { password: '', email: 'x' })).toEqual([
      MESSAGES.emailInvalid,
      MESSAGES.passwordRequired,
    ]);
  });

  it('refuses unknown fields and a body that is not an object', () => {
    expect(failure(ZLoginSchema, { email: 'a@b.co', password: 'x', remember: true })).toEqual({
      field: 'remember',
      message: 'Unknown field: remember',
    });
    expect(failure(ZLoginSchema, 'a@b.co').field).toBe('');
    expect(failure(ZLoginSchema, null).message).not.toMatch(/expected/i);
  });
});

describe('ZRegisterSchema', () => {
  const valid = { email: 'New@Example.com', password: GOOD_PASSWORD, confirm: GOOD_PASSWORD, terms: true };

  it('accepts a valid registration, lowercasing the e-mail', () => {
    expect(ZRegisterSchema.parse(valid)).toEqual({ ...valid, email: 'new@example.com' });
    expect(ZRegisterSchema.parse({ ...valid, invitationCode: ' ABC ' }).invitationCode).toBe('ABC');
  });

  it.each([
    [{ ...valid, email: '' }, 'email', MESSAGES.emailRequired],
    [{ ...valid, email: 'new@example' }, 'email', MESSAGES.emailInvalid],
    [{ ...valid, password: '', confirm: '' }, 'password', MESSAGES.passwordRequired],
    [{ ...valid, password: 'secret1', confirm: 'secret1' }, 'password', MESSAGES.passwordWeak],
    [{ ...valid, password: 'Secret', confirm: 'Secret' }, 'password', MESSAGES.passwordWeak],
    [{ ...valid, password: 'Sec1', confirm: 'Sec1' }, 'password', MESSAGES.passwordWeak],
    [{ ...valid, confirm: '' }, 'confirm', MESSAGES.confirmRequired],
    [{ ...valid, confirm: undefined }, 'confirm', MESSAGES.confirmRequired],
    [{ ...valid, confirm: 'Secret2' }, 'confirm', MESSAGES.passwordMismatch],
    [{ ...valid, terms: false }, 'terms', TERMS],
    [{ ...valid, terms: 'true' }, 'terms', TERMS],
    [{ email: valid.email, password: GOOD_PASSWORD, confirm: GOOD_PASSWORD }, 'terms', TERMS],
  ])('%j → %s: %s', (input, field, message) => {
    expect(failure(ZRegisterSchema, input)).toEqual({ field, message });
  });

  it('reports in the spec order: e-mail, password, strength, confirmation, match, then terms', () => {
    const everythingWrong = { email: 'x', password: 'weak', confirm: 'other', terms: false };
    expect(messages(ZRegisterSchema, everythingWrong)).toEqual([
      MESSAGES.emailInvalid,
      MESSAGES.passwordWeak,
      MESSAGES.passwordMismatch,
      TERMS,
    ]);
    const emailFixed = { ...everythingWrong, email: 'a@b.co' };
    expect(failure(ZRegisterSchema, emailFixed).message).toBe(MESSAGES.passwordWeak);
    const passwordFixed = { ...emailFixed, password: GOOD_PASSWORD };
    expect(failure(ZRegisterSchema, passwordFixed).message).toBe(MESSAGES.passwordMismatch);
    const noConfirm = { email: 'a@b.co', password: GOOD_PASSWORD, terms: false };
    expect(failure(ZRegisterSchema, noConfirm).message).toBe(MESSAGES.confirmRequired);
  });

  it('checks the match even when a later field and an unknown field fail', () => {
    const input = { ...valid, confirm: 'Secret2', terms: false, invitationCode: 5, admin: true };
    expect(messages(ZRegisterSchema, input)).toEqual([
      'Unknown field: admin',
      MESSAGES.passwordMismatch,
      TERMS,
      'The Invitation Code provided is not valid.',
    ]);
  });

  it.each(['admin', 'approved', 'active', 'uid'])('refuses the unknown field %s', (key) => {
    expect(failure(ZRegisterSchema, { ...valid, [key]: true })).toEqual({
      field: key,
      message: `Unknown field: ${key}`,
    });
  });
});

describe('ZForgotSchema', () => {
  it.each([
    [{}, MESSAGES.emailRequired],
    [{ email: ' ' }, MESSAGES.emailRequired],
    [{ email: 'a@b' }, MESSAGES.emailInvalid],
  ])('%j → %s', (input, message) => {
    expect(failure(ZForgotSchema, input)).toEqual({ field: 'email', message });
  });

  it('lowercases and refuses extras', () => {
    expect(ZForgotSchema.parse({ email: 'A@B.CO' })).toEqual({ email: 'a@b.co' });
    expect(failure(ZForgotSchema, { email: 'a@b.co', link: 'x' }).message).toBe('Unknown field: link');
  });
});

describe('ZResetSchema', () => {
  const valid = { token: 'abc123', password: GOOD_PASSWORD, confirm: GOOD_PASSWORD };

  it('accepts a valid reset', () => {
    expect(ZResetSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ ...valid, token: '' }, 'token', MESSAGES.resetInvalid],
    [{ ...valid, password: '', confirm: '' }, 'password', MESSAGES.newPasswordRequired],
    [{ ...valid, password: 'weakpass', confirm: 'weakpass' }, 'password', MESSAGES.newPasswordInvalid],
    [{ ...valid, confirm: '' }, 'confirm', MESSAGES.newPasswordMismatch],
    [{ ...valid, confirm: 'Secret2' }, 'confirm', MESSAGES.newPasswordMismatch],
  ])('%j → %s: %s', (input, field, message) => {
    expect(failure(ZResetSchema, input)).toEqual({ field, message });
  });

  it('reports required before invalid before mismatch', () => {
    expect(messages(ZResetSchema, { token: 't', password: 'weak', confirm: 'x' })).toEqual([
      MESSAGES.newPasswordInvalid,
      MESSAGES.newPasswordMismatch,
    ]);
  });
});

describe('ZChangePasswordSchema', () => {
  const valid = { current: 'old', password: GOOD_PASSWORD, confirm: GOOD_PASSWORD };

  it('accepts a valid change', () => {
    expect(ZChangePasswordSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ ...valid, current: '' }, 'current', MESSAGES.currentPasswordRequired],
    [{ ...valid, password: '', confirm: '' }, 'password', MESSAGES.newPasswordRequired],
    [{ ...valid, password: 'abcdef', confirm: 'abcdef' }, 'password', MESSAGES.newPasswordInvalid],
    [{ ...valid, confirm: '' }, 'confirm', MESSAGES.passwordConfirmationRequired],
    [{ ...valid, confirm: 'Secret9' }, 'confirm', MESSAGES.newPasswordMismatch],
  ])('%j → %s: %s', (input, field, message) => {
    expect(failure(ZChangePasswordSchema, input)).toEqual({ field, message });
  });

  it('reports in the spec order', () => {
    expect(messages(ZChangePasswordSchema, { current: '', password: '', confirm: '' })).toEqual([
      MESSAGES.currentPasswordRequired,
      MESSAGES.newPasswordRequired,
      MESSAGES.passwordConfirmationRequired,
    ]);
    expect(messages(ZChangePasswordSchema, { current: '', password: 'weak', confirm: 'x' })).toEqual([
      MESSAGES.currentPasswordRequired,
      MESSAGES.newPasswordInvalid,
      MESSAGES.newPasswordMismatch,
    ]);
  });
});

describe('ZActivateSchema', () => {
  const uid = '3f0c7a52-58a4-4b7e-9a3f-1f2e3d4c5b6a';

  it('accepts a uuid and a token', () => {
    expect(ZActivateSchema.parse({ uid, token: 'tok' })).toEqual({ uid, token: 'tok' });
  });

  it.each([
    [{ uid: 'not-a-uuid', token: 'tok' }, 'uid'],
    [{ uid, token: '' }, 'token'],
    [{ uid }, 'token'],
  ])('%j → %s', (input, field) => {
    expect(failure(ZActivateSchema, input)).toEqual({ field, message: MESSAGES.activationInvalid });
  });

  // The link's token is compared as sent, as before the route used this schema: a padded copy of a
  // valid token is a wrong token (400), and blanks go on to the account check (409 when already active).
  it('keeps the token exactly as sent (not trimmed)', () => {
    expect(ZActivateSchema.parse({ uid, token: ' tok ' })).toEqual({ uid, token: ' tok ' });
    expect(ZActivateSchema.parse({ uid, token: '   ' })).toEqual({ uid, token: '   ' });
    expect(failure(ZActivateSchema, { uid, token: 'x'.repeat(201) })).toEqual({
      field: 'token',
      message: MESSAGES.activationInvalid,
    });
  });
});

describe('ZPersonalDetailsSchema', () => {
  it('exports the required fields in the spec order', () => {
    expect(PERSONAL_REQUIRED_FIELDS).toEqual(['firstname', 'lastname', 'company', 'companyType', 'title']);
  });

  it('accepts a partial update and trims strings', () => {
    expect(ZPersonalDetailsSchema.parse({})).toEqual({});
    expect(
      ZPersonalDetailsSchema.parse({
        firstname: ' Thandi ',
        companyType: 2,
        website: 'www.example.co.za',
        cellphone: '+27 (82) 123-4567',
        landline: '',
        natures: [1, 2],
        notifications: { summaryDaily: false, newCandidate: true },
      }),
    ).toEqual({
      firstname: 'Thandi',
      companyType: 2,
      website: 'www.example.co.za',
      cellphone: '+27 (82) 123-4567',
      landline: '',
      natures: [1, 2],
      notifications: { summaryDaily: false, newCandidate: true },
    });
  });

  it.each([
    [{ firstname: '' }, 'firstname', MESSAGES.firstnameRequired],
    [{ firstname: '  ' }, 'firstname', MESSAGES.firstnameRequired],
    [{ firstname: null }, 'firstname', MESSAGES.firstnameRequired],
    [{ firstname: 7 }, 'firstname', MESSAGES.firstnameRequired],
    [{ lastname: '' }, 'lastname', MESSAGES.lastnameRequired],
    [{ company: '' }, 'company', MESSAGES.companyRequired],
    [{ companyType: null }, 'companyType', MESSAGES.companyTypeRequired],
    [{ companyType: '2' }, 'companyType', MESSAGES.companyTypeRequired],
    [{ companyType: 1.5 }, 'companyType', MESSAGES.companyTypeRequired],
    [{ title: '' }, 'title', MESSAGES.jobTitleRequired],
    [{ website: 'example.c' }, 'website', 'The Website provided is in an invalid format.'],
    [{ website: 3 }, 'website', 'The Website provided is in an invalid format.'],
    [{ cellphone: '12345' }, 'cellphone', 'The Cellphone provided is in an invalid format.'],
    [{ cellphone: '082 abc 4567' }, 'cellphone', 'The Cellphone provided is in an invalid format.'],
    [{ landline: '12' }, 'landline', 'The Landline provided is in an invalid format.'],
    [
      { firstname: 'a'.repeat(LIMITS.name + 1) },
      'firstname',
      `The Firstname field may be at most ${LIMITS.name} characters.`,
    ],
    [{ natures: [1, 'x'] }, 'natures.1', 'The Nature of Employment provided is in an invalid format.'],
    [{ categories: 'Legal' }, 'categories', 'The Recruitment Category provided is in an invalid format.'],
    [{ notifications: { summaryDaily: 'yes' } }, 'notifications.summaryDaily', NOTIFICATIONS_INVALID],
    [{ notifications: [] }, 'notifications', NOTIFICATIONS_INVALID],
    [
      { notifications: { summaryMonthly: true } },
      'notifications.summaryMonthly',
      'Unknown field: notifications.summaryMonthly',
    ],
  ])('%j → %s: %s', (input, field, message) => {
    expect(failure(ZPersonalDetailsSchema, input)).toEqual({ field, message });
  });

  it('reports the required fields in the spec order', () => {
    const allCleared = { title: '', companyType: null, company: '', lastname: '', firstname: '' };
    expect(messages(ZPersonalDetailsSchema, allCleared)).toEqual([
      MESSAGES.firstnameRequired,
      MESSAGES.lastnameRequired,
      MESSAGES.companyRequired,
      MESSAGES.companyTypeRequired,
      MESSAGES.jobTitleRequired,
    ]);
  });

  const protectedFields = ['admin', 'approved', 'deleted', 'email', 'contract', 'trail', 'active', 'contracted'];
  it.each([...protectedFields, 'uid', 'token'])('refuses the protected field %s', (key) => {
    expect(failure(ZPersonalDetailsSchema, { firstname: 'Jo', [key]: true })).toEqual({
      field: key,
      message: `Unknown field: ${key}`,
    });
  });
});

describe('ZBulkMessageSchema', () => {
  it.each([
    [{ heading: '', message: 'Hello' }, 'heading', MESSAGES.headingRequired],
    [{ message: 'Hello' }, 'heading', MESSAGES.headingRequired],
    [{ heading: 'News', message: ' ' }, 'message', MESSAGES.messageRequired],
    [{ heading: 'News', message: 'x'.repeat(513) }, 'message', 'The Message field may be at most 512 characters.'],
    [
      { heading: 'x'.repeat(LIMITS.bulkHeading + 1), message: 'Hello' },
      'heading',
      `The Heading field may be at most ${LIMITS.bulkHeading} characters.`,
    ],
  ])('%j → %s: %s', (input, field, message) => {
    expect(failure(ZBulkMessageSchema, input)).toEqual({ field, message });
  });

  it('accepts exactly 512 characters', () => {
    expect(ZBulkMessageSchema.safeParse({ heading: 'News', message: 'x'.repeat(512) }).success).toBe(true);
  });
});

describe('ZAnalyticsEventSchema', () => {
  it('accepts a known event and refuses others', () => {
    expect(ZAnalyticsEventSchema.parse({ name: 'job-post' })).toEqual({ name: 'job-post' });
    expect(failure(ZAnalyticsEventSchema, { name: 'page-view' }).field).toBe('name');
    expect(failure(ZAnalyticsEventSchema, { name: 'job-post', at: 1 }).message).toBe('Unknown field: at');
  });
});

describe('invitation codes', () => {
  const salt = 'rc-test-salt';
  const email = 'jo@example.co.za';

  /** Independent of the WebCrypto implementation: node:crypto, every fourth byte, lowercase hex. */
  function expectedCode(value: string): string {
    const digest = createHash('sha256')
      .update(value + salt, 'utf8')
      .digest();
    return [...digest]
      .filter((_, index) => index % 4 === 0)
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
  }

  it('computes SHA-256 of value + salt reduced to every fourth byte in hex', async () => {
    const code = await computeInvitationCode(email, salt);
    expect(code).toBe(expectedCode(email));
    expect(code).toMatch(/^[0-9a-f]{16}$/);
  });

  it('computes the code from the lowercased e-mail', async () => {
    expect(await computeInvitationCode(' Jo@Example.CO.ZA ', salt)).toBe(expectedCode(email));
  });

  it('accepts the computed code, trimmed and in any case', async () => {
    const code = expectedCode(email);
    expect(await isValidInvitationCode({ value: email, code, salt })).toBe(true);
    const shouted = ` ${code.toUpperCase()} `;
    expect(await isValidInvitationCode({ value: 'JO@example.co.za', code: shouted, salt })).toBe(true);
  });

  it('accepts the master code only when one is configured', async () => {
    const masterCode = 'master-2024';
    expect(await isValidInvitationCode({ value: email, code: 'Master-2024 ', salt, masterCode })).toBe(true);
    expect(await isValidInvitationCode({ value: email, code: '', salt, masterCode: '' })).toBe(false);
    expect(await isValidInvitationCode({ value: email, code: 'master-2024', salt })).toBe(false);
  });

  it('refuses a wrong code, a code for another address and an empty code', async () => {
    const check = (code: string) => isValidInvitationCode({ value: email, code, salt, masterCode: 'master' });
    expect(await check('0000000000000000')).toBe(false);
    expect(await check(expectedCode('other@example.co.za'))).toBe(false);
    expect(await check(expectedCode(email).slice(0, 15))).toBe(false);
    expect(await check(`${expectedCode(email)}0`)).toBe(false);
    expect(await isValidInvitationCode({ value: email, code: '   ', salt })).toBe(false);
  });
});
