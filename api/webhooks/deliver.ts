/**
 * One webhook request, made so that it cannot be turned against the app's own network: the URL
 * must meet the rules (api/webhooks/urls.ts), its name is resolved and every address must be
 * public, and the socket connects to those verified addresses only (it never asks DNS again).
 * Redirects are not followed (a 3xx is a failure), the request gives up after the timeout, and at
 * most a few kilobytes of the answer are read.
 */
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveWebhookAddresses, webhookUrlRefusal, type WebhookUrlRules } from './urls';

export const WEBHOOK_TIMEOUT_MS = 10_000;
const ANSWER_BYTES_READ = 4096;

export type WebhookRequest = {
  url: string;
  headers: Record<string, string>;
  body: string;
  rules: WebhookUrlRules;
  timeoutMs?: number;
};

export type WebhookAnswer = { statusCode: number };

function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) return (callback as (err: null, addresses: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses as [LookupAddress];
    callback(null, first.address, first.family);
  };
}

export async function sendWebhookRequest(request: WebhookRequest): Promise<WebhookAnswer> {
  const refusal = webhookUrlRefusal(request.url, request.rules);
  if (refusal) throw new Error(`refused: the address is not allowed (${refusal})`);
  const url = new URL(request.url);
  const addresses = await resolveWebhookAddresses(url, request.rules);
  const transport = url.protocol === 'https:' ? https : http;
  const timeoutMs = request.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise<WebhookAnswer>((resolve, reject) => {
    const req = transport.request(
      {
        protocol: url.protocol,
        hostname: url.hostname, // the name: TLS checks the certificate (and sends SNI) for it
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
        lookup: pinnedLookup(addresses),
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        let read = 0;
        const done = () => resolve({ statusCode: res.statusCode ?? 0 });
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES_READ) {
            res.destroy();
            done();
          }
        });
        res.on('end', done);
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)));
    req.on('error', reject);
    req.end(request.body);
  });
}
