import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import webpush from 'web-push';
import type { AppContext } from '../context';
import { pushesTotal } from '../metrics/registry';
import { pushDeliveries, pushSubscriptions } from '../db/schema';
import { vapidAuthorization } from '../push/vapid';
import { PushAddressRefused, PushEndpointRefused, type PushClient } from '../push/deliver';
import { DeliveryLog, forEachConcurrently } from './delivery-log';
import { z } from 'zod';
import { sealerFor } from '../auth/sealed-secrets';
import { PUSH_SENDS_IN_FLIGHT, ZPushAction, ZSendPushBatchPayload } from './queues';
import type { PushAction } from '../../shared/types/push';

export type PushMessage = { title: string; body: string; url: string | null; actions?: PushAction[] };

/** push_deliveries rows older than this are of no use: no push job retries for that long. */
const DELIVERIES_KEPT_DAYS = 7;
let lastPrunedAt = 0;

/**
 * Sends one Web Push message (VAPID-signed, aes128gcm-encrypted by web-push) to each device of
 * the job, PUSH_SENDS_IN_FLIGHT at a time over the push client's kept-alive connections.
 *
 * Nothing twice: each device reached (2xx) is recorded in push_deliveries under the job id as it
 * happens, and a run of the job (a retry, or the job handed to another worker after this one died)
 * first drops the devices already recorded. The one remaining window is a process dying after the
 * push service accepted a message and before its row is stored (a few milliseconds).
 * Nothing lost: any other failure (5xx, timeout, connection error) fails the job once every device
 * has been tried, and pg-boss retries it with back-off for the devices not reached.
 * A push service answering 404 or 410 means the device unsubscribed: the row is deleted.
 * An endpoint the rules refuse (not an allowed push service, or a name resolving to a private
 * address) is logged and skipped, not retried: trying again would only knock on the same door.
 */
export async function deliverPushes(
  ctx: AppContext,
  client: PushClient,
  job: Job<unknown>,
  subscriptionIds: string[],
  message: PushMessage,
): Promise<void> {
  await pruneOldDeliveries(ctx);
  const done = await ctx.db
    .select({ id: pushDeliveries.subscriptionId })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.jobId, job.id), inArray(pushDeliveries.subscriptionId, subscriptionIds)));
  const doneIds = new Set(done.map((d) => d.id));
  const todo = subscriptionIds.filter((id) => !doneIds.has(id));
  if (todo.length === 0) return;
  const devices = await ctx.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, todo));

  const log = new DeliveryLog<string>(async (ids) => {
    await ctx.db
      .insert(pushDeliveries)
      .values(ids.map((subscriptionId) => ({ jobId: job.id, subscriptionId })))
      .onConflictDoNothing();
  });
  const payload = JSON.stringify(message);
  const failures: string[] = [];
  await forEachConcurrently(devices, PUSH_SENDS_IN_FLIGHT, async (sub) => {
    // The heartbeat found this worker's hold on the job gone (another worker has it now), or the
    // process is stopping: send no more, the job's next run sends the rest.
    if (job.signal.aborted) return void failures.push('job aborted');
    try {
      // Encrypted for this device by web-push; the VAPID header is the origin's, signed once an hour.
      const details = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        payload,
        { TTL: 24 * 3600, contentEncoding: 'aes128gcm' },
      );
      const status = await client.send({
        endpoint: details.endpoint,
        method: details.method,
        headers: {
          ...(details.headers as Record<string, string | number>),
          Authorization: vapidAuthorization(ctx.vapid, sub.endpoint),
        },
        body: details.body ?? undefined,
      });
      if (status >= 200 && status < 300) {
        pushesTotal.inc({ result: 'sent' });
        return await log.record(sub.id);
      }
      if (status === 404 || status === 410) {
        pushesTotal.inc({ result: 'gone' });
        await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
        ctx.logger.info({ subscriptionId: sub.id }, 'push subscription gone; removed');
        return;
      }
      pushesTotal.inc({ result: 'failed' });
      failures.push(`push service answered ${status}`);
    } catch (err) {
      pushesTotal.inc({
        result: err instanceof PushAddressRefused || err instanceof PushEndpointRefused ? 'refused' : 'failed',
      });
      if (err instanceof PushAddressRefused) {
        ctx.logger.warn({ subscriptionId: sub.id, host: err.host, address: err.address }, err.message);
        return;
      }
      if (err instanceof PushEndpointRefused) {
        ctx.logger.warn({ subscriptionId: sub.id, host: err.host }, err.message);
        return;
      }
      failures.push((err as Error).message);
    }
  });
  if (failures.length > 0) {
    throw new Error(
      `${failures.length} of ${devices.length} pushes not delivered (${[...new Set(failures)].slice(0, 3).join('; ')}); retrying those`,
    );
  }
}

/** At most once an hour per process: an indexed range delete, nothing when there is nothing old. */
async function pruneOldDeliveries(ctx: AppContext): Promise<void> {
  if (Date.now() - lastPrunedAt < 3_600_000) return;
  lastPrunedAt = Date.now();
  await ctx.db
    .delete(pushDeliveries)
    .where(lt(pushDeliveries.deliveredAt, sql`now() - make_interval(days => ${DELIVERIES_KEPT_DAYS})`));
}

export async function handleSendPushBatch(ctx: AppContext, client: PushClient, job: Job<unknown>): Promise<void> {
  const { subscriptionIds, sealedActions, ...message } = ZSendPushBatchPayload.parse(job.data);
  const actions = sealedActions
    ? z.array(ZPushAction).parse(JSON.parse(sealerFor(ctx.sessionSecret).open(sealedActions)))
    : message.actions;
  await deliverPushes(ctx, client, job, subscriptionIds, { ...message, ...(actions ? { actions } : {}) });
  // Every device reached: the one-time link has no more reason to be in the queue, even sealed.
  if (sealedActions) {
    await ctx.db.execute(
      sql`UPDATE pgboss.job SET data = data - 'sealedActions' WHERE id = ${job.id} AND name = ${job.name}`,
    );
  }
}
