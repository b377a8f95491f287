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

/** The verified addresses of an endpoint's host (the local test service: 127.0.0.1 only). */
async function verifiedAddresses(url: URL, rules: EndpointRules): Promise<LookupAddress[]> {
  return isLocalTestEndpoint(url, rules) ? [{ address: '127.0.0.1', family: 4 }] : resolvePublicAddresses(url.hostname);
}

/** Sends the request on a connection of its own and resolves with the push service's status code. */
export async function sendPushRequest(request: PushRequest): Promise<number> {
  const url = new URL(request.endpoint);
  if (!isAllowedEndpoint(request.endpoint, request.rules)) throw new PushEndpointRefused(url.hostname);
  return requestOnce(url, request, await verifiedAddresses(url, request.rules), false);
}

/**
 * How long a push service origin's verified addresses (and the keep-alive connections made to
 * them) are used before the name is resolved and checked again.
 */
const ADDRESSES_REUSE_MS = 60_000;

type OriginConnections = { agent: http.Agent; addresses: LookupAddress[]; resolvedAt: number };

export type PushClient = {
  /** Like sendPushRequest, on a kept-alive connection to the endpoint's origin. */
  send(request: Omit<PushRequest, 'rules' | 'timeoutMs'>): Promise<number>;
  /** Closes every kept-alive connection. */
  close(): void;
};

/**
 * A push sender for many messages: one keep-alive agent per push service origin, so a bulk
 * message to thousands of devices on one service (FCM, Mozilla, Apple) reuses a few connections
 * instead of a TCP (and TLS) handshake per device. The agent's sockets connect only to the
 * addresses verified for that origin (the same pinned lookup as a single request); the name is
 * resolved and checked again every minute, and a changed answer gets a new agent, so a socket
 * never goes anywhere the check did not allow. `maxSocketsPerOrigin` caps the connections to one
 * service (the callers bound how many requests they have in flight in any case).
 */
export function createPushClient(options: {
  rules: EndpointRules;
  timeoutMs: number;
  maxSocketsPerOrigin: number;
}): PushClient {
  const origins = new Map<string, Promise<OriginConnections>>();
  const retired: http.Agent[] = [];

  const connect = async (url: URL): Promise<OriginConnections> => {
    const addresses = await verifiedAddresses(url, options.rules);
    const Agent = url.protocol === 'https:' ? https.Agent : http.Agent;
    const agent = new Agent({
      keepAlive: true,
      maxSockets: options.maxSocketsPerOrigin,
      lookup: pinnedLookup(addresses),
    });
    return { agent, addresses, resolvedAt: Date.now() };
  };
  const connectionsFor = async (url: URL): Promise<OriginConnections> => {
    const cached = origins.get(url.origin);
    if (cached) {
      const current = await cached.catch(() => null);
      if (current && Date.now() - current.resolvedAt < ADDRESSES_REUSE_MS) return current;
      if (current && origins.get(url.origin) === cached) retired.push(current.agent);
    }
    // Several sends may find the entry stale at once: they share one new resolution.
    if (origins.get(url.origin) === cached) {
      const next = connect(url);
      origins.set(url.origin, next);
      next.catch(() => origins.get(url.origin) === next && origins.delete(url.origin));
    }
    return origins.get(url.origin)!;
  };

  return {
    async send(request) {
      const url = new URL(request.endpoint);
      if (!isAllowedEndpoint(request.endpoint, options.rules)) throw new PushEndpointRefused(url.hostname);
      const { agent, addresses } = await connectionsFor(url);
      // An agent replaced a minute ago has no requests left on it by now: its idle sockets go.
      while (retired.length > 1) retired.shift()!.destroy();
      return requestOnce(url, { ...request, timeoutMs: options.timeoutMs }, addresses, agent);
    },
    close() {
      for (const agent of retired.splice(0)) agent.destroy();
      for (const entry of origins.values())
        void entry.then(
          ({ agent }) => agent.destroy(),
          () => undefined,
        );
      origins.clear();
    },
  };
}

function requestOnce(
  url: URL,
  request: Pick<PushRequest, 'method' | 'headers' | 'body' | 'timeoutMs'>,
  addresses: LookupAddress[],
  agent: http.Agent | false,
): Promise<number> {
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
        agent,
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
