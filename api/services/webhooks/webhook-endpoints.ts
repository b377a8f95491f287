/**
 * A member's webhook endpoints: create (within WEBHOOKS_PER_MEMBER; the secret made here, returned
 * once and stored sealed), list with each one's last delivery, update (events, turn on again) and
 * delete. The route has authorized the owner (policies/webhook.ts).
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/pool';
import { accounts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { WebhookDeliveryRow, WebhookEndpointRow, WebhookEndpointWithLast } from '../../domain/rows';
import { ConflictError } from '../../errors';
import { newWebhookSecret } from '../../webhooks/signature';
import {
  WEBHOOK_MESSAGES,
  WEBHOOKS_PER_MEMBER,
  type TWebhookCreate,
  type TWebhookUpdate,
} from '../../../shared/schemas/webhook';
import { WEBHOOK_LOG_ROWS } from '../../../shared/rules/webhook';

export async function createWebhook(
  ctx: AppContext,
  options: { accountId: string; input: TWebhookCreate },
): Promise<{ row: WebhookEndpointWithLast; secret: string }> {
  const { accountId, input } = options;
  const secret = newWebhookSecret();
  return withTransaction(ctx, async (tx) => {
    // The member's row locked: two creates at once cannot both pass the limit.
    await tx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const [held] = await tx.db
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.accountId, accountId));
    if ((held?.n ?? 0) >= WEBHOOKS_PER_MEMBER) throw new ConflictError(WEBHOOK_MESSAGES.tooMany, 'Webhook not added');
    const [row] = await tx.db
      .insert(webhookEndpoints)
      .values({ accountId, url: input.url, events: input.events, sealedSecret: tx.seal(secret) })
      .returning();
    return { row: { ...row!, lastDelivery: null }, secret };
  });
}

const lastDelivery = sql<WebhookDeliveryRow | null>`(
  SELECT row_to_json(d) FROM (
    SELECT wd.id AS "id", wd.message_id AS "messageId", wd.event AS "event", wd.attempt AS "attempt",
      wd.is_delivered AS "isDelivered", wd.status_code AS "statusCode", wd.duration_ms AS "durationMs",
      wd.error AS "error", wd.created_at AS "createdAt"
    FROM webhook_deliveries wd WHERE wd.endpoint_id = "webhook_endpoints"."id"
    ORDER BY wd.created_at DESC LIMIT 1) d)`;

/** JSON from row_to_json gives the time as text: back to a Date. */
function withLast(row: WebhookEndpointRow & { lastDelivery: WebhookDeliveryRow | null }): WebhookEndpointWithLast {
  const last = row.lastDelivery;
  return {
    ...row,
    lastDelivery: last ? { ...last, endpointId: row.id, createdAt: new Date(last.createdAt) } : null,
  };
}

const endpointColumns = {
  id: webhookEndpoints.id,
  accountId: webhookEndpoints.accountId,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  sealedSecret: webhookEndpoints.sealedSecret,
  consecutiveFailures: webhookEndpoints.consecutiveFailures,
  disabledAt: webhookEndpoints.disabledAt,
  disabledReason: webhookEndpoints.disabledReason,
  createdAt: webhookEndpoints.createdAt,
  lastDelivery,
};

export async function listWebhooks(db: Db, accountId: string): Promise<WebhookEndpointWithLast[]> {
  const rows = await db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, accountId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map(withLast);
}

export async function findWebhook(db: Db, uid: string): Promise<WebhookEndpointWithLast | undefined> {
  const [row] = await db.select(endpointColumns).from(webhookEndpoints).where(eq(webhookEndpoints.id, uid));
  return row ? withLast(row) : undefined;
}

/** New events; `enabled: true` turns it on again with a clean slate, `false` turns it off. */
export async function updateWebhook(
  db: Db,
  options: { row: WebhookEndpointWithLast; input: TWebhookUpdate },
): Promise<WebhookEndpointWithLast> {
  const { row, input } = options;
  const [updated] = await db
    .update(webhookEndpoints)
    .set({
      ...(input.events ? { events: input.events } : {}),
      ...(input.enabled === true ? { disabledAt: null, disabledReason: null, consecutiveFailures: 0 } : {}),
      ...(input.enabled === false && row.disabledAt === null
        ? { disabledAt: new Date(), disabledReason: 'Turned off by you.' }
        : {}),
    })
    .where(eq(webhookEndpoints.id, row.id))
    .returning();
  return { ...updated!, lastDelivery: row.lastDelivery };
}

export async function deleteWebhook(db: Db, row: WebhookEndpointRow): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
}

/** The endpoint's delivery attempts, newest first (at most WEBHOOK_LOG_ROWS are kept). */
export async function listWebhookDeliveries(db: Db, endpointId: string): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_LOG_ROWS);
}
