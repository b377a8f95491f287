import type { AppContext } from '../../context';
import { ValidationError } from '../../errors';
import {
  resolveWebhookAddresses,
  WebhookAddressRefused,
  webhookUrlRefusal,
  webhookUrlRulesOf,
} from '../../webhooks/urls';
import { WEBHOOK_MESSAGES } from '../../../shared/schemas/webhook';

const REFUSAL_MESSAGES = {
  invalid: WEBHOOK_MESSAGES.urlInvalid,
  'not-https': WEBHOOK_MESSAGES.urlNotHttps,
  private: WEBHOOK_MESSAGES.urlPrivate,
} as const;

/**
 * Refuses (422, field url) an address a webhook may not point at: not https, a user name in it, a
 * private, loopback or link-local address, or a name that resolves to one. A name that does not
 * resolve yet is accepted: its deliveries fail (and are logged) until it does, and every delivery
 * checks the addresses again.
 */
export async function checkWebhookUrl(ctx: AppContext, value: string): Promise<void> {
  const rules = webhookUrlRulesOf(ctx.config);
  const refusal = webhookUrlRefusal(value, rules);
  if (refusal) throw new ValidationError(REFUSAL_MESSAGES[refusal], 'url');
  try {
    await resolveWebhookAddresses(new URL(value), rules);
  } catch (err) {
    if (err instanceof WebhookAddressRefused) throw new ValidationError(WEBHOOK_MESSAGES.urlPrivate, 'url');
  }
}
