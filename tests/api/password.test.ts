/**
 * Forgotten password, reset link and change password (spec “States and transitions”, “Validation rules”, “The error catalogue”): one-time, expiring
 * links, the sessions each change ends, the password-changed mail and every validation message.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { hashToken } from '../../api/auth/tokens';
import { recoveryTokens } from '../../api/db/schema';
import { MESSAGES, TITLES } from '../../shared/messages';
import { buildRecruiter, DEFAULT_PASSWORD, randomEmail, signIn, type BuiltAccount } from '../support/factories';
import { useTestServer } from '../support/use-test-server';
import {
  accountByEmail,
  expectError,
  resetTokenOf,
  sessionIdsOf,
  sidOfCookie,
  waitForMails,
} from '../support/api-helpers';
import { waitForQueuesIdle } from '../support/queues';

const NEW_PASSWORD = 'Shortlist2026';
const RESET_SUBJECT = /Reset your Recruiter Connect password/;
const CHANGED_SUBJECT = /password was changed/;

// Every request comes from 127.0.0.1: lift the per-IP login limit (rate-limit.test.ts tests it).
const server = useTestServer();

async function loginStatus(email: string, password: string): Promise<number> {
  return (await server.client().post('/api/auth/login', { email, password })).status;
}

/** Asks for a reset link and returns the token of the `nth` reset mail (1-based) to this account. */
async function requestResetToken(account: BuiltAccount, nth = 1): Promise<string> {
  const res = await server.client().post('/api/auth/forgot', { email: account.email });
  expect(res.status).toBe(202);
  const mails = await waitForMails(server, account.email, RESET_SUBJECT, nth);
  return resetTokenOf(mails[nth - 1]!);
}

const openTokens = async (accountId: string) =>
  server.ctx.db.select().from(recoveryTokens).where(eq(recoveryTokens.accountId, accountId));

describe('POST /api/auth/forgot', () => {
  it('answers 202 for an existing e-mail and mails a one-hour reset link; only its hash is stored', async () => {
    const account = await buildRecruiter(server);
    const res = await server.client().post('/api/auth/forgot', { email: ` ${account.email.toUpperCase()}` });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'recovery-email-sent' });

    const mail = await server.smtp.waitFor(account.email, RESET_SUBJECT);
    const token = resetTokenOf(mail);
    expect(mail.text).toContain(`${server.url}/change/${token}`);
    const [stored] = await openTokens(account.id);
    expect(stored!.tokenHash).toBe(hashToken(token));
    expect(stored!.tokenHash).not.toBe(token);
    expect(stored!.email).toBe(account.email);
    const lifetime = stored!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(55 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
  });

  it('answers an unknown e-mail exactly the same, and mails nothing', async () => {
    const account = await buildRecruiter(server);
    const unknownEmail = randomEmail('unknown');
    const known = await server.client().post('/api/auth/forgot', { email: account.email });
    const unknown = await server.client().post('/api/auth/forgot', { email: unknownEmail });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await server.smtp.waitFor(account.email, RESET_SUBJECT);
    await waitForQueuesIdle(server);
    expect(server.smtp.to(unknownEmail)).toHaveLength(0);
  });

  it('takes as long for an existing address as for an unknown one (compared in one run), and still mails the existing one', async () => {
    // The answer must not tell, by its timing either, whether an account exists: the lookup and
    // the link are made after the answer, in a background job. Requests go in pairs (one of each,
    // alternating which is first) and each pair gives a ratio, so a slow moment of a busy machine
    // falls on both halves of a pair; the median of the pairs' ratios must be close to 1.
    const PAIRS = 41;
    const existing = await Promise.all(Array.from({ length: PAIRS }, () => buildRecruiter(server)));
    const timedForgot = async (email: string) => {
      const started = performance.now();
      const res = await server.client().post('/api/auth/forgot', { email });
      expect(res.status).toBe(202);
      return performance.now() - started;
    };
    for (let i = 0; i < 3; i++) await timedForgot(randomEmail('warm-up'));
    const ratios: number[] = [];
    for (const [i, account] of existing.entries()) {
      const unknownEmail = randomEmail('nobody');
      let known: number;
      let unknown: number;
      if (i % 2) {
        known = await timedForgot(account.email);
        unknown = await timedForgot(unknownEmail);
      } else {
        unknown = await timedForgot(unknownEmail);
        known = await timedForgot(account.email);
      }
      ratios.push(known / unknown);
    }
    const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
    console.info(`forgot: median of ${PAIRS} paired ratios (existing / unknown) ${median.toFixed(2)}`);
    expect(median).toBeLessThan(1.3);
    expect(median).toBeGreaterThan(1 / 1.3);
    for (const account of existing) await server.smtp.waitFor(account.email, RESET_SUBJECT);
  });

  it('mails nothing for an offboarded account', async () => {
    const account = await buildRecruiter(server, { isDeleted: true });
    const res = await server.client().post('/api/auth/forgot', { email: account.email });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'recovery-email-sent' });
    await waitForQueuesIdle(server);
    expect(server.smtp.to(account.email)).toHaveLength(0);
    expect(await openTokens(account.id)).toHaveLength(0);
  });

  it.each([
    ['no e-mail', {}, MESSAGES.emailRequired],
    ['a blank e-mail', { email: ' ' }, MESSAGES.emailRequired],
    ['an invalid e-mail', { email: 'thandi.example.co.za' }, MESSAGES.emailInvalid],
  ])('refuses %s with 422', async (_label, body, message) => {
    expectError(await server.client().post('/api/auth/forgot', body), 422, {
      title: TITLES.invalidField,
      message,
      field: 'email',
    });
  });
});

describe('POST /api/auth/reset', () => {
  it('sets the new password once, ends every session of the account and mails the password-changed notice', async () => {
    const account = await buildRecruiter(server);
    const laptop = await signIn(server, account);
    const phone = await signIn(server, account);
    const bystander = await signIn(server, await buildRecruiter(server));
    expect(await sessionIdsOf(server, account.id)).toHaveLength(2);

    const token = await requestResetToken(account);
    const res = await server.client().post('/api/auth/reset', { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 'password-changed' });

    expectError(await laptop.get('/api/me'), 401);
    expectError(await phone.get('/api/me'), 401);
    expect(await sessionIdsOf(server, account.id)).toEqual([]);
    expect((await bystander.get('/api/me')).status).toBe(200);

    expect(await loginStatus(account.email, DEFAULT_PASSWORD)).toBe(401);
    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);

    const changed = await server.smtp.waitFor(account.email, CHANGED_SUBJECT);
    expect(changed.subject).toBe('Your Recruiter Connect password was changed');

    // One-time use: the same link again is refused, and the password stays the new one.
    const reuse = await server
      .client()
      .post('/api/auth/reset', { token, password: 'Placement99', confirm: 'Placement99' });
    expectError(reuse, 400, { title: TITLES.resetFailed, message: MESSAGES.resetInvalid });
    expect(await loginStatus(account.email, 'Placement99')).toBe(401);
    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);
    expect(await openTokens(account.id)).toHaveLength(0);
  });

  it('refuses an expired link with 400 and keeps the password', async () => {
    const account = await buildRecruiter(server);
    const token = await requestResetToken(account);
    await server.ctx.db
      .update(recoveryTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(recoveryTokens.accountId, account.id));

    const res = await server.client().post('/api/auth/reset', { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expectError(res, 400, { title: TITLES.resetFailed, message: MESSAGES.resetInvalid });
    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(401);
    expect(await loginStatus(account.email, DEFAULT_PASSWORD)).toBe(200);
  });

  it('refuses an unknown link with 400', async () => {
    const res = await server.client().post('/api/auth/reset', {
      token: 'bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtbm90LWEtcmVhbC10b2tlbg',
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expectError(res, 400, { title: TITLES.resetFailed, message: MESSAGES.resetInvalid });
  });

  it("spends the account's other open links too once one is used", async () => {
    const account = await buildRecruiter(server);
    const first = await requestResetToken(account, 1);
    const second = await requestResetToken(account, 2);
    expect(second).not.toBe(first);
    expect(await openTokens(account.id)).toHaveLength(2);

    const used = await server
      .client()
      .post('/api/auth/reset', { token: second, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(used.status).toBe(200);
    const stale = await server
      .client()
      .post('/api/auth/reset', { token: first, password: 'Placement99', confirm: 'Placement99' });
    expectError(stale, 400, { title: TITLES.resetFailed, message: MESSAGES.resetInvalid });
    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);
  });

  describe('validation (spec “Validation rules”, change password from a reset link)', () => {
    let account: BuiltAccount;
    let token: string;
    beforeAll(async () => {
      account = await buildRecruiter(server);
      token = await requestResetToken(account);
    });

    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['no token', { token: undefined }, 'token', MESSAGES.resetInvalid],
      ['no new password', { password: undefined }, 'password', MESSAGES.newPasswordRequired],
      ['a blank new password', { password: '   ', confirm: '   ' }, 'password', MESSAGES.newPasswordRequired],
      ['a short new password', { password: 'Ab1', confirm: 'Ab1' }, 'password', MESSAGES.newPasswordInvalid],
      [
        'a new password without a capital',
        { password: 'shortlist26', confirm: 'shortlist26' },
        'password',
        MESSAGES.newPasswordInvalid,
      ],
      [
        'a new password without a number',
        { password: 'Shortlist', confirm: 'Shortlist' },
        'password',
        MESSAGES.newPasswordInvalid,
      ],
      ['a common new password', { password: 'Password1', confirm: 'Password1' }, 'password', MESSAGES.passwordWeak],
      ['no confirmation', { confirm: undefined }, 'confirm', MESSAGES.newPasswordMismatch],
      ['a different confirmation', { confirm: 'Shortlist2027' }, 'confirm', MESSAGES.newPasswordMismatch],
      ['an unknown field', { email: 'x@example.co.za' }, 'email', 'Unknown field: email'],
    ];

    it.each(cases)('refuses %s with 422 and does not spend the link', async (_label, change, field, message) => {
      const res = await server
        .client()
        .post('/api/auth/reset', { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD, ...change });
      expectError(res, 422, { title: TITLES.invalidField, message, field });
      expect(await openTokens(account.id)).toHaveLength(1);
    });

    it('still accepts the link after all those refusals', async () => {
      const res = await server
        .client()
        .post('/api/auth/reset', { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
      expect(res.status).toBe(200);
      expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);
    });
  });
});

describe('POST /api/auth/password (signed in)', () => {
  it('changes the password with the current one, keeps this session and ends the others', async () => {
    const account = await buildRecruiter(server);
    const laptop = await signIn(server, account);
    const phone = await signIn(server, account);
    const tablet = await signIn(server, account);

    const res = await laptop.post('/api/auth/password', {
      current: DEFAULT_PASSWORD,
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 'password-changed' });

    expect((await laptop.get('/api/me')).status).toBe(200);
    expectError(await phone.get('/api/me'), 401);
    expectError(await tablet.get('/api/me'), 401);
    expect(await sessionIdsOf(server, account.id)).toEqual([sidOfCookie(laptop.cookie)]);

    expect(await loginStatus(account.email, DEFAULT_PASSWORD)).toBe(401);
    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);
    await server.smtp.waitFor(account.email, CHANGED_SUBJECT);
  });

  it('refuses a wrong current password: 422 Authentication failed!, nothing changes', async () => {
    const account = await buildRecruiter(server);
    const laptop = await signIn(server, account);
    const phone = await signIn(server, account);
    const before = (await accountByEmail(server, account.email))!.passwordHash;

    const res = await laptop.post('/api/auth/password', {
      current: 'Placement43',
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expectError(res, 422, {
      title: TITLES.authenticationFailed,
      message: MESSAGES.currentPasswordInvalid,
      field: 'current',
    });
    expect((await accountByEmail(server, account.email))!.passwordHash).toBe(before);
    expect((await laptop.get('/api/me')).status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(200);
    await waitForQueuesIdle(server);
    expect(server.smtp.to(account.email)).toHaveLength(0);
  });

  it('answers 401 when not signed in', async () => {
    const change = { current: DEFAULT_PASSWORD, password: NEW_PASSWORD, confirm: NEW_PASSWORD };
    const res = await server.client().post('/api/auth/password', change);
    expectError(res, 401);
  });

  describe('validation (spec “Validation rules”, account page)', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['no current password', { current: undefined }, 'current', MESSAGES.currentPasswordRequired],
      ['a blank current password', { current: '  ' }, 'current', MESSAGES.currentPasswordRequired],
      ['no new password', { password: undefined }, 'password', MESSAGES.newPasswordRequired],
      [
        'an invalid new password',
        { password: 'shortlist', confirm: 'shortlist' },
        'password',
        MESSAGES.newPasswordInvalid,
      ],
      ['a common new password', { password: 'Welcome1', confirm: 'Welcome1' }, 'password', MESSAGES.passwordWeak],
      ['no confirmation', { confirm: undefined }, 'confirm', MESSAGES.passwordConfirmationRequired],
      ['a blank confirmation', { confirm: '' }, 'confirm', MESSAGES.passwordConfirmationRequired],
      ['a different confirmation', { confirm: 'Shortlist2027' }, 'confirm', MESSAGES.newPasswordMismatch],
      ['an unknown field', { email: 'x@example.co.za' }, 'email', 'Unknown field: email'],
    ];

    it.each(cases)('refuses %s with 422 and keeps the password', async (_label, change, field, message) => {
      const account = await buildRecruiter(server);
      const client = await signIn(server, account);
      const body = { current: DEFAULT_PASSWORD, password: NEW_PASSWORD, confirm: NEW_PASSWORD, ...change };
      const res = await client.post('/api/auth/password', body);
      expectError(res, 422, { title: TITLES.invalidField, message, field });
      expect(await loginStatus(account.email, DEFAULT_PASSWORD)).toBe(200);
    });
  });
});
