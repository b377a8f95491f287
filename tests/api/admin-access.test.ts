/**
 * Outsiders on the administrator console (spec “Roles and permissions” Admin, API.md /api/admin/*): every admin route
 * refuses a visitor (401), a recruiter and a hiring company (403), with the contract's error body,
 * and none of those requests changes anything — no account field, session, note, audit row or mail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, sessionIdsOf } from '../support/api-helpers';
import { buildAdmin, buildHiringCompany, buildRecruiter, signIn } from '../support/factories';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import { accountRow, adminRoutes, callRoute, count } from '../support/fixtures/admin';
import { waitForQueuesIdle } from '../support/queues';

const server = useTestServer();
let targetId: string;
let targetClient: TestClient;
let adminClient: TestClient;

/** Everything an admin route could change, read straight from the database. */
async function snapshot() {
  return {
    target: await accountRow(server, targetId),
    sessions: (await sessionIdsOf(server, targetId)).sort(),
    notes: await count(server, 'select 1 from notes'),
    audit: await count(server, 'select 1 from audit_log'),
    accounts: await count(server, 'select 1 from accounts'),
    mails: server.smtp.mails.length,
  };
}

beforeAll(async () => {
  // An activated member waiting for approval who asked for it: every action would succeed on them.
  const target = await buildRecruiter(server, { contactRequested: true, apso: 'APSO-ACCESS-1' });
  targetId = target.id;
  targetClient = await signIn(server, target);
  adminClient = await signIn(server, await buildAdmin(server));
});

describe('every /api/admin route refuses outsiders and changes nothing', () => {
  const callers = [
    { who: 'a visitor', status: 401, client: async () => server.client() },
    { who: 'a recruiter', status: 403, client: async () => signIn(server, await buildRecruiter(server)) },
    { who: 'a hiring company', status: 403, client: async () => signIn(server, await buildHiringCompany(server)) },
    { who: 'the member themselves', status: 403, client: async () => targetClient },
  ];

  for (const caller of callers) {
    it(`${caller.who} gets ${caller.status} on each route`, async () => {
      const client = await caller.client();
      const before = await snapshot();
      const routes = adminRoutes(targetId);
      expect(routes.length).toBeGreaterThanOrEqual(17);
      for (const route of routes) {
        const res = await callRoute(client, route);
        expect(res.status, `${route.method} ${route.path}`).toBe(caller.status);
        expectError(res, caller.status);
        expect(res.headers.get('content-type') ?? '').toContain('application/json');
      }
      // Queued work (mails) would show once the queues have run it.
      await waitForQueuesIdle(server);
      expect(await snapshot()).toEqual(before);
      // The member's session still works: nothing was offboarded.
      expect((await targetClient.get('/api/me')).status).toBe(200);
    });
  }

  it('an unknown admin route is refused before it is looked up', async () => {
    expectError(await server.client().get('/api/admin/nothing-here'), 401);
    const recruiter = await signIn(server, await buildRecruiter(server));
    expectError(await recruiter.get('/api/admin/nothing-here'), 403);
  });

  it('the same routes work for an admin (the refusals above are about the caller, not the route)', async () => {
    for (const route of adminRoutes(targetId).filter((r) => r.method === 'GET')) {
      const res = await callRoute(adminClient, route);
      expect(res.status, `${route.path} ${JSON.stringify(res.body)}`).toBe(200);
    }
  });
});
