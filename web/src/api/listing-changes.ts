/**
 * Saving, extending and closing a listing (/api/jobs, /api/candidates), with their cache updates.
 * Apart from api/listing-search.ts, which the signed-in shell carries: these load with the
 * listing screens only.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { dashboardKeys } from './keys';
import { LISTING_PATH, listingKeys } from './listing-search';
import type { MutationCallbacks } from './mutation-callbacks';
import type { ListingKind } from '../../../shared/lookups';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/http-headers';
import type { ListingCreated, ListingResponse, ListingView } from '../../../shared/types/listings';

const one = (kind: ListingKind, uid: string) => `${LISTING_PATH[kind]}/${encodeURIComponent(uid)}`;

/** After a listing changed: its lists and the dashboard counts are fetched again. */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return (kind: ListingKind) => {
    void queryClient.invalidateQueries({ queryKey: listingKeys.searches(kind) });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };
}

/** `idempotencyKey`: a new listing's draft id (offline drafts): posted twice, one listing. */
type SaveInput = { uid: string | null; body: unknown; idempotencyKey?: string };
/** What a save answers: the new listing's uid, or the updated listing. */
/** `alreadyListed`: a candidate saved with identifiers that another member's open candidate shares. */
export type SaveAnswer = (
  { created: ListingCreated; listing?: undefined } | { created?: undefined; listing: ListingView }
) & { alreadyListed?: boolean };

/** POST /api/{kind} (uid null) or PUT /api/{kind}/:uid; an update replaces the cached listing. */
export function useSaveListing(kind: ListingKind, callbacks: MutationCallbacks<SaveAnswer, SaveInput> = {}) {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshLists();
  return useMutation({
    mutationFn: async ({ uid, body, idempotencyKey }: SaveInput): Promise<SaveAnswer> => {
      if (uid === null) {
        const headers = idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined;
        const created = await api.post<ListingCreated>(LISTING_PATH[kind], body, headers);
        return { created, alreadyListed: created.alreadyListed === true };
      }
      const answer = await api.put<ListingResponse>(one(kind, uid), body);
      return { listing: answer.listing, alreadyListed: answer.alreadyListed === true };
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
