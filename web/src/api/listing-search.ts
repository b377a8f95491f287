/**
 * The job and candidate lists' search (GET /api/jobs, /api/candidates), with the listings' query
 * keys. A module of its own because the signed-in shell carries the lists (and so this) while the
 * rest of api/listings.ts and api/listing-changes.ts load with the screens that use them.
 */
import { api } from './client';
import { LISTINGS_ROOT } from './keys';
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
