/** Every background queue, its payload schema, its policy and retry settings. Handlers live in one file each. */
import { z } from 'zod';
import type { Queue, SendOptions } from 'pg-boss';
import type { Config } from '../env';
import { MAIL_TEMPLATES, type MailTemplateName } from '../mail/templates';

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
export const ZDeliverAlertsPayload = z.object({ accountId: z.uuid() });
/** `now` lets a test run a digest for a chosen date (a fake clock). */
export const ZDigestPayload = z.object({ now: z.iso.datetime().optional() }).nullable().optional();

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

export const QUEUES = {
  // Exponential back-off: with the defaults a mail keeps trying for well over a day.
  'send-mail': define({ payload: ZSendMailPayload, sendOptions: retrying }),
  /** Fans a new listing out to the members whose categories it matches. */
  'listing-alerts': define({ payload: ZListingAlertsPayload, sendOptions: retrying }),
  /** One per member at a time (stately + singletonKey): mails every alert waiting for them. */
  'deliver-alerts': define({ payload: ZDeliverAlertsPayload, options: { policy: 'stately' }, sendOptions: retrying }),
  /** One delivery to one device; 404/410 from the push service removes the subscription. */
  'send-push': define({ payload: ZSendPushPayload, sendOptions: (config) => ({ ...retrying(config), retryLimit: 5 }) }),
  'digest-daily': define({ payload: ZDigestPayload, sendOptions: retrying }),
  'digest-weekly': define({ payload: ZDigestPayload, sendOptions: retrying }),
};

export type QueueName = keyof typeof QUEUES;
export type QueuePayload<Q extends QueueName> = z.infer<(typeof QUEUES)[Q]['payload']>;
