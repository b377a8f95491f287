import { eq } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import webpush from 'web-push';
import type { AppContext } from '../context';
import { pushSubscriptions } from '../db/schema';
import { PushAddressRefused, PushEndpointRefused, sendPushRequest } from '../push/deliver';
import { endpointRulesOf } from '../push/endpoints';
import { ZSendPushPayload } from './queues';

/**
 * Sends one Web Push message to one device (VAPID-signed, aes128gcm-encrypted by web-push).
 * A push service answering 404 or 410 means the device unsubscribed: the row is deleted.
 * Other failures throw, and pg-boss retries with back-off; the request that caused it never waits.
 * An endpoint the rules refuse (not an allowed push service, or a name resolving to a private
 * address) is logged and skipped, not retried: trying again would only knock on the same door.
 */
export async function handleSendPush(ctx: AppContext, job: Job<unknown>): Promise<void> {
  const { subscriptionId, ...message } = ZSendPushPayload.parse(job.data);
  const [sub] = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
  if (!sub) return;

  const details = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    JSON.stringify(message),
    { vapidDetails: ctx.vapid, TTL: 24 * 3600, contentEncoding: 'aes128gcm' },
  );
  let status: number;
  try {
    status = await sendPushRequest({
      endpoint: details.endpoint,
      method: details.method,
      headers: details.headers as Record<string, string | number>,
      body: details.body ?? undefined,
      rules: endpointRulesOf(ctx.config),
      timeoutMs: 15_000,
    });
  } catch (err) {
    if (err instanceof PushAddressRefused) {
      ctx.logger.warn({ subscriptionId, host: err.host, address: err.address }, err.message);
      return;
    }
    if (err instanceof PushEndpointRefused) {
      ctx.logger.warn({ subscriptionId, host: err.host }, err.message);
      return;
    }
    throw err;
  }
  if (status === 404 || status === 410) {
    await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
    ctx.logger.info({ subscriptionId }, 'push subscription gone; removed');
    return;
  }
  if (status < 200 || status >= 300) throw new Error(`push service answered ${status}`);
}
