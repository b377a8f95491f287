import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ListingKind } from '../../../../shared/lookups';
import type { ListingFilters } from './filter-model';
import { searchQuery } from './list-query';

export { PAGE_SIZE } from './list-query';

/**
 * GET /api/jobs or /api/candidates for the given filters, newest first, one page of 20 at a
 * time (cursor pagination; `fetchNextPage` is the Load more button). While a new search runs (a
 * keyword typed), the previous results stay on show (`isPlaceholderData`) instead of placeholders.
 */
export function useListingSearch(kind: ListingKind, filters: ListingFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...searchQuery(kind, filters),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
