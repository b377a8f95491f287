/**
 * The Account fields spec “Entities and their fields” lists that the product lacked:
 *
 * - `sourcing`: the member offers candidate-sourcing services. The member sets it (PUT /api/me), an
 *   admin sets it (PATCH /api/admin/accounts/:uid); admins see it (detail, list, CSV). A hiring
 *   company cannot source (spec “Roles and permissions”), so its flag is kept off. Members who offer sourcing hear about
 *   every new job spec open to sourcing offers, whatever its categories.
 * - `periods`: the payment history ("map of date to paid flag"), kept per month ('YYYY-MM' → paid),
 *   recorded by an admin, shown on the member detail and in the members CSV.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, mailsAfterQuiet, waitForMails } from '../support/api-helpers';
import { buildAdmin, buildHiringCompany, buildRecruiter, signIn, type BuiltAccount } from '../support/factories';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import { HIRING_COMPANY_TYPE_ID } from '../../shared/lookups';
import { NOTIFICATION_TOGGLES } from '../../shared/constants';
import { accountRow, auditRows, parseCsv, patch } from '../support/fixtures/admin';
import { createListing, uniqueWord } from '../support/fixtures/listings';

const server = useTestServer();
let admin: BuiltAccount;
let adminClient: TestClient;

const ALERT = /^New on Recruiter Connect: /;
const allOn = () =>
  Object.fromEntries(NOTIFICATION_TOGGLES.map((k) => [k, true])) as Record<
    (typeof NOTIFICATION_TOGGLES)[number],
    boolean
  >;

beforeAll(async () => {
  admin = await buildAdmin(server, { email: `admin-${uniqueWord()}@example.co.za` });
  adminClient = await signIn(server, admin);
});

const memberPath = (uid: string) => `/api/admin/accounts/${uid}`;

/** The listings a member has been (or will be) alerted about. */
async function alertsOf(accountId: string): Promise<string[]> {
  const { rows } = await server.ctx.pool.query<{ listing_id: string }>(
    'select listing_id from pending_alerts where account_id = $1',
    [accountId],
  );
  return rows.map((r) => r.listing_id);
}

describe('sourcing, set by the member (PUT /api/me)', () => {
  it('is off by default, and the member switches it on and off', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    expect((await client.get('/api/me')).body.account.sourcing).toBe(false);

    const on = await client.put('/api/me', { sourcing: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.account.sourcing).toBe(true);
    expect((await accountRow(server, account.id))!.sourcing).toBe(true);
    expect((await client.get('/api/me')).body.account.sourcing).toBe(true);

    const off = await client.put('/api/me', { sourcing: false });
    expect(off.body.account.sourcing).toBe(false);
    expect((await accountRow(server, account.id))!.sourcing).toBe(false);
  });

  it('refuses a value that is not yes or no (422), storing nothing', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    const before = await accountRow(server, account.id);
    for (const sourcing of ['yes', 1, null]) {
      const res = await client.put('/api/me', { firstname: 'Changed', sourcing });
      expectError(res, 422, {
        title: 'Invalid field',
        message: 'The Candidate Sourcing provided is in an invalid format.',
        field: 'sourcing',
      });
    }
    expect(await accountRow(server, account.id)).toEqual(before);
  });

  it('stays off for a hiring company, and choosing Hiring Company turns it off', async () => {
    const hiring = await buildHiringCompany(server);
    const hiringClient = await signIn(server, hiring);
    const res = await hiringClient.put('/api/me', { sourcing: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.account.sourcing).toBe(false);
    expect((await accountRow(server, hiring.id))!.sourcing).toBe(false);

    const recruiter = await buildRecruiter(server, { sourcing: true });
    const client = await signIn(server, recruiter);
    const switched = await client.put('/api/me', { companyType: HIRING_COMPANY_TYPE_ID });
    expect(switched.body.account.sourcing).toBe(false);
    expect((await accountRow(server, recruiter.id))!.sourcing).toBe(false);
  });
});

describe('sourcing, as admins see and set it', () => {
  it('shows in the member detail and list; an admin sets it, audited', async () => {
    const kw = uniqueWord('src');
    const member = await buildRecruiter(server, { email: `${kw}@example.co.za` });
    expect((await adminClient.get(memberPath(member.id))).body.account.sourcing).toBe(false);

    const res = await patch(adminClient, memberPath(member.id), { sourcing: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.account.sourcing).toBe(true);
    expect(res.body.audit[0]).toMatchObject({ action: 'update', actorEmail: admin.email, details: { sourcing: true } });
    expect((await accountRow(server, member.id))!.sourcing).toBe(true);

    const list = await adminClient.get(`/api/admin/accounts?stage=activated&q=${kw}`);
    expect(list.body.items).toEqual([expect.objectContaining({ uid: member.id, sourcing: true })]);
  });

  it("keeps a hiring company's flag off and refuses a value that is not yes or no", async () => {
    const hiring = await buildHiringCompany(server);
    const res = await patch(adminClient, memberPath(hiring.id), { sourcing: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.account.sourcing).toBe(false);

    const member = await buildRecruiter(server);
    const before = await accountRow(server, member.id);
    expectError(await patch(adminClient, memberPath(member.id), { sourcing: 'yes' }), 422, { field: 'sourcing' });
    expect(await accountRow(server, member.id)).toEqual(before);
  });
});

describe('periods: the payment history an admin records', () => {
  it('starts empty; an admin records months as paid or unpaid, changes and removes them, each audited', async () => {
    const member = await buildRecruiter(server);
    expect((await adminClient.get(memberPath(member.id))).body.account.periods).toEqual({});

    const first = await patch(adminClient, memberPath(member.id), { periods: { '2026-01': true, '2026-02': false } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.account.periods).toEqual({ '2026-01': true, '2026-02': false });
    expect(first.body.audit[0]).toMatchObject({
      action: 'update',
      details: { periods: { '2026-01': true, '2026-02': false } },
    });

    // A later change touches only the months it names; null removes a month recorded by mistake.
    const second = await patch(adminClient, memberPath(member.id), {
      periods: { '2026-02': true, '2026-01': null, '2026-03': false },
    });
    expect(second.body.account.periods).toEqual({ '2026-02': true, '2026-03': false });
    expect((await accountRow(server, member.id))!.periods).toEqual({ '2026-02': true, '2026-03': false });
    expect((await auditRows(server, member.id)).map((r) => r.action)).toEqual(['update', 'update']);
  });

  it('refuses months not written YYYY-MM, flags that are not yes or no, and other shapes (422), changing nothing', async () => {
    const member = await buildRecruiter(server, { periods: { '2025-12': true } });
    const before = await accountRow(server, member.id);
    const bad: unknown[] = [
      { '2026-13': true },
      { '2026-00': true },
      { '2026-1': true },
      { '2026-01-15': true },
      { ' 2026-01': true },
      { '2026-01': 'paid' },
      { '2026-01': 1 },
      ['2026-01'],
      '2026-01',
      null,
    ];
    for (const periods of bad) {
      const res = await patch(adminClient, memberPath(member.id), { periods });
      expectError(res, 422, { field: 'periods' });
    }
    expect(await accountRow(server, member.id)).toEqual(before);
    expect(await auditRows(server, member.id)).toEqual([]);
  });

  it('refuses a history longer than the limit', async () => {
    const member = await buildRecruiter(server);
    const periods = Object.fromEntries(
      Array.from({ length: 601 }, (_, i) => [
        `${1990 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
        true,
      ]),
    );
    expectError(await patch(adminClient, memberPath(member.id), { periods }), 422, { field: 'periods' });
  });

  it('is not the member’s to set', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    expectError(await client.put('/api/me', { periods: { '2026-01': true } }), 422, {
      message: 'Unknown field: periods',
    });
    expectError(await patch(client, memberPath(account.id), { periods: { '2026-01': true } }), 403);
  });
});

describe('GET /api/admin/accounts.csv: sourcing and paid periods', () => {
  it('adds a Sourcing column and a Payment history column (months in order, paid or unpaid)', async () => {
    const kw = uniqueWord('csvp');
    const paying = await buildRecruiter(server, {
      email: `${kw}-1@example.co.za`,
      sourcing: true,
      periods: { '2026-02': false, '2025-12': true, '2026-01': true },
    });
    const plain = await buildRecruiter(server, { email: `${kw}-2@example.co.za` });

    const res = await adminClient.get(`/api/admin/accounts.csv?stage=activated&q=${kw}&sort=created&dir=asc`);
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.body as string);
    expect(header!.slice(-2)).toEqual(['Sourcing', 'Payment history']);
    expect(rows.map((r) => r[2])).toEqual([paying.email, plain.email]);
    expect(rows[0]!.slice(-2)).toEqual(['yes', '2025-12 paid; 2026-01 paid; 2026-02 unpaid']);
    expect(rows[1]!.slice(-2)).toEqual(['no', '']);
  });
});

describe('alerts for job specs open to sourcing offers', () => {
  it('reach members who offer sourcing whatever their categories; other members only by category', async () => {
    const MINING = 29;
    const poster = await buildRecruiter(server, { categories: [MINING], notifications: allOn(), sourcing: true });
    const posterClient = await signIn(server, poster);
    // None of these recruit in Mining.
    const sourcer = await buildRecruiter(server, { categories: [44], notifications: allOn(), sourcing: true });
    const sourcerToggledOff = await buildRecruiter(server, {
      categories: [44],
      notifications: { ...allOn(), newPosition: false },
      sourcing: true,
    });
    const notSourcing = await buildRecruiter(server, { categories: [44], notifications: allOn() });
    // Stored flags forced on: only the rules may keep these out.
    const hiring = await buildHiringCompany(server, { categories: [44], notifications: allOn(), sourcing: true });
    const offboarded = await buildRecruiter(server, {
      categories: [44],
      notifications: allOn(),
      sourcing: true,
      isDeleted: true,
    });
    const byCategory = await buildRecruiter(server, { categories: [MINING], notifications: allOn() });

    const closedToSourcing = await createListing(posterClient, 'job', {
      categories: [MINING],
      jobTitle: `Geologist ${uniqueWord()}`,
    });
    const openToSourcing = await createListing(posterClient, 'job', {
      categories: [MINING],
      jobTitle: `Mine Planner ${uniqueWord()}`,
      sourcing: true,
    });
    // A candidate is never "open to sourcing": only its categories count.
    const candidate = await createListing(posterClient, 'candidate', {
      categories: [MINING],
      candidateTitle: `Surveyor ${uniqueWord()}`,
    });

    const [mail] = await waitForMails(server, sourcer.email, ALERT, 1);
    expect(mail!.subject).toBe('New on Recruiter Connect: 1 job spec open to sourcing offers');
    expect(mail!.text).toContain(openToSourcing.reference);
    expect(mail!.text).toContain('open to sourcing offers');
    expect(mail!.text).not.toContain(closedToSourcing.reference);
    expect(mail!.text).not.toContain(candidate.reference);

    // The alert rows are written for every recipient at once: who was told about what is known now.
    const told = async (account: BuiltAccount) => (await alertsOf(account.id)).sort();
    expect(await told(sourcer)).toEqual([openToSourcing.uid]);
    // A member in the categories hears of all three, as before.
    expect(await told(byCategory)).toEqual([closedToSourcing.uid, openToSourcing.uid, candidate.uid].sort());
    for (const outsider of [poster, sourcerToggledOff, notSourcing, hiring, offboarded]) {
      expect(await told(outsider), outsider.email).toEqual([]);
    }

    await mailsAfterQuiet(server, sourcer.email);
    expect(server.smtp.to(sourcer.email).filter((m) => ALERT.test(m.subject))).toHaveLength(1);
    for (const outsider of [poster, sourcerToggledOff, notSourcing, hiring, offboarded]) {
      expect(
        server.smtp.to(outsider.email).filter((m) => ALERT.test(m.subject)),
        outsider.email,
      ).toEqual([]);
    }
  });
});
