/**
 * The list filters of spec “Screen details” Job Spec List: one shape for the URL query string, the API query
 * and the copy saved in IndexedDB, its keys and query-string names those of shared/listing-filters.ts.
 */
import { LIMITS } from '../../../../shared/constants';
import {
  DEFAULT_FILTER_VALUES,
  ID_FILTER_KEYS,
  LISTING_FILTERS,
  LISTING_FILTER_KEYS,
  isDatePostedOption,
  type IdFilterKey,
  type ListingFilterValues,
} from '../../../../shared/listing-filters';

/** The multi-select filters (shared/listing-filters.ts). */
export const LIST_FILTER_KEYS = ID_FILTER_KEYS;
export type ListFilterKey = IdFilterKey;

export type ListingFilters = ListingFilterValues;

export const DEFAULT_FILTERS: ListingFilters = DEFAULT_FILTER_VALUES;

function cleanIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** Any stored or hand-typed value, made into valid filters (unknown keys dropped). */
export function normaliseFilters(value: unknown): ListingFilters {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const maxAge = Number(raw.maxAge);
  const filters: ListingFilters = {
    ...DEFAULT_FILTERS,
    search: typeof raw.search === 'string' ? raw.search.trim().slice(0, LIMITS.searchKeyword) : '',
    maxAge: isDatePostedOption(maxAge) ? maxAge : DEFAULT_FILTERS.maxAge,
  };
  for (const key of LIST_FILTER_KEYS) filters[key] = cleanIds(raw[key]);
  return filters;
}

/** True when no filter narrows the list (the count line is hidden then). */
export function isDefaultFilters(filters: ListingFilters): boolean {
  return sameFilters(filters, DEFAULT_FILTERS);
}

export function sameFilters(a: ListingFilters, b: ListingFilters): boolean {
  return JSON.stringify(normaliseFilters(a)) === JSON.stringify(normaliseFilters(b));
}

/** True when the URL carries any filter (then it wins over the saved copy). */
export function hasFilterParams(params: URLSearchParams): boolean {
  return LISTING_FILTER_KEYS.some((key) => Boolean(params.get(LISTING_FILTERS[key].param)));
}

export function filtersFromParams(params: URLSearchParams): ListingFilters {
  const ids = (key: ListFilterKey) =>
    (params.get(LISTING_FILTERS[key].param) ?? '').split(',').filter(Boolean).map(Number);
  const raw: Record<string, unknown> = {
    search: params.get(LISTING_FILTERS.search.param) ?? '',
    maxAge: params.get(LISTING_FILTERS.maxAge.param) ?? DEFAULT_FILTERS.maxAge,
  };
  for (const key of LIST_FILTER_KEYS) raw[key] = ids(key);
  return normaliseFilters(raw);
}

/**
 * The query string for both the page URL and the API: `q`, comma-separated id lists and `maxAge`,
 * leaving out whatever is at its default so a plain /jobs stays plain.
 */
export function filtersToParams(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set(LISTING_FILTERS.search.param, filters.search);
  for (const key of LIST_FILTER_KEYS) {
    if (filters[key].length > 0) params.set(LISTING_FILTERS[key].param, filters[key].join(','));
  }
  if (filters.maxAge !== DEFAULT_FILTERS.maxAge) params.set(LISTING_FILTERS.maxAge.param, String(filters.maxAge));
  return params;
}

/**
 * How many of the filters sheet's filters differ from their default (Date Posted, Locations and the
 * six advanced ones; the keyword has its own box): the Filters button's badge.
 */
export function countActiveFilters(filters: ListingFilters): number {
  const lists = LIST_FILTER_KEYS.filter((key) => filters[key].length > 0).length;
  return lists + (filters.maxAge !== DEFAULT_FILTERS.maxAge ? 1 : 0);
}
