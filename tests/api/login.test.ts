/**
 * Login and logout (spec “States and transitions”, “Validation rules”, “The error catalogue”): account-state rules (offboarded, inactive), what a
 * successful login stores, the session cookie, logout, session fixation and login validation.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, type NotificationSettings } from '../../api/db/schema';
import { MESSAGES, TITLES } from '../../shared/messages';
import { buildHiringCompany, buildRecruiter, DEFAULT_PASSWORD, randomEmail, signIn } from '../support/factories';
import { useTestServer } from '../support/use-test-server';
import {
  accountByEmail,
  activationLinkOf,
  expectError,
  SESSION_COOKIE,
  sessionIdsOf,
  sessionSetCookie,
  sidOfCookie,
  signedSessionCookie,
  waitForMails,
} from '../support/api-helpers';
import { waitForQueuesIdle } from '../support/queues';

// Every request comes from 127.0.0.1: lift the per-IP login limit (rate-limit.test.ts tests it).
const server = useTestServer();

const ALL_ON: NotificationSettings = {
  generalUpdates: true,
  summaryDaily: true,
  summaryWeekly: true,
  newPosition: true,
  newCandidate: true,
};

describe('POST /api/auth/login', () => {
  it('signs in with the e-mail in any case, sets the login date and answers the account', async () => {
    const account = await buildRecruiter(server);
    const client = server.client();
    const before = Date.now();
    const res = await client.post('/api/auth/login', {
      email: `  ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.account).toMatchObject({ uid: account.id, email: account.email, active: true });
    const login = Date.parse(res.body.account.login);
    expect(login).toBeGreaterThanOrEqual(before - 1_000);
    expect(login).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|password_hash|activationToken|scrypt\$/);

    const row = await accountByEmail(server, account.email);
    expect(row!.lastLoginAt!.toISOString()).toBe(res.body.account.login);

    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.account.uid).toBe(account.id);
    expect(await sessionIdsOf(server, account.id)).toEqual([sidOfCookie(client.cookie)]);
  });

  it('sets an HttpOnly, SameSite=Lax, Path=/ session cookie (not Secure outside production)', async () => {
    const account = await buildRecruiter(server);
    const res = await server.client().post('/api/auth/login', { email: account.email, password: account.password });
    expect(res.status).toBe(200);
    const line = sessionSetCookie(res);
    expect(line).toBeDefined();
    const attributes = line!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes).not.toContain('secure');
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    expect(attributes.some((a) => a.startsWith('expires=') || a.startsWith('max-age='))).toBe(true);
  });

  it('defaults missing notification preferences to on at login, keeping the ones that are set', async () => {
    const account = await buildRecruiter(server, {
      notifications: { generalUpdates: false, summaryWeekly: false } as NotificationSettings,
    });
    const res = await server.client().post('/api/auth/login', { email: account.email, password: account.password });
    expect(res.status).toBe(200);
    const expected = { ...ALL_ON, generalUpdates: false, summaryWeekly: false };
    expect(res.body.account.notifications).toEqual(expected);
    expect((await accountByEmail(server, account.email))!.notifications).toEqual(expected);
  });

  it('forces new-candidate and new-position alerts off for a hiring company at login', async () => {
    const account = await buildHiringCompany(server, { notifications: ALL_ON });
    const res = await server.client().post('/api/auth/login', { email: account.email, password: account.password });
    expect(res.status).toBe(200);
    const expected = { ...ALL_ON, newCandidate: false, newPosition: false };
    expect(res.body.account.notifications).toEqual(expected);
    expect(res.body.account.abilities).toMatchObject({
      canPropose: false,
      canPostCandidates: false,
      canReceiveListingAlerts: false,
    });
    expect((await accountByEmail(server, account.email))!.notifications).toEqual(expected);
  });

  it('serves many logins at once, right and wrong (the throttle shares the database with every connection)', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => buildRecruiter(server)));
    for (const isRight of [true, false, true]) {
      const answers = await Promise.all(
        members.map((m) =>
          server
            .client()
            .post('/api/auth/login', { email: m.email, password: isRight ? m.password : 'Wrong1Password' }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(members.map(() => (isRight ? 200 : 401)));
    }
  });

  it('refuses a wrong password and an unknown e-mail alike: 401 Login failed!, no session', async () => {
    const account = await buildRecruiter(server);
    const wrong = await server.client().post('/api/auth/login', { email: account.email, password: 'Placement43' });
    const unknown = await server
      .client()
      .post('/api/auth/login', { email: randomEmail('nobody'), password: DEFAULT_PASSWORD });
    expectError(wrong, 401, { title: TITLES.loginFailed });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionSetCookie(wrong)).toBeUndefined();
    expect(sessionSetCookie(unknown)).toBeUndefined();
    expect(await sessionIdsOf(server, account.id)).toEqual([]);
    expect((await accountByEmail(server, account.email))!.lastLoginAt).toBeNull();
  });

  it('refuses an offboarded account: 403 Account offboarded!, and no usable session', async () => {
    const account = await buildRecruiter(server, { isDeleted: true });
    const client = server.client();
    const res = await client.post('/api/auth/login', { email: account.email, password: account.password });
    expectError(res, 403, { title: TITLES.accountOffboarded, message: MESSAGES.offboarded });
    expect(sessionSetCookie(res)).toBeUndefined();
    expect(client.cookie).toBe('');
    expectError(await client.get('/api/me'), 401);
    expect(await sessionIdsOf(server, account.id)).toEqual([]);
    const row = await accountByEmail(server, account.email);
    expect(row!.lastLoginAt).toBeNull();
    expect(row!.isDeleted).toBe(true);
  });

  it('signs out a session whose account is offboarded meanwhile', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    expect((await client.get('/api/me')).status).toBe(200);
    await server.ctx.db.update(accounts).set({ isDeleted: true }).where(eq(accounts.id, account.id));
    expectError(await client.get('/api/me'), 401);
    const change = { current: DEFAULT_PASSWORD, password: 'Placement77', confirm: 'Placement77' };
    expectError(await client.post('/api/auth/password', change), 401);
  });

  it('refuses an inactive account: 403 Account inactive, no session, and the activation mail is sent again', async () => {
    const email = randomEmail('inactive');
    const registered = await server.client().post('/api/auth/register', {
      email,
      password: DEFAULT_PASSWORD,
      confirm: DEFAULT_PASSWORD,
      terms: true,
    });
    expect(registered.status).toBe(201);
    const [first] = await waitForMails(server, email, /Activate/, 1);

    // A wrong password is just a failed login: no mail.
    expectError(await server.client().post('/api/auth/login', { email, password: 'Placement43' }), 401, {
      title: TITLES.loginFailed,
    });

    const client = server.client();
    const res = await client.post('/api/auth/login', { email, password: DEFAULT_PASSWORD });
    expectError(res, 403, { title: TITLES.accountInactive, message: MESSAGES.inactive });
    expect(sessionSetCookie(res)).toBeUndefined();
    expectError(await client.get('/api/me'), 401);
    const row = await accountByEmail(server, email);
    expect(await sessionIdsOf(server, row!.id)).toEqual([]);
    expect(row!.lastLoginAt).toBeNull();

    const mails = await waitForMails(server, email, /Activate/, 2);
    await waitForQueuesIdle(server);
    expect(server.smtp.to(email)).toHaveLength(2); // one for the registration, one for this login
    const resent = activationLinkOf(mails[1]!);
    expect(resent.uid).toBe(row!.id);
    expect(resent.token).not.toBe(activationLinkOf(first!).token);

    expect((await server.client().post('/api/auth/activate', { uid: resent.uid, token: resent.token })).status).toBe(
      200,
    );
    expect((await client.post('/api/auth/login', { email, password: DEFAULT_PASSWORD })).status).toBe(200);
    expect((await client.get('/api/me')).body.account).toMatchObject({ uid: row!.id, active: true, trail: 14 });
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 and ends the session: replaying the old cookie gives 401', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    const oldCookie = client.cookie;
    expect(oldCookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);

    const res = await client.post('/api/auth/logout');
    expect(res.status).toBe(204);
    expect(sessionSetCookie(res)).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(await sessionIdsOf(server, account.id)).toEqual([]);
    expectError(await client.get('/api/me'), 401);

    const replay = server.client();
    replay.cookie = oldCookie;
    expectError(await replay.get('/api/me'), 401);
    expectError(await replay.post('/api/auth/logout'), 401);
  });

  it("ends only this session, not the account's sessions on other devices", async () => {
    const account = await buildRecruiter(server);
    const laptop = await signIn(server, account);
    const phone = await signIn(server, account);
    expect((await laptop.post('/api/auth/logout')).status).toBe(204);
    expect((await phone.get('/api/me')).status).toBe(200);
    expect(await sessionIdsOf(server, account.id)).toEqual([sidOfCookie(phone.cookie)]);
  });

  it('answers 401 without a session', async () => {
    expectError(await server.client().post('/api/auth/logout'), 401);
  });
});

describe('session fixation', () => {
  it('ignores a made-up session cookie: the cookie after login differs and the planted one is not signed in', async () => {
    const account = await buildRecruiter(server);
    const planted = `${SESSION_COOKIE}=made-up-session-id`;
    const victim = server.client();
    victim.cookie = planted;
    expect((await victim.post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(
      200,
    );
    expect(victim.cookie).not.toBe(planted);
    expect(victim.cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect((await victim.get('/api/me')).body.account.uid).toBe(account.id);

    const attacker = server.client();
    attacker.cookie = planted;
    expectError(await attacker.get('/api/me'), 401);
  });

  it('issues a new session id even when the planted cookie is validly signed for a chosen id', async () => {
    const account = await buildRecruiter(server);
    const chosenSid = 'attacker-chosen-session-id-0001';
    const planted = signedSessionCookie(server.ctx.sessionSecret, chosenSid);
    const victim = server.client();
    victim.cookie = planted;
    expect((await victim.post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(
      200,
    );
    expect(sidOfCookie(victim.cookie)).not.toBe(chosenSid);
    expect(await sessionIdsOf(server, account.id)).toEqual([sidOfCookie(victim.cookie)]);

    const attacker = server.client();
    attacker.cookie = planted;
    expectError(await attacker.get('/api/me'), 401);
  });

  it('never lets a signed-in session be taken over by a login of another account', async () => {
    const attackerAccount = await buildRecruiter(server);
    const victimAccount = await buildRecruiter(server);
    const attacker = await signIn(server, attackerAccount);
    const victim = server.client();
    victim.cookie = attacker.cookie;
    expect(
      (await victim.post('/api/auth/login', { email: victimAccount.email, password: victimAccount.password })).status,
    ).toBe(200);
    expect(victim.cookie).not.toBe(attacker.cookie);
    expect((await victim.get('/api/me')).body.account.uid).toBe(victimAccount.id);
    // The attacker's cookie is not signed in as the victim.
    const me = await attacker.get('/api/me');
    if (me.status === 200) expect(me.body.account.uid).toBe(attackerAccount.id);
    else expectError(me, 401);
  });
});

describe('login validation (spec “Validation rules”)', () => {
  const cases: Array<[string, Record<string, unknown>, number, string, string | undefined]> = [
    ['no fields', {}, 422, MESSAGES.emailRequired, 'email'],
    ['no e-mail', { password: DEFAULT_PASSWORD }, 422, MESSAGES.emailRequired, 'email'],
    ['a blank e-mail', { email: '  ', password: DEFAULT_PASSWORD }, 422, MESSAGES.emailRequired, 'email'],
    ['an invalid e-mail', { email: 'thandi@', password: DEFAULT_PASSWORD }, 422, MESSAGES.emailInvalid, 'email'],
    ['an e-mail that is not text', { email: 42, password: DEFAULT_PASSWORD }, 422, MESSAGES.emailInvalid, 'email'],
    ['no password', { email: 'thandi@example.co.za' }, 422, MESSAGES.passwordRequired, 'password'],
    ['an empty password', { email: 'thandi@example.co.za', password: '' }, 422, MESSAGES.passwordRequired, 'password'],
    [
      'a blank password',
      { email: 'thandi@example.co.za', password: '   ' },
      422,
      MESSAGES.passwordRequired,
      'password',
    ],
    [
      'a password that is not text',
      { email: 'thandi@example.co.za', password: 123456 },
      422,
      MESSAGES.passwordRequired,
      'password',
    ],
    [
      'an unknown field',
      { email: 'thandi@example.co.za', password: DEFAULT_PASSWORD, remember: true },
      422,
      'Unknown field: remember',
      'remember',
    ],
  ];

  it.each(cases)('refuses %s', async (_label, body, status, message, field) => {
    const client = server.client();
    const res = await client.post('/api/auth/login', body);
    expectError(res, status, { title: TITLES.invalidField, message, field });
    expect(sessionSetCookie(res)).toBeUndefined();
  });
});
