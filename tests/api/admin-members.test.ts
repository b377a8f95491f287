/**
 * The members side of the administrator console (spec “States and transitions” Account admin actions, spec “Roles and permissions” Admin, spec “Business constants and limits”):
 * stage lists and their counts, search, every sort in both directions, the CSV export, the member
 * detail (never a hash or token), and each action with its precondition (409 when it fails), its
 * effects (mails through the SMTP sink, sessions ended) and its audit row.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { activationTokens } from '../../api/db/schema';
import { activationLinkOf, expectError, mailsAfterQuiet, sessionIdsOf, waitForMails } from '../support/api-helpers';
import { buildAdmin, buildHiringCompany, buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import type { TestClient, TestResponse } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import {
  HIRING_COMPANY_TYPE_ID,
  INDEPENDENT_RECRUITER_TYPE_ID,
  RECRUITMENT_AGENCY_TYPE_ID,
} from '../../shared/lookups';
import { NOTIFICATION_TOGGLES } from '../../shared/constants';
import {
  CONTRACT,
  MEMBER_ACTIONS,
  accountRow,
  auditRows,
  count,
  expectAuditedBy,
  parseCsv,
  patch,
} from '../support/fixtures/admin';
import { createListing, uniqueWord, walkJson } from '../support/fixtures/listings';

const server = useTestServer();
let admin: BuiltAccount;
let adminClient: TestClient;

const DAY_MS = 86_400_000;
const APPROVED_SUBJECT = /registration was approved/i;
const ACTIVATION_SUBJECT = /Activate your Recruiter Connect account/;

beforeAll(async () => {
  admin = await buildAdmin(server, { email: `admin-${uniqueWord()}@example.co.za` });
  adminClient = await signIn(server, admin);
});

const list = (query: string) => adminClient.get(`/api/admin/accounts?${query}`);
const uidsOf = (res: TestResponse) => (res.body.items as Array<{ uid: string }>).map((m) => m.uid);
const detail = (uid: string) => adminClient.get(`/api/admin/accounts/${uid}`);
const act = (uid: string, action: string, body?: unknown) =>
  adminClient.post(`/api/admin/accounts/${uid}/${action}`, body);

/** The newest audit row about the member is this action by this test's admin, and the response shows it. */
async function expectAudit(res: TestResponse, memberId: string, action: string, auditCountBefore: number) {
  expectAuditedBy(res, action, admin.email);
  const rows = await auditRows(server, memberId);
  expect(rows).toHaveLength(auditCountBefore + 1);
  expect(rows.at(-1)).toMatchObject({ actor_id: admin.id, action, target_type: 'account', target_id: memberId });
  expect(res.body.audit).toHaveLength(rows.length);
}

/** A 409 'Action not possible' that changed neither the member nor the audit log. */
async function expectRefused(uid: string, action: string, body?: unknown) {
  const before = { row: await accountRow(server, uid), audit: await auditRows(server, uid) };
  const res = await act(uid, action, body);
  expectError(res, 409, { title: 'Action not possible' });
  expect(await accountRow(server, uid)).toEqual(before.row);
  expect(await auditRows(server, uid)).toEqual(before.audit);
  return res;
}

describe('GET /api/admin/accounts: stages and counts', () => {
  it('lists each stage with exactly its accounts, and the counts move with them', async () => {
    const before = (await list('stage=registered')).body.counts as Record<string, number>;
    const kw = uniqueWord('stage');
    const email = (n: number) => `${kw}-${n}@example.co.za`;
    const made = {
      registered: [await buildRecruiter(server, { email: email(1), isActive: false, activatedAt: null })],
      activated: [
        await buildRecruiter(server, { email: email(2) }),
        await buildHiringCompany(server, { email: email(3) }),
      ],
      approved: [
        await buildRecruiter(server, { email: email(4), isApproved: true }),
        await buildRecruiter(server, { email: email(5), isApproved: true, isContracted: true, contract: CONTRACT }),
        await buildAdmin(server, { email: email(6) }),
      ],
      deleted: [
        await buildRecruiter(server, { email: email(7), isDeleted: true }),
        await buildRecruiter(server, { email: email(8), isDeleted: true, isApproved: true }),
        await buildRecruiter(server, { email: email(9), isDeleted: true, isActive: false, activatedAt: null }),
      ],
    };

    const after = (await list('stage=registered')).body.counts as Record<string, number>;
    expect(Object.keys(after).sort()).toEqual(['activated', 'approved', 'deleted', 'registered']);
    for (const stage of Object.keys(made) as Array<keyof typeof made>) {
      expect(after[stage]! - before[stage]!, stage).toBe(made[stage].length);

      const mine = await list(`stage=${stage}&q=${kw}`);
      expect(mine.status).toBe(200);
      expect(uidsOf(mine).sort(), stage).toEqual(made[stage].map((a) => a.id).sort());
      expect(mine.body.total).toBe(made[stage].length);
      expect(mine.body.next).toBeNull();
      for (const row of mine.body.items) {
        expect(row.deleted, stage).toBe(stage === 'deleted');
        if (stage === 'registered') expect(row.active).toBe(false);
        if (stage === 'activated') expect([row.active, row.approved]).toEqual([true, false]);
        if (stage === 'approved') expect(row.approved).toBe(true);
      }

      // Without a search, a stage lists every account of the stage: as many as its count.
      const all = await list(`stage=${stage}`);
      expect(all.body.total, stage).toBe(after[stage]);
      expect(all.body.items).toHaveLength(after[stage]!);
    }
  });

  it('shows the registered stage by default and refuses unknown stages, sorts, directions and parameters', async () => {
    const inactive = await buildRecruiter(server, { isActive: false, activatedAt: null });
    expect(uidsOf(await list(''))).toContain(inactive.id);
    expectError(await list('stage=pending'), 422);
    expectError(await list('sort=password'), 422);
    expectError(await list('dir=up'), 422);
    expectError(await list('limit=5&bogus=1'), 422);
    expectError(await adminClient.get('/api/admin/accounts.csv?stage=everyone'), 422);
  });

  it('each row says what the console shows: names, company type name, trial days left, request and contract flags', async () => {
    const member = await buildRecruiter(server, {
      firstname: 'Ayanda',
      lastname: 'Zulu',
      company: `Rowco ${uniqueWord()}`,
      companyType: INDEPENDENT_RECRUITER_TYPE_ID,
      apso: 'APSO-4411',
      contactRequested: true,
      activatedAt: new Date(Date.now() - 4 * DAY_MS),
      trialDays: 14,
    });
    const res = await list(`stage=activated&q=${encodeURIComponent((await accountRow(server, member.id))!.company)}`);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0]).toMatchObject({
      uid: member.id,
      email: member.email,
      firstname: 'Ayanda',
      lastname: 'Zulu',
      companyType: INDEPENDENT_RECRUITER_TYPE_ID,
      companyTypeName: 'Independent Recruiter',
      apso: 'APSO-4411',
      trialDaysLeft: 10,
      active: true,
      approved: false,
      deleted: false,
      contact: true,
      contracted: false,
    });
  });
});

describe('GET /api/admin/accounts: search', () => {
  it('finds members by name (first, last or both), e-mail, company and membership number, ignoring case', async () => {
    const words = {
      name: uniqueWord('nm'),
      email: uniqueWord('em'),
      company: uniqueWord('co'),
      apso: uniqueWord('ap'),
    };
    const byName = await buildRecruiter(server, { firstname: `Zanele${words.name}`, lastname: 'Mthembu' });
    const byEmail = await buildRecruiter(server, { email: `${words.email}@example.co.za` });
    const byCompany = await buildRecruiter(server, { company: `Kestrel ${words.company} Search` });
    const byApso = await buildRecruiter(server, { apso: `M-${words.apso}` });

    const find = async (q: string) => uidsOf(await list(`stage=activated&q=${encodeURIComponent(q)}`));
    expect(await find(words.name)).toEqual([byName.id]);
    expect(await find(words.name.toUpperCase())).toEqual([byName.id]);
    expect(await find(`Zanele${words.name} Mthembu`)).toEqual([byName.id]);
    expect(await find(words.email)).toEqual([byEmail.id]);
    expect(await find(`${words.email}@example.co.za`)).toEqual([byEmail.id]);
    expect(await find(`kestrel ${words.company}`)).toEqual([byCompany.id]);
    expect(await find(`M-${words.apso}`)).toEqual([byApso.id]);
    // The search is per stage: the same member is not found among the approved.
    expect(uidsOf(await list(`stage=approved&q=${words.email}`))).toEqual([]);
  });

  it('treats % and _ as plain characters, not wildcards', async () => {
    expect(uidsOf(await list('stage=activated&q=%25'))).toEqual([]);
    expect(uidsOf(await list('stage=activated&q=_'))).toEqual([]);
    const pct = await buildRecruiter(server, { company: `Hundred ${uniqueWord()} 100% Placements` });
    expect(uidsOf(await list('stage=activated&q=100%25'))).toEqual([pct.id]);
  });
});

describe('GET /api/admin/accounts: sorting', () => {
  it('orders by name, company, company type, created, last login and trial end, in both directions', async () => {
    const kw = uniqueWord('sort');
    const now = Date.now();
    const at = (days: number) => new Date(now + days * DAY_MS);
    const x = await buildRecruiter(server, {
      email: `${kw}-x@example.co.za`,
      firstname: 'Zed',
      lastname: 'Adams',
      company: 'Charlie Co',
      companyType: INDEPENDENT_RECRUITER_TYPE_ID,
      createdAt: at(-3),
      lastLoginAt: at(-1),
      activatedAt: at(-10),
      trialDays: 30, // trial ends in 20 days
    });
    const y = await buildHiringCompany(server, {
      email: `${kw}-y@example.co.za`,
      firstname: 'Amy',
      lastname: 'Botha',
      company: 'Alpha Co',
      createdAt: at(-1),
      lastLoginAt: at(-3),
      activatedAt: at(-2),
      trialDays: 14, // ends in 12 days
    });
    const z = await buildRecruiter(server, {
      email: `${kw}-z@example.co.za`,
      firstname: 'Bongani',
      lastname: 'Cele',
      company: 'Bravo Co',
      companyType: RECRUITMENT_AGENCY_TYPE_ID,
      createdAt: at(-2),
      lastLoginAt: at(-2),
      activatedAt: at(-5),
      trialDays: 5, // ended today
    });
    const ascending: Record<string, string[]> = {
      name: [x.id, y.id, z.id],
      company: [y.id, z.id, x.id],
      companyType: [z.id, x.id, y.id],
      created: [x.id, z.id, y.id],
      login: [y.id, z.id, x.id],
      trial: [z.id, y.id, x.id],
    };
    for (const [sort, order] of Object.entries(ascending)) {
      expect(uidsOf(await list(`stage=activated&q=${kw}&sort=${sort}&dir=asc`)), `${sort} asc`).toEqual(order);
      expect(uidsOf(await list(`stage=activated&q=${kw}&sort=${sort}&dir=desc`)), `${sort} desc`).toEqual(
        [...order].reverse(),
      );
    }
    // Defaults: newest first.
    expect(uidsOf(await list(`stage=activated&q=${kw}`))).toEqual([y.id, z.id, x.id]);
    expect(uidsOf(await list(`stage=activated&q=${kw}&sort=name`))).toEqual([z.id, y.id, x.id]);
  });
});

describe('GET /api/admin/accounts.csv', () => {
  it('exports the filtered stage as quoted CSV, with formula-looking cells neutralised', async () => {
    const kw = uniqueWord('csv');
    const formula = await buildRecruiter(server, {
      email: `${kw}-1@example.co.za`,
      firstname: '=1+1',
      lastname: 'Smith',
      company: 'Smith, "Jones" & Co',
      apso: 'A-100',
      isApproved: true,
    });
    const others = await buildRecruiter(server, {
      email: `${kw}-2@example.co.za`,
      firstname: '+SUM(A1:A9)',
      lastname: '-2+3',
      company: '@cmd|calc',
      apso: null,
      isApproved: true,
    });
    const plain = await buildHiringCompany(server, {
      email: `${kw}-3@example.co.za`,
      firstname: 'Lerato',
      lastname: 'Khumalo',
      company: 'Plain Mining',
      isApproved: true,
      isContracted: true,
      contract: CONTRACT,
      contactRequested: true,
      lastLoginAt: new Date('2025-05-04T10:00:00Z'),
    });

    const res = await adminClient.get(`/api/admin/accounts.csv?stage=approved&q=${kw}&sort=created&dir=asc`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="members-approved.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = res.body as string;
    expect(typeof text).toBe('string');

    // Every cell quoted; rows separated by CRLF.
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    expect(text).toContain('"Smith, ""Jones"" & Co"');

    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'First name',
      'Last name',
      'E-mail',
      'Company',
      'Company type',
      'Membership number',
      'Created',
      'Last login',
      'Trial days left',
      'Approval requested',
      'Contract',
      'Sourcing',
      'Payment history',
    ]);
    expect(rows.map((r) => r[2])).toEqual([formula.email, others.email, plain.email]);
    for (const row of rows) {
      expect(row).toHaveLength(header!.length);
      // No cell a spreadsheet would run as a formula.
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    const [f, o, p] = rows as [string[], string[], string[]];
    expect(f.slice(0, 6)).toEqual([
      "'=1+1",
      'Smith',
      formula.email,
      'Smith, "Jones" & Co',
      'Recruitment Agency',
      'A-100',
    ]);
    expect(o.slice(0, 6)).toEqual(["'+SUM(A1:A9)", "'-2+3", others.email, "'@cmd|calc", 'Recruitment Agency', '']);
    expect(p.slice(0, 5)).toEqual(['Lerato', 'Khumalo', plain.email, 'Plain Mining', 'Hiring Company']);
    expect(p[7]).toBe('2025-05-04T10:00:00.000Z');
    expect(o[7]).toBe('');
    expect(Number.isNaN(Date.parse(p[6]!))).toBe(false);
    expect(p[8]).toMatch(/^\d+$/);
    expect(p.slice(9, 11)).toEqual(['yes', 'yes']);
    expect(f.slice(9, 11)).toEqual(['no', 'no']);
    // Nothing secret in the export.
    for (const id of [formula.id, others.id, plain.id]) {
      expect(text).not.toContain((await accountRow(server, id))!.password_hash);
    }
  });

  it('holds the same members in the same order as the JSON list', async () => {
    const json = await list('stage=activated&sort=name&dir=asc');
    const csv = parseCsv(
      (await adminClient.get('/api/admin/accounts.csv?stage=activated&sort=name&dir=asc')).body as string,
    );
    expect(csv.slice(1).map((r) => r[2])).toEqual(json.body.items.map((m: { email: string }) => m.email));
    expect(json.body.items.length).toBeGreaterThan(3);
  });
});

describe('GET /api/admin/accounts/:uid', () => {
  it('shows the member without password hash, tokens or session data', async () => {
    const member = await buildRecruiter(server, {
      isActive: false,
      activatedAt: null,
      website: 'https://www.rowco.co.za',
      landline: '011 555 0100',
    });
    await server.ctx.db.insert(activationTokens).values({ tokenHash: 'f'.repeat(64), accountId: member.id });
    const row = (await accountRow(server, member.id))!;
    const res = await detail(member.id);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['account', 'audit']);
    expect(res.body.account).toMatchObject({
      uid: member.id,
      email: member.email,
      website: 'https://www.rowco.co.za',
      landline: '011 555 0100',
      cellphone: '+27 82 555 0101',
      active: false,
      trail: 14,
      contract: null,
      paidUntil: null,
      admin: false,
    });
    expect(Object.keys(res.body.account.notifications).sort()).toEqual([...NOTIFICATION_TOGGLES].sort());
    expect(res.body.audit).toEqual([]);

    const text = JSON.stringify(res.body);
    expect(text).not.toContain(row.password_hash);
    expect(text).not.toContain('f'.repeat(64));
    walkJson(res.body, (path, key) => {
      if (key !== null) expect(key, path).not.toMatch(/password|hash|token|secret|sess|sid/i);
    });
  });

  it('answers 404 for unknown or malformed uids on every member route', async () => {
    const auditBefore = await count(server, 'select 1 from audit_log');
    for (const uid of [randomUUID(), 'not-a-uuid', '12345', `${randomUUID()}x`]) {
      const notFound = { title: 'Account not found' };
      expectError(await detail(uid), 404, notFound);
      expectError(await patch(adminClient, `/api/admin/accounts/${uid}`, { trail: 10 }), 404, notFound);
      for (const action of MEMBER_ACTIONS) expectError(await act(uid, action), 404, notFound);
      expectError(await act(uid, 'contract', CONTRACT), 404, notFound);
      expectError(await act(uid, 'test-alert'), 404, notFound);
    }
    expect(await count(server, 'select 1 from audit_log')).toBe(auditBefore);
  });
});

describe('approve and un-approve', () => {
  it('refuses to approve an account that is not activated, or is offboarded', async () => {
    const inactive = await buildRecruiter(server, { isActive: false, activatedAt: null });
    await expectRefused(inactive.id, 'approve');
    const offboarded = await buildRecruiter(server, { isDeleted: true });
    await expectRefused(offboarded.id, 'approve');
    expect(await mailsAfterQuiet(server, inactive.email)).toEqual([]);
    expect(server.smtp.to(offboarded.email)).toEqual([]);
  });

  it('approves an activated member once: they get the registration-approved mail; a second approve is 409', async () => {
    const member = await buildRecruiter(server, { firstname: 'Sipho', contactRequested: true });
    const res = await act(member.id, 'approve');
    await expectAudit(res, member.id, 'approve', 0);
    expect(res.body.account).toMatchObject({
      uid: member.id,
      approved: true,
      active: true,
      deleted: false,
      contact: false,
    });
    expect((await accountRow(server, member.id))!.is_approved).toBe(true);

    const [mail] = await waitForMails(server, member.email, APPROVED_SUBJECT, 1);
    expect(mail!.subject).toBe('Your Recruiter Connect registration was approved');
    expect(mail!.text).toContain('Hello Sipho,');

    await expectRefused(member.id, 'approve');
    expect(uidsOf(await list('stage=approved'))).toContain(member.id);
    expect(uidsOf(await list('stage=activated'))).not.toContain(member.id);
    // Still exactly one approval mail.
    await mailsAfterQuiet(server, member.email);
    expect(server.smtp.to(member.email).filter((m) => APPROVED_SUBJECT.test(m.subject))).toHaveLength(1);
  });

  it('un-approves an approved member (back to awaiting approval); un-approving again is 409', async () => {
    const member = await buildRecruiter(server, { isApproved: true });
    await expectRefused((await buildRecruiter(server)).id, 'unapprove');
    const res = await act(member.id, 'unapprove');
    await expectAudit(res, member.id, 'unapprove', 0);
    expect(res.body.account.approved).toBe(false);
    expect(uidsOf(await list('stage=activated'))).toContain(member.id);
    await expectRefused(member.id, 'unapprove');
    // And may be approved again.
    await expectAudit(await act(member.id, 'approve'), member.id, 'approve', 1);
  });
});

describe('offboard and reinstate', () => {
  it('refuses to offboard a member with a contract, an offboarded member, or yourself', async () => {
    const contracted = await buildRecruiter(server, { isApproved: true, isContracted: true, contract: CONTRACT });
    const client = await signIn(server, contracted);
    await expectRefused(contracted.id, 'offboard');
    expect((await client.get('/api/me')).status).toBe(200);
    await expectRefused((await buildRecruiter(server, { isDeleted: true })).id, 'offboard');
    await expectRefused(admin.id, 'offboard');
    expect((await adminClient.get('/api/me')).status).toBe(200);
  });

  it('offboards: every notification flag off, and the member is signed out at once', async () => {
    const member = await buildRecruiter(server);
    const memberClient = await signIn(server, member);
    const otherDevice = await signIn(server, member);
    expect((await memberClient.get('/api/me')).status).toBe(200);
    expect(await sessionIdsOf(server, member.id)).toHaveLength(2);
    expect(Object.values((await accountRow(server, member.id))!.notifications)).toEqual(
      NOTIFICATION_TOGGLES.map(() => true),
    );

    const res = await act(member.id, 'offboard');
    await expectAudit(res, member.id, 'offboard', 0);
    expect(res.body.account.deleted).toBe(true);
    const allOff = Object.fromEntries(NOTIFICATION_TOGGLES.map((k) => [k, false]));
    expect(res.body.account.notifications).toEqual(allOff);
    expect((await accountRow(server, member.id))!.notifications).toEqual(allOff);

    // Their next request with the old cookie is refused, on every device.
    expectError(await memberClient.get('/api/me'), 401);
    expectError(await otherDevice.get('/api/dashboard'), 401);
    expect(await sessionIdsOf(server, member.id)).toEqual([]);
    // And they cannot sign in again.
    const login = await server.client().post('/api/auth/login', { email: member.email, password: member.password });
    expectError(login, 403, { title: 'Account offboarded!', message: 'Your account has been offboarded.' });
    expect(uidsOf(await list('stage=deleted'))).toContain(member.id);
    await expectRefused(member.id, 'offboard');
  });

  it('reinstates an offboarded member, who can sign in again; reinstating a member who is not offboarded is 409', async () => {
    const member = await buildRecruiter(server, { isApproved: true });
    await expectRefused(member.id, 'reinstate');
    await expectAudit(await act(member.id, 'offboard'), member.id, 'offboard', 0);
    const res = await act(member.id, 'reinstate');
    await expectAudit(res, member.id, 'reinstate', 1);
    expect(res.body.account).toMatchObject({ deleted: false, approved: true });
    expect(uidsOf(await list('stage=approved'))).toContain(member.id);
    const client = await signIn(server, member);
    expect((await client.get('/api/me')).status).toBe(200);
    await expectRefused(member.id, 'reinstate');
  });
});

describe('resend activation', () => {
  it('is only for accounts that are not activated', async () => {
    const active = await buildRecruiter(server);
    await expectRefused(active.id, 'resend-activation');
    expect(await mailsAfterQuiet(server, active.email)).toEqual([]);
  });

  it('mails a new activation link that activates the account (once); then resending is 409', async () => {
    const member = await buildRecruiter(server, { isActive: false, activatedAt: null, trialDays: 0 });
    const res = await act(member.id, 'resend-activation');
    await expectAudit(res, member.id, 'resend-activation', 0);
    expect(JSON.stringify(res.body)).not.toMatch(/token/i);

    const [mail] = await waitForMails(server, member.email, ACTIVATION_SUBJECT, 1);
    const link = activationLinkOf(mail!);
    expect(link.uid).toBe(member.id);
    expect(link.url.startsWith(server.url)).toBe(true);
    const activated = await server.client().post('/api/auth/activate', { uid: link.uid, token: link.token });
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    const row = (await accountRow(server, member.id))!;
    expect(row.is_active).toBe(true);
    expect(row.trial_days).toBe(14);
    expectError(await server.client().post('/api/auth/activate', { uid: link.uid, token: link.token }), 409);

    await expectRefused(member.id, 'resend-activation');
    expect(uidsOf(await list('stage=activated'))).toContain(member.id);
  });

  it('a resent link works beside the one before it, until one is used', async () => {
    const member = await buildRecruiter(server, { isActive: false, activatedAt: null });
    await act(member.id, 'resend-activation');
    const [first] = await waitForMails(server, member.email, ACTIVATION_SUBJECT, 1);
    await act(member.id, 'resend-activation');
    const mails = await waitForMails(server, member.email, ACTIVATION_SUBJECT, 2);
    const tokens = mails.map((m) => activationLinkOf(m).token);
    const second = tokens.find((t) => t !== activationLinkOf(first!).token)!;
    expect(new Set(tokens).size).toBe(2);
    // The member may open either mail: the earlier link works, and then the later one is spent.
    expect(
      (await server.client().post('/api/auth/activate', { uid: member.id, token: activationLinkOf(first!).token }))
        .status,
    ).toBe(200);
    expectError(await server.client().post('/api/auth/activate', { uid: member.id, token: second }), 409);
    expect(await auditRows(server, member.id)).toHaveLength(2);
  });
});

describe('clear "activation requested"', () => {
  it('is 409 until the member asks, then clears the request once', async () => {
    const member = await buildRecruiter(server);
    await expectRefused(member.id, 'clear-contact');

    const memberClient = await signIn(server, member);
    const asked = await memberClient.post('/api/me/request-approval');
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((await detail(member.id)).body.account.contact).toBe(true);
    await waitForMails(server, admin.email, /^Approval requested: /, 1);

    const res = await act(member.id, 'clear-contact');
    await expectAudit(res, member.id, 'clear-contact', 0);
    expect(res.body.account.contact).toBe(false);
    expect((await accountRow(server, member.id))!.contact_requested).toBe(false);
    await expectRefused(member.id, 'clear-contact');
  });
});

describe('POST /api/admin/accounts/:uid/contract', () => {
  it('makes the member contracted and approved, clears their request, stores the contract and mails them', async () => {
    const member = await buildRecruiter(server, { firstname: 'Palesa', contactRequested: true });
    const res = await act(member.id, 'contract', CONTRACT);
    await expectAudit(res, member.id, 'contract', 0);
    expect(res.body.account).toMatchObject({ contracted: true, approved: true, contact: false, contract: CONTRACT });
    expect(res.body.account.paidUntil).toMatch(/^2026-02-28/);
    expect(res.body.audit[0].details).toMatchObject(CONTRACT);

    const row = (await accountRow(server, member.id))!;
    expect(row).toMatchObject({ is_contracted: true, is_approved: true, contact_requested: false, contract: CONTRACT });
    const [mail] = await waitForMails(server, member.email, APPROVED_SUBJECT, 1);
    expect(mail!.text).toContain('Hello Palesa,');

    // A contracted member cannot be offboarded.
    await expectRefused(member.id, 'offboard');
  });

  it('refuses an account that is not activated, or is offboarded', async () => {
    await expectRefused(
      (await buildRecruiter(server, { isActive: false, activatedAt: null })).id,
      'contract',
      CONTRACT,
    );
    await expectRefused((await buildRecruiter(server, { isDeleted: true })).id, 'contract', CONTRACT);
  });

  it('refuses bad months, paid flags and dates with 422, changing nothing', async () => {
    const member = await buildRecruiter(server, { contactRequested: true });
    const before = await accountRow(server, member.id);
    const bad: Array<Record<string, unknown>> = [
      { ...CONTRACT, end: '2025-02-28' }, // ends before it starts
      { ...CONTRACT, start: '01/03/2025' },
      { ...CONTRACT, start: '2025-3-1' },
      { ...CONTRACT, start: '2025-13-01', end: '2025-14-01' },
      { ...CONTRACT, end: '2026-02-30' },
      { ...CONTRACT, start: 'tomorrow' },
      { ...CONTRACT, months: 0 },
      { ...CONTRACT, months: 1.5 },
      { ...CONTRACT, months: '12' },
      { ...CONTRACT, paid: 'yes' },
      { months: 12, paid: true, start: '2025-03-01' },
      { ...CONTRACT, admin: true },
    ];
    for (const body of bad) {
      const res = await act(member.id, 'contract', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expectError(res, 422);
    }
    expect(await accountRow(server, member.id)).toEqual(before);
    expect(await auditRows(server, member.id)).toEqual([]);
    expect(await mailsAfterQuiet(server, member.email)).toEqual([]);
  });
});

describe('PATCH /api/admin/accounts/:uid', () => {
  it('sets trial days, paid-until and notification toggles, each audited', async () => {
    const member = await buildRecruiter(server, { activatedAt: new Date(Date.now() - 2 * DAY_MS), trialDays: 14 });
    const path = `/api/admin/accounts/${member.id}`;

    let res = await patch(adminClient, path, { trail: 30 });
    await expectAudit(res, member.id, 'update', 0);
    expect(res.body.account).toMatchObject({ trail: 30, trialDaysLeft: 28 });
    expect(res.body.audit[0].details).toEqual({ trail: 30 });

    res = await patch(adminClient, path, { paidUntil: '2026-06-30' });
    await expectAudit(res, member.id, 'update', 1);
    expect(res.body.account.paidUntil).toMatch(/^2026-06-30/);
    expect((await accountRow(server, member.id))!.paid_until.toISOString()).toMatch(/^2026-06-30/);

    res = await patch(adminClient, path, { paidUntil: null });
    await expectAudit(res, member.id, 'update', 2);
    expect(res.body.account.paidUntil).toBeNull();

    res = await patch(adminClient, path, { notifications: { generalUpdates: false, summaryDaily: false } });
    await expectAudit(res, member.id, 'update', 3);
    expect(res.body.account.notifications).toEqual({
      generalUpdates: false,
      summaryDaily: false,
      summaryWeekly: true,
      newPosition: true,
      newCandidate: true,
    });
    expect((await accountRow(server, member.id))!.notifications).toEqual(res.body.account.notifications);
    expect(res.body.account.trail).toBe(30);
  });

  it("keeps a hiring company's new-candidate and new-position alerts off", async () => {
    const hiring = await buildHiringCompany(server);
    const res = await patch(adminClient, `/api/admin/accounts/${hiring.id}`, {
      notifications: { newCandidate: true, newPosition: true, generalUpdates: false },
    });
    await expectAudit(res, hiring.id, 'update', 0);
    expect(res.body.account.notifications).toMatchObject({
      newCandidate: false,
      newPosition: false,
      generalUpdates: false,
    });
    const stored = (await accountRow(server, hiring.id))!.notifications;
    expect(stored).toMatchObject({ newCandidate: false, newPosition: false, generalUpdates: false });
    expect(res.body.account.companyType).toBe(HIRING_COMPANY_TYPE_ID);
  });

  it('refuses bad values and unknown fields with 422, changing nothing', async () => {
    const member = await buildRecruiter(server);
    const before = await accountRow(server, member.id);
    const bad: Array<Record<string, unknown>> = [
      { trail: -1 },
      { trail: 2.5 },
      { trail: '10' },
      { paidUntil: '30/06/2026' },
      { paidUntil: '2026-13-01' },
      { paidUntil: '2026-02-31' },
      { notifications: { holidays: true } },
      { notifications: { generalUpdates: 'no' } },
      { isAdmin: true },
      { email: 'someone@example.co.za' },
    ];
    for (const body of bad) {
      const res = await patch(adminClient, `/api/admin/accounts/${member.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expectError(res, 422);
    }
    expect(await accountRow(server, member.id)).toEqual(before);
    expect(await auditRows(server, member.id)).toEqual([]);
  });
});

describe('the audit trail', () => {
  it('records every action with the acting admin, newest first, and the test alert too', async () => {
    const poster = await signIn(server, await buildRecruiter(server, { categories: [24] }));
    await createListing(poster, 'job', { categories: [24] });
    const member = await buildRecruiter(server, { isActive: false, activatedAt: null, categories: [24] });
    const second = await buildAdmin(server, { email: `admin2-${uniqueWord()}@example.co.za` });
    const secondClient = await signIn(server, second);

    await expectAudit(await act(member.id, 'resend-activation'), member.id, 'resend-activation', 0);
    await server.ctx.pool.query('update accounts set is_active = true, activated_at = now() where id = $1', [
      member.id,
    ]);
    await expectAudit(await act(member.id, 'approve'), member.id, 'approve', 1);
    await expectAudit(await act(member.id, 'test-alert'), member.id, 'test-alert', 2);
    await waitForMails(server, member.email, /^\[Test\]/, 1);
    await expectAudit(await act(member.id, 'unapprove'), member.id, 'unapprove', 3);
    await expectAudit(
      await patch(adminClient, `/api/admin/accounts/${member.id}`, { trail: 20 }),
      member.id,
      'update',
      4,
    );
    await expectAudit(await act(member.id, 'contract', CONTRACT), member.id, 'contract', 5);

    // Another admin's action carries their own e-mail.
    const byOther = await secondClient.request('PATCH', `/api/admin/accounts/${member.id}`, { paidUntil: null });
    expectAuditedBy(byOther, 'update', second.email);
    expect((await auditRows(server, member.id)).at(-1)!.actor_id).toBe(second.id);

    const shown = (await detail(member.id)).body.audit as Array<{ action: string; actorEmail: string }>;
    expect(shown.map((a) => a.action)).toEqual([
      'update',
      'contract',
      'update',
      'unapprove',
      'test-alert',
      'approve',
      'resend-activation',
    ]);
    expect(shown.map((a) => a.actorEmail)).toEqual([second.email, ...Array(6).fill(admin.email)]);
  });
});
