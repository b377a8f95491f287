/**
 * Login throttling (api/auth/rate-limits.ts) with small limits: failed logins per e-mail,
 * attempts per IP, 429 with Retry-After. The app trusts the loopback proxy here, so each test
 * picks its client IP with X-Forwarded-For and the tests do not share an IP budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecruiter, DEFAULT_PASSWORD, randomEmail, signIn } from '../support/factories';
import type { TestResponse } from '../support/test-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { expectError, sessionIdsOf, sessionSetCookie } from '../support/api-helpers';

const PER_EMAIL = 3;
const PER_IP = 8;
const WINDOW_MINUTES = 15;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      LOGIN_LIMIT_PER_EMAIL: String(PER_EMAIL),
      LOGIN_LIMIT_PER_IP: String(PER_IP),
      LOGIN_LIMIT_WINDOW_MINUTES: String(WINDOW_MINUTES),
      TRUST_PROXY: 'loopback',
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

const login = (ip: string, email: string, password: string) =>
  server.client().post('/api/auth/login', { email, password }, { 'x-forwarded-for': ip });

function expectThrottled(res: TestResponse): void {
  expectError(res, 429, { title: 'Too many requests' });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MINUTES * 60);
  expect(sessionSetCookie(res)).toBeUndefined();
}

describe('failed logins per e-mail', () => {
  it(`answers 429 with Retry-After after ${PER_EMAIL} failures, even with the right password and from another IP`, async () => {
    const account = await buildRecruiter(server);
    for (let attempt = 1; attempt <= PER_EMAIL; attempt += 1) {
      expectError(await login('203.0.113.10', account.email, `Wrong${attempt}Password`), 401);
    }
    expectThrottled(await login('203.0.113.10', account.email, account.password));
    // The counter belongs to the e-mail (lowercased), not the IP.
    expectThrottled(await login('198.51.100.7', account.email.toUpperCase(), account.password));
    expect(await sessionIdsOf(server, account.id)).toEqual([]);

    // Other accounts from the same IP are not affected.
    const other = await buildRecruiter(server);
    expect((await login('203.0.113.10', other.email, other.password)).status).toBe(200);
  });

  it('counts failures for an unknown e-mail the same way (no enumeration by throttling)', async () => {
    const unknown = randomEmail('nobody');
    for (let attempt = 1; attempt <= PER_EMAIL; attempt += 1) {
      expectError(await login('203.0.113.30', unknown, DEFAULT_PASSWORD), 401);
    }
    expectThrottled(await login('203.0.113.30', unknown, DEFAULT_PASSWORD));
  });

  it('starts counting again after a successful login', async () => {
    const account = await buildRecruiter(server);
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 1; attempt < PER_EMAIL; attempt += 1) {
        expectError(await login('203.0.113.11', account.email, 'Wrong1Password'), 401);
      }
      expect((await login('203.0.113.11', account.email, account.password)).status).toBe(200);
    }
  });
});

describe('attempts per IP', () => {
  it(`answers 429 with Retry-After after ${PER_IP} attempts from one IP, right or wrong`, async () => {
    const accounts = await Promise.all(Array.from({ length: 3 }, () => buildRecruiter(server)));
    const ip = '203.0.113.20';
    for (let attempt = 0; attempt < PER_IP; attempt += 1) {
      const account = accounts[attempt % accounts.length]!;
      const isRight = attempt % 2 === 0;
      const res = await login(ip, account.email, isRight ? account.password : 'Wrong1Password');
      expect(res.status).toBe(isRight ? 200 : 401);
    }
    const fresh = await buildRecruiter(server);
    expectThrottled(await login(ip, fresh.email, fresh.password));
    expectThrottled(await login(ip, randomEmail(), DEFAULT_PASSWORD));
    expect(await sessionIdsOf(server, fresh.id)).toEqual([]);

    // Another IP is not affected.
    expect((await login('203.0.113.21', fresh.email, fresh.password)).status).toBe(200);
  });
});

describe('change password', () => {
  it(`answers 429 after ${PER_EMAIL} wrong current passwords`, async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    const change = (current: string) =>
      client.post(
        '/api/auth/password',
        { current, password: 'Shortlist2026', confirm: 'Shortlist2026' },
        { 'x-forwarded-for': '203.0.113.40' },
      );
    for (let attempt = 1; attempt <= PER_EMAIL; attempt += 1) {
      expectError(await change('Wrong1Password'), 422, { field: 'current' });
    }
    const res = await change(DEFAULT_PASSWORD);
    expectError(res, 429, { title: 'Too many requests' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // The password did not change.
    expect((await login('203.0.113.41', account.email, DEFAULT_PASSWORD)).status).toBe(200);
  });
});
