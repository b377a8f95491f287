/** Every background queue, its payload schema, its policy and retry settings. Handlers live in one file each. */
import { z } from 'zod';
import type { Queue, SendOptions } from 'pg-boss';
import type { Config } from '../env';
import { MAIL_TEMPLATES, type MailTemplateName } from '../mail/templates';
import { SMTP_SEND_LIMIT_SECONDS } from '../mail/transport';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '../../shared/rules/webhook';

const templateNames = Object.keys(MAIL_TEMPLATES) as [MailTemplateName, ...MailTemplateName[]];

export const ZSendMailPayload = z.object({
  template: z.enum(templateNames),
  to: z.email(),
  data: z.record(z.string(), z.unknown()),
});
export const ZListingAlertsPayload = z.object({ kind: z.enum(['job', 'candidate']), listingId: z.uuid() });
export const ZSendPushPayload = z.object({
  subscriptionId: z.uuid(),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
});
/** Devices a push batch job reaches, at most this many: about a second of sending each. */
export const PUSH_BATCH_SIZE = 250;
/** Addresses a bulk mail batch job mails, at most this many: a few seconds of SMTP each. */
export const MAIL_BATCH_RECIPIENTS = 200;
/** A push notification's buttons (shared/types/push.ts PushAction): at most two are shown. */
export const ZPushAction = z.object({
  action: z.enum(['view', 'decline', 'extend']),
  title: z.string().max(40),
  url: z.string().startsWith('/'),
  post: z.string().startsWith('/api/').optional(),
});
export type TPushAction = z.infer<typeof ZPushAction>;
export const ZSendPushBatchPayload = z.object({
  subscriptionIds: z.array(z.uuid()).min(1).max(PUSH_BATCH_SIZE),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  actions: z.array(ZPushAction).max(2).optional(),
  /** Buttons whose links carry a one-time token (extend): the actions' JSON, sealed (api/auth/sealed-secrets.ts). */
  sealedActions: z.string().optional(),
});
/** One template and data for many addresses (a bulk message): each address gets its own mail. */
export const ZSendMailBatchPayload = z.object({
  template: z.enum(templateNames),
  to: z.array(z.email()).min(1).max(MAIL_BATCH_RECIPIENTS),
  data: z.record(z.string(), z.unknown()),
});
export const ZDeliverAlertsPayload = z.object({ accountId: z.uuid() });
/** A listing posted or extended, to be matched against the saved searches. */
export const ZSavedSearchMatchPayload = z.object({ kind: z.enum(['job', 'candidate']), listingId: z.uuid() });
export const ZSavedSearchAlertPayload = z.object({ savedSearchId: z.uuid() });
/** `now` lets a test run a digest for a chosen date (a fake clock). */
export const ZDigestPayload = z.object({ now: z.iso.datetime().optional() }).nullable().optional();
/** The deadline sweep; `now` runs it for a chosen instant, else the app's clock. */
export const ZDeadlineSweepPayload = z.object({ now: z.iso.datetime().optional() }).nullable().optional();
/** The deal reminder sweep; `now` runs it for a chosen instant, else the app's clock. */
export const ZDealRemindersPayload = z.object({ now: z.iso.datetime().optional() }).nullable().optional();
/** The purge of old candidate identifier hashes; `now` runs it for a chosen instant. */
export const ZPurgeCandidateIdentifiersPayload = z.object({ now: z.iso.datetime().optional() }).nullable().optional();
/** The deletion of bulk imports kept past their day; `now` runs it for a chosen instant. */
export const ZDeleteExpiredImportsPayload = z.object({ now: z.iso.datetime().optional() }).nullable().optional();
/** The erasure of accounts whose deletion is due; `now` runs it for a chosen instant. */
export const ZEraseDeletedAccountsPayload = z.object({ now: z.iso.datetime().optional() }).nullable().optional();
/**
 * A recorded deal stage's notice to the other party, sent once the undo window has passed (unless
 * the stage was undone: its event is gone). The texts are made when the stage is recorded.
 */
export const ZDealStageNoticePayload = z.object({
  dealId: z.uuid(),
  eventId: z.number().int().positive(),
  heading: z.string(),
  message: z.string(),
  details: z.array(z.string()),
  /** 'always' for money (Client paid): mailed whatever the "General updates" toggle; else by the toggle. */
  mail: z.enum(['toggle', 'always']).optional(),
});
/**
 * A member's unread-message digest (api/jobs/thread-digest.ts): one mail listing every message
 * they have not read 15 minutes after it came; `now` runs it for a chosen instant.
 */
export const ZThreadDigestPayload = z.object({ accountId: z.uuid(), now: z.iso.datetime().optional() });
/** A scheduled backup (BACKUP_SCHEDULE): nothing to say; it backs up the app's own database. */
export const ZScheduledBackupPayload = z.object({}).nullable().optional();
/** What a webhook event is about: the job loads it and presents it as the member sees it when it sends. */
export const ZWebhookSubject = z.discriminatedUnion('type', [
  z.object({ type: z.literal('proposal'), kind: z.enum(['match', 'sourcing']), id: z.uuid() }),
  z.object({ type: z.literal('deal'), id: z.uuid(), stage: z.string().max(40) }),
  z.object({ type: z.literal('listing'), kind: z.enum(['job', 'candidate']), id: z.uuid() }),
  z.object({ type: z.literal('message'), threadId: z.uuid(), id: z.uuid() }),
  z.object({ type: z.literal('test') }),
]);
/** One event to one webhook endpoint (api/jobs/send-webhook.ts); ids only, no personal data. */
export const ZSendWebhookPayload = z.object({
  endpointId: z.uuid(),
  /** The webhook-id header: the same on every attempt. */
  messageId: z.string().min(1).max(60),
  type: z.enum([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]),
  occurredAt: z.iso.datetime(),
  subject: ZWebhookSubject,
});
/** The address as the forgot form sent it (already trimmed and lowercased by its schema). */
export const ZPasswordResetRequestPayload = z.object({ email: z.string().min(1).max(254) });

/**
 * Jobs whose data names a member (an address, a mail's text, a push's text, a contact card) are
 * deleted this long after they finish, sent or failed (pg-boss deletes on completed_on, which it
 * sets on both): long enough to look into a failure the same day, not a backup's worth of people.
 * Jobs of the other queues carry ids and dates only and keep pg-boss's default of 7 days.
 */
export const PERSONAL_JOB_RETENTION_SECONDS = 24 * 3600;
const personal = { deleteAfterSeconds: PERSONAL_JOB_RETENTION_SECONDS };

type QueueDefinition<S extends z.ZodType> = {
  payload: S;
  options?: Omit<Queue, 'name'>;
  sendOptions: (config: Config) => SendOptions;
};
const define = <S extends z.ZodType>(d: QueueDefinition<S>) => d;
const retrying = (config: Config): SendOptions => ({
  retryLimit: config.MAIL_RETRY_LIMIT,
  retryDelay: config.MAIL_RETRY_DELAY_SECONDS,
  retryBackoff: true,
  retryDelayMax: 3600,
});

/**
 * How often each worker process's pg-boss supervisor looks for jobs whose heartbeat stopped or
 * whose time ran out (pg-boss's default is every 60 s). Passed to the PgBoss constructor.
 */
export const SUPERVISION = { superviseIntervalSeconds: 10, monitorIntervalSeconds: 10 };

/** Mails a worker takes per fetch: bulk mail five at a time; urgent mail one at a time, so a failure retries only that mail. */
export const MAIL_BATCH_SIZE = { 'send-mail': 5, 'send-mail-urgent': 1 } as const;

/** A mail or push batch worker touches each job it holds this often; a process that died stops touching. */
export const MAIL_HEARTBEAT_REFRESH_SECONDS = 5;

/**
 * A mail job's hold on its worker. A job whose worker died (no touch for 15 s) is put back by the
 * next supervisor pass and sent by another worker after its retry delay: well within 60 s with the
 * defaults (15 + 10 + 10..20 s + a poll). A slow but live SMTP send keeps touching, so it is never
 * handed out twice, and send-mail.ts dedupes on the job id in any case. The expiry only bounds a
 * handler that hangs with its process alive: three times the longest a send may take, per mail.
 */
const mailHold = (queue: keyof typeof MAIL_BATCH_SIZE) => ({
  heartbeatSeconds: 15,
  expireInSeconds: 3 * SMTP_SEND_LIMIT_SECONDS * MAIL_BATCH_SIZE[queue],
});
/**
 * Both on the queue and on each job: a queue that already exists keeps the options it was created
 * with (createQueue never changes them), while a job's own options always apply.
 */
const mailQueue = (queue: keyof typeof MAIL_BATCH_SIZE) =>
  define({
    payload: ZSendMailPayload,
    options: { ...mailHold(queue), ...personal },
    sendOptions: (config) => ({ ...retrying(config), ...mailHold(queue), ...personal }),
  });

/**
 * A batch job's hold on its worker: as for mail, a dead worker's batch is back within about 25 s
 * and its retry skips what was already delivered (push_deliveries, sent_mails). The expiry only
 * bounds a handler that hangs with its process alive: every send of a batch timing out in turn.
 */
const batchHold = (expireInSeconds: number) => ({ heartbeatSeconds: 15, expireInSeconds });
/** Push sends a batch job keeps in flight; each waits at most 15 s for its push service. */
export const PUSH_SENDS_IN_FLIGHT = 16;
export const PUSH_TIMEOUT_SECONDS = 15;
const pushBatchHold = batchHold(Math.ceil(PUSH_BATCH_SIZE / PUSH_SENDS_IN_FLIGHT) * PUSH_TIMEOUT_SECONDS * 2);
/** A bulk mail batch's hold: every send of the batch timing out in turn over the MAIL_BULK_CONNECTIONS connections, twice. */
const mailBatchHold = (connections: number) =>
  batchHold(Math.ceil(MAIL_BATCH_RECIPIENTS / connections) * SMTP_SEND_LIMIT_SECONDS * 2);

export const QUEUES = {
  // Exponential back-off: with the defaults a mail keeps trying for well over a day.
  /** Fan-out mail: bulk messages, alerts, digests. */
  'send-mail': mailQueue('send-mail'),
  /** Mail a member may be waiting for right now (templates marked isUrgent); never behind the fan-out. */
  'send-mail-urgent': mailQueue('send-mail-urgent'),
  /** Fans a new listing out to the members whose categories it matches. */
  'listing-alerts': define({ payload: ZListingAlertsPayload, sendOptions: retrying }),
  /** One per member at a time (stately + singletonKey): mails every alert waiting for them. */
  'deliver-alerts': define({
    payload: ZDeliverAlertsPayload,
    options: { policy: 'stately', ...personal },
    sendOptions: (config) => ({ ...retrying(config), ...personal }),
  }),
  /** Matches a listing just posted or extended against the saved searches, in one statement. */
  'saved-search-match': define({ payload: ZSavedSearchMatchPayload, sendOptions: retrying }),
  /** One per saved search at a time (stately + singletonKey): its instant note, at most hourly. */
  'saved-search-alert': define({
    payload: ZSavedSearchAlertPayload,
    options: { policy: 'stately', ...personal },
    sendOptions: (config) => ({ ...retrying(config), ...personal }),
  }),
  /**
   * A bulk message's mail: up to MAIL_BATCH_RECIPIENTS addresses per job, sent over pooled SMTP
   * connections; each address is recorded in sent_mails as it goes, so a retry mails only the rest.
   */
  'send-mail-batch': define({
    payload: ZSendMailBatchPayload,
    // The queue's own hold (for a job queued without one) assumes a single connection.
    options: { ...mailBatchHold(1), ...personal },
    sendOptions: (config) => ({ ...retrying(config), ...mailBatchHold(config.MAIL_BULK_CONNECTIONS), ...personal }),
  }),
  /**
   * Every push: up to PUSH_BATCH_SIZE devices per job (one device for a proposal's note, thousands
   * of devices in jobs of 250 for a bulk message), sent concurrently over kept-alive connections.
   * Each device reached is recorded (push_deliveries), so a retry pushes only to the rest;
   * 404/410 from the push service removes the subscription.
   */
  'send-push-batch': define({
    payload: ZSendPushBatchPayload,
    options: { ...pushBatchHold, ...personal },
    sendOptions: (config) => ({ ...retrying(config), retryLimit: 5, ...pushBatchHold, ...personal }),
  }),
  /** One device (jobs queued before send-push-batch existed); worked by the same code. */
  'send-push': define({
    payload: ZSendPushPayload,
    options: personal,
    sendOptions: (config) => ({ ...retrying(config), retryLimit: 5, ...personal }),
  }),
  'digest-daily': define({ payload: ZDigestPayload, sendOptions: retrying }),
  'digest-weekly': define({ payload: ZDigestPayload, sendOptions: retrying }),
  /** Every 15 minutes: lapses unanswered proposals and sends the reminders due, each once. */
  'deadline-sweep': define({ payload: ZDeadlineSweepPayload, options: { policy: 'stately' }, sendOptions: retrying }),
  /** Hourly in the SA working day: deal payment and guarantee reminders, each once. */
  'deal-reminders': define({ payload: ZDealRemindersPayload, options: { policy: 'stately' }, sendOptions: retrying }),
  /** Daily: deletes the identifier hashes of candidates closed over 12 months ago. */
  'purge-candidate-identifiers': define({
    payload: ZPurgeCandidateIdentifiersPayload,
    options: { policy: 'stately' },
    sendOptions: retrying,
  }),
  /** Hourly: deletes the bulk imports (their parsed cells) uploaded over a day ago. */
  'delete-expired-imports': define({
    payload: ZDeleteExpiredImportsPayload,
    options: { policy: 'stately' },
    sendOptions: retrying,
  }),
  /** Daily: erases the personal fields of members whose "Delete my account" is due. */
  'erase-deleted-accounts': define({
    payload: ZEraseDeletedAccountsPayload,
    options: { policy: 'stately' },
    sendOptions: retrying,
  }),
  /** A deal stage's note and mail to the other party, delayed by the undo window (DEAL_UNDO_SECONDS). */
  'deal-stage-notice': define({
    payload: ZDealStageNoticePayload,
    options: personal,
    sendOptions: (config) => ({ ...retrying(config), ...personal }),
  }),
  /**
   * One per member at a time (stately + singletonKey), due 15 minutes after the message that
   * queued it: mails the messages still unread then, as one digest.
   */
  'thread-digest': define({
    payload: ZThreadDigestPayload,
    options: { policy: 'stately' },
    sendOptions: retrying,
  }),
  /** BACKUP_SCHEDULE: one backup at a time; a failed one is tried twice more, then waits for the next. */
  'scheduled-backup': define({
    payload: ZScheduledBackupPayload,
    options: { policy: 'stately' },
    sendOptions: () => ({ retryLimit: 2, retryDelay: 300, expireInSeconds: 3 * 3600 }),
  }),
  /**
   * One event to one webhook endpoint: WEBHOOK_RETRY_LIMIT retries with exponential back-off from
   * WEBHOOK_RETRY_DELAY_SECONDS (60 s: about 1, 2, 4, 8 and 16 minutes, with jitter — the last
   * attempt within about an hour). The job expires a little after the request's own 10 s timeout.
   */
  'send-webhook': define({
    payload: ZSendWebhookPayload,
    sendOptions: (config) => ({
      retryLimit: config.WEBHOOK_RETRY_LIMIT,
      retryDelay: config.WEBHOOK_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: 60,
    }),
  }),
  /** Forgot password: the account lookup and the reset link, made after the visitor's answer. */
  'password-reset-request': define({
    payload: ZPasswordResetRequestPayload,
    options: personal,
    sendOptions: (config) => ({ ...retrying(config), ...personal }),
  }),
};

export type QueueName = keyof typeof QUEUES;
export type QueuePayload<Q extends QueueName> = z.infer<(typeof QUEUES)[Q]['payload']>;
