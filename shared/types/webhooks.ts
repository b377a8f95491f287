/** Webhooks as the API returns them (api/presenters/webhook.ts): only ever to their owner. */
import type { WebhookEvent, WebhookEventType } from '../rules/webhook';

export type WebhookView = {
  uid: string;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  /** When and why it was turned off (repeated failures); null while on. */
  disabledAt: string | null;
  disabledReason: string | null;
  created: string;
  lastDelivery: WebhookDeliveryView | null;
};

export type WebhookDeliveryView = {
  uid: string;
  /** The webhook-id header: the same on every attempt of one event. */
  messageId: string;
  event: WebhookEventType;
  attempt: number;
  /** delivered: a 2xx; failed: anything else (another status, a refused address, a timeout). */
  status: 'delivered' | 'failed';
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  at: string;
};

/** GET /api/me/webhooks */
export type WebhookList = { items: WebhookView[]; limit: number; events: WebhookEvent[] };
/** PATCH /api/me/webhooks/:uid */
export type WebhookResponse = { webhook: WebhookView };
/** POST /api/me/webhooks (201): the signing secret, shown this once. */
export type WebhookCreated = { webhook: WebhookView; secret: string };
/** GET /api/me/webhooks/:uid/deliveries: newest first. */
export type WebhookDeliveryList = { items: WebhookDeliveryView[] };
/** POST /api/me/webhooks/:uid/test (202): the test event's webhook-id. */
export type WebhookTestQueued = { messageId: string };
