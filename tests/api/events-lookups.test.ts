/**
 * Public endpoints: GET /api/lookups (every list of spec “Entities and their fields” with fixed ids) and
 * POST /api/events (only the analytics events of spec “The calls it makes”, stored in analytics_events).
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { analyticsEvents } from '../../api/db/schema';
import { ANALYTICS_EVENTS } from '../../shared/constants';
import { HIRING_COMPANY_TYPE_ID, LOOKUPS } from '../../shared/lookups';
import { ACCOUNT_MESSAGES } from '../../shared/schemas/account';
import { buildRecruiter, signIn } from '../support/factories';
import { useTestServer } from '../support/use-test-server';
import { expectError } from '../support/api-helpers';

const server = useTestServer();

const countEvents = async () =>
  (await server.ctx.db.select({ count: sql<number>`count(*)::int` }).from(analyticsEvents))[0]!.count;

describe('GET /api/lookups', () => {
  it('serves every lookup list, each item with a numeric id and a name, to anyone', async () => {
    const res = await server.client().get('/api/lookups');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      ['categories', 'companyTypes', 'equities', 'genders', 'locations', 'natures', 'packages', 'sectors'].sort(),
    );
    for (const [name, list] of Object.entries(res.body as Record<string, Array<{ id: unknown; name: unknown }>>)) {
      expect(list.length, name).toBeGreaterThan(0);
      for (const item of list) {
        expect(typeof item.id, `${name} id`).toBe('number');
        expect(typeof item.name, `${name} name`).toBe('string');
      }
      expect(new Set(list.map((item) => item.id)).size, `${name} ids are unique`).toBe(list.length);
    }
    expect(res.body).toEqual(JSON.parse(JSON.stringify(LOOKUPS)));
  });

  it('keeps the fixed ids and names of the spec’s “Entities and their fields”', async () => {
    const { body } = await server.client().get('/api/lookups');
    expect(body.companyTypes).toEqual([
      { id: 1, name: 'Recruitment Agency' },
      { id: 2, name: 'Independent Recruiter' },
      { id: HIRING_COMPANY_TYPE_ID, name: 'Hiring Company' },
    ]);
    expect(body.natures.map((n: { name: string }) => n.name)).toEqual(['Permanent', 'Contract', 'Temp']);
    expect(body.genders.map((g: { name: string }) => g.name)).toEqual(
      expect.arrayContaining(['Male', 'Female', 'Other', 'Open']),
    );
    expect(body.equities).toHaveLength(5);
    const categoryNames = body.categories.map((c: { name: string }) => c.name);
    const specCategories = [
      'Academic',
      'Accounting & Auditing',
      'Banking',
      'IT & Internet',
      'Legal',
      'Mining',
      'Sales',
      'Other',
    ];
    expect(categoryNames).toEqual(expect.arrayContaining(specCategories));
    const locationNames = body.locations.map((l: { name: string }) => l.name);
    expect(locationNames).toEqual(expect.arrayContaining(['Remote Work', 'International', 'South Africa']));
  });

  it('may be cached (it is the same for everyone)', async () => {
    const res = await server.client().get('/api/lookups');
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });
});

describe('POST /api/events', () => {
  it('records every event name of the spec’s “The calls it makes” with 202, without an account for a visitor', async () => {
    const before = await countEvents();
    for (const name of ANALYTICS_EVENTS) {
      const res = await server.client().post('/api/events', { name });
      expect(res.status, name).toBe(202);
      expect(res.body).toEqual({ status: 'recorded' });
    }
    expect(await countEvents()).toBe(before + ANALYTICS_EVENTS.length);
    const rows = await server.ctx.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'about-cta'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.accountId).toBeNull();
    expect(Date.now() - rows[0]!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('records the signed-in account with the event', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    expect((await client.post('/api/events', { name: 'job-search' })).status).toBe(202);
    const rows = await server.ctx.db.select().from(analyticsEvents).where(eq(analyticsEvents.accountId, account.id));
    expect(rows.map((row) => row.name)).toEqual(['job-search']);
  });

  const refused: Array<[string, unknown, string]> = [
    ['an unknown name', { name: 'job-deleted' }, 'name'],
    ['a name in another case', { name: 'HOME-CTA' }, 'name'],
    ['no name', {}, 'name'],
    ['a name that is not text', { name: 7 }, 'name'],
    ['a list of names', { name: ['home-cta'] }, 'name'],
  ];

  it.each(refused)('refuses %s with 422 and stores nothing', async (_label, body, field) => {
    const before = await countEvents();
    const res = await server.client().post('/api/events', body);
    expectError(res, 422, { message: ACCOUNT_MESSAGES.analyticsEventInvalid, field });
    expect(await countEvents()).toBe(before);
  });

  it('refuses unknown fields with 422 and stores nothing', async () => {
    const before = await countEvents();
    const res = await server
      .client()
      .post('/api/events', { name: 'home-cta', accountId: '00000000-0000-4000-8000-000000000000' });
    expectError(res, 422, { message: 'Unknown field: accountId', field: 'accountId' });
    expect(await countEvents()).toBe(before);
  });

  it('refuses a cross-site event with 403 and stores nothing', async () => {
    const before = await countEvents();
    expectError(
      await server.client().post('/api/events', { name: 'home-cta' }, { 'sec-fetch-site': 'cross-site' }),
      403,
    );
    expectError(
      await server.client().post('/api/events', { name: 'home-cta' }, { origin: 'https://evil.example' }),
      403,
    );
    expect(await countEvents()).toBe(before);
  });
});
