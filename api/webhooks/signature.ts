/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): a secret `whsec_` + base64 of 32
 * random bytes; the signed content `${webhook-id}.${webhook-timestamp}.${body}`; the signature
 * header `v1,` + base64 of its HMAC-SHA256 under the secret's decoded bytes.
 */
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** A message id (the webhook-id header): unique per event and endpoint, the same on its retries. */
export function newWebhookMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

export function signWebhook(secret: string, message: { id: string; timestamp: number; body: string }): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${message.id}.${message.timestamp}.${message.body}`).digest('base64');
  return `v1,${mac}`;
}
