/**
 * Two-factor sign-in (TOTP) with ADMIN_MFA=required: an administrator signed in with the password
 * alone may do nothing but set it up; set-up takes the password and a code computed here from the
 * secret; the secret is sealed and the recovery codes hashed at rest; an enrolled account signs in
 * with the password and then a code (never the same code twice) or a recovery code (each once);
 * wrong codes are throttled like passwords; another administrator (never oneself) can reset it;
 * members may turn it on and off; and every step leaves an audit row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, sessionIdsOf } from '../support/api-helpers';
import { buildAdmin, buildRecruiter, DEFAULT_PASSWORD, signIn, type BuiltAccount } from '../support/factories';
import type { TestClient, TestResponse } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import { auditRows } from '../support/fixtures/admin';
import { MESSAGES } from '../../shared/messages';
import { awayFromStepEnd, codeAt } from '../support/totp';

const server = useTestServer({ env: { ADMIN_MFA: 'required', LOGIN_LIMIT_PER_IP: '10000' } });

/** The code an authenticator app shows `steps` 30-second steps from now. */

/** A code other than any valid one now (the steps around now never all take the same value). */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((s) => codeAt(secret, s)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

function expectSecondFactorRequired(res: TestResponse): void {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body.error).toMatchObject({ code: 'mfa_enrolment_required', message: MESSAGES.mfaEnrolmentRequired });
}

async function actionsFor(id: string): Promise<string[]> {
  return (await auditRows(server, id)).map((r) => r.action as string);
}

/** Sets up two-factor sign-in with a code of the step before now (leaving now and the next for sign-ins). */
async function enrol(client: TestClient, password = DEFAULT_PASSWORD) {
  const setup = await client.post('/api/me/mfa/setup');
  expect(setup.status, JSON.stringify(setup.body)).toBe(201);
  const secret = setup.body.secret as string;
  await awayFromStepEnd();
  const confirm = await client.post('/api/me/mfa/confirm', { password, code: codeAt(secret, -1) });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  return { secret, recoveryCodes: confirm.body.recoveryCodes as string[] };
}

/** The password step of a sign-in of an enrolled account: a challenge, no one signed in yet. */
async function passwordStep(account: BuiltAccount): Promise<TestClient> {
  const client = server.client();
  const res = await client.post('/api/auth/login', { email: account.email, password: account.password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toEqual({ status: 'mfa-required' });
  return client;
}

describe('an administrator without a second factor (ADMIN_MFA=required)', () => {
  let admin: BuiltAccount;
  let client: TestClient;
  beforeAll(async () => {
    admin = await buildAdmin(server);
    client = await signIn(server, admin);
  });

  it('signs in with the password but every other route answers 403 mfa_enrolment_required until set up', async () => {
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.account.mfa).toEqual({ enabled: false, enrolmentRequired: true });
    for (const path of ['/api/admin/accounts', '/api/admin/settings', '/api/dashboard', '/api/jobs']) {
      expectSecondFactorRequired(await client.get(path));
    }
    expectSecondFactorRequired(await client.post('/api/admin/messages', { heading: 'Hi', message: 'Everyone' }));
    expectSecondFactorRequired(await client.request('PUT', '/api/me', { firstname: 'Changed' }));
  });

  it('sets up: the secret sealed at rest, a wrong code or password refused, recovery codes shown once and stored hashed', async () => {
    const setup = await client.post('/api/me/mfa/setup');
    expect(setup.status).toBe(201);
    const { secret, uri, qr } = setup.body as { secret: string; uri: string; qr: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Recruiter%20Connect');
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1]!, 'base64').toString()).toContain('<svg');

    const { rows } = await server.ctx.pool.query('select * from account_mfa where account_id = $1', [admin.id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(secret);
    expect(rows[0].confirmed_at).toBeNull();

    expectError(
      await client.post('/api/me/mfa/confirm', { password: DEFAULT_PASSWORD, code: wrongCode(secret) }),
      422,
      {
        field: 'code',
        message: MESSAGES.mfaEnrolCodeInvalid,
      },
    );
    expectError(await client.post('/api/me/mfa/confirm', { password: 'NotMine42x', code: codeAt(secret) }), 422, {
      field: 'password',
    });
    expectError(await client.post('/api/me/mfa/confirm', { password: DEFAULT_PASSWORD }), 422, { field: 'code' });
    expectSecondFactorRequired(await client.get('/api/admin/accounts'));

    const confirm = await client.post('/api/me/mfa/confirm', { password: DEFAULT_PASSWORD, code: codeAt(secret) });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const codes = confirm.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(confirm.body.account.mfa).toEqual({ enabled: true, enrolmentRequired: false });

    const { rows: after } = await server.ctx.pool.query('select * from account_mfa where account_id = $1', [admin.id]);
    const stored = JSON.stringify(after[0]);
    expect(stored).not.toContain(secret);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    expect(after[0].recovery_hashes).toHaveLength(10);
    expect(after[0].confirmed_at).not.toBeNull();

    // The same session now reaches the console; a second set-up is refused.
    expect((await client.get('/api/admin/accounts')).status).toBe(200);
    expect((await client.get('/api/me')).body.account.mfa).toEqual({ enabled: true, enrolmentRequired: false });
    expectError(await client.post('/api/me/mfa/setup'), 409, { message: MESSAGES.mfaAlreadyOn });

    expect(await actionsFor(admin.id)).toEqual([
      'mfa.enrolment-started',
      'mfa.enrol-failed',
      'mfa.enrol-failed',
      'mfa.enrolled',
    ]);
  });

  it("ends the account's other sessions once set up (each was opened with the password alone)", async () => {
    const other = await buildAdmin(server);
    const laptop = await signIn(server, other);
    const phone = await signIn(server, other);
    expect(await sessionIdsOf(server, other.id)).toHaveLength(2);
    await enrol(phone);
    expect(await sessionIdsOf(server, other.id)).toHaveLength(1);
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/admin/accounts')).status).toBe(200);
  });
});

describe('signing in with a second factor', () => {
  let admin: BuiltAccount;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    admin = await buildAdmin(server);
    ({ secret, recoveryCodes } = await enrol(await signIn(server, admin)));
  });

  it('asks for the code after the password; a wrong code is refused; the right one signs in; the same code never twice', async () => {
    const sessionsBefore = await sessionIdsOf(server, admin.id);
    const client = await passwordStep(admin);
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await client.get('/api/admin/accounts')).status).toBe(401);
    expect(await sessionIdsOf(server, admin.id)).toEqual(sessionsBefore);

    expectError(await client.post('/api/auth/mfa', { code: wrongCode(secret) }), 422, {
      field: 'code',
      message: MESSAGES.mfaCodeInvalid,
    });
    const code = codeAt(secret);
    const ok = await client.post('/api/auth/mfa', { code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.account.uid).toBe(admin.id);
    expect((await client.get('/api/admin/accounts')).status).toBe(200);

    // Replayed within its 30 seconds (a shoulder-surfed or phished code): refused.
    const again = await passwordStep(admin);
    expectError(await again.post('/api/auth/mfa', { code }), 422, { field: 'code' });
    expect((await again.get('/api/me')).status).toBe(401);

    const actions = await actionsFor(admin.id);
    expect(actions.slice(-3)).toEqual(['mfa.failed', 'mfa.verified', 'mfa.failed']);
  });

  it('accepts each recovery code once (typed in lower case, without the dash)', async () => {
    const first = await passwordStep(admin);
    const typed = recoveryCodes[0]!.toLowerCase().replace('-', '');
    expect((await first.post('/api/auth/mfa', { code: typed })).status).toBe(200);
    const second = await passwordStep(admin);
    expectError(await second.post('/api/auth/mfa', { code: recoveryCodes[0] }), 422, { field: 'code' });
    expect((await second.post('/api/auth/mfa', { code: recoveryCodes[1] })).status).toBe(200);
    const { rows } = await server.ctx.pool.query('select recovery_hashes from account_mfa where account_id = $1', [
      admin.id,
    ]);
    expect(rows[0].recovery_hashes).toHaveLength(8);
    const details = (await auditRows(server, admin.id))
      .filter((r) => r.action === 'mfa.verified')
      .map((r) => r.details);
    expect(details).toContainEqual({ purpose: 'sign-in', method: 'recovery-code' });
  });

  it('refuses a code with no password step before it (401), and never signs in on a code alone', async () => {
    const client = server.client();
    expectError(await client.post('/api/auth/mfa', { code: codeAt(secret, 1) }), 401, {
      message: MESSAGES.mfaSignInExpired,
    });
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('throttles wrong codes like wrong passwords: 429 after the limit, even for the right code', async () => {
    const member = await buildRecruiter(server);
    const { secret: memberSecret } = await enrol(await signIn(server, member));
    const client = await passwordStep(member);
    const limit = server.ctx.config.LOGIN_LIMIT_PER_EMAIL;
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      expectError(await client.post('/api/auth/mfa', { code: wrongCode(memberSecret) }), 422, { field: 'code' });
    }
    const res = await client.post('/api/auth/mfa', { code: codeAt(memberSecret) });
    expectError(res, 429, { title: 'Too many requests' });
    expect((await client.get('/api/me')).status).toBe(401);
  });
});

describe('resetting a second factor', () => {
  it('another administrator resets it (audited, sessions ended); the admin enrols again at the next sign-in', async () => {
    const lost = await buildAdmin(server);
    const lostClient = await signIn(server, lost);
    await enrol(lostClient);
    const helper = await buildAdmin(server);
    const helperClient = await signIn(server, helper);
    await enrol(helperClient);

    const res = await helperClient.post(`/api/admin/accounts/${lost.id}/reset-two-factor`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await sessionIdsOf(server, lost.id)).toEqual([]);
    const { rows } = await server.ctx.pool.query('select * from account_mfa where account_id = $1', [lost.id]);
    expect(rows).toEqual([]);
    const reset = (await auditRows(server, lost.id)).find((r) => r.action === 'mfa.reset');
    expect(reset?.actor_id).toBe(helper.id);

    // Signed in with the password alone again, walked through setting up.
    const again = await signIn(server, lost);
    expect((await again.get('/api/me')).body.account.mfa).toEqual({ enabled: false, enrolmentRequired: true });
    expectSecondFactorRequired(await again.get('/api/admin/accounts'));

    // Nothing left to reset: 409.
    expectError(await helperClient.post(`/api/admin/accounts/${lost.id}/reset-two-factor`), 409, {
      message: MESSAGES.mfaNotOn,
    });
  });

  it('never by oneself (403), never by a member (403)', async () => {
    const admin = await buildAdmin(server);
    const client = await signIn(server, admin);
    await enrol(client);
    expectError(await client.post(`/api/admin/accounts/${admin.id}/reset-two-factor`), 403, {
      message: MESSAGES.mfaOwnReset,
    });
    const member = await buildRecruiter(server);
    const memberClient = await signIn(server, member);
    expectError(await memberClient.post(`/api/admin/accounts/${admin.id}/reset-two-factor`), 403);
    const { rows } = await server.ctx.pool.query('select confirmed_at from account_mfa where account_id = $1', [
      admin.id,
    ]);
    expect(rows[0].confirmed_at).not.toBeNull();
    expect((await auditRows(server, admin.id)).some((r) => r.action === 'mfa.reset')).toBe(false);
  });
});

describe('a member’s optional second factor', () => {
  it('is off by default, and a member may turn it on and then off with the password and a code', async () => {
    const member = await buildRecruiter(server);
    const client = await signIn(server, member);
    expect((await client.get('/api/me')).body.account.mfa).toEqual({ enabled: false, enrolmentRequired: false });
    expect((await client.get('/api/dashboard')).status).toBe(200);
    const { secret } = await enrol(client);

    expectError(
      await client.post('/api/me/mfa/disable', { password: DEFAULT_PASSWORD, code: wrongCode(secret) }),
      422,
      {
        field: 'code',
      },
    );
    expectError(await client.post('/api/me/mfa/disable', { password: 'NotMine42x', code: codeAt(secret) }), 422, {
      field: 'password',
    });
    const off = await client.post('/api/me/mfa/disable', { password: DEFAULT_PASSWORD, code: codeAt(secret) });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.account.mfa).toEqual({ enabled: false, enrolmentRequired: false });
    // The password alone signs in again.
    expect(
      (await server.client().post('/api/auth/login', { email: member.email, password: DEFAULT_PASSWORD })).body,
    ).toHaveProperty('account');
    expect(await actionsFor(member.id)).toEqual([
      'mfa.enrolment-started',
      'mfa.enrolled',
      'mfa.failed',
      'mfa.failed',
      'mfa.verified',
      'mfa.disabled',
    ]);
  });

  it('an administrator cannot turn it off while it is required', async () => {
    const admin = await buildAdmin(server);
    const client = await signIn(server, admin);
    const { secret } = await enrol(client);
    expectError(await client.post('/api/me/mfa/disable', { password: DEFAULT_PASSWORD, code: codeAt(secret) }), 403, {
      message: MESSAGES.mfaAdminMustKeep,
    });
  });
});

describe('new recovery codes', () => {
  const regenerate = (client: TestClient, body: Record<string, unknown>) =>
    client.post('/api/me/mfa/recovery-codes', body);
  async function hashesOf(id: string): Promise<string[]> {
    const { rows } = await server.ctx.pool.query('select recovery_hashes from account_mfa where account_id = $1', [id]);
    return rows[0].recovery_hashes as string[];
  }

  it('with the password: ten new codes shown once, stored hashed; the old ones stop working; audited', async () => {
    const member = await buildRecruiter(server);
    const client = await signIn(server, member);
    const { recoveryCodes: old } = await enrol(client);

    const res = await regenerate(client, { password: DEFAULT_PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fresh = res.body.recoveryCodes as string[];
    expect(Object.keys(res.body)).toEqual(['recoveryCodes']);
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => old.includes(c))).toEqual([]);
    const stored = await hashesOf(member.id);
    expect(stored).toHaveLength(10);
    for (const code of [...fresh, ...old]) expect(stored.join(' ')).not.toContain(code);

    // An old code no longer signs in; a new one does, once.
    const oldTry = await (await passwordStep(member)).post('/api/auth/mfa', { code: old[0] });
    expectError(oldTry, 422, { field: 'code' });
    const newTry = await (await passwordStep(member)).post('/api/auth/mfa', { code: fresh[0] });
    expect(newTry.status, JSON.stringify(newTry.body)).toBe(200);
    expect(await actionsFor(member.id)).toContain('mfa.recovery-codes-regenerated');
  });

  it('with a current code from the app instead, never the same code twice; an admin too', async () => {
    const admin = await buildAdmin(server);
    const client = await signIn(server, admin);
    const { secret } = await enrol(client);
    const code = codeAt(secret, 0);
    const res = await regenerate(client, { code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.recoveryCodes).toHaveLength(10);
    expectError(await regenerate(client, { code }), 422, { field: 'code', message: MESSAGES.mfaEnrolCodeInvalid });
  });

  it('refuses a wrong password, a wrong or recovery code, neither, and an account without it; nothing changes', async () => {
    const member = await buildRecruiter(server);
    const client = await signIn(server, member);
    expectError(await regenerate(client, { password: DEFAULT_PASSWORD }), 409, { message: MESSAGES.mfaNotOn });
    const { secret, recoveryCodes } = await enrol(client);
    const before = await hashesOf(member.id);
    expectError(await regenerate(client, { password: 'NotMine42x' }), 422, {
      field: 'password',
      message: MESSAGES.deletionPasswordInvalid,
    });
    expectError(await regenerate(client, { code: wrongCode(secret) }), 422, { field: 'code' });
    // A recovery code is for signing in, not for making more of them.
    expectError(await regenerate(client, { code: recoveryCodes[0] }), 422, { field: 'code' });
    expectError(await regenerate(client, {}), 422, { message: MESSAGES.mfaReauthRequired });
    expectError(await regenerate(client, { password: DEFAULT_PASSWORD, other: 1 }), 422);
    expect(await hashesOf(member.id)).toEqual(before);
    expectError(await server.client().post('/api/me/mfa/recovery-codes', { password: DEFAULT_PASSWORD }), 401);
  });
});
