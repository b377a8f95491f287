/** The query of GET /api/jobs and /api/candidates (lists are comma-separated ids). */
import { z } from 'zod';
import { LIMITS } from '../constants';
import { ID_FILTER_KEYS, LISTING_FILTERS, isDatePostedOption, type IdFilterKey } from '../listing-filters';
import { KEYWORD_TOO_LONG_MESSAGE } from '../messages';

/**
 * A search counts its matches up to this many; beyond it the count reads '1,000+ Job Spec(s)
 * match your criteria'. Nobody pages through a thousand tiles, and counting every match of a
 * broad search read every row it matched (up to all listings) on each uncached search.
 */
export const SEARCH_TOTAL_CAP = 1000;

const idList = (label: string) =>
  z
    .string({ error: `The ${label} filter is not valid.` })
    .regex(/^\d{1,6}(,\d{1,6}){0,99}$/, { error: `The ${label} filter is not valid.` })
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .optional();

/** One id list per multi-select filter, under its query-string name. */
const idLists = Object.fromEntries(
  ID_FILTER_KEYS.map((key) => [LISTING_FILTERS[key].param, idList(LISTING_FILTERS[key].label)]),
) as { [K in IdFilterKey as (typeof LISTING_FILTERS)[K]['param']]: ReturnType<typeof idList> };

export const ZListingSearchSchema = z.strictObject(
  {
    [LISTING_FILTERS.search.param]: z
      .string({ error: 'The keyword is not valid.' })
      .trim()
      .max(LIMITS.searchKeyword, { error: KEYWORD_TOO_LONG_MESSAGE })
      .optional(),
    ...idLists,
    [LISTING_FILTERS.maxAge.param]: z.coerce
      .number({ error: `The ${LISTING_FILTERS.maxAge.label} filter is not valid.` })
      .refine(isDatePostedOption, { error: `The ${LISTING_FILTERS.maxAge.label} filter is not valid.` })
      .optional(),
    mine: z
      .enum(['true', 'false'], { error: 'The mine filter is not valid.' })
      .transform((v) => v === 'true')
      .optional(),
    limit: z.coerce.number({ error: 'The limit is not valid.' }).int().min(1).max(100).default(20),
    cursor: z.string().max(200).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown filter: ${issue.keys.join(', ')}` : undefined) },
);

export type TListingSearch = z.infer<typeof ZListingSearchSchema>;
