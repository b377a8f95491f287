import { useInfiniteQuery } from '@tanstack/react-query';
import type { ListingKind } from '../../../../shared/lookups';
import type { ListingFilters } from './filter-model';
import { searchQuery } from './list-query';

export { PAGE_SIZE } from './list-query';

/**
 * GET /api/jobs or /api/candidates for the given filters, newest first, one page of 20 at a
 * time (cursor pagination; `fetchNextPage` is the Load more button).
 */
export function useListingSearch(kind: ListingKind, filters: ListingFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...searchQuery(kind, filters), enabled: options.enabled ?? true });
}
