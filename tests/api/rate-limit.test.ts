/**
 * Throttling (api/auth/rate-limits.ts) with small limits: failed logins per e-mail, attempts per
 * IP; the links from mails (reset, activate) per IP; approval requests and analytics events per IP
 * and per account. 429 with Retry-After. The app trusts the loopback proxy here, so each test
 * picks its client IP with X-Forwarded-For and the tests do not share an IP budget.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accounts, analyticsEvents } from '../../api/db/schema';
import { MESSAGES, TITLES } from '../../shared/messages';
import {
  buildAdmin,
  buildRecruiter,
  DEFAULT_PASSWORD,
  randomEmail,
  signIn,
  type BuiltAccount,
} from '../support/factories';
import type { TestClient, TestResponse } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import {
  activationLinkOf,
  expectError,
  mailsAfterQuiet,
  resetTokenOf,
  sessionIdsOf,
  sessionSetCookie,
  waitForMails,
} from '../support/api-helpers';

const PER_EMAIL = 3;
const PER_IP = 8;
const WINDOW_MINUTES = 15;
const LINKS_PER_IP = 4;
const APPROVALS_PER_ACCOUNT = 2;
const APPROVALS_PER_IP = 3;
const EVENTS_PER_IP = 5;
const EVENTS_PER_ACCOUNT = 3;

const server = useTestServer({
  env: {
    LOGIN_LIMIT_PER_EMAIL: String(PER_EMAIL),
    LOGIN_LIMIT_PER_IP: String(PER_IP),
    LOGIN_LIMIT_WINDOW_MINUTES: String(WINDOW_MINUTES),
    LINK_LIMIT_PER_IP: String(LINKS_PER_IP),
    LINK_LIMIT_WINDOW_MINUTES: String(WINDOW_MINUTES),
    APPROVAL_LIMIT_PER_ACCOUNT: String(APPROVALS_PER_ACCOUNT),
    APPROVAL_LIMIT_PER_IP: String(APPROVALS_PER_IP),
    APPROVAL_LIMIT_WINDOW_MINUTES: String(WINDOW_MINUTES),
    EVENT_LIMIT_PER_IP: String(EVENTS_PER_IP),
    EVENT_LIMIT_PER_ACCOUNT: String(EVENTS_PER_ACCOUNT),
    EVENT_LIMIT_WINDOW_MINUTES: String(WINDOW_MINUTES),
    TRUST_PROXY: 'loopback',
  },
});

const login = (ip: string, email: string, password: string) =>
  server.client().post('/api/auth/login', { email, password }, { 'x-forwarded-for': ip });

function expectTooMany(res: TestResponse): void {
  expectError(res, 429, { title: 'Too many requests' });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MINUTES * 60);
}

/** 429 to a visitor: and no session is made. */
function expectThrottled(res: TestResponse): void {
  expectTooMany(res);
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

const NEW_PASSWORD = 'Shortlist2026';
let signInCount = 0;
/** Signs in from an IP of its own, so the sign-ins below do not use up a login budget. */
async function signedIn(account: BuiltAccount): Promise<TestClient> {
  const client = server.client();
  const res = await client.post(
    '/api/auth/login',
    { email: account.email, password: account.password },
    {
      'x-forwarded-for': `10.9.${Math.floor(signInCount / 250)}.${(signInCount++ % 250) + 1}`,
    },
  );
  expect(res.status).toBe(200);
  return client;
}
const bogusToken = () => `bogus${Math.random().toString(36).slice(2)}`;
const reset = (ip: string, token: string, password = NEW_PASSWORD) =>
  server.client().post('/api/auth/reset', { token, password, confirm: password }, { 'x-forwarded-for': ip });
const activate = (ip: string, uid: string, token: string) =>
  server.client().post('/api/auth/activate', { uid, token }, { 'x-forwarded-for': ip });

describe('links from mails (reset, activate) per IP', () => {
  it(`answers 429 with Retry-After after ${LINKS_PER_IP} reset attempts from one IP, even for a valid link`, async () => {
    const account = await buildRecruiter(server);
    expect(
      (await server.client().post('/api/auth/forgot', { email: account.email }, { 'x-forwarded-for': '203.0.113.50' }))
        .status,
    ).toBe(202);
    const token = resetTokenOf((await waitForMails(server, account.email, /Reset your/, 1))[0]!);

    const ip = '203.0.113.51';
    for (let attempt = 0; attempt < LINKS_PER_IP; attempt++) {
      expectError(await reset(ip, bogusToken()), 400, { title: TITLES.resetFailed, message: MESSAGES.resetInvalid });
    }
    expectThrottled(await reset(ip, token));
    expect((await login('203.0.113.52', account.email, NEW_PASSWORD)).status).toBe(401);

    // The link is not spent, and works from another IP.
    expect((await reset('203.0.113.53', token)).status).toBe(200);
    expect((await login('203.0.113.52', account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it(`answers 429 after ${LINKS_PER_IP} activation attempts from one IP, and the account stays inactive`, async () => {
    const email = randomEmail('activate');
    const registration = { email, password: DEFAULT_PASSWORD, confirm: DEFAULT_PASSWORD, terms: true };
    expect(
      (await server.client().post('/api/auth/register', registration, { 'x-forwarded-for': '203.0.113.60' })).status,
    ).toBe(201);
    const link = activationLinkOf((await waitForMails(server, email, /Activate/, 1))[0]!);

    const ip = '203.0.113.61';
    for (let attempt = 0; attempt < LINKS_PER_IP; attempt++) {
      expectError(await activate(ip, link.uid, bogusToken()), 400, { title: TITLES.activationFailed });
    }
    expectThrottled(await activate(ip, link.uid, link.token));
    const [row] = await server.ctx.db.select().from(accounts).where(eq(accounts.id, link.uid));
    expect(row!.isActive).toBe(false);

    expect((await activate('203.0.113.62', link.uid, link.token)).status).toBe(200);
  });

  it('shares one budget between reset and activate', async () => {
    const ip = '203.0.113.70';
    for (let attempt = 0; attempt < LINKS_PER_IP; attempt++) {
      const res = attempt % 2 ? await reset(ip, bogusToken()) : await activate(ip, randomUUID(), bogusToken());
      expect(res.status).toBe(400);
    }
    expectThrottled(await reset(ip, bogusToken()));
    expectThrottled(await activate(ip, randomUUID(), bogusToken()));
  });
});

describe('approval requests', () => {
  const requestApproval = (client: TestClient, ip: string) =>
    client.post('/api/me/request-approval', undefined, { 'x-forwarded-for': ip });

  it(`answers 429 after ${APPROVALS_PER_ACCOUNT} requests of one account, from any IP, and mails the admins no more`, async () => {
    const admin = await buildAdmin(server);
    const member = await signedIn(await buildRecruiter(server));
    for (let attempt = 0; attempt < APPROVALS_PER_ACCOUNT; attempt++) {
      expect((await requestApproval(member, `198.51.100.${80 + attempt}`)).status).toBe(200);
    }
    expectTooMany(await requestApproval(member, '198.51.100.99'));
    await waitForMails(server, admin.email, /Approval requested/, APPROVALS_PER_ACCOUNT);
    expect(
      (await mailsAfterQuiet(server, admin.email)).filter((m) => /Approval requested/.test(m.subject)),
    ).toHaveLength(APPROVALS_PER_ACCOUNT);
  });

  it(`answers 429 after ${APPROVALS_PER_IP} requests from one IP, whichever accounts make them`, async () => {
    const ip = '198.51.100.120';
    for (let attempt = 0; attempt < APPROVALS_PER_IP; attempt++) {
      const member = await signedIn(await buildRecruiter(server));
      expect((await requestApproval(member, ip)).status).toBe(200);
    }
    const fresh = await signedIn(await buildRecruiter(server));
    expectTooMany(await requestApproval(fresh, ip));
    expect((await requestApproval(fresh, '198.51.100.121')).status).toBe(200);
  });
});

describe('analytics events', () => {
  const countEvents = async () =>
    (await server.ctx.db.select({ count: sql<number>`count(*)::int` }).from(analyticsEvents))[0]!.count;
  const postEvent = (client: TestClient, ip: string) =>
    client.post('/api/events', { name: 'home-cta' }, { 'x-forwarded-for': ip });

  it(`answers 429 after ${EVENTS_PER_IP} events from one IP and stores no more`, async () => {
    const ip = '192.0.2.140';
    for (let attempt = 0; attempt < EVENTS_PER_IP; attempt++)
      expect((await postEvent(server.client(), ip)).status).toBe(202);
    const before = await countEvents();
    expectThrottled(await postEvent(server.client(), ip));
    expect(await countEvents()).toBe(before);
    expect((await postEvent(server.client(), '192.0.2.141')).status).toBe(202);
  });

  it(`answers 429 after ${EVENTS_PER_ACCOUNT} events of one signed-in account, from any IP`, async () => {
    const member = await signedIn(await buildRecruiter(server));
    for (let attempt = 0; attempt < EVENTS_PER_ACCOUNT; attempt++) {
      expect((await postEvent(member, `192.0.2.${150 + attempt}`)).status).toBe(202);
    }
    expectTooMany(await postEvent(member, '192.0.2.170'));
    // A visitor from that IP is not affected.
    expect((await postEvent(server.client(), '192.0.2.170')).status).toBe(202);
  });
});
