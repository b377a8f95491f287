/**
 * Personal API tokens (/api/me/tokens, and /api/admin/tokens for administrators): the list,
 * making one (its secret comes back this once) and revoking; every change refreshes the lists.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { MutationCallbacks } from './mutation-callbacks';
import type { AdminApiTokenList, ApiTokenCreated, ApiTokenList } from '../../../shared/types/api-tokens';
import type { ApiTokenScope } from '../../../shared/rules/api-tokens';

export const apiTokenKeys = { mine: ['api-tokens'] as const, all: ['admin', 'api-tokens'] as const };

export function useApiTokens() {
  return useQuery({ queryKey: apiTokenKeys.mine, queryFn: () => api.get<ApiTokenList>('/me/tokens') });
}

export type CreateApiTokenInput = { name: string; scopes: ApiTokenScope[]; expiresAt: string | null };

export function useCreateApiToken(callbacks: MutationCallbacks<ApiTokenCreated, CreateApiTokenInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) => api.post<ApiTokenCreated>('/me/tokens', input),
    onSuccess: (created, input) => {
      void queryClient.invalidateQueries({ queryKey: apiTokenKeys.mine });
      callbacks.onSuccess?.(created, input);
    },
    onError: callbacks.onError,
  });
}

export function useRevokeApiToken(callbacks: MutationCallbacks<void, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => api.delete<void>(`/me/tokens/${encodeURIComponent(uid)}`),
    onSuccess: (_data, uid) => {
      void queryClient.invalidateQueries({ queryKey: apiTokenKeys.mine });
      callbacks.onSuccess?.(undefined, uid);
    },
    onError: callbacks.onError,
  });
}

export function useAllApiTokens() {
  return useQuery({ queryKey: apiTokenKeys.all, queryFn: () => api.get<AdminApiTokenList>('/admin/tokens') });
}

export function useAdminRevokeApiToken(callbacks: MutationCallbacks<unknown, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => api.delete<unknown>(`/admin/tokens/${encodeURIComponent(uid)}`),
    onSuccess: (data, uid) => {
      void queryClient.invalidateQueries({ queryKey: apiTokenKeys.all });
      callbacks.onSuccess?.(data, uid);
    },
    onError: callbacks.onError,
  });
}
