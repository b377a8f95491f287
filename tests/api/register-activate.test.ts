/**
 * Registration and activation (spec “States and transitions”, “Validation rules”, “The error catalogue”): the activation mail through the real SMTP sink,
 * the 14-day trial, the one-time link, invitation codes and every register validation message.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../api/auth/tokens';
import { advanceClock, resetClock } from '../../api/clock';
import { activationTokens } from '../../api/db/schema';
import { ACTIVATION_LINK_DAYS } from '../../shared/constants';
import { DEFAULT_COMPANY_TYPE_ID } from '../../shared/lookups';
import { MESSAGES, TITLES } from '../../shared/messages';
import { computeInvitationCode } from '../../shared/rules/invitation-code';
import { ACCOUNT_MESSAGES } from '../../shared/schemas/account';
import { DEFAULT_PASSWORD, randomEmail } from '../support/factories';
import { useTestServer } from '../support/use-test-server';
import { accountByEmail, activationLinkOf, expectError, mailsAfterQuiet, waitForMails } from '../support/api-helpers';

const MASTER_CODE = 'RC-MASTER-2026';
const SALT = 'register-test-salt';

const server = useTestServer({ env: { INVITATION_MASTER_CODE: MASTER_CODE, INVITATION_SALT: SALT } });

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: DEFAULT_PASSWORD,
  confirm: DEFAULT_PASSWORD,
  terms: true,
  ...extra,
});

/** The hashes of the account's activation links that still work. */
const activationTokensOf = async (accountId: string) =>
  (await server.ctx.db.select().from(activationTokens).where(eq(activationTokens.accountId, accountId))).map(
    (row) => row.tokenHash,
  );

async function register(email: string, extra: Record<string, unknown> = {}) {
  const res = await server.client().post('/api/auth/register', registration(email, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res;
}

async function registerAndGetLink(email: string) {
  await register(email);
  return activationLinkOf(await server.smtp.waitFor(email, /Activate/));
}

describe('POST /api/auth/register', () => {
  it('answers 201, stores an inactive account and mails an /activate/{uid}/{token} link', async () => {
    const email = randomEmail('reg');
    const res = await server.client().post('/api/auth/register', registration(`  ${email.toUpperCase()} `));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: 'confirmation-required' });

    const row = await accountByEmail(server, email);
    expect(row).toBeDefined();
    expect(row!.email).toBe(email); // trimmed and lowercased
    expect(row!.isActive).toBe(false);
    expect(row!.isApproved).toBe(false);
    expect(row!.isAdmin).toBe(false);
    expect(row!.isInvited).toBe(false);
    expect(row!.trialDays).toBe(0);
    expect(row!.activatedAt).toBeNull();
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row!.companyType).toBe(DEFAULT_COMPANY_TYPE_ID);
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(DEFAULT_PASSWORD);
    expect(row!.notifications).toEqual({
      generalUpdates: true,
      summaryDaily: true,
      summaryWeekly: true,
      newPosition: true,
      newCandidate: true,
    });

    const mail = await server.smtp.waitFor(email, /Activate/);
    expect(mail.subject).toBe('Activate your Recruiter Connect account');
    const link = activationLinkOf(mail);
    expect(link.url).toBe(`${server.url}/activate/${row!.id}/${link.token}`);
    expect(link.uid).toBe(row!.id);
    expect(mail.html).toContain(link.url);
    // Only a hash of the token is stored.
    expect(await activationTokensOf(row!.id)).toEqual([hashToken(link.token)]);
    expect(server.smtp.to(email)).toHaveLength(1);
  });

  it('sends a fresh link when an inactive account registers again; every link works until one is used', async () => {
    const email = randomEmail('again');
    await register(email);
    const [first] = (await waitForMails(server, email, /Activate/, 1)).map(activationLinkOf);
    await register(email);
    const second = (await waitForMails(server, email, /Activate/, 2))
      .map(activationLinkOf)
      .find((link) => link.token !== first!.token);
    expect(second!.uid).toBe(first!.uid);
    expect(second!.token).not.toBe(first!.token);

    // The first mail's link still works: someone who opens the older mail is not turned away.
    const res = await server.client().post('/api/auth/activate', { uid: first!.uid, token: first!.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Once one is used, the account is active and every link is spent.
    expectError(await server.client().post('/api/auth/activate', { uid: second!.uid, token: second!.token }), 409, {
      title: TITLES.activationFailed,
      message: MESSAGES.alreadyActivated,
    });
    expect(await activationTokensOf(first!.uid)).toEqual([]);
  });

  it('keeps the link of every mail working when 20 registrations of one address arrive at once', async () => {
    // Each registration that mails a link used to overwrite the one stored hash: the link of
    // whichever mail was not the last to commit (often the newest in the inbox) was dead.
    const registerAtOnce = async (email: string) => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => server.client().post('/api/auth/register', registration(email))),
      );
      for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(201);
      await waitForMails(server, email, /Activate/, 1);
      const links = (await mailsAfterQuiet(server, email)).map(activationLinkOf);
      // Concurrent registrations that find no account yet lose the insert and mail nothing, so
      // fewer than 20 mails go; more than one must, or this would prove nothing.
      expect(links.length).toBeGreaterThan(1);
      expect(new Set(links.map((link) => link.uid)).size).toBe(1);
      return links;
    };

    const [newestLinks, oldestLinks] = await Promise.all([
      registerAtOnce(randomEmail('race')),
      registerAtOnce(randomEmail('race')),
    ]);
    for (const links of [newestLinks, oldestLinks]) {
      const stored = await activationTokensOf(links[0]!.uid);
      expect(links.filter((link) => !stored.includes(hashToken(link.token)))).toEqual([]);
    }
    // The newest mail in the inbox works, and so does the oldest (on another address: one use each).
    const newest = newestLinks.at(-1)!;
    const oldest = oldestLinks[0]!;
    expect((await server.client().post('/api/auth/activate', { uid: newest.uid, token: newest.token })).status).toBe(
      200,
    );
    expect((await server.client().post('/api/auth/activate', { uid: oldest.uid, token: oldest.token })).status).toBe(
      200,
    );
  });
});

describe('POST /api/auth/activate', () => {
  it('activates once: a 14-day trial (trail 14 in GET /api/me), then 409 for the same link', async () => {
    const email = randomEmail('act');
    const link = await registerAndGetLink(email);
    const client = server.client();

    const res = await client.post('/api/auth/activate', { uid: link.uid, token: link.token });
    expect(res.status).toBe(200);
    // The address comes back so the login screen after activation is filled in.
    expect(res.body).toEqual({ status: 'activated', email });

    const row = await accountByEmail(server, email);
    expect(row!.isActive).toBe(true);
    expect(row!.isApproved).toBe(false);
    expect(row!.trialDays).toBe(14);
    expect(row!.activatedAt).toBeInstanceOf(Date);
    expect(Date.now() - row!.activatedAt!.getTime()).toBeLessThan(60_000);
    expect(await activationTokensOf(row!.id)).toEqual([]);

    const login = await client.post('/api/auth/login', { email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(200);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.account).toMatchObject({
      uid: link.uid,
      email,
      active: true,
      approved: false,
      trail: 14,
      trialDaysLeft: 14,
    });
    expect(me.body.account.activated).toBe(row!.activatedAt!.toISOString());

    expectError(await server.client().post('/api/auth/activate', { uid: link.uid, token: link.token }), 409, {
      title: TITLES.activationFailed,
      message: MESSAGES.alreadyActivated,
    });
    // A different (wrong) token for an active account is refused the same way.
    expectError(await server.client().post('/api/auth/activate', { uid: link.uid, token: 'whatever' }), 409, {
      title: TITLES.activationFailed,
      message: MESSAGES.alreadyActivated,
    });
    expect((await accountByEmail(server, email))!.activatedAt!.getTime()).toBe(row!.activatedAt!.getTime());
  });

  it('refuses a bad link with 400 and leaves the account inactive; the right link still works', async () => {
    const email = randomEmail('badlink');
    const link = await registerAndGetLink(email);
    const flipped = (link.token.startsWith('A') ? 'B' : 'A') + link.token.slice(1);
    const bad: Array<Record<string, unknown>> = [
      { uid: link.uid, token: flipped },
      { uid: link.uid, token: `${link.token}x` },
      { uid: randomUUID(), token: link.token },
      { uid: 'not-a-uuid', token: link.token },
      { uid: link.uid },
      { uid: link.uid, token: '' },
      { uid: link.uid, token: 42 },
      { uid: link.uid, token: 'x'.repeat(500) },
      { token: link.token },
      {},
    ];
    for (const body of bad) {
      const res = await server.client().post('/api/auth/activate', body);
      expectError(res, 400, { title: TITLES.activationFailed, message: MESSAGES.activationInvalid });
    }
    const row = await accountByEmail(server, email);
    expect(row!.isActive).toBe(false);
    expect(row!.trialDays).toBe(0);

    expect((await server.client().post('/api/auth/activate', { uid: link.uid, token: link.token })).status).toBe(200);
  });

  it('refuses a link older than ACTIVATION_LINK_DAYS as invalid; signing in mails a fresh link that works', async () => {
    const email = randomEmail('stale');
    const stale = await registerAndGetLink(email);
    try {
      advanceClock(ACTIVATION_LINK_DAYS * 86_400_000 + 60_000);
      expectError(await server.client().post('/api/auth/activate', { uid: stale.uid, token: stale.token }), 400, {
        title: TITLES.activationFailed,
        message: MESSAGES.activationInvalid,
      });
      expect((await accountByEmail(server, email))!.isActive).toBe(false);

      // Spec “States and transitions”: an inactive account that signs in is signed out and mailed its activation again.
      expect((await server.client().post('/api/auth/login', { email, password: DEFAULT_PASSWORD })).status).not.toBe(
        200,
      );
      const fresh = activationLinkOf((await waitForMails(server, email, /Activate/, 2)).at(-1)!);
      expect(fresh.token).not.toBe(stale.token);
      expect((await server.client().post('/api/auth/activate', { uid: fresh.uid, token: fresh.token })).status).toBe(
        200,
      );
    } finally {
      resetClock();
    }
  });
});

describe('invitation codes', () => {
  it('marks the account invited when the code computed for its e-mail is given', async () => {
    const email = randomEmail('invited');
    const code = await computeInvitationCode(email, server.ctx.config.INVITATION_SALT);
    expect(code).toMatch(/^[0-9a-f]{16}$/);
    // Case and surrounding spaces do not matter.
    await register(email, { invitationCode: ` ${code.toUpperCase()} ` });
    expect((await accountByEmail(server, email))!.isInvited).toBe(true);
    await server.smtp.waitFor(email, /Activate/);
  });

  it('accepts the configured master code', async () => {
    const email = randomEmail('master');
    await register(email, { invitationCode: MASTER_CODE });
    expect((await accountByEmail(server, email))!.isInvited).toBe(true);
  });

  it('treats an empty code as no code (the form sends the empty field)', async () => {
    const email = randomEmail('emptycode');
    await register(email, { invitationCode: '  ' });
    expect((await accountByEmail(server, email))!.isInvited).toBe(false);
  });

  it('refuses a wrong code with 422 and stores nothing', async () => {
    const email = randomEmail('wrongcode');
    const wrongCodes = [
      await computeInvitationCode(randomEmail('other'), SALT), // another e-mail's code
      await computeInvitationCode(email, 'recruiter-connect-invite'), // the default salt, not the configured one
      'not-a-code',
      `${MASTER_CODE}x`,
      'x'.repeat(65),
    ];
    for (const invitationCode of wrongCodes) {
      const res = await server.client().post('/api/auth/register', registration(email, { invitationCode }));
      expectError(res, 422, {
        title: TITLES.invalidField,
        message: ACCOUNT_MESSAGES.invitationCodeInvalid,
        field: 'invitationCode',
      });
    }
    expect(await accountByEmail(server, email)).toBeUndefined();
    expect(await mailsAfterQuiet(server, email)).toHaveLength(0);
  });
});

describe('register validation (spec “Validation rules”)', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no e-mail', { email: undefined }, 'email', MESSAGES.emailRequired],
    ['a blank e-mail', { email: '   ' }, 'email', MESSAGES.emailRequired],
    ['an e-mail without @', { email: 'thandi.example.co.za' }, 'email', MESSAGES.emailInvalid],
    ['an e-mail without a dotted domain', { email: 'thandi@example' }, 'email', MESSAGES.emailInvalid],
    ['an e-mail with spaces inside', { email: 'tha ndi@example.co.za' }, 'email', MESSAGES.emailInvalid],
    ['no password', { password: undefined }, 'password', MESSAGES.passwordRequired],
    ['a blank password', { password: '      ', confirm: '      ' }, 'password', MESSAGES.passwordRequired],
    ['a short password', { password: 'Ab1', confirm: 'Ab1' }, 'password', MESSAGES.passwordWeak],
    [
      'a password without a capital',
      { password: 'placement42', confirm: 'placement42' },
      'password',
      MESSAGES.passwordWeak,
    ],
    ['a password without a number', { password: 'Placement', confirm: 'Placement' }, 'password', MESSAGES.passwordWeak],
    ['a common password', { password: 'Password1', confirm: 'Password1' }, 'password', MESSAGES.passwordWeak],
    ['another common password', { password: 'Qwerty123', confirm: 'Qwerty123' }, 'password', MESSAGES.passwordWeak],
    ['no confirmation', { confirm: undefined }, 'confirm', MESSAGES.confirmRequired],
    ['a blank confirmation', { confirm: '' }, 'confirm', MESSAGES.confirmRequired],
    ['a different confirmation', { confirm: 'Placement43' }, 'confirm', MESSAGES.passwordMismatch],
    ['terms not accepted', { terms: false }, 'terms', ACCOUNT_MESSAGES.termsRequired],
    ['terms missing', { terms: undefined }, 'terms', ACCOUNT_MESSAGES.termsRequired],
    // Several problems: the first in the form's order wins.
    ['a bad password and confirmation', { password: 'weak', confirm: 'other' }, 'password', MESSAGES.passwordWeak],
  ];

  it.each(cases)('refuses %s with 422 and the spec message', async (_label, change, field, message) => {
    const email = randomEmail('invalid');
    const res = await server.client().post('/api/auth/register', registration(email, change));
    expectError(res, 422, { title: TITLES.invalidField, message, field });
    expect(await accountByEmail(server, email)).toBeUndefined();
  });

  it("reports the first problem in the form's order when everything is missing", async () => {
    const res = await server.client().post('/api/auth/register', {});
    expectError(res, 422, { title: TITLES.invalidField, message: MESSAGES.emailRequired, field: 'email' });
  });

  it('confirms that a common password passes the product rule, so the weak answer comes from the common list', async () => {
    // 'Password1' has a capital, a digit and 9 characters: only the common-password check refuses it.
    const email = randomEmail('common');
    const res = await server
      .client()
      .post('/api/auth/register', registration(email, { password: 'Password1', confirm: 'Password1' }));
    expectError(res, 422, { message: MESSAGES.passwordWeak, field: 'password' });
    await register(email, { password: 'Password1x9Z', confirm: 'Password1x9Z' });
  });
});
