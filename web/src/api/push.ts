/** This device's web push subscription with the API (/api/push); features/pwa/push.ts drives the browser's side. */
import { api } from './client';
import type { PushKey, PushSubscribed, PushSubscriptionInput } from '../../../shared/types/push';

/** GET /api/push/key: the server's VAPID public key. */
export async function fetchPushKey(): Promise<string> {
  return (await api.get<PushKey>('/push/key')).publicKey;
}

/** POST /api/push/subscriptions (409 when the endpoint belongs to another account). */
export const registerPushSubscription = (input: PushSubscriptionInput) =>
  api.post<PushSubscribed>('/push/subscriptions', input);

/** DELETE /api/push/subscriptions (204). */
export const deletePushSubscription = (endpoint: string) => api.delete<void>('/push/subscriptions', { endpoint });
