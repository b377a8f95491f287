/**
 * Account schemas (spec “Validation rules”): login, register, forgot, reset and change password, activation,
 * personal details, bulk message and analytics events. Shared by the API (`validate(schema)`) and the
 * PWA forms. Every object is strict, so an unknown field is refused.
 *
 * Each field reports at most one issue, the first rule it breaks in the spec's order, and each object
 * sorts its issues by the order of its keys (unknown fields first), so `firstIssue()` gives the message
 * the spec would show first — also when a cross-field check (password confirmation) fails.
 */

import { z } from 'zod';

import { ANALYTICS_EVENTS, LIMITS, byNotificationToggle } from '../constants';
import { MESSAGES } from '../messages';
import { isEmail, isPhoneNumber, isProductPassword, isRequired, isWebsite } from '../validators';

// ---------------------------------------------------------------------------------------------------
// Messages not in spec “Validation rules”, in the spec's own forms
// ---------------------------------------------------------------------------------------------------

/** 'The {Field} field may be at most {max} characters.' */
export function maxLengthMessage(fieldLabel: string, max: number): string {
  return `The ${fieldLabel} field may be at most ${max} characters.`;
}

/** 'The {Field} provided is in an invalid format.' */
export function invalidFormatMessage(fieldLabel: string): string {
  return `The ${fieldLabel} provided is in an invalid format.`;
}

export const ACCOUNT_MESSAGES = {
  termsRequired: 'You must accept the terms to register.',
  invitationCodeInvalid: 'The Invitation Code provided is not valid.',
  bodyInvalid: 'The request body must be a JSON object.',
  analyticsEventInvalid: 'The Event Name provided is not valid.',
} as const;

// ---------------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------------

/** Activation and reset tokens; generous, only a bound against abuse. */
const TOKEN_MAX_LENGTH = 200;
const INVITATION_CODE_MAX_LENGTH = 64;

type Rule<T> = readonly [test: (value: T) => boolean, message: string];

/** Reports only the first rule the value breaks, so a field never shows two messages at once. */
function firstBroken<T>(...rules: ReadonlyArray<Rule<T>>) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    for (const [test, message] of rules) {
      if (!test(value)) {
        ctx.addIssue({ code: 'custom', message });
        return;
      }
    }
  };
}

function atMost(max: number) {
  return (value: string): boolean => Array.from(value).length <= max;
}

/** A missing value (undefined or null) gets `missing`; any other wrong type gets `wrongType`. */
function typeError(missing: string, wrongType: string = missing) {
  return (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? missing : wrongType;
}

/** A string, trimmed; a missing value or a wrong type reports the field's own message. */
function trimmedText(missing: string, wrongType: string = missing) {
  return z.string({ error: typeError(missing, wrongType) }).trim();
}

/** A password: never trimmed (spaces are part of it), but whitespace alone counts as missing. */
function passwordText(missing: string, wrongType: string = missing) {
  return z.string({ error: typeError(missing, wrongType) });
}

function emailField() {
  return trimmedText(MESSAGES.emailRequired, MESSAGES.emailInvalid)
    .toLowerCase()
    .superRefine(
      firstBroken<string>(
        [isRequired, MESSAGES.emailRequired],
        [isEmail, MESSAGES.emailInvalid],
        [atMost(LIMITS.email), MESSAGES.emailInvalid],
      ),
    );
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'Unknown field: <key>' — the message of a field the schema does not know. */
export function unknownFieldMessage(key: string): string {
  return `Unknown field: ${key}`;
}

/**
 * Messages raised by an object itself: it is not an object at all (`notObject`), or it holds a field
 * the schema does not know.
 */
function objectError(notObject: string) {
  return (issue: { code?: string; keys?: readonly string[] }): string | undefined => {
    if (issue.code === 'invalid_type') return notObject;
    if (issue.code === 'unrecognized_keys') return unknownFieldMessage(issue.keys?.[0] ?? '');
    return undefined;
  };
}

const bodyError = objectError(ACCOUNT_MESSAGES.bodyInvalid);

type CrossCheck = (input: Record<string, unknown>, report: (field: string, message: string) => void) => void;

/**
 * Runs the cross-field check (even when fields already failed, so its issue is not lost), then sorts
 * all issues: unknown top-level fields first, then by the order of the object's keys. The sort is
 * stable, so issues of one field keep their order.
 */
function inFieldOrder<S extends z.ZodObject>(schema: S, crossCheck?: CrossCheck): S {
  const order = Object.keys(schema.shape);
  const rank = (issue: { code?: string; path?: PropertyKey[] | undefined }): number => {
    const head = issue.path?.[0];
    if (head === undefined) return issue.code === 'unrecognized_keys' ? -1 : order.length;
    const index = order.indexOf(String(head));
    return index === -1 ? order.length : index;
  };
  return schema.superRefine(
    (value, ctx) => {
      if (crossCheck && isPlainRecord(value)) {
        crossCheck(value, (field, message) => ctx.addIssue({ code: 'custom', path: [field], message }));
      }
      ctx.issues.sort((left, right) => rank(left) - rank(right));
    },
    { when: () => true },
  );
}

/** Adds `message` on `confirm` when both passwords are present and differ. */
function confirmationMatches(message: string): CrossCheck {
  return (input, report) => {
    const { password, confirm } = input;
    if (typeof password !== 'string' || typeof confirm !== 'string') return;
    if (!isRequired(password) || !isRequired(confirm)) return;
    if (password !== confirm) report('confirm', message);
  };
}

// ---------------------------------------------------------------------------------------------------
// Login, register, forgot
// ---------------------------------------------------------------------------------------------------

export const ZLoginSchema = inFieldOrder(
  z.strictObject(
    {
      email: emailField(),
      password: passwordText(MESSAGES.passwordRequired).superRefine(
        firstBroken<string>(
          [isRequired, MESSAGES.passwordRequired],
          [atMost(LIMITS.password), maxLengthMessage('Password', LIMITS.password)],
        ),
      ),
    },
    { error: bodyError },
  ),
);
export type TLoginSchema = z.infer<typeof ZLoginSchema>;

export const ZRegisterSchema = inFieldOrder(
  z.strictObject(
    {
      email: emailField(),
      password: passwordText(MESSAGES.passwordRequired, MESSAGES.passwordWeak).superRefine(
        firstBroken<string>(
          [isRequired, MESSAGES.passwordRequired],
          [isProductPassword, MESSAGES.passwordWeak],
          [atMost(LIMITS.password), maxLengthMessage('Password', LIMITS.password)],
        ),
      ),
      confirm: passwordText(MESSAGES.confirmRequired).superRefine(
        firstBroken<string>(
          [isRequired, MESSAGES.confirmRequired],
          [atMost(LIMITS.password), MESSAGES.passwordMismatch],
        ),
      ),
      terms: z.literal(true, { error: ACCOUNT_MESSAGES.termsRequired }),
      invitationCode: trimmedText(ACCOUNT_MESSAGES.invitationCodeInvalid)
        .max(INVITATION_CODE_MAX_LENGTH, { error: ACCOUNT_MESSAGES.invitationCodeInvalid })
        .optional(),
    },
    { error: bodyError },
  ),
  confirmationMatches(MESSAGES.passwordMismatch),
);
export type TRegisterSchema = z.infer<typeof ZRegisterSchema>;

export const ZForgotSchema = inFieldOrder(z.strictObject({ email: emailField() }, { error: bodyError }));
export type TForgotSchema = z.infer<typeof ZForgotSchema>;

// ---------------------------------------------------------------------------------------------------
// Reset, change password, activation
// ---------------------------------------------------------------------------------------------------

function newPasswordField() {
  return passwordText(MESSAGES.newPasswordRequired, MESSAGES.newPasswordInvalid).superRefine(
    firstBroken<string>(
      [isRequired, MESSAGES.newPasswordRequired],
      [isProductPassword, MESSAGES.newPasswordInvalid],
      [atMost(LIMITS.password), MESSAGES.newPasswordInvalid],
    ),
  );
}

export const ZResetSchema = inFieldOrder(
  z.strictObject(
    {
      token: trimmedText(MESSAGES.resetInvalid).superRefine(
        firstBroken<string>([isRequired, MESSAGES.resetInvalid], [atMost(TOKEN_MAX_LENGTH), MESSAGES.resetInvalid]),
      ),
      password: newPasswordField(),
      // Spec “Validation rules”: "Confirmation required and matching" share one message.
      confirm: passwordText(MESSAGES.newPasswordMismatch).superRefine(
        firstBroken<string>(
          [isRequired, MESSAGES.newPasswordMismatch],
          [atMost(LIMITS.password), MESSAGES.newPasswordMismatch],
        ),
      ),
    },
    { error: bodyError },
  ),
  confirmationMatches(MESSAGES.newPasswordMismatch),
);
export type TResetSchema = z.infer<typeof ZResetSchema>;

export const ZChangePasswordSchema = inFieldOrder(
  z.strictObject(
    {
      current: passwordText(MESSAGES.currentPasswordRequired, MESSAGES.currentPasswordInvalid).superRefine(
        firstBroken<string>(
          [isRequired, MESSAGES.currentPasswordRequired],
          [atMost(LIMITS.password), MESSAGES.currentPasswordInvalid],
        ),
      ),
      password: newPasswordField(),
      confirm: passwordText(MESSAGES.passwordConfirmationRequired).superRefine(
        firstBroken<string>(
          [isRequired, MESSAGES.passwordConfirmationRequired],
          [atMost(LIMITS.password), MESSAGES.newPasswordMismatch],
        ),
      ),
    },
    { error: bodyError },
  ),
  confirmationMatches(MESSAGES.newPasswordMismatch),
);
export type TChangePasswordSchema = z.infer<typeof ZChangePasswordSchema>;

/** POST /api/me/delete: the member's password, checked again before anything changes. */
export const ZDeleteAccountSchema = inFieldOrder(
  z.strictObject(
    {
      password: passwordText(MESSAGES.passwordRequired).superRefine(
        firstBroken<string>(
          [isRequired, MESSAGES.passwordRequired],
          [atMost(LIMITS.password), MESSAGES.deletionPasswordInvalid],
        ),
      ),
    },
    { error: bodyError },
  ),
);
export type TDeleteAccountSchema = z.infer<typeof ZDeleteAccountSchema>;

export const ZActivateSchema = inFieldOrder(
  z.strictObject(
    {
      uid: z.uuid({ error: MESSAGES.activationInvalid }),
      // Compared as sent, never trimmed: a padded copy of a valid token is a wrong one (400), and
      // blanks still reach the account check (409 for an account already activated).
      token: z
        .string({ error: MESSAGES.activationInvalid })
        .min(1, { error: MESSAGES.activationInvalid })
        .max(TOKEN_MAX_LENGTH, { error: MESSAGES.activationInvalid }),
    },
    { error: bodyError },
  ),
);
export type TActivateSchema = z.infer<typeof ZActivateSchema>;

// ---------------------------------------------------------------------------------------------------
// Personal details (PUT /api/me): a partial update of the fields a user may edit
// ---------------------------------------------------------------------------------------------------

/** The personal-details fields that may not be cleared, in the spec's order. */
export const PERSONAL_REQUIRED_FIELDS = ['firstname', 'lastname', 'company', 'companyType', 'title'] as const;

/** Required when present: may be omitted, but not sent empty. */
function requiredText(message: string, label: string, max: number) {
  return trimmedText(message)
    .superRefine(firstBroken<string>([isRequired, message], [atMost(max), maxLengthMessage(label, max)]))
    .optional();
}

/** Optional text: may be omitted or sent empty (clears it). */
function optionalText(label: string, max: number, format?: (value: string) => boolean) {
  const invalid = invalidFormatMessage(label);
  const rules: Array<Rule<string>> = [[atMost(max), maxLengthMessage(label, max)]];
  if (format) rules.push([(value) => value.length === 0 || format(value), invalid]);
  return trimmedText(invalid)
    .superRefine(firstBroken<string>(...rules))
    .optional();
}

const LOOKUP_LIST_MAX = 100;

function lookupIdList(label: string) {
  const invalid = invalidFormatMessage(label);
  return z
    .array(z.int({ error: invalid }).positive({ error: invalid }), { error: invalid })
    .max(LOOKUP_LIST_MAX, { error: invalid })
    .optional();
}

const notificationsInvalid = 'The Notifications provided are in an invalid format.';
const notificationToggle = z.boolean({ error: notificationsInvalid }).optional();
const notificationsShape = byNotificationToggle(() => notificationToggle);

export const ZNotificationsSchema = z.strictObject(notificationsShape, {
  error: objectError(notificationsInvalid),
});
export type TNotificationsSchema = z.infer<typeof ZNotificationsSchema>;

export const ZPersonalDetailsSchema = inFieldOrder(
  z.strictObject(
    {
      firstname: requiredText(MESSAGES.firstnameRequired, 'Firstname', LIMITS.name),
      lastname: requiredText(MESSAGES.lastnameRequired, 'Last Name', LIMITS.name),
      company: requiredText(MESSAGES.companyRequired, 'Company', LIMITS.company),
      companyType: z
        .int({ error: MESSAGES.companyTypeRequired })
        .positive({ error: MESSAGES.companyTypeRequired })
        .optional(),
      title: requiredText(MESSAGES.jobTitleRequired, 'Job Title', LIMITS.jobTitle),
      website: optionalText('Website', LIMITS.website, isWebsite),
      apso: optionalText('Membership Number', LIMITS.membershipNumber),
      landline: optionalText('Landline', LIMITS.phone, isPhoneNumber),
      cellphone: optionalText('Cellphone', LIMITS.phone, isPhoneNumber),
      natures: lookupIdList('Nature of Employment'),
      categories: lookupIdList('Recruitment Category'),
      categoryOther: optionalText('Other Category', LIMITS.otherText),
      notifications: ZNotificationsSchema.optional(),
      // Spec “Entities and their fields” Account "sourcing": the member offers candidate-sourcing services (off for hiring companies).
      sourcing: z.boolean({ error: invalidFormatMessage('Candidate Sourcing') }).optional(),
    },
    { error: bodyError },
  ),
);
export type TPersonalDetailsSchema = z.infer<typeof ZPersonalDetailsSchema>;

// ---------------------------------------------------------------------------------------------------
// Bulk message and analytics
// ---------------------------------------------------------------------------------------------------

export const ZBulkMessageSchema = inFieldOrder(
  z.strictObject(
    {
      heading: trimmedText(MESSAGES.headingRequired).superRefine(
        firstBroken<string>(
          [isRequired, MESSAGES.headingRequired],
          [atMost(LIMITS.bulkHeading), maxLengthMessage('Heading', LIMITS.bulkHeading)],
        ),
      ),
      message: trimmedText(MESSAGES.messageRequired).superRefine(
        firstBroken<string>(
          [isRequired, MESSAGES.messageRequired],
          [atMost(LIMITS.bulkMessage), maxLengthMessage('Message', LIMITS.bulkMessage)],
        ),
      ),
    },
    { error: bodyError },
  ),
);
export type TBulkMessageSchema = z.infer<typeof ZBulkMessageSchema>;

export const ZAnalyticsEventSchema = inFieldOrder(
  z.strictObject(
    { name: z.enum(ANALYTICS_EVENTS, { error: ACCOUNT_MESSAGES.analyticsEventInvalid }) },
    { error: bodyError },
  ),
);
export type TAnalyticsEventSchema = z.infer<typeof ZAnalyticsEventSchema>;

/** A request that takes no fields (POST /api/me/request-approval): any sent are refused, as unknown fields are. */
export const ZNoFieldsSchema = z.strictObject({}, { error: bodyError });
export type TNoFieldsSchema = z.infer<typeof ZNoFieldsSchema>;

// ---------------------------------------------------------------------------------------------------
// Reporting
// ---------------------------------------------------------------------------------------------------

export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * The first issue of a failed parse as `{ field, message }`: the field path joined with '.', and for
 * an unknown field the key itself (under its parent's path) with 'Unknown field: <key>'.
 */
export function firstIssue(error: z.ZodError): FieldIssue {
  const issue = error.issues[0];
  if (!issue) return { field: '', message: ACCOUNT_MESSAGES.bodyInvalid };
  const path = issue.path.map((segment) => String(segment));
  if (issue.code === 'unrecognized_keys') {
    const field = [...path, issue.keys[0] ?? ''].join('.');
    return { field, message: unknownFieldMessage(field) };
  }
  return { field: path.join('.'), message: issue.message };
}
