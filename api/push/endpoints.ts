/**
 * Which Web Push endpoints the app accepts and sends to (no SSRF through Web Push): https on
 * port 443 of a host on PUSH_ALLOWED_HOSTS — the real push services by default. The worker also
 * checks where the name resolves before connecting (api/push/addresses.ts, api/push/deliver.ts).
 */
import { isIP } from 'node:net';
import type { Config } from '../env';

export type EndpointRules = {
  /** Host names, or `*.domain` for any subdomain of domain (not the domain itself). */
  allowedHosts: readonly string[];
  /** Tests only: http to 127.0.0.1 on any port (the local push service). */
  allowLocal: boolean;
};

export function endpointRulesOf(config: Config): EndpointRules {
  return { allowedHosts: config.PUSH_ALLOWED_HOSTS, allowLocal: config.PUSH_ALLOW_LOCAL };
}

/** Is `hostname` (lower case, as `URL` gives it) one of the allowed hosts? */
export function isAllowedHost(hostname: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((entry) => {
    if (!entry.startsWith('*.')) return hostname === entry;
    const suffix = entry.slice(1); // '.push.apple.com'
    return hostname.length > suffix.length && hostname.endsWith(suffix);
  });
}

/** The endpoint of the tests' local push service: plain http to 127.0.0.1, only in local mode. */
export function isLocalTestEndpoint(url: URL, rules: EndpointRules): boolean {
  return (
    rules.allowLocal &&
    url.protocol === 'http:' &&
    url.hostname === '127.0.0.1' &&
    isAllowedHost(url.hostname, rules.allowedHosts)
  );
}

/**
 * May a subscription point here? `URL` has already turned the odd spellings of an address
 * (2130706433, 0x7f.1, 127.1) into dotted form, so they meet the address-literal rule below.
 */
export function isAllowedEndpoint(endpoint: string, rules: EndpointRules): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (isLocalTestEndpoint(url, rules)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false; // '' is 443: URL drops the default port
  // Push services are reached by name; an address literal is only ever a way to name a private host.
  if (isIP(url.hostname.replace(/^\[|\]$/g, ''))) return false;
  return isAllowedHost(url.hostname, rules.allowedHosts);
}
