/** Every background queue, its payload schema and its retry policy. Handlers live in one file each. */
import { z } from 'zod';
import type { SendOptions } from 'pg-boss';
import type { Config } from '../env';
import { MAIL_TEMPLATES, type MailTemplateName } from '../mail/templates';

const templateNames = Object.keys(MAIL_TEMPLATES) as [MailTemplateName, ...MailTemplateName[]];

export const ZSendMailPayload = z.object({
  template: z.enum(templateNames),
  to: z.email(),
  data: z.record(z.string(), z.unknown()),
});

type QueueDefinition<S extends z.ZodType> = { payload: S; sendOptions: (config: Config) => SendOptions };

export const QUEUES = {
  'send-mail': {
    payload: ZSendMailPayload,
    // Exponential back-off: with the defaults a mail keeps trying for well over a day.
    sendOptions: (config) => ({
      retryLimit: config.MAIL_RETRY_LIMIT,
      retryDelay: config.MAIL_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      retryDelayMax: 3600,
    }),
  } satisfies QueueDefinition<typeof ZSendMailPayload>,
};

export type QueueName = keyof typeof QUEUES;
export type QueuePayload<Q extends QueueName> = z.infer<(typeof QUEUES)[Q]['payload']>;
