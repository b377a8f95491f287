/**
 * Suggested matches: GET /api/jobs/:uid/suggestions and /api/candidates/:uid/suggestions,
 * for the owner of an open listing (and admins). Keyed under the listings, so saving a listing
 * refreshes them; always refetched when the panel mounts again (a proposal sent meanwhile shows).
 */
import { useQuery } from '@tanstack/react-query';
import { api, isRefusal } from './client';
import { LISTINGS_ROOT } from './keys';
import { LISTING_PATH } from './listing-search';
import type { ListingKind } from '../../../shared/lookups';
import type { SuggestionsResponse } from '../../../shared/types/suggestions';

export const suggestionKeys = {
  one: (kind: ListingKind, uid: string) => [...LISTINGS_ROOT, 'suggestions', kind, uid] as const,
};

export function fetchSuggestions(kind: ListingKind, uid: string): Promise<SuggestionsResponse> {
  return api.get<SuggestionsResponse>(`${LISTING_PATH[kind]}/${encodeURIComponent(uid)}/suggestions`);
}

export function useSuggestionsQuery(kind: ListingKind, uid: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: suggestionKeys.one(kind, uid),
    queryFn: () => fetchSuggestions(kind, uid),
    enabled: options.enabled,
    staleTime: 0,
    retry: (count, err) => !isRefusal(err) && count < 1,
  });
}
