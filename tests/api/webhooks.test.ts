/**
 * Webhooks (docs/webhooks.md): a member's endpoints, signed per Standard Webhooks and checked here
 * with the reference `standardwebhooks` package; delivered through the job queue with retries
 * under one webhook-id; the delivery log; turned off after repeated failure with a note; no SSRF
 * (https and public addresses only, checked again at delivery, no redirects followed); payloads
 * made by the app's own presenters for the member (no contact card before approval); the secret
 * never stored in clear. The server runs with WEBHOOK_ALLOW_LOCAL (test only) to reach the local
 * receiver on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { loadConfig } from '../../api/env';
import { WEBHOOK_MESSAGES } from '../../shared/rules/webhook';
import { expectError } from '../support/api-helpers';
import {
  buildParty,
  contactOf,
  createCandidate,
  createJob,
  notesOf,
  propose,
  type Party,
} from '../support/fixtures/matches';
import { WebhookReceiver, type ReceivedWebhook } from '../support/fixtures/webhook-receiver';
import { waitForQueuesIdle } from '../support/queues';
import { useTestServer } from '../support/use-test-server';

const receiver = new WebhookReceiver();
// Registered before the server's, so it runs after the server has stopped.
afterAll(async () => {
  await receiver.stop();
});
const server = useTestServer({
  env: { WEBHOOK_ALLOW_LOCAL: 'true', WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_RETRY_LIMIT: '2' },
});
beforeAll(async () => {
  await receiver.start();
});

let serial = 0;
const freshPath = () => `/hooks/${++serial}-${Math.random().toString(36).slice(2, 8)}`;

async function addWebhook(party: Party, path: string, events: string[] = ['proposal.received']) {
  const res = await party.client.post('/api/me/webhooks', { url: receiver.url(path), events });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { uid: res.body.webhook.uid as string, secret: res.body.secret as string };
}

/** Verifies the signature with the reference implementation and returns the parsed body. */
function verified(secret: string, hook: ReceivedWebhook): any {
  return new Webhook(secret).verify(hook.body, {
    'webhook-id': hook.headers['webhook-id']!,
    'webhook-timestamp': hook.headers['webhook-timestamp']!,
    'webhook-signature': hook.headers['webhook-signature']!,
  });
}

describe('managing webhooks', () => {
  it('creates one with the secret shown once, lists it without the secret, deletes it', async () => {
    const member = await buildParty(server);
    const path = freshPath();
    const created = await member.client.post('/api/me/webhooks', {
      url: receiver.url(path),
      events: ['proposal.received', 'deal.stage_changed', 'proposal.received'],
    });
    expect(created.status).toBe(201);
    expect(created.body.webhook).toMatchObject({
      url: receiver.url(path),
      events: ['proposal.received', 'deal.stage_changed'],
      enabled: true,
    });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.body.secret.slice(6), 'base64')).toHaveLength(32);

    const list = await member.client.get('/api/me/webhooks');
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0].uid).toBe(created.body.webhook.uid);
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret.slice(6));

    const gone = await member.client.delete(`/api/me/webhooks/${created.body.webhook.uid}`);
    expect(gone.status).toBe(204);
    expect((await member.client.get('/api/me/webhooks')).body.items).toEqual([]);
  });

  it('never stores the secret in clear: no column of any table holds it', async () => {
    const member = await buildParty(server);
    const { uid, secret } = await addWebhook(member, freshPath());
    await member.client.post(`/api/me/webhooks/${uid}/test`);
    await waitForQueuesIdle(server);
    const { rows: tables } = await server.ctx.pool.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
    );
    const keyPart = secret.slice('whsec_'.length);
    const hex = Buffer.from(keyPart, 'base64').toString('hex');
    for (const table of tables) {
      const { rows } = await server.ctx.pool.query<{ row: string }>(
        `select t::text as row from "${table.schema}"."${table.name}" t`,
      );
      for (const { row } of rows) {
        expect(row, `${table.schema}.${table.name}`).not.toContain(keyPart);
        expect(row, `${table.schema}.${table.name}`).not.toContain(hex);
      }
    }
    const { rows } = await server.ctx.pool.query('select sealed_secret from webhook_endpoints where id = $1', [uid]);
    expect(rows[0].sealed_secret).toMatch(/^sealed:v1:/);
  });

  it('refuses bad input with a clear 422 and changes nothing', async () => {
    const member = await buildParty(server);
    const url = receiver.url(freshPath());
    const cases: Array<[unknown, string, string]> = [
      [{ url, events: ['proposal.sent'] }, 'events', WEBHOOK_MESSAGES.eventUnknown],
      [{ url, events: [] }, 'events', WEBHOOK_MESSAGES.eventsRequired],
      [{ url: '', events: ['offer.received'] }, 'url', WEBHOOK_MESSAGES.urlRequired],
      [{ url: 'not a url', events: ['offer.received'] }, 'url', WEBHOOK_MESSAGES.urlInvalid],
      [
        { url: `https://example.com/${'a'.repeat(2000)}`, events: ['offer.received'] },
        'url',
        WEBHOOK_MESSAGES.urlTooLong,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await member.client.post('/api/me/webhooks', body);
      expectError(res, 422, { message });
      expect(res.body.error.field).toMatch(new RegExp(`^${field}`));
    }
    const extra = await member.client.post('/api/me/webhooks', { url, events: ['offer.received'], secret: 'mine' });
    expect(extra.status).toBe(422);
    expect((await member.client.get('/api/me/webhooks')).body.items).toEqual([]);
  });

  it('refuses addresses that are not https or not public (no SSRF)', async () => {
    const member = await buildParty(server);
    const refused: Array<[string, string]> = [
      ['http://hooks.example.com/in', WEBHOOK_MESSAGES.urlNotHttps],
      ['ftp://hooks.example.com/in', WEBHOOK_MESSAGES.urlNotHttps],
      ['https://127.0.0.1/in', WEBHOOK_MESSAGES.urlPrivate],
      ['https://10.1.2.3/in', WEBHOOK_MESSAGES.urlPrivate],
      ['https://192.168.1.20:8443/in', WEBHOOK_MESSAGES.urlPrivate],
      ['https://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.urlPrivate],
      ['https://[::1]/in', WEBHOOK_MESSAGES.urlPrivate],
      ['https://[fd00::1]/in', WEBHOOK_MESSAGES.urlPrivate],
      ['https://[::ffff:127.0.0.1]/in', WEBHOOK_MESSAGES.urlPrivate],
      ['https://2130706433/in', WEBHOOK_MESSAGES.urlPrivate],
      ['https://localhost/in', WEBHOOK_MESSAGES.urlPrivate],
      ['https://intranet/in', WEBHOOK_MESSAGES.urlPrivate],
      ['https://user:pass@hooks.example.com/in', WEBHOOK_MESSAGES.urlInvalid],
    ];
    for (const [url, message] of refused)
      expectError(await member.client.post('/api/me/webhooks', { url, events: ['offer.received'] }), 422, {
        field: 'url',
        message,
      });
    expect((await member.client.get('/api/me/webhooks')).body.items).toEqual([]);
  });

  it('allows at most five per member', async () => {
    const member = await buildParty(server);
    for (let i = 0; i < 5; i++) await addWebhook(member, freshPath());
    expectError(
      await member.client.post('/api/me/webhooks', { url: receiver.url(freshPath()), events: ['offer.received'] }),
      409,
      { message: WEBHOOK_MESSAGES.tooMany },
    );
  });

  it('is 404 to anyone but its owner, administrators too', async () => {
    const owner = await buildParty(server);
    const other = await buildParty(server);
    const admin = await buildParty(server, 'admin');
    const { uid } = await addWebhook(owner, freshPath());
    for (const outsider of [other, admin]) {
      expect((await outsider.client.get(`/api/me/webhooks/${uid}/deliveries`)).status).toBe(404);
      expect((await outsider.client.post(`/api/me/webhooks/${uid}/test`)).status).toBe(404);
      expect((await outsider.client.request('PATCH', `/api/me/webhooks/${uid}`, { enabled: false })).status).toBe(404);
      expect((await outsider.client.delete(`/api/me/webhooks/${uid}`)).status).toBe(404);
      expect((await outsider.client.get('/api/me/webhooks')).body.items).toEqual([]);
    }
    expect((await owner.client.get('/api/me/webhooks')).body.items).toHaveLength(1);
  });

  it('WEBHOOK_ALLOW_LOCAL is refused outside NODE_ENV=test', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', WEBHOOK_ALLOW_LOCAL: 'true' })).toThrow(/WEBHOOK_ALLOW_LOCAL/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        SMTP_URL: 'smtp://localhost',
        INVITATION_SALT: 'a-salt-of-this-deployment',
        WEBHOOK_ALLOW_LOCAL: 'true',
      }),
    ).toThrow(/WEBHOOK_ALLOW_LOCAL/);
    expect(loadConfig({ NODE_ENV: 'test', WEBHOOK_ALLOW_LOCAL: 'true' }).WEBHOOK_ALLOW_LOCAL).toBe(true);
  });
});

describe('delivering', () => {
  it('sends a signed test event and logs it', async () => {
    const member = await buildParty(server);
    const path = freshPath();
    const { uid, secret } = await addWebhook(member, path);
    const queued = await member.client.post(`/api/me/webhooks/${uid}/test`);
    expect(queued.status).toBe(202);
    const [hook] = await receiver.waitFor(path);
    expect(hook!.headers['webhook-id']).toBe(queued.body.messageId);
    expect(hook!.headers['content-type']).toBe('application/json');
    expect(Math.abs(Number(hook!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    const event = verified(secret, hook!);
    expect(event).toMatchObject({ type: 'webhook.test', data: { webhook: { uid } } });
    expect(Date.parse(event.timestamp)).not.toBeNaN();
    // A wrong secret does not verify.
    expect(() => verified(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, hook!)).toThrow();

    await waitForQueuesIdle(server);
    const log = await member.client.get(`/api/me/webhooks/${uid}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body.items).toEqual([
      expect.objectContaining({
        messageId: queued.body.messageId,
        event: 'webhook.test',
        attempt: 1,
        status: 'delivered',
        statusCode: 200,
        error: null,
      }),
    ]);
    const list = await member.client.get('/api/me/webhooks');
    expect(list.body.items[0].lastDelivery).toMatchObject({ status: 'delivered', statusCode: 200 });
  });

  it('retries a failed delivery with back-off under the same webhook-id', async () => {
    const member = await buildParty(server);
    const path = freshPath();
    receiver.script(path, [500, 503]);
    const { uid, secret } = await addWebhook(member, path, ['proposal.received']);
    const proposer = await buildParty(server);
    await propose(proposer.client, await createJob(member), await createCandidate(proposer));
    const hooks = await receiver.waitFor(path, 3, 30_000);
    expect(new Set(hooks.map((h) => h.headers['webhook-id'])).size).toBe(1);
    for (const hook of hooks) expect(verified(secret, hook).type).toBe('proposal.received');
    expect(hooks[2]!.receivedAt - hooks[0]!.receivedAt).toBeGreaterThanOrEqual(1000);
    await waitForQueuesIdle(server);
    const log = await member.client.get(`/api/me/webhooks/${uid}/deliveries`);
    expect(
      log.body.items.map((d: any) => [d.attempt, d.status, d.statusCode]).sort((a: any, b: any) => a[0] - b[0]),
    ).toEqual([
      [1, 'failed', 500],
      [2, 'failed', 503],
      [3, 'delivered', 200],
    ]);
  });

  it('does not follow redirects and refuses a private address at delivery time', async () => {
    const member = await buildParty(server);
    const path = freshPath();
    receiver.answerAlways(path, 302);
    const { uid } = await addWebhook(member, path);
    await member.client.post(`/api/me/webhooks/${uid}/test`);
    await receiver.waitFor(path);
    await waitForQueuesIdle(server);
    expect(receiver.to('/elsewhere')).toEqual([]);
    const log = await member.client.get(`/api/me/webhooks/${uid}/deliveries`);
    expect(log.body.items[0]).toMatchObject({ status: 'failed', statusCode: 302 });
    expect(log.body.items[0].error).toMatch(/redirect/);

    // An address that passed when saved but now names a private one (a rebinding, or a row from
    // before the rules): the worker checks again and never connects.
    await server.ctx.pool.query('update webhook_endpoints set url = $2 where id = $1', [
      uid,
      `https://127.0.0.2:${receiver.port}${path}`,
    ]);
    const before = receiver.to(path).length;
    await member.client.post(`/api/me/webhooks/${uid}/test`);
    await waitForQueuesIdle(server);
    expect(receiver.to(path)).toHaveLength(before);
    const after = await member.client.get(`/api/me/webhooks/${uid}/deliveries`);
    expect(after.body.items[0]).toMatchObject({ status: 'failed', statusCode: null });
    expect(after.body.items[0].error).toMatch(/private/);
  });

  it('turns an endpoint off after five events in a row failed, tells the member, and turns on again', async () => {
    const member = await buildParty(server);
    const path = freshPath();
    receiver.answerAlways(path, 500);
    const { uid } = await addWebhook(member, path, ['proposal.received']);
    // Four events already failed in full (each retried twice here); the fifth turns it off.
    await server.ctx.pool.query('update webhook_endpoints set consecutive_failures = 4 where id = $1', [uid]);
    const proposer = await buildParty(server);
    await propose(proposer.client, await createJob(member), await createCandidate(proposer));
    await receiver.waitFor(path, 3, 30_000);
    await waitForQueuesIdle(server);
    const [hook] = (await member.client.get('/api/me/webhooks')).body.items;
    expect(hook).toMatchObject({ uid, enabled: false });
    expect(hook.disabledReason).toMatch(/5 events/);
    const notes = await notesOf(server, member.id);
    expect(notes.some((n: any) => n.heading === 'Webhook - Turned off')).toBe(true);

    // Off: events are not sent to it.
    const count = receiver.to(path).length;
    await propose(proposer.client, await createJob(member), await createCandidate(proposer));
    await waitForQueuesIdle(server);
    expect(receiver.to(path)).toHaveLength(count);

    const on = await member.client.request('PATCH', `/api/me/webhooks/${uid}`, { enabled: true });
    expect(on.status).toBe(200);
    expect(on.body.webhook).toMatchObject({ enabled: true, disabledAt: null });
  });

  it('sends nothing to an offboarded member', async () => {
    const member = await buildParty(server);
    const path = freshPath();
    const { uid } = await addWebhook(member, path);
    await member.client.post(`/api/me/webhooks/${uid}/test`);
    await receiver.waitFor(path);
    await server.ctx.pool.query('update accounts set is_deleted = true where id = $1', [member.id]);
    await server.ctx.boss.send('send-webhook', {
      endpointId: uid,
      messageId: 'msg_offboarded',
      type: 'webhook.test',
      occurredAt: new Date().toISOString(),
      subject: { type: 'test' },
    });
    await waitForQueuesIdle(server);
    expect(receiver.to(path)).toHaveLength(1);
  });
});

describe('payloads: what the member sees in the app, nothing more', () => {
  it('proposal.received carries the match as GET /api/matches/:uid shows it to the seconder: no contact card', async () => {
    const seconder = await buildParty(server);
    const proposer = await buildParty(server);
    const path = freshPath();
    const { secret } = await addWebhook(seconder, path, ['proposal.received']);
    const proposerPath = freshPath();
    const proposerHook = await addWebhook(proposer, proposerPath, ['proposal.answered']);
    const job = await createJob(seconder);
    const uid = await propose(proposer.client, job, await createCandidate(proposer));
    const [hook] = await receiver.waitFor(path);
    const event = verified(secret, hook!);
    expect(event.type).toBe('proposal.received');
    const seen = await seconder.client.get(`/api/matches/${uid}`);
    expect(event.data).toEqual(seen.body);
    const text = JSON.stringify(event);
    const contact = contactOf(proposer);
    for (const value of Object.values(contact).filter((v): v is string => typeof v === 'string' && v.length > 3))
      expect(text).not.toContain(value);
    expect(text).not.toContain(proposer.email);

    // Approved: the proposer's proposal.answered carries what they now see, the seconder's card included.
    expect((await seconder.client.post(`/api/matches/${uid}/approve`)).status).toBe(200);
    const [answered] = await receiver.waitFor(proposerPath);
    const answer = verified(proposerHook.secret, answered!);
    expect(answer.type).toBe('proposal.answered');
    expect(answer.data).toEqual((await proposer.client.get(`/api/matches/${uid}`)).body);
    expect(JSON.stringify(answer)).toContain(seconder.email);
  });

  it('message.received carries the thread and the message as the recipient sees them', async () => {
    const owner = await buildParty(server);
    const asker = await buildParty(server);
    const path = freshPath();
    const { secret } = await addWebhook(owner, path, ['message.received']);
    const job = await createJob(owner);
    const asked = await asker.client.post('/api/threads', { listingUid: job.uid, kind: 'job', body: 'Is it remote?' });
    expect(asked.status).toBe(201);
    const [hook] = await receiver.waitFor(path);
    const event = verified(secret, hook!);
    expect(event.type).toBe('message.received');
    expect(event.data.message.body).toBe('Is it remote?');
    const seen = await owner.client.get(`/api/threads/${asked.body.thread.uid}`);
    expect(event.data.thread.uid).toBe(seen.body.thread.uid);
    expect(JSON.stringify(event)).not.toContain(asker.email);
  });
});
