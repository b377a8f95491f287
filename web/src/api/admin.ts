/**
 * The administrator console (/api/admin): the members lists, one member and the actions on them,
 * the lists of all matches and all sourcing offers, and bulk messages.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from './client';
import { ADMIN_ROOT } from './keys';
import type { ProposalKind } from './proposals';
import type { MutationCallbacks } from './mutation-callbacks';
import { CACHE_MS } from '../../../shared/constants';
import type {
  AnonymityRisks,
  BulkMessageSent,
  MemberAction,
  MemberDetailResponse,
  MemberList,
  MemberPatch,
  MemberSort,
  MemberStage,
  ProposalList,
} from '../../../shared/types/admin';

export const adminKeys = {
  all: ADMIN_ROOT,
  /** Every members list (any stage, search and sort). */
  members: [...ADMIN_ROOT, 'accounts'] as const,
  memberList: (stage: string, q: string, sort: string, dir: string) =>
    [...ADMIN_ROOT, 'accounts', stage, q, sort, dir] as const,
  member: (uid: string) => [...ADMIN_ROOT, 'account', uid] as const,
  /** All matches or all sourcing offers, with the list's query string. */
  proposals: (kind: ProposalKind, search: string) => [...ADMIN_ROOT, kind, search] as const,
};

const memberPath = (uid: string) => `/admin/accounts/${encodeURIComponent(uid)}`;

/** A members list's search and sort (the query string the API takes, with the stage). */
export type MemberListQuery = { q: string; sort: MemberSort; dir: 'asc' | 'desc' };

/** The query string of one members list (also the CSV download's). */
export function memberListSearch(stage: MemberStage, { q, sort, dir }: MemberListQuery): string {
  const params = new URLSearchParams({ stage, sort, dir });
  if (q) params.set('q', q);
  return params.toString();
}

export function useMemberList(stage: MemberStage, query: MemberListQuery) {
  const { q, sort, dir } = query;
  return useQuery({
    queryKey: adminKeys.memberList(stage, q, sort, dir),
    queryFn: () => api.get<MemberList>(`/admin/accounts?${memberListSearch(stage, query)}`),
    staleTime: CACHE_MS.accounts,
    // While a new search or sort of the same step loads, keep showing the old rows (dimmed);
    // a different step starts from the loading placeholders.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === stage ? previous : undefined),
  });
}

export function useMember(uid: string) {
  return useQuery({
    queryKey: adminKeys.member(uid),
    queryFn: () => api.get<MemberDetailResponse>(memberPath(uid)),
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
  });
}

/** One change to a member: an action (POST …/{action}, `contract` with a body) or a PATCH of fields. */
export type MemberChange = { action: MemberAction; body?: unknown } | { action?: undefined; patch: MemberPatch };

/**
 * Changes one member. The answer ({account, audit}) replaces the cached member and the lists are
 * fetched again (counts and stages change); on a conflict (409) the member may have changed
 * meanwhile (e.g. approved by another admin), so it is fetched again to show the truth.
 */
export function useChangeMember<TVariables extends MemberChange>(
  uid: string,
  callbacks: MutationCallbacks<MemberDetailResponse, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TVariables) =>
      change.action === undefined
        ? api.patch<MemberDetailResponse>(memberPath(uid), change.patch)
        : api.post<MemberDetailResponse>(`${memberPath(uid)}/${change.action}`, change.body ?? {}),
    onSuccess: (answer, change) => {
      queryClient.setQueryData(adminKeys.member(uid), answer);
      void queryClient.invalidateQueries({ queryKey: adminKeys.members });
      callbacks.onSuccess?.(answer, change);
    },
    onError: (error, change) => {
      callbacks.onError?.(error, change);
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: adminKeys.member(uid) });
    },
  });
}

/** GET /api/admin/matches or /api/admin/sourcing with the list's query string (status, dates). */
/** The anonymity guard's risks: listings with a confirmed warning, members often refused. */
export function useAnonymityRisks() {
  return useQuery({
    queryKey: [...ADMIN_ROOT, 'anonymity'] as const,
    queryFn: () => api.get<AnonymityRisks>('/admin/anonymity'),
    staleTime: CACHE_MS.adminLists,
  });
}

export function useAdminProposals(kind: ProposalKind, search: string, options: { enabled: boolean }) {
  const endpoint = kind === 'match' ? '/admin/matches' : '/admin/sourcing';
  return useQuery({
    queryKey: adminKeys.proposals(kind, search),
    queryFn: () => api.get<ProposalList>(`${endpoint}${search ? `?${search}` : ''}`),
    staleTime: CACHE_MS.adminLists,
    enabled: options.enabled,
    placeholderData: (previous) => previous,
  });
}

export type BulkMessage = { heading: string; message: string };

/** POST /api/admin/messages: a note (and mail, to those who chose it) to every member. */
/** How many members a bulk message would reach now (asked each time the confirmation opens). */
export function useBulkRecipients(isEnabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_ROOT, 'bulk-recipients'] as const,
    queryFn: () => api.get<BulkMessageSent>('/admin/messages/recipients'),
    enabled: isEnabled,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useSendBulkMessage(callbacks: MutationCallbacks<BulkMessageSent, BulkMessage> = {}) {
  return useMutation({
    mutationFn: (input: BulkMessage) => api.post<BulkMessageSent>('/admin/messages', input),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  });
}
