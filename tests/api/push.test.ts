/**
 * Web Push (API.md /api/push, spec §1 notifications): the VAPID key, subscribing and unsubscribing
 * a device, and real deliveries to a local push service (tests/api/push-service.ts) that verifies the
 * VAPID JWT and decrypts the aes128gcm body like a browser's push service would. A push service
 * answering 410 or 404 removes the subscription; a 5xx is retried until it gets through. Endpoints
 * other than https on port 443 are refused (the server runs with PUSH_ALLOW_LOCAL so that the local
 * http service on 127.0.0.1 is reachable; without it even that is refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { expectError, sleep } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';
import { isAllowedEndpoint } from '../../api/push/vapid';
import { buildParty, createCandidate, createJob, propose, type Party } from './match-fixtures';
import { uniqueWord } from './listings-fixtures';
import { LocalPushService, type PushSubscriptionJson } from './push-service';

let server: TestServer;
let push: LocalPushService;
let proposer: Party;

beforeAll(async () => {
  server = await startTestServer({ env: { PUSH_ALLOW_LOCAL: 'true', LOGIN_LIMIT_PER_IP: '1000' } });
  push = new LocalPushService(server.ctx.vapid.publicKey);
  await push.start();
  proposer = await buildParty(server);
});
afterAll(async () => {
  await server?.stop();
  await push?.stop();
});

type SubscriptionRow = { id: string; account_id: string; endpoint: string; p256dh: string; auth: string };

async function rowsFor(endpoint: string): Promise<SubscriptionRow[]> {
  const { rows } = await server.ctx.pool.query<SubscriptionRow>('select * from push_subscriptions where endpoint = $1', [endpoint]);
  return rows;
}

async function subscribe(party: Party, subscription: PushSubscriptionJson) {
  const res = await party.client.post('/api/push/subscriptions', subscription);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res;
}

/** The proposer proposes a new candidate for a new job spec of `seconder`'s: the seconder gets a note (and a push). */
async function proposalTo(seconder: Party) {
  const [job, candidate] = await Promise.all([createJob(seconder), createCandidate(proposer)]);
  const uid = await propose(proposer.client, job, candidate);
  const { rows } = await server.ctx.pool.query<{ heading: string; message: string; link: string }>(
    'select heading, message, link from notes where user_id = $1 and link = $2',
    [seconder.id, `/match/proposal/${uid}`],
  );
  expect(rows).toHaveLength(1);
  return { uid, job, candidate, note: rows[0]! };
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(100);
  }
}

describe('GET /api/push/key', () => {
  it("gives the application server's VAPID public key (an uncompressed P-256 point)", async () => {
    const member = await buildParty(server);
    const res = await member.client.get('/api/push/key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: server.ctx.vapid.publicKey });
    const raw = Buffer.from(res.body.publicKey as string, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
  });
});

describe('POST and DELETE /api/push/subscriptions', () => {
  it('refuse visitors', async () => {
    const visitor = server.client();
    expectError(await visitor.post('/api/push/subscriptions', push.subscription(`visitor-${uniqueWord()}`)), 401);
    expectError(await visitor.request('DELETE', '/api/push/subscriptions', { endpoint: `${push.origin}/push/x` }), 401);
  });

  it('refuse endpoints that are not https on port 443, and malformed subscriptions (422)', async () => {
    const member = await buildParty(server);
    const keys = push.subscription(`keys-${uniqueWord()}`).keys;
    for (const endpoint of [
      'http://example.com/push/abc',
      'https://x:8443/push/abc',
      'https://push.example.com:80/abc',
      'http://localhost:8080/push/abc',
      'http://127.0.0.2:8080/push/abc',
      'https://user:secret@push.example.com/abc',
      'ftp://push.example.com/abc',
      'not a url',
      '',
    ]) {
      const res = await member.client.post('/api/push/subscriptions', { endpoint, expirationTime: null, keys });
      expect(res.status, endpoint).toBe(422);
      expectError(res, 422, { field: 'endpoint' });
    }
    const endpoint = `${push.origin}/push/malformed`;
    for (const body of [
      { endpoint },
      { endpoint, keys: { p256dh: keys.p256dh } },
      { endpoint, keys: { p256dh: 'not base64url!', auth: keys.auth } },
      { endpoint, keys: { ...keys, extra: 'x' } },
      { endpoint, keys, owner: 'someone-else' },
      { keys },
    ]) {
      expectError(await member.client.post('/api/push/subscriptions', body), 422);
    }
    const { rows } = await server.ctx.pool.query('select 1 from push_subscriptions where account_id = $1', [member.id]);
    expect(rows).toEqual([]);
  });

  it('accept an https push service on the default port', async () => {
    const member = await buildParty(server);
    const endpoint = `https://fcm.googleapis.com/fcm/send/${uniqueWord()}`;
    const keys = push.subscription(`fcm-${uniqueWord()}`).keys;
    await subscribe(member, { endpoint, expirationTime: null, keys });
    expect((await rowsFor(endpoint)).map((r) => r.account_id)).toEqual([member.id]);
    // Not reachable from here: take it away again before anything is sent to it.
    expect((await member.client.request('DELETE', '/api/push/subscriptions', { endpoint })).status).toBe(204);
    expect(await rowsFor(endpoint)).toEqual([]);
  });

  it('DELETE removes only your own subscription', async () => {
    const [owner, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const subscription = push.subscription(`own-${uniqueWord()}`);
    await subscribe(owner, subscription);

    expect((await other.client.request('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint })).status).toBe(204);
    expect((await rowsFor(subscription.endpoint)).map((r) => r.account_id)).toEqual([owner.id]);

    expect((await owner.client.request('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint })).status).toBe(204);
    expect(await rowsFor(subscription.endpoint)).toEqual([]);
    // Unsubscribed: a new proposal reaches the bell but not the device.
    await proposalTo(owner);
    await sleep(2_000);
    expect(push.to(subscription.endpoint)).toEqual([]);
  });

  it('moves a device to the account that subscribes it last (the same endpoint, new keys)', async () => {
    const [first, second] = await Promise.all([buildParty(server), buildParty(server)]);
    const name = `moved-${uniqueWord()}`;
    const initial = push.subscription(name);
    await subscribe(first, initial);
    await subscribe(first, initial); // subscribing again is harmless
    expect((await rowsFor(initial.endpoint)).map((r) => r.account_id)).toEqual([first.id]);

    const device = push.subscription(name); // the browser made new keys for the new account
    await subscribe(second, device);
    const rows = await rowsFor(device.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ account_id: second.id, p256dh: device.keys.p256dh, auth: device.keys.auth });

    await proposalTo(first); // no longer theirs: nothing to this device
    const forSecond = await proposalTo(second);
    const [received] = await push.waitFor(device.endpoint, 1);
    expect(received!.payload).toMatchObject({ title: 'Match Proposal - New', url: `/match/proposal/${forSecond.uid}` });
    await sleep(1_500);
    expect(push.to(device.endpoint)).toHaveLength(1);
  });
});

describe('deliveries', () => {
  it('a match proposal reaches the seconder’s device: VAPID-signed, encrypted, with the note’s title and text', async () => {
    const seconder = await buildParty(server);
    const device = push.subscription(`proposal-${uniqueWord()}`);
    await subscribe(seconder, device);
    expect((await rowsFor(device.endpoint)).map((r) => r.account_id)).toEqual([seconder.id]);

    const { uid, note, job, candidate } = await proposalTo(seconder);
    expect(note.heading).toBe('Match Proposal - New');
    const [received] = await push.waitFor(device.endpoint, 1);
    expect(received!.problem).toBeNull();
    expect(received!.status).toBe(201);
    expect(received!.payload).toEqual({ title: 'Match Proposal - New', body: note.message, url: `/match/proposal/${uid}` });
    expect(received!.payload!.body).toContain(job.reference);
    expect(received!.payload!.body).toContain(candidate.reference);
    expect(received!.jwt).toMatchObject({ aud: push.origin, sub: 'mailto:support@recruiterconnect.co.za' });
    await sleep(1_000);
    expect(push.to(device.endpoint)).toHaveLength(1);
  });

  it('a bulk message is pushed to every subscribed device', async () => {
    const admin = await buildParty(server, 'admin');
    const member = await buildParty(server);
    const device = push.subscription(`bulk-${uniqueWord()}`);
    await subscribe(member, device);
    const heading = `Association notice ${uniqueWord()}`;
    const res = await admin.client.post('/api/admin/messages', { heading, message: 'AGM on Thursday at 10:00.' });
    expect(res.status).toBe(201);
    const [received] = await push.waitFor(device.endpoint, 1);
    expect(received!.payload).toEqual({ title: heading, body: 'AGM on Thursday at 10:00.', url: '/dashboard' });
  });

  for (const status of [410, 404]) {
    it(`a push service answering ${status} (unsubscribed) removes the subscription, without retrying`, async () => {
      const seconder = await buildParty(server);
      const device = push.subscription(`gone-${status}-${uniqueWord()}`);
      await subscribe(seconder, device);
      push.answer(device.endpoint, status);

      await proposalTo(seconder);
      const [received] = await push.waitFor(device.endpoint, 1);
      expect(received!.status).toBe(status);
      expect(received!.problem).toBeNull();
      await waitUntil('the subscription is deleted', async () => (await rowsFor(device.endpoint)).length === 0);
      await sleep(2_500);
      expect(push.to(device.endpoint)).toHaveLength(1);
      // Later notes no longer try this device.
      await proposalTo(seconder);
      await sleep(1_500);
      expect(push.to(device.endpoint)).toHaveLength(1);
    });
  }

  it('a push service error (500, then 503) is retried until the message gets through', async () => {
    const seconder = await buildParty(server);
    const device = push.subscription(`flaky-${uniqueWord()}`);
    await subscribe(seconder, device);
    push.answer(device.endpoint, 500, 503);

    const { uid, note } = await proposalTo(seconder);
    const attempts = await push.waitFor(device.endpoint, 3, 30_000);
    expect(attempts.map((a) => a.status)).toEqual([500, 503, 201]);
    expect(attempts.every((a) => a.problem === null)).toBe(true);
    expect(attempts[2]!.payload).toEqual({ title: 'Match Proposal - New', body: note.message, url: `/match/proposal/${uid}` });
    // Retried with a pause, not hammered.
    expect(attempts[1]!.receivedAt - attempts[0]!.receivedAt).toBeGreaterThanOrEqual(900);
    expect((await rowsFor(device.endpoint)).map((r) => r.account_id)).toEqual([seconder.id]);
    await sleep(2_000);
    expect(push.to(device.endpoint)).toHaveLength(3);
  });
});

describe('the local push service checks what a real one checks', () => {
  /** Sends like the app does (web-push's request details over fetch), with the given VAPID keys and target. */
  async function sendRaw(options: { device: PushSubscriptionJson; keysFor?: PushSubscriptionJson; vapid?: { publicKey: string; privateKey: string }; audienceOf?: string }) {
    const vapid = options.vapid ?? server.ctx.vapid;
    const keys = (options.keysFor ?? options.device).keys;
    const details = webpush.generateRequestDetails(
      { endpoint: options.audienceOf ?? options.device.endpoint, keys },
      JSON.stringify({ title: 't', body: 'b', url: null }),
      { vapidDetails: { subject: 'mailto:test@example.co.za', ...vapid }, TTL: 60, contentEncoding: 'aes128gcm' },
    );
    return fetch(options.device.endpoint, { method: 'POST', headers: details.headers as Record<string, string>, body: new Uint8Array(details.body!) });
  }

  it('accepts a correct message and refuses other VAPID keys, another audience and a body encrypted for another device', async () => {
    const device = push.subscription(`self-test-${uniqueWord()}`);
    expect((await sendRaw({ device })).status).toBe(201);
    expect((await sendRaw({ device, vapid: webpush.generateVAPIDKeys() })).status).toBe(400);
    expect((await sendRaw({ device, audienceOf: device.endpoint.replace('127.0.0.1', 'localhost') })).status).toBe(400);
    expect((await sendRaw({ device, keysFor: push.subscription(`other-${uniqueWord()}`) })).status).toBe(400);
    const problems = push.to(device.endpoint).map((r) => r.problem);
    expect(problems[0]).toBeNull();
    expect(problems[1]).toBe('k is not the application server key');
    expect(problems[2]).toMatch(/^JWT aud /);
    expect(problems[3]).toMatch(/^cannot decrypt/);
  });
});

describe('isAllowedEndpoint (production rule: https on port 443 only)', () => {
  const cases: Array<[string, boolean, boolean]> = [
    // endpoint, allowed in production, allowed with PUSH_ALLOW_LOCAL
    ['https://fcm.googleapis.com/fcm/send/abc', true, true],
    ['https://updates.push.services.mozilla.com:443/wpush/v2/abc', true, true],
    ['https://web.push.apple.com/QGuQ', true, true],
    ['http://example.com/push', false, false],
    ['https://x:8443/push', false, false],
    ['https://push.example.com:80/abc', false, false],
    ['https://user:secret@push.example.com/abc', false, false],
    ['http://127.0.0.1:4000/push/abc', false, true],
    ['http://localhost:4000/push/abc', false, false],
    ['https://127.0.0.1:4000/push/abc', false, false],
    ['ftp://push.example.com/abc', false, false],
    ['javascript:alert(1)', false, false],
    ['not a url', false, false],
    ['', false, false],
  ];
  for (const [endpoint, inProduction, withLocal] of cases) {
    it(`${JSON.stringify(endpoint)}: ${inProduction ? 'allowed' : 'refused'}${withLocal !== inProduction ? ` (allowed only with PUSH_ALLOW_LOCAL)` : ''}`, () => {
      expect(isAllowedEndpoint(endpoint, false)).toBe(inProduction);
      expect(isAllowedEndpoint(endpoint, true)).toBe(withLocal);
    });
  }
});
