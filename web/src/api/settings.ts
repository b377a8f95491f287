/** The administrators' settings (GET/PUT /api/admin/settings; members in good standing). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { ADMIN_ROOT } from './keys';
import type { MutationCallbacks } from './mutation-callbacks';
import type { AppSettings, SettingsResponse } from '../../../shared/types/settings';

export const settingsKeys = { all: [...ADMIN_ROOT, 'settings'] as const };

export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: async () => (await api.get<SettingsResponse>('/admin/settings')).settings,
  });
}

/** PUT /api/admin/settings; the answer (every setting as now stored) replaces the cached settings. */
export function useChangeSettings(callbacks: MutationCallbacks<AppSettings, Partial<AppSettings>> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: Partial<AppSettings>) =>
      (await api.put<SettingsResponse>('/admin/settings', patch)).settings,
    onSuccess: (settings, patch) => {
      queryClient.setQueryData(settingsKeys.all, settings);
      // Standing shows in the members lists.
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_ROOT, 'accounts'] });
      callbacks.onSuccess?.(settings, patch);
    },
    onError: callbacks.onError,
  });
}
