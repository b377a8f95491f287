/** Personal API tokens: POST /api/me/tokens. */
import { z } from 'zod';
import { API_TOKEN_MAX_DAYS, API_TOKEN_MESSAGES, API_TOKEN_NAME_MAX, API_TOKEN_SCOPES } from '../rules/api-tokens';

export * from '../rules/api-tokens';

const DAY_MS = 86_400_000;

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
  /** When it stops working (ISO-8601); omitted or null: never. */
  expiresAt: z.iso
    .datetime({ offset: true, error: API_TOKEN_MESSAGES.expiresAt })
    .nullish()
    .refine(
      (value) => {
        if (value === null || value === undefined) return true;
        const at = Date.parse(value);
        return at > Date.now() && at <= Date.now() + API_TOKEN_MAX_DAYS * DAY_MS;
      },
      { error: API_TOKEN_MESSAGES.expiresAt },
    ),
});
export type TApiTokenCreate = z.infer<typeof ZApiTokenCreateSchema>;
