import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { ListingKind } from '../../../../shared/lookups';
import type { ListingSearchResult } from '../../../../shared/types/listings';
import { filtersToParams, type ListingFilters } from './filter-model';
import { KIND_CONFIG } from './kind-config';

export const PAGE_SIZE = 20;

/** The query keys of listing data, so saves can refresh the lists and the dashboard. */
export const listingKeys = {
  all: ['listings'] as const,
  search: (kind: ListingKind) => ['listings', 'search', kind] as const,
  one: (kind: ListingKind, uid: string) => ['listings', 'one', kind, uid] as const,
  dashboard: ['dashboard'] as const,
};

/**
 * GET /api/jobs or /api/candidates for the given filters, newest first, one page of 20 at a
 * time (cursor pagination; `fetchNextPage` is the Load more button).
 */
export function useListingSearch(kind: ListingKind, filters: ListingFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: [...listingKeys.search(kind), filters],
    queryFn: ({ pageParam }) => {
      const params = filtersToParams(filters);
      params.set('limit', String(PAGE_SIZE));
      if (pageParam) params.set('cursor', pageParam);
      return api.get<ListingSearchResult>(`${KIND_CONFIG[kind].path}?${params.toString()}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next,
    enabled: options.enabled ?? true,
    staleTime: 30_000,
  });
}
