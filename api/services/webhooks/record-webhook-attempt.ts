import { and, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/pool';
import { accounts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Account, WebhookEndpointRow } from '../../domain/rows';
import { createNotes } from '../notes/create-note';
import {
  WEBHOOK_FAILURES_BEFORE_DISABLE,
  WEBHOOK_LOG_DAYS,
  WEBHOOK_LOG_ROWS,
  WEBHOOK_TEST_EVENT,
} from '../../../shared/rules/webhook';

/** The endpoint of a delivery job and the member it belongs to; null when the endpoint was deleted. */
export async function loadWebhookTarget(
  db: Db,
  endpointId: string,
): Promise<{ endpoint: WebhookEndpointRow; account: Account } | null> {
  const [row] = await db
    .select({ endpoint: webhookEndpoints, account: accounts })
    .from(webhookEndpoints)
    .innerJoin(accounts, eq(accounts.id, webhookEndpoints.accountId))
    .where(eq(webhookEndpoints.id, endpointId));
  return row ?? null;
}

export type WebhookAttempt = {
  messageId: string;
  event: string;
  attempt: number;
  isDelivered: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** No retry follows (the last one, or a failure not worth retrying). */
  isLast: boolean;
};

/**
 * Logs one attempt (keeping the newest WEBHOOK_LOG_ROWS of the endpoint, none older than
 * WEBHOOK_LOG_DAYS) and keeps count: a delivered event clears the endpoint's failures; an event
 * whose last attempt failed adds one, and the WEBHOOK_FAILURES_BEFORE_DISABLE-th in a row turns the
 * endpoint off and tells the member (a note, with its push). Test events count for nothing.
 * Returns true when this attempt turned the endpoint off.
 */
export async function recordWebhookAttempt(
  ctx: AppContext,
  options: { endpoint: WebhookEndpointRow; attempt: WebhookAttempt },
): Promise<boolean> {
  const { endpoint, attempt } = options;
  return withTransaction(ctx, async (tx) => {
    await tx.db.insert(webhookDeliveries).values({
      endpointId: endpoint.id,
      messageId: attempt.messageId,
      event: attempt.event,
      attempt: attempt.attempt,
      isDelivered: attempt.isDelivered,
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      error: attempt.error?.slice(0, 300) ?? null,
    });
    const newest = tx.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .orderBy(sql`${webhookDeliveries.createdAt} DESC`)
      .limit(WEBHOOK_LOG_ROWS);
    await tx.db
      .delete(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpoint.id),
          or(
            lt(webhookDeliveries.createdAt, sql`now() - make_interval(days => ${WEBHOOK_LOG_DAYS})`),
            notInArray(webhookDeliveries.id, newest),
          ),
        ),
      );
    if (attempt.event === WEBHOOK_TEST_EVENT) return false;
    if (attempt.isDelivered) {
      await tx.db
        .update(webhookEndpoints)
        .set({ consecutiveFailures: 0 })
        .where(and(eq(webhookEndpoints.id, endpoint.id), sql`${webhookEndpoints.consecutiveFailures} > 0`));
      return false;
    }
    if (!attempt.isLast) return false;
    const [counted] = await tx.db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({ failures: webhookEndpoints.consecutiveFailures });
    if (!counted || counted.failures < WEBHOOK_FAILURES_BEFORE_DISABLE) return false;
    const reason = `Turned off after ${WEBHOOK_FAILURES_BEFORE_DISABLE} events in a row could not be delivered.`;
    const disabled = await tx.db
      .update(webhookEndpoints)
      .set({ disabledAt: new Date(), disabledReason: reason })
      .where(and(inArray(webhookEndpoints.id, [endpoint.id]), isNull(webhookEndpoints.disabledAt)))
      .returning({ id: webhookEndpoints.id });
    if (disabled.length === 0) return false;
    await createNotes(tx, [
      {
        userId: endpoint.accountId,
        heading: 'Webhook - Turned off',
        message: `Your webhook to ${new URL(endpoint.url).host} was turned off: the last ${WEBHOOK_FAILURES_BEFORE_DISABLE} events could not be delivered. Check the delivery log, then turn it on again.`,
        link: '/account/webhooks',
      },
    ]);
    return true;
  });
}
