/**
 * Webhooks: POST /api/me/webhooks and PATCH /api/me/webhooks/:uid. Whether the address is public
 * (no private, loopback or link-local address behind its name) is checked by the API on top.
 */
import { z } from 'zod';
import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES, WEBHOOK_URL_MAX } from '../rules/webhook';

export {
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX,
  WEBHOOKS_PER_MEMBER,
  type WebhookEvent,
} from '../rules/webhook';

const url = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, { error: WEBHOOK_MESSAGES.urlRequired })
  .max(WEBHOOK_URL_MAX, { error: WEBHOOK_MESSAGES.urlTooLong })
  .refine((value) => URL.canParse(value), { error: WEBHOOK_MESSAGES.urlInvalid });

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.eventUnknown }), { error: WEBHOOK_MESSAGES.eventsRequired })
  .min(1, { error: WEBHOOK_MESSAGES.eventsRequired })
  .max(WEBHOOK_EVENTS.length)
  .transform((list) => [...new Set(list)]);

export const ZWebhookCreateSchema = z.strictObject({ url, events });
export type TWebhookCreate = z.infer<typeof ZWebhookCreateSchema>;

/** `enabled: true` turns a disabled endpoint on again (its failure count starts over). */
export const ZWebhookUpdateSchema = z
  .strictObject({ events: events.optional(), enabled: z.boolean().optional() })
  .refine((v) => v.events !== undefined || v.enabled !== undefined, { error: 'Nothing to change.' });
export type TWebhookUpdate = z.infer<typeof ZWebhookUpdateSchema>;
