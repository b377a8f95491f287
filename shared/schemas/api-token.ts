/** Personal API tokens: POST /api/me/tokens. */
import { z } from 'zod';
import { API_TOKEN_MAX_DAYS, API_TOKEN_MESSAGES, API_TOKEN_NAME_MAX, API_TOKEN_SCOPES } from '../rules/api-tokens';

export * from '../rules/api-tokens';

const DAY_MS = 86_400_000;
/** '2027-03-01', or with a time and an offset or Z ('2027-03-01T09:00:00+02:00'). */
const ISO_DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

export const ZApiTokenCreateSchema = z.strictObject({
  name: z
    .string({ error: API_TOKEN_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: API_TOKEN_MESSAGES.nameRequired })
    .max(API_TOKEN_NAME_MAX, { error: API_TOKEN_MESSAGES.nameTooLong }),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { error: API_TOKEN_MESSAGES.scopes }), { error: API_TOKEN_MESSAGES.scopes })
    .min(1, { error: API_TOKEN_MESSAGES.scopes })
    .max(API_TOKEN_SCOPES.length, { error: API_TOKEN_MESSAGES.scopes })
    .transform((scopes) => [...new Set(scopes)].sort()),
  /** When it stops working: an ISO-8601 date ('2027-03-01', midnight UTC) or date and time; omitted or null: never. */
  expiresAt: z
    .string({ error: API_TOKEN_MESSAGES.expiresAt })
    .nullish()
    .refine(
      (value) => {
        if (value === null || value === undefined) return true;
        if (!ISO_DATE_OR_TIME.test(value)) return false;
        const at = Date.parse(value);
        return Number.isFinite(at) && at > Date.now() && at <= Date.now() + API_TOKEN_MAX_DAYS * DAY_MS;
      },
      { error: API_TOKEN_MESSAGES.expiresAt },
    ),
});
export type TApiTokenCreate = z.infer<typeof ZApiTokenCreateSchema>;
