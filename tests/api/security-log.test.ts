/**
 * Security events in the log (api/security-log.ts, ASVS 16.3): the app runs with a logger writing
 * to memory at level info, and each test reads the lines its requests produced. Checks the event
 * names, who and from where, and that no password, token, cookie or unknown e-mail is logged.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { resetTokenOf } from '../support/api-helpers';
import { buildAccount, buildAdmin, buildRecruiter, DEFAULT_PASSWORD, randomEmail, signIn } from '../support/factories';
import { useTestServer } from '../support/use-test-server';
import { emailTag } from '../../api/security-log';
import { makeUnsubscribeToken } from '../../api/auth/unsubscribe-tokens';
import { createLogger } from '../../api/logger';

type Line = Record<string, unknown> & { security?: string; msg?: string };
const lines: string[] = [];
const memory = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

// The app's own logger (with its redaction), writing to memory.
const server = useTestServer({ env: { TRUST_PROXY: 'loopback' }, logger: createLogger('info', memory) });

/** The security lines logged while `fn` ran, and the whole text of every line it logged. */
async function logged(fn: () => Promise<unknown>): Promise<{ events: Line[]; text: string }> {
  const from = lines.length;
  await fn();
  // pino writes synchronously to the stream; the response may go out a tick before the log line.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const mine = lines.slice(from);
  return { events: mine.map((l) => JSON.parse(l) as Line).filter((l) => l.security), text: mine.join('\n') };
}

const ip = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

describe('security events', () => {
  it('logs a sign-in and a sign-out with the account and the IP, never the password or cookie', async () => {
    const account = await buildRecruiter(server);
    const client = server.client();
    const { events, text } = await logged(async () => {
      expect(
        (await client.post('/api/auth/login', { email: account.email, password: DEFAULT_PASSWORD }, ip(1))).status,
      ).toBe(200);
      expect((await client.post('/api/auth/logout', {}, ip(1))).status).toBe(204);
    });
    expect(events.map((e) => [e.security, e.accountId, e.ip, e.path])).toEqual([
      ['login.succeeded', account.id, '203.0.113.1', '/api/auth/login'],
      ['logout', account.id, '203.0.113.1', '/api/auth/logout'],
    ]);
    expect(text).not.toContain(DEFAULT_PASSWORD);
    expect(text).not.toMatch(/rc\.sid=/);
  });

  it('logs a failed sign-in with a tag of the e-mail, not the address, and no account', async () => {
    const unknown = randomEmail('nobody');
    const { events, text } = await logged(() =>
      server.client().post('/api/auth/login', { email: unknown, password: 'Wrong4Password' }, ip(2)),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      security: 'login.failed',
      reason: 'credentials',
      accountId: null,
      emailTag: emailTag(unknown),
      ip: '203.0.113.2',
    });
    expect(text).not.toContain(unknown);
    expect(text).not.toContain('Wrong4Password');
  });

  it('logs the account of an offboarded sign-in', async () => {
    const gone = await buildAccount(server, { isDeleted: true });
    const { events } = await logged(() =>
      server.client().post('/api/auth/login', { email: gone.email, password: DEFAULT_PASSWORD }, ip(3)),
    );
    expect(events.map((e) => [e.security, e.reason, e.accountId])).toEqual([['login.failed', 'offboarded', gone.id]]);
  });

  it('logs refused access: a visitor (401) and a member on an admin route (403), once each', async () => {
    const member = await signIn(server, await buildRecruiter(server));
    const { events } = await logged(async () => {
      expect((await server.client().get('/api/me')).status).toBe(401);
      expect((await member.get('/api/admin/accounts')).status).toBe(403);
    });
    expect(events.map((e) => [e.security, e.status, e.path])).toEqual([
      ['access.refused', 401, '/api/me'],
      ['access.refused', 403, '/api/admin/accounts'],
    ]);
    expect(events[1]!.accountId).toBeTruthy();
  });

  it('logs a password change, a refused one, and a reset', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    const { events, text } = await logged(async () => {
      expect(
        (
          await client.post('/api/auth/password', {
            current: 'NotMine42x',
            password: 'Brand9NewPass',
            confirm: 'Brand9NewPass',
          })
        ).status,
      ).toBe(422);
      expect(
        (
          await client.post('/api/auth/password', {
            current: DEFAULT_PASSWORD,
            password: 'Brand9NewPass',
            confirm: 'Brand9NewPass',
          })
        ).status,
      ).toBe(200);
      expect((await server.client().post('/api/auth/forgot', { email: account.email })).status).toBe(202);
      const token = resetTokenOf(await server.smtp.waitFor(account.email, /Reset/));
      expect(
        (
          await server
            .client()
            .post('/api/auth/reset', { token, password: 'Other7Password', confirm: 'Other7Password' })
        ).status,
      ).toBe(200);
    });
    expect(events.map((e) => e.security)).toEqual(['password.change-refused', 'password.changed', 'password.reset']);
    expect(events[1]!.accountId).toBe(account.id);
    for (const secret of ['Brand9NewPass', 'Other7Password', 'NotMine42x']) expect(text).not.toContain(secret);
  });

  it('logs an administrator’s action on a member, with both accounts', async () => {
    const admin = await buildAdmin(server);
    const member = await buildRecruiter(server, { isApproved: false });
    const client = await signIn(server, admin);
    const { events } = await logged(() => client.post(`/api/admin/accounts/${member.id}/approve`, {}));
    expect(events.map((e) => [e.security, e.action, e.memberId, e.accountId])).toEqual([
      ['member.action', 'approve', member.id, admin.id],
    ]);
  });
});

describe('request log lines', () => {
  it('are at most 400 bytes at info, with method, URL, status, time, request id and user id, and no headers', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    const from = lines.length;
    expect((await client.get('/api/me')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const line = lines.slice(from).find((l) => (JSON.parse(l) as Line).msg === 'request completed');
    expect(line).toBeDefined();
    expect(Buffer.byteLength(line!)).toBeLessThanOrEqual(400);
    const parsed = JSON.parse(line!) as Line & { req: Record<string, unknown>; res: Record<string, unknown> };
    expect(parsed).toMatchObject({
      level: 30,
      userId: account.id,
      req: { method: 'GET', url: '/api/me' },
      route: '/api/me',
      res: { statusCode: 200 },
    });
    expect(parsed.req.id).toBeTruthy();
    expect(typeof parsed.responseTime).toBe('number');
    expect(line).not.toMatch(/content-security-policy|headers/i);
  });

  it("never hold a mailed link's token: activation, reset, listing and unsubscribe links show :token", async () => {
    const account = await buildRecruiter(server);
    const token = randomBytes(32).toString('base64url');
    const unsubscribe = makeUnsubscribeToken(server.ctx.sessionSecret, {
      accountId: account.id,
      toggles: ['summaryWeekly'],
    });
    const client = server.client();
    const { text } = await logged(async () => {
      await client.get(`/activate/${account.id}/${token}`);
      await client.get(`/change/${token}`);
      await client.get(`/listing-links/${token}`);
      await client.post(`/api/listing-links/${token}/extend`);
      expect((await client.get(`/api/unsubscribe/${unsubscribe}`)).status).toBe(200);
    });
    const urls = text
      .split('\n')
      .map((l) => JSON.parse(l) as Line & { req?: { url?: string } })
      .filter((l) => l.msg === 'request completed')
      .map((l) => l.req?.url);
    expect(urls).toEqual([
      `/activate/${account.id}/:token`,
      '/change/:token',
      '/listing-links/:token',
      '/api/listing-links/:token/extend',
      '/api/unsubscribe/:token',
    ]);
    for (const secret of [token, unsubscribe, unsubscribe.split('.')[1]!]) expect(text).not.toContain(secret);
  });

  it('name the route pattern that answered, for an error too, and none for a path no route has', async () => {
    const client = await signIn(server, await buildRecruiter(server));
    const from = lines.length;
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await client.get(`/api/jobs/${missing}`)).status).toBe(404);
    expect((await client.get('/api/no-such-thing')).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const requests = lines
      .slice(from)
      .map((l) => JSON.parse(l) as Line & { req: { url: string }; route?: string })
      .filter((l) => l.msg === 'request completed' || l.msg === 'request errored');
    expect(requests.map((l) => [l.req.url, l.route])).toEqual([
      [`/api/jobs/${missing}`, '/api/jobs/:uid'],
      ['/api/no-such-thing', undefined],
    ]);
  });
});
