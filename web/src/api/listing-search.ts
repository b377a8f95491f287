/**
 * The job and candidate lists' search (GET /api/jobs, /api/candidates), with the listings' query
 * keys. A module of its own because the signed-in shell carries the lists (and so this) while the
 * rest of api/listings.ts and api/listing-changes.ts load with the screens that use them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { api } from './client';
import { dashboardKeys, LISTINGS_ROOT } from './keys';
import type { ListingKind } from '../../../shared/lookups';
import type { ListingSearchResult } from '../../../shared/types/listings';

export const listingKeys = {
  all: LISTINGS_ROOT,
  /** Every search of one kind (the list's pages and the propose screens' own listings). */
  searches: (kind: ListingKind) => [...LISTINGS_ROOT, 'search', kind] as const,
  /** One list's search with its filters (an infinite query, one page of results at a time). */
  search: <F extends object>(kind: ListingKind, filters: F) => [...LISTINGS_ROOT, 'search', kind, filters] as const,
  /** The viewer's own open listings of one kind, narrowed by a keyword (propose screen). */
  mine: (kind: ListingKind, keyword: string) => [...LISTINGS_ROOT, 'search', kind, 'mine', keyword] as const,
  detail: (kind: ListingKind, uid: string) => [...LISTINGS_ROOT, 'one', kind, uid] as const,
};

/** The API's collection for each kind. */
export const LISTING_PATH: Record<ListingKind, '/jobs' | '/candidates'> = { job: '/jobs', candidate: '/candidates' };

/** One page of a search; `params` is the query string (filters, limit, cursor); `signal` cancels it. */
export function searchListings(
  kind: ListingKind,
  params: URLSearchParams,
  signal?: AbortSignal,
): Promise<ListingSearchResult> {
  return api.get<ListingSearchResult>(`${LISTING_PATH[kind]}?${params.toString()}`, signal);
}

/**
 * The query of one list's search: newest first, `pageSize` at a time (cursor pagination). `filters`
 * key the cache entry; `params` are the same filters as the query string.
 */
export function listingSearchQuery(kind: ListingKind, filters: object, params: URLSearchParams, pageSize: number) {
  return {
    queryKey: listingKeys.search(kind, filters),
    // The signal aborts a search nobody waits for any more (the keyword changed while it ran).
    queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) => {
      const pageParams = new URLSearchParams(params);
      pageParams.set('limit', String(pageSize));
      if (pageParam) pageParams.set('cursor', pageParam);
      return searchListings(kind, pageParams, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: ListingSearchResult) => lastPage.next,
    staleTime: 30_000,
  };
}

/** New listings were posted (offline drafts sent): the lists of both kinds and the dashboard's counts are asked for again. */
export function refreshListingSearches(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: listingKeys.searches('job') });
  void queryClient.invalidateQueries({ queryKey: listingKeys.searches('candidate') });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}
