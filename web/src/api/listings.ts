/**
 * Job specs and candidates (/api/jobs, /api/candidates): fetchers, the listing query, and the
 * mutations that save, extend and close a listing with their cache updates. The screens' words
 * and toasts stay with the screens (features/listings).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isRefusal } from './client';
import { dashboardKeys, listingKeys } from './keys';
import type { MutationCallbacks } from './mutation-callbacks';
import type { ListingKind } from '../../../shared/lookups';
import type { ListingCreated, ListingResponse, ListingSearchResult, ListingView } from '../../../shared/types/listings';

export { listingKeys } from './keys';

/** The API's collection for each kind. */
export const LISTING_PATH: Record<ListingKind, '/jobs' | '/candidates'> = { job: '/jobs', candidate: '/candidates' };

const one = (kind: ListingKind, uid: string) => `${LISTING_PATH[kind]}/${encodeURIComponent(uid)}`;

export async function fetchListing(kind: ListingKind, uid: string): Promise<ListingView> {
  return (await api.get<ListingResponse>(one(kind, uid))).listing;
}

/** One page of a search; `params` is the query string (filters, limit, cursor). */
export function searchListings(kind: ListingKind, params: URLSearchParams): Promise<ListingSearchResult> {
  return api.get<ListingSearchResult>(`${LISTING_PATH[kind]}?${params.toString()}`);
}

/**
 * GET /api/jobs/:uid or /api/candidates/:uid. `retryUnless`: failures not worth a second try
 * (by default, any refusal).
 */
export function useListingQuery(
  kind: ListingKind,
  uid: string,
  options: { retryUnless?: (err: Error) => boolean } = {},
) {
  const isFinal = options.retryUnless ?? isRefusal;
  return useQuery({
    queryKey: listingKeys.detail(kind, uid),
    queryFn: () => fetchListing(kind, uid),
    retry: (count, err) => !isFinal(err) && count < 1,
  });
}

/** After a listing changed: its lists and the dashboard counts are fetched again. */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return (kind: ListingKind) => {
    void queryClient.invalidateQueries({ queryKey: listingKeys.searches(kind) });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };
}

type SaveInput = { uid: string | null; body: unknown };
/** What a save answers: the new listing's uid, or the updated listing. */
export type SaveAnswer =
  { created: ListingCreated; listing?: undefined } | { created?: undefined; listing: ListingView };

/** POST /api/{kind} (uid null) or PUT /api/{kind}/:uid; an update replaces the cached listing. */
export function useSaveListing(kind: ListingKind, callbacks: MutationCallbacks<SaveAnswer, SaveInput> = {}) {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshLists();
  return useMutation({
    mutationFn: async ({ uid, body }: SaveInput): Promise<SaveAnswer> => {
      if (uid === null) return { created: await api.post<ListingCreated>(LISTING_PATH[kind], body) };
      return { listing: (await api.put<ListingResponse>(one(kind, uid), body)).listing };
    },
    onSuccess: (answer, input) => {
      if (answer.listing && input.uid) queryClient.setQueryData(listingKeys.detail(kind, input.uid), answer.listing);
      refreshLists(kind);
      callbacks.onSuccess?.(answer, input);
    },
    onError: callbacks.onError,
  });
}

export type ListingChange = 'extend' | 'close';

/** POST /api/{kind}/:uid/extend or …/close; the answer replaces the cached listing. */
export function useChangeListing(
  view: Pick<ListingView, 'kind' | 'uid'>,
  callbacks: MutationCallbacks<ListingView, ListingChange> = {},
) {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshLists();
  return useMutation({
    mutationFn: async (action: ListingChange) =>
      (await api.post<ListingResponse>(`${one(view.kind, view.uid)}/${action}`)).listing,
    onSuccess: (listing, action) => {
      queryClient.setQueryData(listingKeys.detail(view.kind, view.uid), listing);
      refreshLists(view.kind);
      callbacks.onSuccess?.(listing, action);
    },
    onError: callbacks.onError,
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
