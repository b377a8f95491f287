/**
 * The market pulse (GET /api/market): aggregates of the network's listings and deals for one
 * category × province (× nature). Never names a member or a listing (docs/market.md).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, isRefusal } from './client';
import type { MarketPulseResponse } from '../../../shared/types/market';

export type MarketSelection = { category: number; province: number; nature: number | null };

export const marketKeys = {
  all: ['market'] as const,
  pulse: (s: MarketSelection) => ['market', s.category, s.province, s.nature ?? 0] as const,
};

export function marketQueryString(s: MarketSelection): string {
  const params = new URLSearchParams({ category: String(s.category), province: String(s.province) });
  if (s.nature !== null) params.set('nature', String(s.nature));
  return params.toString();
}

export const fetchMarketPulse = (s: MarketSelection) => api.get<MarketPulseResponse>(`/market?${marketQueryString(s)}`);

export function useMarketPulse(selection: MarketSelection) {
  return useQuery({
    queryKey: marketKeys.pulse(selection),
    queryFn: () => fetchMarketPulse(selection),
    // The figures change as listings are posted; a minute old is fine for a benchmark.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: (count, err) => !isRefusal(err) && count < 1,
  });
}
