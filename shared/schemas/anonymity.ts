/**
 * The body of POST /api/anonymity/check: the free text of a listing being written (any of its kind's
 * text fields, titles included), and the listing's own secrets the member has typed so far (the
 * candidate's identifiers and full name, the client's name), which the check uses and never keeps.
 */
import { z } from 'zod';
import { LIMITS } from '../constants';
import { CANDIDATE_TEXT_FIELDS, JOB_TEXT_FIELDS } from './listing';

export const ANONYMITY_CHECK_MESSAGES = {
  kind: "The kind must be 'job' or 'candidate'.",
  fields: 'The fields to check are required.',
  text: (field: string) => `The ${field} text is not valid.`,
  tooLong: (field: string, max: number) => `The ${field} text may be at most ${max} characters.`,
  secret: (field: string) => `The ${field} provided is not valid.`,
} as const;

function text(field: string, max: number) {
  return z
    .string({ error: ANONYMITY_CHECK_MESSAGES.text(field) })
    .max(max, { error: ANONYMITY_CHECK_MESSAGES.tooLong(field, max) });
}

/** A secret as typed so far (not yet a valid ID number or e-mail, perhaps): only its length is checked. */
function secret(field: string, max: number) {
  return z.string({ error: ANONYMITY_CHECK_MESSAGES.secret(field) }).max(max, {
    error: ANONYMITY_CHECK_MESSAGES.secret(field),
  });
}

function fieldsOf(names: readonly string[]) {
  return z.strictObject(
    Object.fromEntries(names.map((name) => [name, text(name, LIMITS.anonymityCheckText).optional()])) as Record<
      string,
      z.ZodOptional<z.ZodString>
    >,
    { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : ANONYMITY_CHECK_MESSAGES.fields) },
  );
}

const SECRETS = {
  identifiers: z
    .strictObject({
      idNumber: secret('identifiers.idNumber', 40).optional(),
      passport: secret('identifiers.passport', 40).optional(),
      email: secret('identifiers.email', LIMITS.email).optional(),
      cellphone: secret('identifiers.cellphone', LIMITS.phone).optional(),
    })
    .optional(),
  fullName: secret('fullName', LIMITS.anonymityCheckName).optional(),
  clientName: secret('clientName', LIMITS.anonymityCheckName).optional(),
};

export const ZAnonymityCheckSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('job'), fields: fieldsOf(JOB_TEXT_FIELDS), ...SECRETS }),
    z.strictObject({ kind: z.literal('candidate'), fields: fieldsOf(CANDIDATE_TEXT_FIELDS), ...SECRETS }),
  ],
  { error: ANONYMITY_CHECK_MESSAGES.kind },
);
export type TAnonymityCheck = z.infer<typeof ZAnonymityCheckSchema>;
