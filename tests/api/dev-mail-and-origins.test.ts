/**
 * What the Host header may not decide: the development mailbox (/dev/mail, which shows reset and
 * activation links) answers only when the Host is the configured app host or a loopback name, so a
 * page on a DNS-rebound name cannot read it; and the same-site guard accepts exactly APP_URL's origin
 * and ALLOWED_ORIGINS. The app runs without SMTP_URL (mails kept for the mailbox), with an APP_URL
 * that is not this machine's address.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/env';
import { asTestResponse, expectError, rawRequest, sleep } from '../support/api-helpers';
import { buildRecruiter, randomEmail, signIn } from '../support/factories';
import { useTestServer } from '../support/use-test-server';

const APP_URL = 'https://connect.example.co.za';
const ADMIN_ORIGIN = 'https://admin.connect.example.co.za';

const server = useTestServer({
  env: { SMTP_URL: '', APP_URL, ALLOWED_ORIGINS: ADMIN_ORIGIN },
});
let port: string;

beforeAll(async () => {
  port = new URL(server.url).port;
});

/** A reset mail for a new member, kept in the mailbox; resolves with its link's token. */
async function resetTokenInMailbox(): Promise<string> {
  const account = await buildRecruiter(server);
  expect((await server.client().post('/api/auth/forgot', { email: account.email })).status).toBe(202);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { rows } = await server.ctx.pool.query<{ text: string }>('select text from sent_mails where "to" = $1', [
      account.email,
    ]);
    const token = rows.map((r) => /\/change\/([A-Za-z0-9_-]+)/.exec(r.text)?.[1]).find(Boolean);
    if (token) return token;
    if (Date.now() > deadline) throw new Error('no reset mail in the dev mailbox');
    await sleep(100);
  }
}

describe('the development mailbox', () => {
  it('answers on the app host and on loopback names', async () => {
    const token = await resetTokenInMailbox();
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `[::1]:${port}`,
      'localhost',
      'LOCALHOST:5173',
      'connect.example.co.za',
    ]) {
      for (const path of ['/dev/mail', '/dev/mail.json']) {
        const res = await rawRequest(server, { method: 'GET', path, headers: { host } });
        expect(res.status, `${host} ${path}`).toBe(200);
        expect(res.text, `${host} ${path}`).toContain(token);
      }
    }
  });

  it('is not there (404) for any other Host: a DNS-rebound page cannot read the reset links', async () => {
    const token = await resetTokenInMailbox();
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      `localhost.evil.example:${port}`,
      `127.0.0.1.nip.io:${port}`,
      'connect.example.co.za.evil.example',
      `10.0.0.5:${port}`,
      `evil.example@localhost:${port}`,
      '2130706433',
    ]) {
      for (const path of ['/dev/mail', '/dev/mail.json']) {
        const res = await rawRequest(server, { method: 'GET', path, headers: { host } });
        expect(res.status, `${JSON.stringify(host)} ${path}`).toBe(404);
        expect(res.text).not.toContain(token);
      }
    }
  });
});

describe('the same-site guard with APP_URL and ALLOWED_ORIGINS', () => {
  const forgot = (headers: Record<string, string>) =>
    rawRequest(server, {
      method: 'POST',
      path: '/api/auth/forgot',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: randomEmail('origins') }),
    });

  it("accepts APP_URL's origin and the configured ones, whatever the Host", async () => {
    for (const origin of [APP_URL, ADMIN_ORIGIN]) {
      for (const host of ['connect.example.co.za', `127.0.0.1:${port}`]) {
        expect((await forgot({ origin, host })).status, `${origin} via ${host}`).toBe(202);
      }
    }
  });

  it("refuses any other origin, also this server's own address and one the Host header repeats", async () => {
    for (const [origin, host] of [
      [server.url, `127.0.0.1:${port}`],
      ['http://connect.example.co.za', 'connect.example.co.za'],
      ['https://connect.example.co.za:8443', 'connect.example.co.za:8443'],
      ['https://evil.example', 'evil.example'],
      ['https://admin.connect.example.co.za.evil.example', 'admin.connect.example.co.za.evil.example'],
    ]) {
      expectError(asTestResponse(await forgot({ origin: origin!, host: host! })), 403, {
        message: 'Cross-site requests are not allowed.',
      });
    }
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    const res = await rawRequest(server, {
      method: 'PUT',
      path: '/api/me',
      headers: {
        host: 'evil.example',
        origin: 'https://evil.example',
        cookie: client.cookie,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ firstname: 'Hijacked' }),
    });
    expectError(asTestResponse(res), 403);
    expect((await client.get('/api/me')).body.account.firstname).not.toBe('Hijacked');
  });

  it('refuses ALLOWED_ORIGINS that are not bare origins at start', () => {
    for (const value of [
      'https://a.example/path',
      'ftp://a.example',
      'a.example',
      'https://user:pw@a.example',
      'https://a.example/?x=1',
    ]) {
      expect(() => loadConfig({ ALLOWED_ORIGINS: value }), value).toThrow(/ALLOWED_ORIGINS/);
    }
    expect(loadConfig({ ALLOWED_ORIGINS: ' https://A.example , http://localhost:5173/ ' }).ALLOWED_ORIGINS).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
  });
});
