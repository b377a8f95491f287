/**
 * The listings the propose and offer screens need: the listing being proposed on (or offered
 * for), and the viewer's own open listings of the other kind to pick from.
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api, ApiError } from '../../api/client';
import { useToast } from '../../components/Toasts';
import type { ListingKind } from '../../../../shared/lookups';
import { MESSAGES, TITLES } from '../../../../shared/messages';
import type { ListingSearchResult, ListingSummary, ListingView } from '../../../../shared/types/listings';
import { isRefusal } from './useProposal';

const LIST_PATH: Record<ListingKind, '/jobs' | '/candidates'> = { job: '/jobs', candidate: '/candidates' };
const NOT_FOUND: Record<ListingKind, { header: string; content: string }> = {
  job: { header: TITLES.jobNotFound, content: MESSAGES.jobNotFound },
  candidate: { header: TITLES.candidateNotFound, content: MESSAGES.candidateNotFound },
};

/** The API answers at most 100 per page; five pages match the spec's fetch limit of 500. */
const PAGE_LIMIT = 100;
const MAX_PAGES = 5;

/**
 * GET /api/jobs/:uid or /api/candidates/:uid. Uses the listing screens' cache key, so a listing
 * just viewed shows at once. A listing that is gone is toasted and the visitor returns to its list.
 */
export function useListing(kind: ListingKind, uid: string) {
  const toast = useToast();
  const navigate = useNavigate();
  const hasLeft = useRef(false);
  const query = useQuery({
    queryKey: ['listings', 'one', kind, uid],
    queryFn: async () =>
      (await api.get<{ listing: ListingView }>(`${LIST_PATH[kind]}/${encodeURIComponent(uid)}`)).listing,
    retry: (count, err) => !isRefusal(err) && count < 1,
  });
  const isGone = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  useEffect(() => {
    if (!isGone || hasLeft.current) return;
    hasLeft.current = true;
    toast({ ...NOT_FOUND[kind], type: 'error' });
    navigate(LIST_PATH[kind], { replace: true });
  }, [isGone, kind, toast, navigate]);

  return { ...query, isGone };
}

/** Newest expiry first; listings without an expiry go last (spec §9). */
export function sortByExpiry<T extends { expiry?: string | null }>(items: readonly T[]): T[] {
  const time = (item: T) => (item.expiry ? Date.parse(item.expiry) : Number.NaN);
  return [...items].sort((a, b) => {
    const [ta, tb] = [time(a), time(b)];
    if (Number.isNaN(ta)) return Number.isNaN(tb) ? 0 : 1;
    if (Number.isNaN(tb)) return -1;
    return tb - ta;
  });
}

/**
 * The viewer's own open listings of one kind, optionally narrowed by reference or title,
 * sorted by expiry. Keyed under the listing searches so saving a listing refreshes it.
 */
export function useOwnListings(kind: ListingKind, keyword: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: ['listings', 'search', kind, 'mine', keyword],
    queryFn: async (): Promise<{ items: ListingSummary[]; total: number }> => {
      const items: ListingSummary[] = [];
      let cursor: string | null = null;
      let total = 0;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const params = new URLSearchParams({ mine: 'true', limit: String(PAGE_LIMIT) });
        if (keyword) params.set('q', keyword);
        if (cursor) params.set('cursor', cursor);
        const result: ListingSearchResult = await api.get<ListingSearchResult>(
          `${LIST_PATH[kind]}?${params.toString()}`,
        );
        items.push(...result.items);
        total = result.total;
        cursor = result.next;
        if (!cursor) break;
      }
      return { items: sortByExpiry(items), total };
    },
    enabled: options.enabled,
    staleTime: 30_000,
  });
}
