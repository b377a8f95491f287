/**
 * One event to one webhook endpoint (docs/webhooks.md): load the endpoint and its member, check the
 * member may still receive events and still see what the event is about (the app's own policies),
 * build the body with the app's own presenters for them, sign it (Standard Webhooks) and POST it
 * (api/webhooks/deliver.ts: public addresses only, no redirects, 10 s). Each attempt is logged; a
 * failure throws so pg-boss retries it with back-off, under the same webhook-id.
 */
import type { Job, JobResult } from 'pg-boss';
import type { AppContext } from '../context';
import { sealerFor } from '../auth/sealed-secrets';
import { now } from '../clock';
import { mayReceiveWebhooks, maySeeWebhookSubject } from '../policies/webhook';
import { presentWebhookEvent, presentWebhookEventData } from '../presenters/webhook-event';
import { loadSettings } from '../services/settings/read-settings';
import { loadWebhookSubject } from '../services/webhooks/load-webhook-subject';
import { loadWebhookTarget, recordWebhookAttempt } from '../services/webhooks/record-webhook-attempt';
import { sendWebhookRequest } from '../webhooks/deliver';
import { signWebhook } from '../webhooks/signature';
import { webhookUrlRulesOf } from '../webhooks/urls';
import { WEBHOOK_TEST_EVENT } from '../../shared/rules/webhook';
import { ZSendWebhookPayload } from './queues';

/** How often each webhook worker looks for jobs (JOB_POLL_SECONDS when that is shorter). */
export const WEBHOOK_POLL_SECONDS = 1;
/** Deliveries one worker fetches and sends at once. */
export const WEBHOOK_BATCH_SIZE = 10;

/** A failed attempt: pg-boss retries the job (unless it was the last). */
export class WebhookDeliveryFailed extends Error {}

export async function handleSendWebhook(ctx: AppContext, job: Job<unknown>): Promise<void> {
  const payload = ZSendWebhookPayload.parse(job.data);
  const target = await loadWebhookTarget(ctx.db, payload.endpointId);
  if (!target) return; // deleted since
  const { endpoint, account } = target;
  const isTest = payload.type === WEBHOOK_TEST_EVENT;
  if (endpoint.disabledAt && !isTest) return;
  const standing = { settings: await loadSettings(ctx), at: now() };
  if (!mayReceiveWebhooks(account, standing)) {
    ctx.logger.info(
      { endpointId: endpoint.id, messageId: payload.messageId },
      'webhook not sent: member not in standing',
    );
    return;
  }
  const subject = await loadWebhookSubject(ctx, payload.subject, account);
  if (!maySeeWebhookSubject(account, subject, standing)) {
    ctx.logger.info({ endpointId: endpoint.id, messageId: payload.messageId }, 'webhook not sent: subject not visible');
    return;
  }
  const data = presentWebhookEventData(subject, account, {
    standing,
    undoSeconds: ctx.config.DEAL_UNDO_SECONDS,
    endpointUid: endpoint.id,
  });
  const body = JSON.stringify(presentWebhookEvent(payload.type, payload.occurredAt, data));
  const timestamp = Math.floor(Date.now() / 1000);
  const secret = sealerFor(ctx.sessionSecret).open(endpoint.sealedSecret);
  const started = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    ({ statusCode } = await sendWebhookRequest({
      url: endpoint.url,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'RecruiterConnect-Webhooks/1',
        'webhook-id': payload.messageId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(secret, { id: payload.messageId, timestamp, body }),
      },
      body,
      rules: webhookUrlRulesOf(ctx.config),
    }));
    if (statusCode < 200 || statusCode >= 300)
      error = statusCode >= 300 && statusCode < 400 ? `redirect ${statusCode} not followed` : `HTTP ${statusCode}`;
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  const isDelivered = error === null;
  // A test event is tried once: the member is looking at the log for its answer.
  const isLast = isTest || job.retryCount >= ctx.config.WEBHOOK_RETRY_LIMIT;
  await recordWebhookAttempt(ctx, {
    endpoint,
    attempt: {
      messageId: payload.messageId,
      event: payload.type,
      attempt: job.retryCount + 1,
      isDelivered,
      statusCode,
      durationMs: Math.round(performance.now() - started),
      error,
      isLast,
    },
  });
  if (!isDelivered && !isLast) throw new WebhookDeliveryFailed(error ?? 'not delivered');
}

/** A batch of deliveries, sent at once; each job completes or fails (and is retried) on its own. */
export async function handleSendWebhooks(ctx: AppContext, jobs: Job<unknown>[]): Promise<JobResult[]> {
  return Promise.all(
    jobs.map(async (job): Promise<JobResult> => {
      try {
        await handleSendWebhook(ctx, job);
        return { id: job.id, status: 'completed' };
      } catch (err) {
        if (!(err instanceof WebhookDeliveryFailed))
          ctx.logger.warn(
            { jobId: job.id, err: err instanceof Error ? err.message : String(err) },
            'webhook job failed',
          );
        return { id: job.id, status: 'failed', output: { message: err instanceof Error ? err.message : String(err) } };
      }
    }),
  );
}
