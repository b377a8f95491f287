/**
 * The search of the job and candidate lists as data, without React: its query (used by
 * useListingSearch), the filters a list opens with (used by useListingFilters), and the first
 * page asked for early on a page load (routes/signed-in-routes.tsx), which must not wait for
 * the list's code.
 */
import type { QueryClient } from '@tanstack/react-query';
import { listingSearchQuery } from '../../api/listing-search';
import { loadFilters } from '../../offline/filters';
import type { ListingKind } from '../../../../shared/lookups';
import {
  filtersFromParams,
  filtersToParams,
  hasFilterParams,
  isDefaultFilters,
  type ListingFilters,
} from './filter-model';
import { KIND_CONFIG, type KindConfig } from './kind-config';

export const PAGE_SIZE = 20;

/** The query string with readable id lists ('natures=1,2', not 'natures=1%2C2'). */
export const searchOf = (filters: ListingFilters) => filtersToParams(filters).toString().replace(/%2C/g, ',');

/** The saved filters a bare list URL is opened with (put in its URL), or null to keep the defaults. */
export async function savedFiltersToRestore(config: KindConfig): Promise<ListingFilters | null> {
  const saved = await loadFilters(config.filtersKey);
  return saved && !isDefaultFilters(saved) ? saved : null;
}

/** The filters a list opens with for this query string: its own, else the saved ones, else the defaults. */
async function openingFilters(config: KindConfig, params: URLSearchParams): Promise<ListingFilters> {
  if (hasFilterParams(params)) return filtersFromParams(params);
  const saved = await savedFiltersToRestore(config);
  return filtersFromParams(saved ? new URLSearchParams(searchOf(saved)) : params);
}

/** The query of one list's search: newest first, one page of 20 at a time (cursor pagination). */
export function searchQuery(kind: ListingKind, filters: ListingFilters) {
  return listingSearchQuery(kind, filters, filtersToParams(filters), PAGE_SIZE);
}

/**
 * Asks for the first page of the list a page load opens with (the filters of its URL, else the
 * saved ones, as useListingFilters will show), while the app still checks who is signed in.
 */
export async function prefetchListingSearch(queryClient: QueryClient, kind: ListingKind): Promise<void> {
  const filters = await openingFilters(KIND_CONFIG[kind], new URLSearchParams(window.location.search));
  // No retry: a visitor's 401 here is answered by the access guard, which sends them to /login.
  await queryClient.prefetchInfiniteQuery({ ...searchQuery(kind, filters), retry: false });
}
