/**
 * One HTTP request to a push service, made so that it cannot be turned against the app's own
 * network: the name is resolved once (every address), every address must be public, and the
 * connection goes to those verified addresses only — the socket never asks DNS again, so a
 * record that changes between the check and the connect (DNS rebinding) changes nothing.
 * Redirects are not followed. The tests' local push service (http to 127.0.0.1, PUSH_ALLOW_LOCAL,
 * NODE_ENV=test only) is the one exception.
 */
import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './addresses';
import { isAllowedEndpoint, isLocalTestEndpoint, type EndpointRules } from './endpoints';

/** The endpoint is not one the app may send to (a row stored before the rules, or the list changed). */
export class PushEndpointRefused extends Error {
  constructor(readonly host: string) {
    super('push endpoint refused: not an allowed push service');
  }
}

/** The name resolved to an address the app must never connect to. */
export class PushAddressRefused extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super('push endpoint refused: it resolves to a private address');
  }
}

/** Every address of `host`, each one public; throws PushAddressRefused otherwise. */
export async function resolvePublicAddresses(host: string): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  const addresses = family ? [{ address: bare, family }] : await lookup(bare, { all: true, order: 'verbatim' });
  const refused = addresses.find((a) => !isPublicAddress(a.address));
  if (refused) throw new PushAddressRefused(bare, refused.address);
  if (addresses.length === 0) throw new Error(`push endpoint host ${bare} has no address`);
  return addresses;
}

/** A socket lookup that answers only with the addresses verified before. */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) return (callback as (err: null, addresses: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses as [LookupAddress];
    callback(null, first.address, first.family);
  };
}

export type PushRequest = {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | undefined;
  rules: EndpointRules;
  timeoutMs: number;
};

/** Sends the request and resolves with the push service's status code (the body is discarded). */
export async function sendPushRequest(request: PushRequest): Promise<number> {
  const url = new URL(request.endpoint);
  if (!isAllowedEndpoint(request.endpoint, request.rules)) throw new PushEndpointRefused(url.hostname);
  const isLocal = isLocalTestEndpoint(url, request.rules);
  const addresses: LookupAddress[] = isLocal ? [{ address: '127.0.0.1', family: 4 }] : await resolvePublicAddresses(url.hostname);

  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const req = transport.request(
      {
        protocol: url.protocol,
        hostname: url.hostname, // still the name: TLS checks the certificate (and sends SNI) for it
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: request.headers,
        lookup: pinnedLookup(addresses),
        agent: false,
        timeout: request.timeoutMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`push service did not answer within ${request.timeoutMs} ms`)));
    req.on('error', reject);
    req.end(request.body);
  });
}
