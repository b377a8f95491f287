import { eq } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import webpush from 'web-push';
import type { AppContext } from '../context';
import { pushSubscriptions } from '../db/schema';
import { isAllowedEndpoint } from '../push/vapid';
import { ZSendPushPayload } from './queues';

/**
 * Sends one Web Push message to one device (VAPID-signed, aes128gcm-encrypted by web-push).
 * A push service answering 404 or 410 means the device unsubscribed: the row is deleted.
 * Other failures throw, and pg-boss retries with back-off; the request that caused it never waits.
 */
export async function handleSendPush(ctx: AppContext, job: Job<unknown>): Promise<void> {
  const { subscriptionId, ...message } = ZSendPushPayload.parse(job.data);
  const [sub] = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
  if (!sub || !isAllowedEndpoint(sub.endpoint, ctx.config.PUSH_ALLOW_LOCAL)) return;

  const details = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    JSON.stringify(message),
    { vapidDetails: ctx.vapid, TTL: 24 * 3600, contentEncoding: 'aes128gcm' },
  );
  const res = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : undefined,
    redirect: 'error',
    signal: AbortSignal.timeout(15_000),
  });
  if (res.status === 404 || res.status === 410) {
    await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
    ctx.logger.info({ subscriptionId }, 'push subscription gone; removed');
    return;
  }
  if (!res.ok) throw new Error(`push service answered ${res.status}`);
}
