/**
 * Saved searches: POST /api/saved-searches and PATCH /api/saved-searches/:uid. `query` is
 * the list screen's search query, as GET /api/jobs and /api/candidates take it (`q`, the
 * multi-selects as comma-separated ids, `maxAge`), without `mine`, `limit` or `cursor`.
 */
import { z } from 'zod';
import { ID_FILTER_KEYS, LISTING_FILTERS } from '../listing-filters';
import { ZListingSearchSchema } from './listing-search';
import { LIMITS } from '../constants';

/** A member keeps at most this many saved searches (each is checked against every new listing). */
export const SAVED_SEARCHES_PER_MEMBER = 25;
export const SAVED_SEARCH_NAME_MAX = LIMITS.savedSearchName;
export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'The Name field is required.',
  nameTooLong: `The Name field may be at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  kind: "The kind must be 'job' or 'candidate'.",
  alert: "The Alert must be 'instant', 'daily' or 'off'.",
  query: 'The search is not valid.',
  tooMany: `You can keep up to ${SAVED_SEARCHES_PER_MEMBER} saved searches. Delete one to save another.`,
  empty: 'Change the name, the alert, pause or resume it, or mark it seen.',
  notFound: 'This saved search does not exist or is not yours.',
} as const;

const QUERY_PARAMS = [
  LISTING_FILTERS.search.param,
  LISTING_FILTERS.maxAge.param,
  ...ID_FILTER_KEYS.map((key) => LISTING_FILTERS[key].param),
] as const;

/** The list screen's query: the search's own rules (lengths, ids, Date Posted options), nothing else. */
export const ZSavedSearchQuerySchema = ZListingSearchSchema.pick(
  Object.fromEntries(QUERY_PARAMS.map((param) => [param, true])) as Record<(typeof QUERY_PARAMS)[number], true>,
).strict();
export type TSavedSearchQuery = z.infer<typeof ZSavedSearchQuerySchema>;

const name = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: SAVED_SEARCH_MESSAGES.nameRequired })
  .max(SAVED_SEARCH_NAME_MAX, { error: SAVED_SEARCH_MESSAGES.nameTooLong });
const alert = z.enum(SAVED_SEARCH_ALERTS, { error: SAVED_SEARCH_MESSAGES.alert });

export const ZSavedSearchCreateSchema = z.strictObject({
  name,
  kind: z.enum(['job', 'candidate'], { error: SAVED_SEARCH_MESSAGES.kind }),
  query: z.preprocess((v) => v ?? {}, ZSavedSearchQuerySchema),
  alert,
});
export type TSavedSearchCreate = z.infer<typeof ZSavedSearchCreateSchema>;

/** Edit: rename, change the alert, pause or resume, or mark seen (newCount back to 0). */
export const ZSavedSearchUpdateSchema = z
  .strictObject({
    name: name.optional(),
    alert: alert.optional(),
    paused: z.boolean({ error: 'Paused must be true or false.' }).optional(),
    seen: z.literal(true, { error: 'Seen can only be true.' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: SAVED_SEARCH_MESSAGES.empty });
export type TSavedSearchUpdate = z.infer<typeof ZSavedSearchUpdateSchema>;
