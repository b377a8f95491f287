/**
 * Webhooks (/api/me/webhooks): the member's endpoints, adding one (its secret comes back once),
 * turning one on or off, deleting it, sending a test event and reading its delivery log.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { MutationCallbacks } from './mutation-callbacks';
import type {
  WebhookCreated,
  WebhookDeliveryList,
  WebhookList,
  WebhookResponse,
  WebhookTestQueued,
  WebhookView,
} from '../../../shared/types/webhooks';
import type { TWebhookCreate, TWebhookUpdate } from '../../../shared/schemas/webhook';

export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (uid: string) => ['webhooks', uid, 'deliveries'] as const,
};

const path = (uid: string) => `/me/webhooks/${encodeURIComponent(uid)}`;

export function useWebhooks() {
  return useQuery({ queryKey: webhookKeys.all, queryFn: () => api.get<WebhookList>('/me/webhooks') });
}

export function useWebhookDeliveries(uid: string, isEnabled: boolean) {
  return useQuery({
    queryKey: webhookKeys.deliveries(uid),
    queryFn: () => api.get<WebhookDeliveryList>(`${path(uid)}/deliveries`),
    enabled: isEnabled,
  });
}

/** Reloads the list and every open delivery log (their keys start with the list's). */
export function useRefreshWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
}

function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (input: TVariables) => Promise<TData>,
  callbacks: MutationCallbacks<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data: TData, input: TVariables) => {
      void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
      callbacks.onSuccess?.(data, input);
    },
    onError: callbacks.onError,
  });
}

export function useAddWebhook(callbacks: MutationCallbacks<WebhookCreated, TWebhookCreate> = {}) {
  return useInvalidatingMutation((input: TWebhookCreate) => api.post<WebhookCreated>('/me/webhooks', input), callbacks);
}

export type UpdateWebhookInput = { uid: string } & Partial<Pick<TWebhookUpdate, 'enabled' | 'events'>>;

export function useUpdateWebhook(callbacks: MutationCallbacks<WebhookView, UpdateWebhookInput> = {}) {
  return useInvalidatingMutation(
    async ({ uid, ...body }: UpdateWebhookInput) => (await api.patch<WebhookResponse>(path(uid), body)).webhook,
    callbacks,
  );
}

export function useDeleteWebhook(callbacks: MutationCallbacks<void, string> = {}) {
  return useInvalidatingMutation((uid: string) => api.delete<void>(path(uid)), callbacks);
}

export function useSendWebhookTest(callbacks: MutationCallbacks<WebhookTestQueued, string> = {}) {
  return useInvalidatingMutation((uid: string) => api.post<WebhookTestQueued>(`${path(uid)}/test`), callbacks);
}
