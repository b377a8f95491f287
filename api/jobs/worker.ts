import type { AppContext } from '../context';
import { createMailer } from '../mail/transport';
import { endpointRulesOf } from '../push/endpoints';
import { createPushClient } from '../push/deliver';
import { handleDeliverAlerts } from './deliver-alerts';
import { handleScheduledBackup, scheduleBackups, type EmbeddedDump } from './scheduled-backup';
import { handleDigest } from './digest';
import { handleSavedSearchAlert, handleSavedSearchMatch } from './saved-search-alerts';
import { handleListingAlerts } from './listing-alerts';
import {
  MAIL_BATCH_SIZE,
  MAIL_HEARTBEAT_REFRESH_SECONDS,
  PUSH_SENDS_IN_FLIGHT,
  PUSH_TIMEOUT_SECONDS,
  QUEUES,
  type QueueName,
} from './queues';
import { handleSendMail } from './send-mail';
import { handleSendMailBatch } from './send-mail-batch';
import { handleSendPush } from './send-push';
import { handleSendPushBatch } from './send-push-batch';
import { handlePasswordResetRequest } from './password-reset-request';
import { handleDealReminders } from './deal-reminders';
import { handleDealStageNotice } from './deal-stage-notice';
import { handlePurgeCandidateIdentifiers } from './purge-candidate-identifiers';
import { handleDeleteExpiredImports } from './delete-expired-imports';
import { handleDeadlineSweep } from './deadline-sweep';
import { handleEraseDeletedAccounts } from './erase-deleted-accounts';
import { handleThreadDigest } from './thread-digest';
import { handleSendWebhooks, WEBHOOK_BATCH_SIZE, WEBHOOK_POLL_SECONDS } from './send-webhook';

/**
 * Creates every queue (idempotent); web and worker processes both call it before sending. A queue
 * made by an older release keeps its options (createQueue never changes them): its retention is
 * brought to this release's, so the jobs queued without options of their own are deleted in time.
 */
export async function createQueues(ctx: AppContext): Promise<void> {
  for (const [name, definition] of Object.entries(QUEUES) as Array<[QueueName, (typeof QUEUES)[QueueName]]>) {
    const options = 'options' in definition ? definition.options : undefined;
    await ctx.boss.createQueue(name, options);
    if (options && 'deleteAfterSeconds' in options) {
      await ctx.boss.updateQueue(name, { deleteAfterSeconds: options.deleteAfterSeconds });
    }
  }
}

/** Digests at 06:00 South African time: every day, and on Mondays for the weekly one. */
const SCHEDULES = {
  'digest-daily': '0 6 * * *',
  'digest-weekly': '0 6 * * 1',
  // Deadlines: reminders from 08:00 and lapses just after midnight, within 15 minutes.
  'deadline-sweep': '*/15 * * * *',
  // Identifier hashes of candidates closed over 12 months ago, at night.
  'purge-candidate-identifiers': '30 2 * * *',
  // Bulk imports (their parsed cells) past their day, every hour.
  'delete-expired-imports': '10 * * * *',
  // "Delete my account": the members whose 30 days are up are erased, at night.
  'erase-deleted-accounts': '45 2 * * *',
} as const;

/**
 * Starts the job handlers and schedules; returns a function that closes what they opened.
 * `dumpEmbedded`: the embedded database's dump when this process holds it (scheduled backups).
 */
export async function startWorkers(ctx: AppContext, dumpEmbedded: EmbeddedDump | null = null): Promise<() => void> {
  const mailer = createMailer(ctx.config);
  const bulkMailer = createMailer(ctx.config, { maxConnections: ctx.config.MAIL_BULK_CONNECTIONS });
  const pushClient = createPushClient({
    rules: endpointRulesOf(ctx.config),
    timeoutMs: PUSH_TIMEOUT_SECONDS * 1000,
    maxSocketsPerOrigin: 2 * PUSH_SENDS_IN_FLIGHT,
  });
  const polling = { pollingIntervalSeconds: ctx.config.JOB_POLL_SECONDS };
  const mailing = { ...polling, heartbeatRefreshSeconds: MAIL_HEARTBEAT_REFRESH_SECONDS };
  // Urgent mail has workers of its own, so a bulk message or the morning digests never hold it up;
  // two at a time, so one slow send does not hold the next activation mail.
  await ctx.boss.work(
    'send-mail-urgent',
    { ...mailing, batchSize: MAIL_BATCH_SIZE['send-mail-urgent'], localConcurrency: 2 },
    async ([job]) => handleSendMail(ctx, mailer, job!),
  );
  await ctx.boss.work('send-mail', { ...mailing, batchSize: MAIL_BATCH_SIZE['send-mail'] }, async (jobs) => {
    for (const job of jobs) await handleSendMail(ctx, mailer, job);
  });
  // Bulk mail batches: one at a time per process, each over MAIL_BULK_CONNECTIONS pooled connections,
  // one fetch per poll interval: at the production 2 s, 100 mails a second (50,000 in under 9
  // minutes), which leaves the members' requests their share of the cores. Fetched every half
  // second, the mail of a bulk message to 50,000 took 194 s instead of 527 s, but a member's
  // requests during it slowed × 2.5 (docs/scaling.md).
  await ctx.boss.work('send-mail-batch', { ...mailing, batchSize: 1 }, async ([job]) =>
    handleSendMailBatch(ctx, bulkMailer, job!),
  );
  // Two push batches at a time (2 × PUSH_SENDS_IN_FLIGHT requests): a batch of one device (a
  // proposal's note) is not held up behind a bulk message's batch of 250, and the worker's share
  // of the CPU and of the pool stays bounded, so interactive requests keep theirs. Fetched two at
  // a time, and again at once while a fetch comes back full (burstWhenBatchFull): two single
  // fetches each waited out the poll interval between batches, which paced a bulk message at two
  // batches of 250 per 2 s — 250 pushes a second however idle the machine (docs/scaling.md).
  // Each batch succeeds or fails on its own (perJobResults): a failed one is retried alone.
  await ctx.boss.work(
    'send-push-batch',
    { ...mailing, batchSize: 2, burstWhenBatchFull: true, perJobResults: true },
    async (jobs) => {
      const outcomes = await Promise.allSettled(jobs.map((job) => handleSendPushBatch(ctx, pushClient, job)));
      return jobs.map((job, i) => {
        const outcome = outcomes[i]!;
        if (outcome.status === 'fulfilled') return { id: job.id, status: 'completed' as const };
        const message = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
        return { id: job.id, status: 'failed' as const, output: { message } };
      });
    },
  );
  await ctx.boss.work('send-push', polling, async ([job]) => handleSendPush(ctx, pushClient, job!));
  await ctx.boss.work('listing-alerts', polling, async ([job]) => handleListingAlerts(ctx, job!));
  await ctx.boss.work('deliver-alerts', polling, async ([job]) => handleDeliverAlerts(ctx, job!));
  await ctx.boss.work('saved-search-match', polling, async ([job]) => handleSavedSearchMatch(ctx, job!));
  await ctx.boss.work('saved-search-alert', polling, async ([job]) => handleSavedSearchAlert(ctx, job!));
  await ctx.boss.work('digest-daily', polling, async ([job]) => handleDigest(ctx, 'daily', job!.data));
  await ctx.boss.work('purge-candidate-identifiers', polling, async ([job]) =>
    handlePurgeCandidateIdentifiers(ctx, job!.data),
  );
  await ctx.boss.work('delete-expired-imports', polling, async ([job]) => handleDeleteExpiredImports(ctx, job!.data));
  await ctx.boss.work('erase-deleted-accounts', polling, async ([job]) => {
    await handleEraseDeletedAccounts(ctx, job!.data);
  });
  await ctx.boss.work('digest-weekly', polling, async ([job]) => handleDigest(ctx, 'weekly', job!.data));
  await ctx.boss.work('password-reset-request', polling, async ([job]) => handlePasswordResetRequest(ctx, job!));
  await ctx.boss.work('deal-reminders', polling, async ([job]) => {
    await handleDealReminders(ctx, job!.data);
  });
  await ctx.boss.work('deal-stage-notice', polling, async ([job]) => {
    await handleDealStageNotice(ctx, job!.data);
  });
  await ctx.boss.work('thread-digest', polling, async ([job]) => handleThreadDigest(ctx, job!));
  // Webhooks: up to WEBHOOK_BATCH_SIZE deliveries at once per worker (each settled on its own, so
  // one failure retries only itself), two workers, a poll every second at most and no pause while
  // batches come back full: events are delivered within seconds even in a burst (docs/webhooks.md).
  await ctx.boss.work(
    'send-webhook',
    {
      pollingIntervalSeconds: Math.min(ctx.config.JOB_POLL_SECONDS, WEBHOOK_POLL_SECONDS),
      batchSize: WEBHOOK_BATCH_SIZE,
      localConcurrency: 2,
      perJobResults: true,
      burstWhenBatchFull: true,
    },
    async (jobs) => handleSendWebhooks(ctx, jobs),
  );
  await ctx.boss.work('deadline-sweep', polling, async ([job]) => {
    await handleDeadlineSweep(ctx, job!.data);
  });
  await ctx.boss.work('scheduled-backup', polling, async () => {
    await handleScheduledBackup(ctx, dumpEmbedded);
  });
  await scheduleBackups(ctx);
  for (const [name, cron] of Object.entries(SCHEDULES)) {
    await ctx.boss.schedule(name, cron, null, { tz: 'Africa/Johannesburg' });
  }
  // Deal reminders: hourly from 08:05 to 17:05 South African time; each reminder once a day at most.
  await ctx.boss.schedule('deal-reminders', '5 8-17 * * *', null, { tz: 'Africa/Johannesburg' });
  return () => {
    mailer.close();
    bulkMailer.close();
    pushClient.close();
  };
}
