import type { AppContext } from '../../context';
import { withTransaction } from '../../db/transaction';
import type { WebhookEndpointRow } from '../../domain/rows';
import { newWebhookMessageId } from '../../webhooks/signature';
import { WEBHOOK_TEST_EVENT } from '../../../shared/rules/webhook';

/** "Send test event": a `webhook.test` event to this endpoint (even one turned off), through the queue like any other. */
export async function sendWebhookTest(ctx: AppContext, options: { row: WebhookEndpointRow }): Promise<string> {
  const messageId = newWebhookMessageId();
  await withTransaction(ctx, async (tx) => {
    await tx.enqueue('send-webhook', {
      endpointId: options.row.id,
      messageId,
      type: WEBHOOK_TEST_EVENT,
      occurredAt: new Date().toISOString(),
      subject: { type: 'test' },
    });
  });
  return messageId;
}
