import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { webhookEndpoints } from '../../db/schema';
import type { QueuePayload } from '../../jobs/queues';
import { newWebhookMessageId } from '../../webhooks/signature';
import type { WebhookEvent } from '../../../shared/rules/webhook';

export type WebhookSubject = QueuePayload<'send-webhook'>['subject'];

/**
 * An event for a member's webhooks, in the caller's transaction (it is sent only if that
 * commits): one `send-webhook` job per endpoint of theirs that is on and subscribed to it, each
 * with its own message id. The job builds the payload when it sends, as the member would see
 * the subject in the app then (api/presenters/webhook-event.ts). A member without webhooks costs
 * one indexed read.
 */
export async function queueWebhookEvent(
  tx: Tx,
  event: { accountId: string; type: WebhookEvent; subject: WebhookSubject; at?: Date },
): Promise<void> {
  const endpoints = await tx.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.accountId, event.accountId),
        isNull(webhookEndpoints.disabledAt),
        arrayContains(webhookEndpoints.events, [event.type]),
      ),
    );
  const occurredAt = (event.at ?? new Date()).toISOString();
  for (const endpoint of endpoints)
    await tx.enqueue('send-webhook', {
      endpointId: endpoint.id,
      messageId: newWebhookMessageId(),
      type: event.type,
      occurredAt,
      subject: event.subject,
    });
}
