/**
 * A local Web Push service for the push tests (TESTING.md "Web push"): plain http on 127.0.0.1.
 * For every message it checks what a real push service checks — the `Authorization: vapid t=…, k=…`
 * header (an ES256 JWT signed with the app's VAPID key, `aud` the endpoint's origin, `exp` within
 * 24 hours, `sub` a mailto: address), `Content-Encoding: aes128gcm` and a TTL — and decrypts the body
 * with http_ece and the subscriber's private key, as the browser would.
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export type PushSubscriptionJson = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };

/** One request the service received, with what it made of it. */
export type ReceivedPush = {
  path: string;
  /** The status the service answered. */
  status: number;
  /** The decrypted JSON, when every check passed. */
  payload: Record<string, unknown> | null;
  /** Why the request was refused (400), if it was. */
  problem: string | null;
  jwt: Record<string, unknown> | null;
  receivedAt: number;
};

type Subscriber = { ecdh: ECDH; auth: Buffer };

function publicKeyFromRaw(raw: Buffer) {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('VAPID key k is not an uncompressed P-256 point');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
}

export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  private readonly subscribers = new Map<string, Subscriber>();
  /** Per path, the statuses to answer next (then 201). */
  private readonly scripted = new Map<string, number[]>();
  private server: http.Server | null = null;
  /** While set, requests wait here unanswered (and unrecorded): sends in flight, for a fault test. */
  private held: Array<() => void> | null = null;
  origin = '';

  /** Holds every request from now on, unanswered, until release(). */
  hold(): void {
    this.held ??= [];
  }

  /** Answers the held requests whose sender is still connected, and every request after. */
  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const respond of held) respond();
  }

  constructor(private readonly vapidPublicKey: string) {}

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const respond = () => {
          if (req.socket.destroyed) return; // the sender died while the request was held: never accepted
          const entry = this.handle(req, Buffer.concat(chunks));
          this.received.push(entry);
          res.writeHead(entry.status, { 'content-type': 'text/plain' });
          res.end(entry.problem ?? '');
        };
        if (this.held) this.held.push(respond);
        else respond();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** A new device: a P-256 key pair and 16 random auth bytes, as a browser's PushSubscription.toJSON(). */
  subscription(name: string): PushSubscriptionJson {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const path = `/push/${name}`;
    this.subscribers.set(path, { ecdh, auth });
    return {
      endpoint: `${this.origin}${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  /** The next requests to this endpoint get these statuses (e.g. 500, or 410 for "unsubscribed"). */
  answer(endpoint: string, ...statuses: number[]): void {
    this.scripted.set(new URL(endpoint).pathname, statuses);
  }

  to(endpoint: string): ReceivedPush[] {
    const path = new URL(endpoint).pathname;
    return this.received.filter((r) => r.path === path);
  }

  /** Waits until `count` requests reached this endpoint. */
  async waitFor(endpoint: string, count = 1, timeoutMs = 20_000): Promise<ReceivedPush[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.to(endpoint);
      if (found.length >= count) return found;
      if (Date.now() > deadline)
        throw new Error(`${found.length}/${count} pushes to ${endpoint} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private handle(req: http.IncomingMessage, body: Buffer): ReceivedPush {
    const path = req.url ?? '';
    const entry: ReceivedPush = { path, status: 201, payload: null, problem: null, jwt: null, receivedAt: Date.now() };
    const refuse = (problem: string) => ({ ...entry, status: 400, problem });

    const subscriber = this.subscribers.get(path);
    if (req.method !== 'POST') return refuse(`method ${req.method}`);
    if (!subscriber) return { ...entry, status: 404, problem: 'no such subscription' };

    const auth = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(
      req.headers.authorization ?? '',
    );
    if (!auth) return refuse(`authorization header: ${req.headers.authorization}`);
    const [token, k] = [auth[1]!, auth[2]!];
    if (k !== this.vapidPublicKey) return refuse('k is not the application server key');
    const [head, claims, signature] = token.split('.') as [string, string, string];
    let header: Record<string, unknown>;
    let jwt: Record<string, unknown>;
    try {
      header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
      jwt = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
    } catch {
      return refuse('JWT is not JSON');
    }
    entry.jwt = jwt;
    if (header.alg !== 'ES256') return refuse(`JWT alg ${String(header.alg)}`);
    const isSigned = verify(
      'sha256',
      Buffer.from(`${head}.${claims}`),
      { key: publicKeyFromRaw(Buffer.from(k, 'base64url')), dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!isSigned) return refuse('JWT signature does not verify with the VAPID public key');
    if (jwt.aud !== this.origin) return refuse(`JWT aud ${String(jwt.aud)} is not ${this.origin}`);
    const nowSeconds = Math.floor(Date.now() / 1000);
    if (typeof jwt.exp !== 'number' || jwt.exp <= nowSeconds || jwt.exp > nowSeconds + 24 * 3600) {
      return refuse(`JWT exp ${String(jwt.exp)} is not within 24 hours`);
    }
    if (typeof jwt.sub !== 'string' || !jwt.sub.startsWith('mailto:')) return refuse(`JWT sub ${String(jwt.sub)}`);

    if (req.headers['content-encoding'] !== 'aes128gcm')
      return refuse(`content-encoding ${req.headers['content-encoding']}`);
    if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) return refuse('no TTL');

    const scripted = this.scripted.get(path);
    if (scripted?.length) return { ...entry, status: scripted.shift()! };

    try {
      const plain = ece.decrypt(body, {
        version: 'aes128gcm',
        privateKey: subscriber.ecdh,
        authSecret: subscriber.auth,
      });
      entry.payload = JSON.parse(plain.toString('utf8'));
    } catch (err) {
      return refuse(`cannot decrypt: ${(err as Error).message}`);
    }
    return entry;
  }
}
