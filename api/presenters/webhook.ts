/** Webhooks as their owner sees them (nobody else ever does). The secret is never here: POST shows it once. */
import type { WebhookDeliveryRow, WebhookEndpointWithLast } from '../domain/rows';
import type {
  WebhookCreated,
  WebhookDeliveryList,
  WebhookDeliveryView,
  WebhookList,
  WebhookResponse,
  WebhookTestQueued,
  WebhookView,
} from '../../shared/types/webhooks';
import {
  WEBHOOK_EVENTS,
  WEBHOOKS_PER_MEMBER,
  type WebhookEvent,
  type WebhookEventType,
} from '../../shared/rules/webhook';

export function presentWebhookDelivery(row: WebhookDeliveryRow): WebhookDeliveryView {
  return {
    uid: row.id,
    messageId: row.messageId,
    event: row.event as WebhookEventType,
    attempt: row.attempt,
    status: row.isDelivered ? 'delivered' : 'failed',
    statusCode: row.statusCode,
    durationMs: row.durationMs,
    error: row.error,
    at: row.createdAt.toISOString(),
  };
}

export function presentWebhook(row: WebhookEndpointWithLast): WebhookView {
  return {
    uid: row.id,
    url: row.url,
    events: row.events.filter((e): e is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(e)),
    enabled: row.disabledAt === null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    created: row.createdAt.toISOString(),
    lastDelivery: row.lastDelivery ? presentWebhookDelivery(row.lastDelivery) : null,
  };
}

export const presentWebhookList = (rows: WebhookEndpointWithLast[]): WebhookList => ({
  items: rows.map(presentWebhook),
  limit: WEBHOOKS_PER_MEMBER,
  events: [...WEBHOOK_EVENTS],
});

export const presentWebhookResponse = (row: WebhookEndpointWithLast): WebhookResponse => ({
  webhook: presentWebhook(row),
});

export const presentWebhookCreated = (row: WebhookEndpointWithLast, secret: string): WebhookCreated => ({
  webhook: presentWebhook(row),
  secret,
});

export const presentWebhookDeliveryList = (rows: WebhookDeliveryRow[]): WebhookDeliveryList => ({
  items: rows.map(presentWebhookDelivery),
});

export const presentWebhookTestQueued = (messageId: string): WebhookTestQueued => ({ messageId });
