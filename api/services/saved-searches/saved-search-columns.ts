/**
 * A saved search's query in the two forms it is kept in (api/db/schema.ts savedSearches): the list
 * screen's query as the member saved it (ids sorted, empty filters left out), and the columns the
 * matching statement reads — the keyword lowercased, each multi-select widened as the search widens
 * it, {0} for "any" (match-saved-searches.ts).
 */
import {
  COLUMN_FILTER_KEYS,
  FACET_FILTER_KEYS,
  ID_FILTER_KEYS,
  LISTING_FILTERS,
  widenedIds,
  type IdFilterKey,
} from '../../../shared/listing-filters';
import { DATE_POSTED_DEFAULT } from '../../../shared/constants';
import type { ListingKind } from '../../../shared/lookups';
import type { TSavedSearchQuery } from '../../../shared/schemas/saved-search';

/** Stands for "any value" in a filter column: a listing's values are overlapped with theirs plus 0. */
export const ANY = 0;

export type SavedSearchColumns = {
  query: Record<string, string | number>;
  keyword: string | null;
  maxAgeDays: number;
} & Record<IdFilterKey, number[]>;

export function savedSearchColumns(kind: ListingKind, parsed: TSavedSearchQuery): SavedSearchColumns {
  const query: Record<string, string | number> = {};
  const keyword = parsed.q?.trim() ?? '';
  if (keyword) query[LISTING_FILTERS.search.param] = keyword;
  const lists = {} as Record<IdFilterKey, number[]>;
  for (const key of ID_FILTER_KEYS) {
    const param = LISTING_FILTERS[key].param;
    const ids = [...((parsed as Record<string, number[] | undefined>)[param] ?? [])].sort((a, b) => a - b);
    if (ids.length) query[param] = ids.join(',');
    const widened = ids.length ? [...new Set(widenedIds(key, ids, kind))].sort((a, b) => a - b) : [ANY];
    lists[key] = widened;
  }
  const maxAge = parsed.maxAge;
  if (maxAge !== undefined && maxAge !== DATE_POSTED_DEFAULT) query[LISTING_FILTERS.maxAge.param] = maxAge;
  return {
    query,
    keyword: keyword ? keyword.toLowerCase() : null,
    maxAgeDays: maxAge ?? DATE_POSTED_DEFAULT,
    ...lists,
  };
}

/** The filters every saved search has, split as the listing holds them (arrays, or one id column). */
export const FACET_KEYS = FACET_FILTER_KEYS;
export const COLUMN_KEYS = COLUMN_FILTER_KEYS;
