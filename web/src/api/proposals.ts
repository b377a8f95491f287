/**
 * Match proposals and sourcing offers (/api/matches, /api/sourcing): one query per proposal, and
 * the mutations that send one and answer one, with their cache updates.
 */
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isRefusal } from './client';
import { dashboardKeys, PROPOSALS_ROOT } from './keys';
import type { MutationCallbacks } from './mutation-callbacks';
import type {
  MatchResponse,
  MatchView,
  OfferResponse,
  ProposalCreated,
  SourcingView,
} from '../../../shared/types/matches';

export type ProposalKind = 'match' | 'sourcing';

export const proposalKeys = {
  all: PROPOSALS_ROOT,
  detail: (kind: ProposalKind, uid: string) => [...PROPOSALS_ROOT, kind, uid] as const,
};

export type ProposalAction = 'approve' | 'decline';

/** The API collection of each kind. */
const API_PATH: Record<ProposalKind, '/matches' | '/sourcing'> = { match: '/matches', sourcing: '/sourcing' };
const one = (kind: ProposalKind, uid: string) => `${API_PATH[kind]}/${encodeURIComponent(uid)}`;

export async function fetchMatch(uid: string): Promise<MatchView> {
  return (await api.get<MatchResponse>(one('match', uid))).match;
}

export async function fetchOffer(uid: string): Promise<SourcingView> {
  return (await api.get<OfferResponse>(one('sourcing', uid))).offer;
}

const retry = (count: number, err: Error) => !isRefusal(err) && count < 1;

/** GET /api/matches/:uid → the match as this viewer may see it. */
export function useMatch(uid: string | undefined) {
  return useQuery({
    queryKey: proposalKeys.detail('match', uid ?? ''),
    queryFn: () => fetchMatch(uid ?? ''),
    enabled: Boolean(uid),
    retry,
    staleTime: 30_000,
  });
}

/** GET /api/sourcing/:uid → the sourcing offer as this viewer may see it. */
export function useOffer(uid: string | undefined) {
  return useQuery({
    queryKey: proposalKeys.detail('sourcing', uid ?? ''),
    queryFn: () => fetchOffer(uid ?? ''),
    enabled: Boolean(uid),
    retry,
    staleTime: 30_000,
  });
}

/**
 * POST /api/{matches|sourcing}/:uid/contact-view when the contact cards are on show, once per
 * proposal per screen: who saw them is audited, and reading the proposal (a GET) writes nothing.
 * Offline or refused, that showing goes unrecorded; the screen does not wait for it.
 */
export function useRecordContactView(kind: ProposalKind, uid: string | undefined, isShown: boolean) {
  const recordedUid = useRef<string | null>(null);
  useEffect(() => {
    if (!uid || !isShown || recordedUid.current === uid) return;
    recordedUid.current = uid;
    api.post<void>(`${one(kind, uid)}/contact-view`).catch(() => undefined);
  }, [kind, uid, isShown]);
}

/**
 * POST /api/{matches|sourcing}/:uid/{approve|decline}. The answered proposal replaces the cached
 * one, so the approved or declined view shows at once without a second request; on a refusal the
 * proposal is fetched again (it may have been answered elsewhere, or its listing closed).
 */
export function useAnswerProposal(
  kind: ProposalKind,
  uid: string,
  callbacks: MutationCallbacks<MatchView | SourcingView, ProposalAction> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ProposalAction): Promise<MatchView | SourcingView> => {
      const path = `${one(kind, uid)}/${action}`;
      return kind === 'match'
        ? (await api.post<MatchResponse>(path)).match
        : (await api.post<OfferResponse>(path)).offer;
    },
    onSuccess: (proposal, action) => {
      queryClient.setQueryData(proposalKeys.detail(kind, uid), proposal);
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      callbacks.onSuccess?.(proposal, action);
    },
    onError: (error, action) => {
      callbacks.onError?.(error, action);
      void queryClient.invalidateQueries({ queryKey: proposalKeys.detail(kind, uid) });
    },
  });
}

/** POST /api/matches or POST /api/sourcing: the body names the listings. */
export type ProposalInput =
  { kind: 'match'; job: string; candidate: string; note?: string } | { kind: 'sourcing'; job: string; note?: string };

/** Sends a match proposal or a sourcing offer; the dashboard's counts change with it. */
export function useSendProposal(callbacks: MutationCallbacks<ProposalCreated, ProposalInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: ProposalInput) => api.post<ProposalCreated>(API_PATH[kind], body),
    onSuccess: (created, input) => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      callbacks.onSuccess?.(created, input);
    },
    onError: callbacks.onError,
  });
}
