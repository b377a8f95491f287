/**
 * Responsiveness records: one's own (GET /api/me/responsiveness, the dashboard) and
 * the owner's of a listing one may propose on (GET /api/{jobs,candidates}/:uid/responsiveness,
 * the Propose and Offer screens). Records only: they never name the member.
 */
import { useQuery } from '@tanstack/react-query';
import { api, isRefusal } from './client';
import type { ListingKind } from '../../../shared/lookups';
import type { ListingOwnerResponsivenessResponse, ResponsivenessResponse } from '../../../shared/types/responsiveness';

export const responsivenessKeys = {
  all: ['responsiveness'] as const,
  mine: ['responsiveness', 'me'] as const,
  listing: (kind: ListingKind, uid: string) => ['responsiveness', kind, uid] as const,
};

const COLLECTION: Record<ListingKind, string> = { job: '/jobs', candidate: '/candidates' };

export const fetchMyResponsiveness = () => api.get<ResponsivenessResponse>('/me/responsiveness');

export const fetchListingResponsiveness = (kind: ListingKind, uid: string) =>
  api.get<ListingOwnerResponsivenessResponse>(`${COLLECTION[kind]}/${encodeURIComponent(uid)}/responsiveness`);

const retry = (count: number, err: Error) => !isRefusal(err) && count < 1;

export function useMyResponsiveness() {
  return useQuery({ queryKey: responsivenessKeys.mine, queryFn: fetchMyResponsiveness, staleTime: 5 * 60_000, retry });
}

/** The owner's record of someone else's listing; not asked while `enabled` is false (one's own listing). */
export function useListingResponsiveness(kind: ListingKind, uid: string, enabled: boolean) {
  return useQuery({
    queryKey: responsivenessKeys.listing(kind, uid),
    queryFn: () => fetchListingResponsiveness(kind, uid),
    enabled,
    staleTime: 5 * 60_000,
    retry,
  });
}
