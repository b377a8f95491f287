/**
 * Job specs and candidates (/api/jobs, /api/candidates): one listing, and the viewer's own listings.
 * The lists' search and the keys are api/listing-search.ts's; saving, extending and closing are
 * api/listing-changes.ts's: the signed-in shell carries the search, not these.
 */
import { useQuery } from '@tanstack/react-query';
import { api, isRefusal } from './client';
import { LISTING_PATH, listingKeys, searchListings } from './listing-search';
import type { ListingKind } from '../../../shared/lookups';
import type { ListingResponse, ListingSearchResult, ListingView } from '../../../shared/types/listings';

export { LISTING_PATH, listingKeys, searchListings } from './listing-search';

const one = (kind: ListingKind, uid: string) => `${LISTING_PATH[kind]}/${encodeURIComponent(uid)}`;

export async function fetchListing(kind: ListingKind, uid: string): Promise<ListingView> {
  return (await api.get<ListingResponse>(one(kind, uid))).listing;
}

/**
 * GET /api/jobs/:uid or /api/candidates/:uid. `retryUnless`: failures not worth a second try
 * (by default, any refusal); `isEnabled: false` asks nothing (no uid yet).
 */
export function useListingQuery(
  kind: ListingKind,
  uid: string,
  options: { retryUnless?: (err: Error) => boolean; isEnabled?: boolean } = {},
) {
  const isFinal = options.retryUnless ?? isRefusal;
  return useQuery({
    queryKey: listingKeys.detail(kind, uid),
    queryFn: () => fetchListing(kind, uid),
    retry: (count, err) => !isFinal(err) && count < 1,
    enabled: options.isEnabled ?? true,
  });
}

/** The API answers at most 100 per page; five pages match the spec's fetch limit of 500. */
const OWN_PAGE_LIMIT = 100;
const OWN_MAX_PAGES = 5;

export type OwnListings = { items: ListingSearchResult['items']; total: number };

/** The viewer's own open listings of one kind (up to 500), optionally narrowed by reference or title. */
export async function fetchOwnListings(kind: ListingKind, keyword: string): Promise<OwnListings> {
  const items: OwnListings['items'] = [];
  let cursor: string | null = null;
  let total = 0;
  for (let page = 0; page < OWN_MAX_PAGES; page += 1) {
    const params = new URLSearchParams({ mine: 'true', limit: String(OWN_PAGE_LIMIT) });
    if (keyword) params.set('q', keyword);
    if (cursor) params.set('cursor', cursor);
    const result = await searchListings(kind, params);
    items.push(...result.items);
    total = result.total;
    cursor = result.next;
    if (!cursor) break;
  }
  return { items, total };
}

/** Keyed under the listing searches, so saving a listing refreshes it. `select` orders or narrows. */
export function useOwnListingsQuery(
  kind: ListingKind,
  keyword: string,
  options: { enabled: boolean; select?: (data: OwnListings) => OwnListings },
) {
  return useQuery({
    queryKey: listingKeys.mine(kind, keyword),
    queryFn: () => fetchOwnListings(kind, keyword),
    enabled: options.enabled,
    select: options.select,
    staleTime: 30_000,
  });
}
