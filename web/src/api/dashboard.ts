/** The dashboard's counts (GET /api/dashboard) and what needs the member (GET /api/dashboard/needs-you). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { dashboardKeys, LISTINGS_ROOT } from './keys';
import type { DashboardCounts, NeedsYouResponse } from '../../../shared/types/dashboard';

export { dashboardKeys } from './keys';

export const fetchDashboard = () => api.get<DashboardCounts>('/dashboard');

export function useDashboardCounts() {
  return useQuery({ queryKey: dashboardKeys.all, queryFn: fetchDashboard, staleTime: 60_000 });
}

/** Under the dashboard's root, so whatever refreshes the counts (a listing saved, a proposal answered) refreshes it too. */
export const needsYouKey = [...dashboardKeys.all, 'needs-you'] as const;

export function useNeedsYou() {
  return useQuery({
    queryKey: needsYouKey,
    queryFn: () => api.get<NeedsYouResponse>('/dashboard/needs-you'),
    // Countdowns are by the day; a minute is plenty, and a focus brings it up to date.
    staleTime: 60_000,
  });
}

/** The one-tap Extend of an expiring listing's row: POST /api/{jobs|candidates}/:uid/extend. */
export function useExtendFromDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, uid }: { kind: 'job' | 'candidate'; uid: string }) =>
      api.post(`/${kind === 'job' ? 'jobs' : 'candidates'}/${uid}/extend`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: LISTINGS_ROOT });
    },
  });
}
