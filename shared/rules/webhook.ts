/**
 * Webhooks (docs/webhooks.md): the events a member may subscribe an endpoint to, the limits and the
 * words. Without zod, so the account screen's list and dialog do not pull the schema library in.
 */
export const WEBHOOK_EVENTS = [
  'proposal.received',
  'proposal.answered',
  'offer.received',
  'offer.answered',
  'deal.stage_changed',
  'listing.expiring',
  'message.received',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Sent only by "Send test event": never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookEventType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'proposal.received': 'Match proposal received',
  'proposal.answered': 'Match proposal answered',
  'offer.received': 'Sourcing offer received',
  'offer.answered': 'Sourcing offer answered',
  'deal.stage_changed': 'Deal stage changed',
  'listing.expiring': 'Listing expiring',
  'message.received': 'Message received',
};

export const WEBHOOKS_PER_MEMBER = 5;
export const WEBHOOK_URL_MAX = 2000;
/** Events in a row whose every attempt failed before the endpoint is turned off. */
export const WEBHOOK_FAILURES_BEFORE_DISABLE = 5;
/** Delivery log rows kept per endpoint, and for how long at most. */
export const WEBHOOK_LOG_ROWS = 100;
export const WEBHOOK_LOG_DAYS = 30;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Enter the https address of your endpoint.',
  urlTooLong: `The address may have at most ${WEBHOOK_URL_MAX} characters.`,
  urlInvalid: 'Enter a full https address, e.g. https://example.com/hooks/recruiter-connect.',
  urlNotHttps: 'Webhook addresses must start with https://.',
  urlPrivate: 'Webhook addresses must be public: private, local and internal addresses are refused.',
  eventsRequired: 'Choose at least one event.',
  eventUnknown: `Unknown event. Choose from: ${WEBHOOK_EVENTS.join(', ')}.`,
  tooMany: `You can have at most ${WEBHOOKS_PER_MEMBER} webhooks. Delete one first.`,
  notFound: 'This webhook does not exist or was deleted.',
} as const;
