/**
 * Administrators are exempt from the complete-profile gate ("Trust"): the bootstrap
 * admin the README tells people to sign in as has no recruitment categories, and an account
 * promoted with `npm run create-admin` may have no personal details either. Every listing,
 * match and sourcing route answers them as it answers a complete admin — never 403 'Profile
 * incomplete' — while members with an incomplete profile are still refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/api-helpers';
import { buildAdmin, buildRecruiter, signIn } from '../support/factories';
import type { TestClient, TestResponse } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import { candidateBody, jobBody } from '../support/fixtures/listings';
import { buildParty, createCandidate, createJob, offer, propose, type Party } from '../support/fixtures/matches';

const server = useTestServer();
let member: Party;

beforeAll(async () => {
  member = await buildParty(server);
});

/** Calls every listing, match and sourcing route as `client`, expecting each to answer as for any admin. */
async function callEveryGatedRoute(client: TestClient): Promise<string[]> {
  const called: string[] = [];
  const call = async (name: string, expected: number, pending: Promise<TestResponse>) => {
    const res = await pending;
    expect(res.body?.error?.title, `${name}: ${JSON.stringify(res.body)}`).not.toBe('Profile incomplete');
    expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(expected);
    called.push(name);
    return res;
  };
  for (const [path, body] of [
    ['/api/jobs', jobBody({ sourcing: true })],
    ['/api/candidates', candidateBody()],
  ] as const) {
    await call(`GET ${path}`, 200, client.get(path));
    const created = await call(`POST ${path}`, 201, client.post(path, body));
    const uid = created.body?.uid as string;
    await call(`GET ${path}/:uid`, 200, client.get(`${path}/${uid}`));
    await call(`PUT ${path}/:uid`, 200, client.put(`${path}/${uid}`, body));
    await call(`POST ${path}/:uid/extend`, 200, client.post(`${path}/${uid}/extend`));
    await call(`POST ${path}/:uid/close`, 200, client.post(`${path}/${uid}/close`));
  }

  // The admin's own listings, so the admin is a party: the proposer of one, the seconder of others.
  const adminJob = await call(
    'POST /api/jobs (for proposals)',
    201,
    client.post('/api/jobs', jobBody({ sourcing: true })),
  );
  const adminCandidate = await call(
    'POST /api/candidates (for proposals)',
    201,
    client.post('/api/candidates', candidateBody()),
  );
  const job = { uid: adminJob.body.uid as string, reference: '', title: '' };
  const memberJob = await createJob(member, { sourcing: true });
  await call(
    'POST /api/matches',
    201,
    client.post('/api/matches', { job: memberJob.uid, candidate: adminCandidate.body.uid }),
  );
  const toApprove = await propose(member.client, job, await createCandidate(member));
  const toDecline = await propose(member.client, job, await createCandidate(member));
  await call('GET /api/matches/:uid', 200, client.get(`/api/matches/${toApprove}`));
  await call('POST /api/matches/:uid/approve', 200, client.post(`/api/matches/${toApprove}/approve`));
  await call('POST /api/matches/:uid/decline', 200, client.post(`/api/matches/${toDecline}/decline`));

  await call('POST /api/sourcing', 201, client.post('/api/sourcing', { job: memberJob.uid }));
  const offerToApprove = await offer(member.client, job);
  const offerToDecline = await offer((await buildParty(server)).client, job);
  await call('GET /api/sourcing/:uid', 200, client.get(`/api/sourcing/${offerToApprove}`));
  await call('POST /api/sourcing/:uid/approve', 200, client.post(`/api/sourcing/${offerToApprove}/approve`));
  await call('POST /api/sourcing/:uid/decline', 200, client.post(`/api/sourcing/${offerToDecline}/decline`));
  return called;
}

describe('admins with an incomplete profile', () => {
  it('the bootstrap admin (no categories) and a promoted admin (no details at all) use every listing, match and sourcing route', async () => {
    const bootstrap = await buildAdmin(server, {
      firstname: 'Association',
      lastname: 'Administrator',
      company: 'Recruiter Connect',
      title: 'Administrator',
      categories: [],
    });
    const promoted = await buildAdmin(server, {
      firstname: null,
      lastname: null,
      company: null,
      title: null,
      categories: [],
    });
    for (const admin of [bootstrap, promoted]) {
      const client = await signIn(server, admin);
      const me = (await client.get('/api/me')).body.account;
      expect(me.isProfileComplete && me.hasCategories).toBe(false);
      expect(new Set(await callEveryGatedRoute(client)).size).toBe(22);
    }
  });

  it('members with the same gaps are still refused', async () => {
    const client = await signIn(server, await buildRecruiter(server, { categories: [] }));
    expectError(await client.get('/api/jobs'), 403, { title: 'Profile incomplete' });
    expectError(await client.post('/api/sourcing', { job: (await createJob(member, { sourcing: true })).uid }), 403, {
      title: 'Profile incomplete',
    });
  });
});
