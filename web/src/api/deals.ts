/**
 * Deals (/api/deals): the member's list, one deal, the parties' moves (accept the
 * terms, change them, record a stage, refer to the ethics committee), the dashboard tiles, and the
 * admin figures. A move's answer is the deal as it now is: it replaces the cached one.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, isRefusal } from './client';
import { DEALS_ROOT } from './keys';
import type { MutationCallbacks } from './mutation-callbacks';
import type { TDealStage, TDealTermsPatch } from '../../../shared/schemas/deal';
import type { DealList, DealMonthlyReport, DealResponse, DealSummary, DealView } from '../../../shared/types/deals';

export type DealListFilters = {
  stage?: string;
  status?: 'open' | 'closed';
  disputed?: 'true' | 'false';
  /** The deal an approved proposal opened. */
  proposal?: string;
};

export const dealKeys = {
  all: DEALS_ROOT,
  list: (filters: DealListFilters) => [...DEALS_ROOT, 'list', filters] as const,
  detail: (uid: string) => [...DEALS_ROOT, 'detail', uid] as const,
  summary: [...DEALS_ROOT, 'summary'] as const,
  monthly: [...DEALS_ROOT, 'monthly'] as const,
};

/** Asks for one deal again (its undo window closed: the server's answer no longer offers Undo). */
export function refreshDeal(queryClient: QueryClient, uid: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: dealKeys.detail(uid) });
}

const one = (uid: string) => `/deals/${encodeURIComponent(uid)}`;
const retry = (count: number, err: Error) => !isRefusal(err) && count < 1;

function queryString(filters: DealListFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const fetchDeals = (filters: DealListFilters = {}) => api.get<DealList>(`/deals${queryString(filters)}`);
export const fetchDeal = async (uid: string) => (await api.get<DealResponse>(one(uid))).deal;

export function useDeals(filters: DealListFilters = {}) {
  return useQuery({ queryKey: dealKeys.list(filters), queryFn: () => fetchDeals(filters), staleTime: 30_000 });
}

export function useDeal(uid: string | undefined) {
  return useQuery({
    queryKey: dealKeys.detail(uid ?? ''),
    queryFn: () => fetchDeal(uid ?? ''),
    enabled: Boolean(uid),
    retry,
    staleTime: 15_000,
  });
}

export function useDealSummary() {
  return useQuery({
    queryKey: dealKeys.summary,
    queryFn: () => api.get<DealSummary>('/deals/summary'),
    staleTime: 60_000,
  });
}

export function useDealReport() {
  return useQuery({
    queryKey: dealKeys.monthly,
    queryFn: () => api.get<DealMonthlyReport>('/deals/report/monthly'),
    staleTime: 60_000,
  });
}

export type DealMove =
  | { action: 'accept-terms' }
  | { action: 'terms'; patch: TDealTermsPatch }
  | { action: 'stage'; input: TDealStage }
  | { action: 'undo-stage' }
  | { action: 'dispute'; statement: string }
  | { action: 'refer-unpaid' };

async function send(uid: string, move: DealMove): Promise<DealView> {
  switch (move.action) {
    case 'accept-terms':
      return (await api.post<DealResponse>(`${one(uid)}/accept-terms`)).deal;
    case 'terms':
      return (await api.patch<DealResponse>(`${one(uid)}/terms`, move.patch)).deal;
    case 'stage':
      return (await api.post<DealResponse>(`${one(uid)}/stages`, move.input)).deal;
    case 'undo-stage':
      return (await api.post<DealResponse>(`${one(uid)}/stages/undo`)).deal;
    case 'dispute':
      return (await api.post<DealResponse>(`${one(uid)}/dispute`, { statement: move.statement })).deal;
    case 'refer-unpaid':
      return (await api.post<DealResponse>(`${one(uid)}/refer-unpaid`, {})).deal;
  }
}

/** One of the parties' moves; the answered deal replaces the cached one, lists and tiles refetch. */
export function useDealMove(uid: string, callbacks: MutationCallbacks<DealView, DealMove> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: DealMove) => send(uid, move),
    onSuccess: (deal, move) => {
      queryClient.setQueryData(dealKeys.detail(uid), deal);
      void queryClient.invalidateQueries({ queryKey: [...DEALS_ROOT, 'list'] });
      void queryClient.invalidateQueries({ queryKey: dealKeys.summary });
      callbacks.onSuccess?.(deal, move);
    },
    onError: (error, move) => {
      // Refused (someone else moved it meanwhile): show the deal as it now is.
      if (isRefusal(error)) void queryClient.invalidateQueries({ queryKey: dealKeys.detail(uid) });
      callbacks.onError?.(error, move);
    },
  });
}
