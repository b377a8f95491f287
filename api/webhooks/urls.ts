/**
 * Which addresses a webhook may point at (no SSRF through webhooks, as for Web Push): https, no
 * user name or password in it, and a name whose every address is public (api/push/addresses.ts:
 * no loopback, private, link-local, unique-local or otherwise special address). The name is
 * checked when the endpoint is saved and again at every delivery (api/webhooks/deliver.ts), which
 * connects only to the addresses it verified (no DNS rebinding). The tests' local receiver (http to
 * 127.0.0.1, WEBHOOK_ALLOW_LOCAL, NODE_ENV=test only) is the one exception.
 */
import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import type { Config } from '../env';
import { isPublicAddress } from '../push/addresses';

export type WebhookUrlRules = { allowLocal: boolean };

export const webhookUrlRulesOf = (config: Config): WebhookUrlRules => ({ allowLocal: config.WEBHOOK_ALLOW_LOCAL });

export type WebhookUrlRefusal = 'invalid' | 'not-https' | 'private';

/** The tests' local receiver: plain http to 127.0.0.1 (any port), only in local mode. */
export function isLocalTestUrl(url: URL, rules: WebhookUrlRules): boolean {
  return rules.allowLocal && url.protocol === 'http:' && url.hostname === '127.0.0.1';
}

/** What is wrong with the address itself, before any name is resolved; null when nothing is. */
export function webhookUrlRefusal(value: string, rules: WebhookUrlRules): WebhookUrlRefusal | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password) return 'invalid';
  if (isLocalTestUrl(url, rules)) return null;
  if (url.protocol !== 'https:') return 'not-https';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host) ? null : 'private';
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return 'private';
  return null;
}

/** The name resolved to an address the app must never connect to. */
export class WebhookAddressRefused extends Error {
  constructor(readonly address: string) {
    super('refused: the address resolves to a private or local network');
  }
}

/** Every address of the URL's host, each one public (throws WebhookAddressRefused otherwise). */
export async function resolveWebhookAddresses(url: URL, rules: WebhookUrlRules): Promise<LookupAddress[]> {
  if (isLocalTestUrl(url, rules)) return [{ address: '127.0.0.1', family: 4 }];
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await lookup(host, { all: true, order: 'verbatim' });
  const refused = addresses.find((a) => !isPublicAddress(a.address));
  if (refused) throw new WebhookAddressRefused(refused.address);
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  return addresses;
}
