/**
 * Saved searches: POST /api/saved-searches and PATCH /api/saved-searches/:uid. `query` is
 * the list screen's search query, as GET /api/jobs and /api/candidates take it (`q`, the
 * multi-selects as comma-separated ids, `maxAge`), without `mine`, `limit` or `cursor`.
 */
import { z } from 'zod';
import { ID_FILTER_KEYS, LISTING_FILTERS } from '../listing-filters';
import { ZListingSearchSchema } from './listing-search';
import { SAVED_SEARCH_ALERTS, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from '../rules/saved-search';

// The limits and words of saved searches live without zod (../rules/saved-search.ts), so the list
// screen's "Save this search" does not bring the schema library into the signed-in shell.
export {
  SAVED_SEARCHES_PER_MEMBER,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_MESSAGES,
  type SavedSearchAlert,
} from '../rules/saved-search';

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
