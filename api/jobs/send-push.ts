import type { Job } from 'pg-boss';
import type { AppContext } from '../context';
import type { PushClient } from '../push/deliver';
import { ZSendPushPayload } from './queues';
import { deliverPushes } from './send-push-batch';

/**
 * A push to one device queued as `send-push` (before send-push-batch existed): the same delivery
 * as a batch of one, with the same rules (api/jobs/send-push-batch.ts).
 */
export async function handleSendPush(ctx: AppContext, client: PushClient, job: Job<unknown>): Promise<void> {
  const { subscriptionId, ...message } = ZSendPushPayload.parse(job.data);
  await deliverPushes(ctx, client, job, [subscriptionId], message);
}
