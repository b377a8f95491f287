/**
 * The listings the propose and offer screens need: the listing being proposed on (or offered
 * for), and the viewer's own open listings of the other kind to pick from.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { LISTING_PATH, useListingQuery, useOwnListingsQuery, type OwnListings } from '../../api/listings';
import { useToast } from '../../components/ui/Toast';
import type { ListingKind } from '../../../../shared/lookups';
import { MESSAGES, TITLES } from '../../../../shared/messages';

const NOT_FOUND: Record<ListingKind, { header: string; content: string }> = {
  job: { header: TITLES.jobNotFound, content: MESSAGES.jobNotFound },
  candidate: { header: TITLES.candidateNotFound, content: MESSAGES.candidateNotFound },
};

/**
 * GET /api/jobs/:uid or /api/candidates/:uid. Uses the listing screens' cache key, so a listing
 * just viewed shows at once. A listing that is gone is toasted and the visitor returns to its list.
 */
export function useListing(kind: ListingKind, uid: string) {
  const toast = useToast();
  const navigate = useNavigate();
  const hasLeft = useRef(false);
  const query = useListingQuery(kind, uid);
  const isGone = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  useEffect(() => {
    if (!isGone || hasLeft.current) return;
    hasLeft.current = true;
    toast({ ...NOT_FOUND[kind], type: 'error' });
    navigate(LISTING_PATH[kind], { replace: true });
  }, [isGone, kind, toast, navigate]);

  return { ...query, isGone };
}

/** Newest expiry first; listings without an expiry go last (spec “Business constants and limits”). */
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
  return useOwnListingsQuery(kind, keyword, { enabled: options.enabled, select: byExpiry });
}

const byExpiry = (data: OwnListings): OwnListings => ({ ...data, items: sortByExpiry(data.items) });
