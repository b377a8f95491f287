/** The dashboard's counts (GET /api/dashboard). */
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { dashboardKeys } from './keys';
import type { DashboardCounts } from '../../../shared/types/dashboard';

export { dashboardKeys } from './keys';

export const fetchDashboard = () => api.get<DashboardCounts>('/dashboard');

export function useDashboardCounts() {
  return useQuery({ queryKey: dashboardKeys.all, queryFn: fetchDashboard, staleTime: 60_000 });
}
