/**
 * The mails a visitor can make us send (api/auth/rate-limits.ts createMailLimiter): activation
 * (register) and password reset (forgot). Per address, past the limit the answer is the same but
 * no mail goes (so a script cannot flood someone's inbox, and throttling reveals no account);
 * per IP, past the limit the answer is 429 with Retry-After and nothing is sent or stored.
 * The app trusts the loopback proxy here, so each test picks its IP with X-Forwarded-For.
 */
import { describe, expect, it } from 'vitest';
import { accountByEmail, expectError, mailsAfterQuiet, waitForMails } from '../support/api-helpers';
import { buildRecruiter, DEFAULT_PASSWORD, randomEmail } from '../support/factories';
import { useTestServer } from '../support/use-test-server';

const PER_EMAIL = 2;
const PER_IP = 6;
const WINDOW_MINUTES = 60;

const server = useTestServer({
  env: {
    MAIL_LIMIT_PER_EMAIL: String(PER_EMAIL),
    MAIL_LIMIT_PER_IP: String(PER_IP),
    MAIL_LIMIT_WINDOW_MINUTES: String(WINDOW_MINUTES),
    TRUST_PROXY: 'loopback',
  },
});

const post = (path: string, body: unknown, ip: string) => server.client().post(path, body, { 'x-forwarded-for': ip });
const registration = (email: string) => ({ email, password: DEFAULT_PASSWORD, confirm: DEFAULT_PASSWORD, terms: true });
const RESET = /Reset your Recruiter Connect password/;
const ACTIVATE = /Activate/;

describe('mails per address', () => {
  it(`sends at most ${PER_EMAIL} password-reset mails to one address, answering every request the same`, async () => {
    const account = await buildRecruiter(server);
    for (let i = 0; i < PER_EMAIL + 2; i++) {
      // Spread over IPs: the address's own limit is what stops the mails.
      const res = await post(
        '/api/auth/forgot',
        { email: i % 2 ? account.email.toUpperCase() : account.email },
        `203.0.113.${10 + i}`,
      );
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ status: 'recovery-email-sent' });
    }
    await waitForMails(server, account.email, RESET, PER_EMAIL);
    expect((await mailsAfterQuiet(server, account.email)).filter((m) => RESET.test(m.subject))).toHaveLength(PER_EMAIL);
  });

  it('answers an unknown address exactly as a known one past the limit (no enumeration)', async () => {
    const unknown = randomEmail('nobody');
    for (let i = 0; i < PER_EMAIL + 2; i++) {
      const res = await post('/api/auth/forgot', { email: unknown }, `198.51.100.${10 + i}`);
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ status: 'recovery-email-sent' });
    }
    expect(await mailsAfterQuiet(server, unknown)).toEqual([]);
  });

  it(`sends at most ${PER_EMAIL} activation mails to one address and creates the account once`, async () => {
    const email = randomEmail('throttled');
    for (let i = 0; i < PER_EMAIL + 2; i++) {
      const res = await post('/api/auth/register', registration(email), `192.0.2.${10 + i}`);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toEqual({ status: 'confirmation-required' });
    }
    await waitForMails(server, email, ACTIVATE, PER_EMAIL);
    expect((await mailsAfterQuiet(server, email)).filter((m) => ACTIVATE.test(m.subject))).toHaveLength(PER_EMAIL);
    expect(await accountByEmail(server, email)).toMatchObject({ email, isActive: false });
  });

  it(`sends at most ${PER_EMAIL} activation mails to an inactive account, however often it tries to sign in`, async () => {
    // Anyone may register someone else's address with a password of their own, then sign in again
    // and again: each refused sign-in of an inactive account mails the activation link anew.
    const account = await buildRecruiter(server, { isActive: false, activatedAt: null, trialDays: 0 });
    for (let i = 0; i < PER_EMAIL + 2; i++) {
      const res = await post(
        '/api/auth/login',
        { email: account.email, password: DEFAULT_PASSWORD },
        `198.51.100.${60 + i}`,
      );
      expectError(res, 403, { title: 'Account inactive' });
    }
    await waitForMails(server, account.email, ACTIVATE, PER_EMAIL);
    expect((await mailsAfterQuiet(server, account.email)).filter((m) => ACTIVATE.test(m.subject))).toHaveLength(
      PER_EMAIL,
    );
  });

  it('keeps the kinds apart: reset mails used up do not stop an activation mail', async () => {
    const email = randomEmail('kinds');
    for (let i = 0; i < PER_EMAIL; i++)
      expect((await post('/api/auth/forgot', { email }, `192.0.2.${100 + i}`)).status).toBe(202);
    expect((await post('/api/auth/register', registration(email), '192.0.2.120')).status).toBe(201);
    await waitForMails(server, email, ACTIVATE, 1);
  });
});

describe('mail requests per IP', () => {
  it(`answers 429 with Retry-After after ${PER_IP} requests from one IP, and sends and stores nothing more`, async () => {
    const ip = '203.0.113.200';
    const emails = Array.from({ length: PER_IP }, () => randomEmail('ip'));
    for (const [i, email] of emails.entries()) {
      const res =
        i % 2
          ? await post('/api/auth/forgot', { email }, ip)
          : await post('/api/auth/register', registration(email), ip);
      expect(res.status).toBeLessThan(300);
    }
    const late = randomEmail('late');
    for (const res of [
      await post('/api/auth/register', registration(late), ip),
      await post('/api/auth/forgot', { email: late }, ip),
    ]) {
      expectError(res, 429, { title: 'Too many requests' });
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_MINUTES * 60);
    }
    expect(await accountByEmail(server, late)).toBeUndefined();
    expect(await mailsAfterQuiet(server, late)).toEqual([]);
    // Another IP is not affected.
    expect((await post('/api/auth/register', registration(late), '203.0.113.201')).status).toBe(201);
  });

  it('does not count a request refused as invalid', async () => {
    const ip = '203.0.113.210';
    for (let i = 0; i < PER_IP + 2; i++)
      expectError(await post('/api/auth/forgot', { email: 'not-an-address' }, ip), 422);
    expect((await post('/api/auth/forgot', { email: randomEmail('valid') }, ip)).status).toBe(202);
  });
});
