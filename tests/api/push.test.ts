/**
 * Web Push (API.md /api/push, spec “What the product does” notifications): the VAPID key, subscribing and unsubscribing
 * a device, and real deliveries to a local push service (tests/support/fixtures/push-service.ts) that verifies the
 * VAPID JWT and decrypts the aes128gcm body like a browser's push service would. A push service
 * answering 410 or 404 removes the subscription; a 5xx is retried until it gets through.
 *
 * No SSRF: an endpoint must be https on port 443 on a host of PUSH_ALLOWED_HOSTS (the real push
 * services by default), and the worker refuses to connect when the name resolves to a loopback,
 * private, link-local or unspecified address. The server here runs with PUSH_ALLOW_LOCAL (test only,
 * refused in production) and 127.0.0.1 on its list, so that the local http service is reachable.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createLogger } from '../../api/logger';
import { expectError, sleep } from '../support/api-helpers';
import { startTestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { loadConfig } from '../../api/env';
import { isAllowedEndpoint } from '../../api/push/endpoints';
import { buildParty, createCandidate, createJob, propose, type Party } from '../support/fixtures/matches';
import { uniqueWord } from '../support/fixtures/listings';
import { LocalPushService, type PushSubscriptionJson } from '../support/fixtures/push-service';
import { waitForQueuesIdle } from '../support/queues';

/** The production default of PUSH_ALLOWED_HOSTS (api/env.ts), spelled out so a change to it is seen here. */
const DEFAULT_PUSH_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com,web.push.apple.com';

const ENDPOINT_REFUSED = 'Push endpoints must be https addresses of a known push service.';
const ENDPOINT_TAKEN = 'This push subscription belongs to another account.';

let push: LocalPushService;
let proposer: Party;

// Registered before the server's, so it runs after the server has stopped (after hooks run in reverse).
afterAll(async () => {
  await push?.stop();
});
const server = useTestServer({
  env: {
    PUSH_ALLOW_LOCAL: 'true',
    PUSH_ALLOWED_HOSTS: `127.0.0.1,${DEFAULT_PUSH_HOSTS}`,
  },
});
beforeAll(async () => {
  push = new LocalPushService(server.ctx.vapid.publicKey);
  await push.start();
  proposer = await buildParty(server);
});

type SubscriptionRow = { id: string; account_id: string; endpoint: string; p256dh: string; auth: string };

async function rowsFor(endpoint: string): Promise<SubscriptionRow[]> {
  const { rows } = await server.ctx.pool.query<SubscriptionRow>(
    'select * from push_subscriptions where endpoint = $1',
    [endpoint],
  );
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

  it('refuse endpoints that are not https on port 443 of an allowed push service, and malformed subscriptions (422)', async () => {
    const member = await buildParty(server);
    const keys = push.subscription(`keys-${uniqueWord()}`).keys;
    for (const endpoint of [
      // SSRF: loopback, private and link-local addresses in every spelling, and names for them.
      'https://127.0.0.1/push/abc',
      'https://localhost/push/abc',
      'https://[::1]/push/abc',
      'https://2130706433/push/abc',
      'https://0x7f.1/push/abc',
      'https://127.1/push/abc',
      'https://[::ffff:127.0.0.1]/push/abc',
      'https://10.0.0.5/push/abc',
      'https://169.254.169.254/latest/meta-data',
      'https://[fe80::1]/push/abc',
      'https://0.0.0.0/push/abc',
      'https://fcm.googleapis.com.attacker.example/fcm/send/abc',
      'https://attacker.example/fcm.googleapis.com/abc',
      'https://fcm.googleapis.com./fcm/send/abc',
      'https://push.apple.com/abc',
      'https://push.example.com/abc',
      // Local mode allows http to 127.0.0.1 only, never other loopback names or addresses.
      'http://localhost:8080/push/abc',
      'http://127.0.0.2:8080/push/abc',
      'http://[::1]:8080/push/abc',
      // Not https on port 443.
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com:80/fcm/send/abc',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      'ftp://fcm.googleapis.com/abc',
      'not a url',
      '',
    ]) {
      const res = await member.client.post('/api/push/subscriptions', { endpoint, expirationTime: null, keys });
      expect(res.status, endpoint).toBe(422);
      expectError(res, 422, { field: 'endpoint', message: ENDPOINT_REFUSED });
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

  it('accept the real push services, https on the default port', async () => {
    const member = await buildParty(server);
    const keys = push.subscription(`fcm-${uniqueWord()}`).keys;
    for (const endpoint of [
      `https://fcm.googleapis.com/fcm/send/${uniqueWord()}`,
      `https://updates.push.services.mozilla.com:443/wpush/v2/${uniqueWord()}`,
      `https://web.push.apple.com/${uniqueWord()}`,
      `https://api.push.apple.com/${uniqueWord()}`,
      `https://wns2-db5p.notify.windows.com/w/?token=${uniqueWord()}`,
    ]) {
      await subscribe(member, { endpoint, expirationTime: null, keys });
      expect((await rowsFor(endpoint)).map((r) => r.account_id)).toEqual([member.id]);
      // Not reachable from here: take it away again before anything is sent to it.
      expect((await member.client.request('DELETE', '/api/push/subscriptions', { endpoint })).status).toBe(204);
      expect(await rowsFor(endpoint)).toEqual([]);
    }
  });

  it('DELETE removes only your own subscription', async () => {
    const [owner, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const subscription = push.subscription(`own-${uniqueWord()}`);
    await subscribe(owner, subscription);

    expect(
      (await other.client.request('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint })).status,
    ).toBe(204);
    expect((await rowsFor(subscription.endpoint)).map((r) => r.account_id)).toEqual([owner.id]);

    expect(
      (await owner.client.request('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint })).status,
    ).toBe(204);
    expect(await rowsFor(subscription.endpoint)).toEqual([]);
    // Unsubscribed: a new proposal reaches the bell but not the device.
    await proposalTo(owner);
    await waitForQueuesIdle(server);
    expect(push.to(subscription.endpoint)).toEqual([]);
  });

  it('refuses (409) an endpoint another account registered, never moving it; its owner may register it again', async () => {
    const [first, second] = await Promise.all([buildParty(server), buildParty(server)]);
    const name = `taken-${uniqueWord()}`;
    const initial = push.subscription(name);
    await subscribe(first, initial);
    await subscribe(first, initial); // subscribing again is harmless
    expect((await rowsFor(initial.endpoint)).map((r) => r.account_id)).toEqual([first.id]);

    // Someone who learned the endpoint cannot take the owner's notifications (or swap in keys of theirs).
    const hijack = push.subscription(name);
    expectError(await second.client.post('/api/push/subscriptions', hijack), 409, {
      field: 'endpoint',
      message: ENDPOINT_TAKEN,
    });
    const rows = await rowsFor(initial.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ account_id: first.id, p256dh: initial.keys.p256dh, auth: initial.keys.auth });

    // The owner's own browser renewing its keys is fine.
    const renewed = push.subscription(name);
    await subscribe(first, renewed);
    expect(await rowsFor(renewed.endpoint)).toEqual([
      expect.objectContaining({ account_id: first.id, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth }),
    ]);

    await proposalTo(second); // not theirs: nothing to this device
    const forFirst = await proposalTo(first);
    const [received] = await push.waitFor(renewed.endpoint, 1);
    expect(received!.payload).toMatchObject({ title: 'Match Proposal - New', url: `/match/proposal/${forFirst.uid}` });
    await waitForQueuesIdle(server);
    expect(push.to(renewed.endpoint)).toHaveLength(1);
  });

  it('two accounts registering one endpoint at once: one 201, one 409, and one row', async () => {
    const [first, second] = await Promise.all([buildParty(server), buildParty(server)]);
    const device = push.subscription(`race-${uniqueWord()}`);
    const answers = await Promise.all([first, second].map((p) => p.client.post('/api/push/subscriptions', device)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const winner = answers[0]!.status === 201 ? first : second;
    expect((await rowsFor(device.endpoint)).map((r) => r.account_id)).toEqual([winner.id]);
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
    // View and Decline buttons: Decline is POSTed by the service worker, View opens the proposal.
    expect(received!.payload).toEqual({
      title: 'Match Proposal - New',
      body: note.message,
      url: `/match/proposal/${uid}`,
      actions: [
        { action: 'view', title: 'View', url: `/match/proposal/${uid}` },
        { action: 'decline', title: 'Decline', url: `/match/proposal/${uid}`, post: `/api/matches/${uid}/decline` },
      ],
    });
    expect(received!.payload!.body).toContain(job.reference);
    expect(received!.payload!.body).toContain(candidate.reference);
    expect(received!.jwt).toMatchObject({ aud: push.origin, sub: 'mailto:support@recruiterconnect.co.za' });
    await waitForQueuesIdle(server);
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
      await waitForQueuesIdle(server);
      expect(push.to(device.endpoint)).toHaveLength(1);
      // Later notes no longer try this device.
      await proposalTo(seconder);
      await waitForQueuesIdle(server);
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
    expect(attempts[2]!.payload).toMatchObject({
      title: 'Match Proposal - New',
      body: note.message,
      url: `/match/proposal/${uid}`,
    });
    // Retried with a pause, not hammered.
    expect(attempts[1]!.receivedAt - attempts[0]!.receivedAt).toBeGreaterThanOrEqual(900);
    expect((await rowsFor(device.endpoint)).map((r) => r.account_id)).toEqual([seconder.id]);
    await waitForQueuesIdle(server);
    expect(push.to(device.endpoint)).toHaveLength(3);
  });
});

describe('the local push service checks what a real one checks', () => {
  /** Sends like the app does (web-push's request details over fetch), with the given VAPID keys and target. */
  async function sendRaw(options: {
    device: PushSubscriptionJson;
    keysFor?: PushSubscriptionJson;
    vapid?: { publicKey: string; privateKey: string };
    audienceOf?: string;
  }) {
    const vapid = options.vapid ?? server.ctx.vapid;
    const keys = (options.keysFor ?? options.device).keys;
    const details = webpush.generateRequestDetails(
      { endpoint: options.audienceOf ?? options.device.endpoint, keys },
      JSON.stringify({ title: 't', body: 'b', url: null }),
      { vapidDetails: { subject: 'mailto:test@example.co.za', ...vapid }, TTL: 60, contentEncoding: 'aes128gcm' },
    );
    return fetch(options.device.endpoint, {
      method: 'POST',
      headers: details.headers as Record<string, string>,
      body: new Uint8Array(details.body!),
    });
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

describe('the worker never connects to a private address', () => {
  it('refuses an allowed name that resolves to a loopback address (DNS rebinding), without retrying', async () => {
    const lines: string[] = [];
    const memory = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    // Production rules (no local mode), with a list that names a host resolving to 127.0.0.1.
    const strict = await startTestServer({
      env: { PUSH_ALLOWED_HOSTS: 'localhost' },
      logger: createLogger('info', memory),
    });
    try {
      const [seconder, proposing] = await Promise.all([buildParty(strict), buildParty(strict)]);
      const endpoint = `https://localhost/push/${uniqueWord()}`;
      const keys = push.subscription(`rebind-${uniqueWord()}`).keys;
      expect(
        (await seconder.client.post('/api/push/subscriptions', { endpoint, expirationTime: null, keys })).status,
      ).toBe(201);

      const [job, candidate] = await Promise.all([createJob(seconder), createCandidate(proposing)]);
      await propose(proposing.client, job, candidate);
      const refusals = () =>
        lines
          .map((l) => JSON.parse(l) as Record<string, unknown>)
          .filter((l) => l.msg === 'push endpoint refused: it resolves to a private address');
      await waitUntil('the worker refuses the endpoint', async () => refusals().length > 0);
      expect(refusals()[0]).toMatchObject({
        level: 40,
        host: 'localhost',
        address: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
      });
      // Refused for good: not retried (a retry would log again).
      await waitForQueuesIdle(strict);
      expect(refusals()).toHaveLength(1);
      expect(lines.join('\n')).not.toMatch(/push service answered|ECONNREFUSED/);
    } finally {
      await strict.stop();
    }
  });
});

describe('isAllowedEndpoint (https on port 443 of an allowed push service)', () => {
  const production = { allowedHosts: DEFAULT_PUSH_HOSTS.split(','), allowLocal: false };
  const local = { allowedHosts: ['127.0.0.1', ...DEFAULT_PUSH_HOSTS.split(',')], allowLocal: true };
  const cases: Array<[string, boolean, boolean]> = [
    // endpoint, allowed in production, allowed in the tests' local mode
    ['https://fcm.googleapis.com/fcm/send/abc', true, true],
    ['https://FCM.GoogleAPIs.com/fcm/send/abc', true, true],
    ['https://updates.push.services.mozilla.com:443/wpush/v2/abc', true, true],
    ['https://web.push.apple.com/QGuQ', true, true],
    ['https://api.push.apple.com/QGuQ', true, true],
    ['https://db5p.notify.windows.com/w/?token=abc', true, true],
    ['https://push.apple.com/QGuQ', false, false],
    ['https://notify.windows.com/w', false, false],
    ['https://evilpush.apple.com/QGuQ', false, false],
    ['https://fcm.googleapis.com.evil.example/fcm/send/abc', false, false],
    ['https://fcm.googleapis.com./fcm/send/abc', false, false],
    ['https://push.example.com/abc', false, false],
    ['http://fcm.googleapis.com/fcm/send/abc', false, false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false, false],
    ['https://user:secret@fcm.googleapis.com/abc', false, false],
    ['http://127.0.0.1:4000/push/abc', false, true],
    ['https://127.0.0.1/push/abc', false, false],
    ['https://2130706433/push/abc', false, false],
    ['https://0x7f.1/push/abc', false, false],
    ['https://[::1]/push/abc', false, false],
    ['https://localhost/push/abc', false, false],
    ['http://localhost:4000/push/abc', false, false],
    ['http://127.0.0.2:4000/push/abc', false, false],
    ['ftp://fcm.googleapis.com/abc', false, false],
    ['javascript:alert(1)', false, false],
    ['not a url', false, false],
    ['', false, false],
  ];
  for (const [endpoint, inProduction, withLocal] of cases) {
    it(`${JSON.stringify(endpoint)}: ${inProduction ? 'allowed' : 'refused'}${withLocal !== inProduction ? ' (allowed only in local mode)' : ''}`, () => {
      expect(isAllowedEndpoint(endpoint, production)).toBe(inProduction);
      expect(isAllowedEndpoint(endpoint, local)).toBe(withLocal);
    });
  }

  it('PUSH_ALLOWED_HOSTS defaults to the real push services; local mode only in tests', () => {
    expect(loadConfig({}).PUSH_ALLOWED_HOSTS).toEqual(DEFAULT_PUSH_HOSTS.split(','));
    expect(loadConfig({ PUSH_ALLOWED_HOSTS: ' Push.Example.com , *.Push.Example.net,' }).PUSH_ALLOWED_HOSTS).toEqual([
      'push.example.com',
      '*.push.example.net',
    ]);
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: 'https://push.example.com/' })).toThrow(/PUSH_ALLOWED_HOSTS/);
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: '*' })).toThrow(/PUSH_ALLOWED_HOSTS/);
    expect(() => loadConfig({ NODE_ENV: 'development', PUSH_ALLOW_LOCAL: 'true' })).toThrow(/PUSH_ALLOW_LOCAL/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        SMTP_URL: 'smtp://localhost',
        INVITATION_SALT: 'a-salt-of-this-deployment',
        PUSH_ALLOW_LOCAL: 'true',
      }),
    ).toThrow(/PUSH_ALLOW_LOCAL/);
    expect(loadConfig({ NODE_ENV: 'test', PUSH_ALLOW_LOCAL: 'true' }).PUSH_ALLOW_LOCAL).toBe(true);
  });
});
