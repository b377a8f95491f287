/**
 * Saved searches (/api/saved-searches): the member's list, and saving, editing, marking
 * seen and deleting one; every change refreshes the list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { MutationCallbacks } from './mutation-callbacks';
import type { SavedSearchList, SavedSearchResponse, SavedSearchView } from '../../../shared/types/saved-searches';
import type { TSavedSearchUpdate } from '../../../shared/schemas/saved-search';
import type { SavedSearchAlert } from '../../../shared/rules/saved-search';

export const savedSearchKeys = { all: ['saved-searches'] as const };

export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: () => api.get<SavedSearchList>('/saved-searches'),
    staleTime: 30_000,
  });
}

export type SaveSearchInput = {
  name: string;
  kind: 'job' | 'candidate';
  query: Record<string, string>;
  alert: SavedSearchAlert;
};

export function useSaveSearch(callbacks: MutationCallbacks<SavedSearchView, SaveSearchInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveSearchInput) =>
      (await api.post<SavedSearchResponse>('/saved-searches', input)).savedSearch,
    onSuccess: (saved, input) => {
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
      callbacks.onSuccess?.(saved, input);
    },
    onError: callbacks.onError,
  });
}

export type UpdateSavedSearchInput = { uid: string } & TSavedSearchUpdate;

export function useUpdateSavedSearch(callbacks: MutationCallbacks<SavedSearchView, UpdateSavedSearchInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uid, ...body }: UpdateSavedSearchInput) =>
      (await api.patch<SavedSearchResponse>(`/saved-searches/${encodeURIComponent(uid)}`, body)).savedSearch,
    onSuccess: (saved, input) => {
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
      callbacks.onSuccess?.(saved, input);
    },
    onError: callbacks.onError,
  });
}

export function useDeleteSavedSearch(callbacks: MutationCallbacks<void, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => api.delete<void>(`/saved-searches/${encodeURIComponent(uid)}`),
    onSuccess: (result, uid) => {
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
      callbacks.onSuccess?.(result, uid);
    },
    onError: callbacks.onError,
  });
}
