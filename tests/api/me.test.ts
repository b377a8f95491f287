/**
 * The member's own account (GET/PUT /api/me) and the approval request: fields a member may
 * not set, personal-details validation, the hiring-company alert rule, and the admin mails.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accounts, type NotificationSettings } from '../../api/db/schema';
import { MESSAGES, TITLES } from '../../shared/messages';
import { HIRING_COMPANY_TYPE_ID, OTHER_CATEGORY_ID, RECRUITMENT_AGENCY_TYPE_ID } from '../../shared/lookups';
import { buildAdmin, buildHiringCompany, buildRecruiter, signIn } from '../support/factories';
import { useTestServer } from '../support/use-test-server';
import { accountByEmail, expectError, mailsAfterQuiet, waitForMails } from '../support/api-helpers';

// Every request comes from 127.0.0.1: lift the per-IP login limit (rate-limit.test.ts tests it).
const server = useTestServer();

const ALL_ON: NotificationSettings = {
  generalUpdates: true,
  summaryDaily: true,
  summaryWeekly: true,
  newPosition: true,
  newCandidate: true,
};

async function signedInRecruiter(overrides: Parameters<typeof buildRecruiter>[1] = {}) {
  const account = await buildRecruiter(server, overrides);
  return { account, client: await signIn(server, account) };
}

const rowOf = async (email: string) => (await accountByEmail(server, email))!;

describe('GET /api/me', () => {
  it('answers 401 without a session', async () => {
    expectError(await server.client().get('/api/me'), 401, { title: 'Not signed in' });
  });

  it('answers the own account with spec field names, never secrets, never cached', async () => {
    const { account, client } = await signedInRecruiter();
    const res = await client.get('/api/me');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.account).toMatchObject({
      uid: account.id,
      email: account.email,
      firstname: 'Thandi',
      lastname: 'Nkosi',
      company: 'Talent Bridge Recruitment',
      companyType: RECRUITMENT_AGENCY_TYPE_ID,
      title: 'Senior Recruiter',
      categories: [1, 2],
      admin: false,
      active: true,
      approved: false,
      contact: false,
      trail: 14,
      notifications: ALL_ON,
      isProfileComplete: true,
      hasCategories: true,
      abilities: { canPropose: true, canPostCandidates: true, isAdmin: false },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt\$|activationToken|token/i);
  });
});

describe('PUT /api/me', () => {
  it('saves personal details, categories and notification toggles', async () => {
    const { account, client } = await signedInRecruiter();
    const res = await client.put('/api/me', {
      firstname: '  Lerato ',
      lastname: 'Dlamini',
      company: 'Dlamini Talent',
      companyType: RECRUITMENT_AGENCY_TYPE_ID,
      title: 'Director',
      website: 'www.dlamini-talent.co.za',
      cellphone: '+27 82 555 0199',
      landline: '',
      natures: [1, 2],
      categories: [3, OTHER_CATEGORY_ID],
      categoryOther: 'Fintech',
      notifications: { summaryDaily: false },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = {
      firstname: 'Lerato',
      lastname: 'Dlamini',
      company: 'Dlamini Talent',
      title: 'Director',
      website: 'www.dlamini-talent.co.za',
      cellphone: '+27 82 555 0199',
      landline: '',
      natures: [1, 2],
      categories: [3, OTHER_CATEGORY_ID],
      categoryOther: 'Fintech',
      notifications: { ...ALL_ON, summaryDaily: false },
    };
    expect(res.body.account).toMatchObject(expected);
    expect((await client.get('/api/me')).body.account).toMatchObject(expected);
    const row = await rowOf(account.email);
    expect(row).toMatchObject({
      firstname: 'Lerato',
      company: 'Dlamini Talent',
      categoryOther: 'Fintech',
      landline: null,
    });
  });

  const protectedFields: Array<[string, unknown]> = [
    ['admin', true],
    ['approved', true],
    ['deleted', false],
    ['active', true],
    ['email', 'someone-else@example.co.za'],
    ['contract', { months: 12, paid: true, start: '2026-01-01', end: '2027-01-01' }],
    ['contracted', true],
    ['contact', true],
    ['trail', 365],
    ['trial', 365],
    ['trialDays', 365],
    ['paidUntil', '2030-01-01T00:00:00.000Z'],
    ['isAdmin', true],
    ['isApproved', true],
    ['isDeleted', false],
    ['isInvited', true],
    ['uid', '00000000-0000-4000-8000-000000000000'],
    ['id', '00000000-0000-4000-8000-000000000000'],
    ['password', 'Shortlist2026'],
    ['passwordHash', 'scrypt$1$8$1$x$y'],
    ['login', '2030-01-01T00:00:00.000Z'],
    ['created', '2020-01-01T00:00:00.000Z'],
    ['activated', '2020-01-01T00:00:00.000Z'],
  ];

  it.each(protectedFields)(
    'refuses %s with 422 and stores nothing (not even the allowed fields)',
    async (field, value) => {
      const { account, client } = await signedInRecruiter();
      const before = await rowOf(account.email);
      const res = await client.put('/api/me', { firstname: 'Changed', [field]: value });
      expectError(res, 422, { title: TITLES.invalidField, message: `Unknown field: ${field}`, field });
      expect(await rowOf(account.email)).toEqual(before);
    },
  );

  it('refuses an unknown notification toggle and a prototype key', async () => {
    const { account, client } = await signedInRecruiter();
    const before = await rowOf(account.email);
    expectError(await client.put('/api/me', { notifications: { newCandidate: false, smsAlerts: true } }), 422, {
      message: 'Unknown field: notifications.smsAlerts',
      field: 'notifications.smsAlerts',
    });
    expectError(await client.request('PUT', '/api/me', '{"firstname":"Changed","__proto__":{"isAdmin":true}}'), 422, {
      field: '__proto__',
    });
    expect(await rowOf(account.email)).toEqual(before);
    expect((await client.get('/api/me')).body.account.admin).toBe(false);
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['an empty first name', { firstname: '' }, 'firstname', MESSAGES.firstnameRequired],
    ['a blank last name', { lastname: '   ' }, 'lastname', MESSAGES.lastnameRequired],
    ['an empty company', { company: '' }, 'company', MESSAGES.companyRequired],
    [
      'a company type that is not a number',
      { companyType: 'Hiring Company' },
      'companyType',
      MESSAGES.companyTypeRequired,
    ],
    ['company type 0', { companyType: 0 }, 'companyType', MESSAGES.companyTypeRequired],
    ['an unknown company type', { companyType: 42 }, 'companyType', 'The Company Type provided is not valid.'],
    ['an empty job title', { title: '' }, 'title', MESSAGES.jobTitleRequired],
    ['a first name that is not text', { firstname: 42 }, 'firstname', MESSAGES.firstnameRequired],
    [
      'a too long first name',
      { firstname: 'x'.repeat(81) },
      'firstname',
      'The Firstname field may be at most 80 characters.',
    ],
    ['an invalid website', { website: 'not a website' }, 'website', 'The Website provided is in an invalid format.'],
    ['an invalid cellphone', { cellphone: 'call me' }, 'cellphone', 'The Cellphone provided is in an invalid format.'],
    ['an unknown category', { categories: [4242] }, 'categories', 'The Recruitment Category provided is not valid.'],
    [
      'categories that are not a list',
      { categories: '1,2' },
      'categories',
      'The Recruitment Category provided is in an invalid format.',
    ],
    ['an unknown nature', { natures: [77] }, 'natures', 'The Nature of Employment provided is not valid.'],
    [
      'a toggle that is not a boolean',
      { notifications: { summaryDaily: 'no' } },
      'notifications.summaryDaily',
      'The Notifications provided are in an invalid format.',
    ],
    [
      'other-category text without Other',
      { categories: [1], categoryOther: 'Fintech' },
      'categoryOther',
      'The Other Category field is only allowed when Other is chosen.',
    ],
  ];

  it.each(invalid)('refuses %s with 422 and the message, storing nothing', async (_label, body, field, message) => {
    const { account, client } = await signedInRecruiter();
    const before = await rowOf(account.email);
    const res = await client.put('/api/me', { firstname: 'Changed', ...body });
    expectError(res, 422, { title: TITLES.invalidField, message, field });
    expect(await rowOf(account.email)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    expectError(await server.client().put('/api/me', { firstname: 'Changed' }), 401);
  });
});

describe('hiring companies and alerts (spec “Validation rules”, “Roles and permissions”)', () => {
  it('turns new-candidate and new-position alerts off when Hiring Company is chosen', async () => {
    const { account, client } = await signedInRecruiter({ notifications: ALL_ON });
    const res = await client.put('/api/me', { companyType: HIRING_COMPANY_TYPE_ID });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = { ...ALL_ON, newCandidate: false, newPosition: false };
    expect(res.body.account.companyType).toBe(HIRING_COMPANY_TYPE_ID);
    expect(res.body.account.notifications).toEqual(expected);
    expect(res.body.account.abilities).toMatchObject({ canPropose: false, canSource: false, canPostCandidates: false });
    expect((await rowOf(account.email)).notifications).toEqual(expected);
  });

  it('keeps those alerts off when a hiring company asks for them (spec “States and transitions”, “Validation rules”: forced off, not refused)', async () => {
    const account = await buildHiringCompany(server, {
      notifications: { ...ALL_ON, newCandidate: false, newPosition: false },
    });
    const client = await signIn(server, account);
    for (const notifications of [
      { newCandidate: true },
      { newPosition: true },
      { newCandidate: true, newPosition: true },
    ]) {
      const res = await client.put('/api/me', { firstname: 'Changed', notifications });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.account.notifications).toEqual({ ...ALL_ON, newCandidate: false, newPosition: false });
      // The rest of the request is saved as asked.
      expect(res.body.account.firstname).toBe('Changed');
    }
    const row = await rowOf(account.email);
    expect(row.notifications).toEqual({ ...ALL_ON, newCandidate: false, newPosition: false });
    expect(row.firstname).toBe('Changed');

    // The other toggles stay the member's to set.
    const res = await client.put('/api/me', { notifications: { summaryDaily: false, newCandidate: true } });
    expect(res.status).toBe(200);
    expect(res.body.account.notifications).toEqual({
      ...ALL_ON,
      summaryDaily: false,
      newCandidate: false,
      newPosition: false,
    });
  });

  it('choosing Hiring Company and switching the alerts on in one request saves the choice with the alerts off', async () => {
    const { account, client } = await signedInRecruiter({ notifications: { ...ALL_ON, newPosition: false } });
    const res = await client.put('/api/me', {
      companyType: HIRING_COMPANY_TYPE_ID,
      notifications: { newPosition: true, summaryWeekly: false },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = { ...ALL_ON, summaryWeekly: false, newCandidate: false, newPosition: false };
    expect(res.body.account).toMatchObject({ companyType: HIRING_COMPANY_TYPE_ID, notifications: expected });
    expect(await rowOf(account.email)).toMatchObject({ companyType: HIRING_COMPANY_TYPE_ID, notifications: expected });
  });
});

describe('POST /api/me/request-approval', () => {
  it('sets contact and mails every admin that is not offboarded', async () => {
    await buildAdmin(server);
    await buildAdmin(server);
    const offboardedAdmin = await buildAdmin(server, { isDeleted: true });
    const { account, client } = await signedInRecruiter();

    const res = await client.post('/api/me/request-approval');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 'activation-requested' });
    expect((await rowOf(account.email)).contactRequested).toBe(true);
    expect((await client.get('/api/me')).body.account.contact).toBe(true);

    const admins = await server.ctx.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(and(eq(accounts.isAdmin, true), eq(accounts.isDeleted, false)));
    expect(admins.length).toBeGreaterThanOrEqual(2);
    for (const admin of admins) {
      const [mail] = await waitForMails(server, admin.email, /Approval requested/, 1);
      expect(mail!.subject).toBe('Approval requested: Thandi Nkosi');
      expect(mail!.text).toContain(account.email);
      expect(mail!.text).toContain('Talent Bridge Recruitment');
      expect(mail!.text).toContain('+27 82 555 0101');
      expect(mail!.text).toContain(`${server.url}/account/user/${account.id}`);
    }
    expect(await mailsAfterQuiet(server, offboardedAdmin.email)).toHaveLength(0);
    expect(server.smtp.to(account.email)).toHaveLength(0);
  });

  it('answers 409 for an account that is already approved', async () => {
    const { client } = await signedInRecruiter({ isApproved: true });
    expectError(await client.post('/api/me/request-approval'), 409);
  });

  it('answers 401 without a session', async () => {
    expectError(await server.client().post('/api/me/request-approval'), 401);
  });
});
