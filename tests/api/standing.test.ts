/**
 * Members in good standing. A generated table over every route the app serves: each
 * route is declared either network use (a lapsed member is refused with 403 'Membership lapsed',
 * a member in their trial is served) or not (the standing rule never answers it). A route in the
 * router but not in the table fails the test, so a new route cannot ship without that decision.
 * Then: own listings stay reachable, a lapsed member cannot be proposed to or get contact details
 * through an approval, GET /api/me reports the standing, and the admins' setting turns it all off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { makeUnsubscribeToken } from '../../api/auth/unsubscribe-tokens';
import { MESSAGES, TITLES } from '../../shared/messages';
import { expectError } from '../support/api-helpers';
import { buildAdmin, signIn } from '../support/factories';
import { jobBody, candidateBody } from '../support/fixtures/listings';
import { buildParty, createCandidate, createJob, propose, type Party } from '../support/fixtures/matches';
import { routesOf, type RouteKey } from '../support/routes-of';
import { JOB_HEADERS, csvOf, jobRow, preparedImport, uploadForm } from '../support/fixtures/imports';
import type { TestClient, TestResponse } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer({ env: { LOGIN_LIMIT_PER_EMAIL: '1000' } });

const DAY_MS = 86_400_000;
let poster: Party; // a member in standing whose listings the others look at
let admin: TestClient;

/** Trial ended 6 days ago without approval (activated 20 days ago, 14 trial days). */
async function lapse(party: Party): Promise<void> {
  await server.ctx.pool.query(
    `update accounts set activated_at = $2, trial_days = 14, is_approved = false, is_contracted = false where id = $1`,
    [party.id, new Date(Date.now() - 20 * DAY_MS)],
  );
}
async function restore(party: Party): Promise<void> {
  await server.ctx.pool.query(`update accounts set activated_at = now(), trial_days = 14 where id = $1`, [party.id]);
}
/** Runs `fn` while the member is in their trial (to make what a lapsed member must already have). */
async function inStanding<T>(party: Party, fn: () => Promise<T>, isLapsed: boolean): Promise<T> {
  if (!isLapsed) return fn();
  await restore(party);
  try {
    return await fn();
  } finally {
    await lapse(party);
  }
}

type Call = { path?: string; body?: unknown; client?: TestClient };
type Prepare = (party: Party, isLapsed: boolean) => Promise<Call>;
/** 'network': lapsed → 403 Membership lapsed, trial → 2xx. 'free': the standing rule never answers. */
type Spec = { use: 'network' | 'free'; prepare?: Prepare };

const ownJob = (party: Party, isLapsed: boolean) => inStanding(party, () => createJob(party), isLapsed);
const ownCandidate = (party: Party, isLapsed: boolean) => inStanding(party, () => createCandidate(party), isLapsed);
/** A bulk import of this member's, uploaded and mapped while they were in standing. */
let importSerial = 0;
const ownImport = (party: Party, isLapsed: boolean) =>
  inStanding(
    party,
    () => preparedImport(party.client, 'job', csvOf(JOB_HEADERS, [jobRow(`ST${++importSerial}-${Date.now()}`)])),
    isLapsed,
  );
/** A match the poster proposes to this member (their own new job), made while they were in standing. */
const matchTo = (party: Party, isLapsed: boolean) =>
  inStanding(
    party,
    async () => propose(poster.client, await createJob(party), await createCandidate(poster)),
    isLapsed,
  );
const offerTo = (party: Party, isLapsed: boolean) =>
  inStanding(
    party,
    async () => {
      const job = await createJob(party, { sourcing: true });
      const res = await poster.client.post('/api/sourcing', { job: job.uid });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.uid as string;
    },
    isLapsed,
  );
/** A question this member asked (while in standing) on a new job spec of the poster's. */
const questionBy = (party: Party, isLapsed: boolean) =>
  inStanding(
    party,
    async () => {
      const job = await createJob(poster);
      const res = await party.client.post('/api/threads', { listingUid: job.uid, kind: 'job', body: 'Is it remote?' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.thread.uid as string;
    },
    isLapsed,
  );
/** A saved search of this member's, saved while they were in standing. */
const ownSavedSearch = (party: Party, isLapsed: boolean) =>
  inStanding(
    party,
    async () => {
      const res = await party.client.post('/api/saved-searches', {
        name: 'Mine',
        kind: 'job',
        query: {},
        alert: 'off',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.savedSearch.uid as string;
    },
    isLapsed,
  );
const signedInAgain = async (party: Party): Promise<TestClient> => signIn(server, party);

const unsubscribeToken = (party: Party) =>
  makeUnsubscribeToken(server.ctx.sessionSecret, { accountId: party.id, toggles: ['summaryWeekly'] });

/** A webhook of this member's (managing one's own webhooks is never network use). */
const ownWebhook = async (party: Party) => {
  // At most five per member: the table makes one per route and standing, so the earlier ones go first.
  await server.ctx.pool.query('delete from webhook_endpoints where account_id = $1', [party.id]);
  const res = await party.client.post('/api/me/webhooks', {
    url: 'https://webhooks.invalid/in',
    events: ['offer.received'],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.webhook.uid as string;
};

const NETWORK = (prepare?: Prepare): Spec => ({ use: 'network', prepare });
const FREE = (prepare?: Prepare): Spec => ({ use: 'free', prepare });

const TABLE: Record<RouteKey, Spec> = {
  // Searching and opening others' listings, posting and extending.
  'GET /api/jobs': NETWORK(),
  'GET /api/candidates': NETWORK(),
  'POST /api/jobs': NETWORK(async () => ({ body: jobBody() })),
  // Bulk import is posting (docs/imports.md): upload, preview and commit are network use; an
  // import already uploaded stays the member's own to read, map and report on.
  'POST /api/imports': NETWORK(async () => ({
    body: uploadForm('job', csvOf(JOB_HEADERS, [jobRow(`SU${++importSerial}`)])),
  })),
  'GET /api/imports/:uid': FREE(async (p, l) => ({ path: `/api/imports/${await ownImport(p, l)}` })),
  'PUT /api/imports/:uid/mapping': FREE(async (p, l) => ({
    path: `/api/imports/${await ownImport(p, l)}/mapping`,
    body: { columns: { 'Job Title': 'jobTitle' }, values: {} },
  })),
  'GET /api/imports/:uid/preview': NETWORK(async (p, l) => ({ path: `/api/imports/${await ownImport(p, l)}/preview` })),
  'POST /api/imports/:uid/commit': NETWORK(async (p, l) => ({ path: `/api/imports/${await ownImport(p, l)}/commit` })),
  'GET /api/imports/:uid/report.csv': FREE(async (p, l) => ({
    path: `/api/imports/${await ownImport(p, l)}/report.csv`,
  })),
  'POST /api/candidates': NETWORK(async () => ({ body: candidateBody() })),
  'GET /api/jobs/:uid': NETWORK(async () => ({ path: `/api/jobs/${(await createJob(poster)).uid}` })),
  'GET /api/candidates/:uid': NETWORK(async () => ({
    path: `/api/candidates/${(await createCandidate(poster)).uid}`,
  })),
  'POST /api/jobs/:uid/extend': NETWORK(async (p, l) => ({ path: `/api/jobs/${(await ownJob(p, l)).uid}/extend` })),
  'POST /api/candidates/:uid/extend': NETWORK(async (p, l) => ({
    path: `/api/candidates/${(await ownCandidate(p, l)).uid}/extend`,
  })),
  // Suggested matches for an own listing rank others' listings.
  'GET /api/jobs/:uid/suggestions': NETWORK(async (p, l) => ({
    path: `/api/jobs/${(await ownJob(p, l)).uid}/suggestions`,
  })),
  'GET /api/candidates/:uid/suggestions': NETWORK(async (p, l) => ({
    path: `/api/candidates/${(await ownCandidate(p, l)).uid}/suggestions`,
  })),
  // Proposing, offering, and answering what was proposed.
  'POST /api/matches': NETWORK(async (p, l) => ({
    body: { job: (await createJob(poster)).uid, candidate: (await ownCandidate(p, l)).uid },
  })),
  'POST /api/sourcing': NETWORK(async () => ({ body: { job: (await createJob(poster, { sourcing: true })).uid } })),
  'POST /api/matches/:uid/approve': NETWORK(async (p, l) => ({ path: `/api/matches/${await matchTo(p, l)}/approve` })),
  'POST /api/matches/:uid/decline': NETWORK(async (p, l) => ({ path: `/api/matches/${await matchTo(p, l)}/decline` })),
  'POST /api/sourcing/:uid/approve': NETWORK(async (p, l) => ({
    path: `/api/sourcing/${await offerTo(p, l)}/approve`,
  })),
  'POST /api/sourcing/:uid/decline': NETWORK(async (p, l) => ({
    path: `/api/sourcing/${await offerTo(p, l)}/decline`,
  })),

  // Own listings: read, edit, close.
  'PUT /api/jobs/:uid': FREE(async (p, l) => ({ path: `/api/jobs/${(await ownJob(p, l)).uid}`, body: jobBody() })),
  'PUT /api/candidates/:uid': FREE(async (p, l) => ({
    path: `/api/candidates/${(await ownCandidate(p, l)).uid}`,
    body: candidateBody(),
  })),
  'POST /api/jobs/:uid/close': FREE(async (p, l) => ({ path: `/api/jobs/${(await ownJob(p, l)).uid}/close` })),
  'POST /api/candidates/:uid/close': FREE(async (p, l) => ({
    path: `/api/candidates/${(await ownCandidate(p, l)).uid}/close`,
  })),
  // Proposals they are party to stay readable (answering them is network use).
  'GET /api/matches/:uid': FREE(async (p, l) => ({ path: `/api/matches/${await matchTo(p, l)}` })),
  'GET /api/sourcing/:uid': FREE(async (p, l) => ({ path: `/api/sourcing/${await offerTo(p, l)}` })),
  // Recording that a proposal's contact cards were shown goes with the GET above.
  'POST /api/matches/:uid/contact-view': FREE(async (p, l) => ({
    path: `/api/matches/${await matchTo(p, l)}/contact-view`,
  })),
  'POST /api/sourcing/:uid/contact-view': FREE(async (p, l) => ({
    path: `/api/sourcing/${await offerTo(p, l)}/contact-view`,
  })),
  // Account pages, approval requests, notes, push, the public routes, the admin console.
  'GET /api/me': FREE(),
  'PUT /api/me': FREE(async () => ({ body: { website: 'https://www.example.co.za' } })),
  'POST /api/me/request-approval': FREE(),
  'GET /api/me/export': FREE(),
  // "Delete my account": never refused for standing (called here without a password, so nothing happens).
  'POST /api/me/delete': FREE(),
  'DELETE /api/me/delete': FREE(),
  'GET /api/dashboard': FREE(),
  // What needs the member's answer is their own business, lapsed or not (answering is network use).
  'GET /api/dashboard/needs-you': FREE(),
  // Two-factor sign-in is part of signing in and of the account, never of the network.
  'POST /api/auth/mfa': FREE(),
  // Personal API tokens: a member's own, whatever their standing (a lapsed member may still revoke theirs).
  'GET /api/me/tokens': FREE(),
  'GET /api/openapi.json': FREE(),
  'POST /api/me/tokens': FREE(async () => ({ body: { name: 'Standing token', scopes: ['read'] } })),
  'DELETE /api/me/tokens/:uid': FREE(),
  'GET /api/admin/tokens': FREE(),
  'DELETE /api/admin/tokens/:uid': FREE(),
  'POST /api/me/mfa/setup': FREE(),
  'POST /api/me/mfa/confirm': FREE(),
  'POST /api/me/mfa/disable': FREE(),
  'POST /api/me/mfa/recovery-codes': FREE(),
  'GET /api/notes': FREE(),
  'POST /api/notes/read-all': FREE(),
  'GET /api/events': FREE(),
  'POST /api/notes/:uid/read': FREE(),
  'DELETE /api/notes/:uid': FREE(),
  // Conversations (docs/conversations.md): starting one and writing in one is network use (a
  // lapsed member's threads close); reading, marking read, muting and reporting are not.
  'POST /api/threads': NETWORK(async () => ({
    body: { listingUid: (await createJob(poster)).uid, kind: 'job', body: 'Is the role still open?' },
  })),
  'POST /api/threads/:uid/messages': NETWORK(async (p, l) => ({
    path: `/api/threads/${await questionBy(p, l)}/messages`,
    body: { body: 'One more question.' },
  })),
  'GET /api/threads': FREE(),
  'GET /api/threads/:uid': FREE(async (p, l) => ({ path: `/api/threads/${await questionBy(p, l)}` })),
  'POST /api/threads/:uid/read': FREE(async (p, l) => ({ path: `/api/threads/${await questionBy(p, l)}/read` })),
  'POST /api/threads/:uid/mute': FREE(async (p, l) => ({
    path: `/api/threads/${await questionBy(p, l)}/mute`,
    body: { muted: true },
  })),
  'POST /api/threads/:uid/report': FREE(),
  // Saved searches: saving one searches others' listings; one's own stay manageable
  // (a lapsed member gets no alerts, and can still turn theirs off or delete them).
  'POST /api/saved-searches': NETWORK(async () => ({
    body: { name: 'Standing search', kind: 'job', query: {}, alert: 'instant' },
  })),
  'GET /api/saved-searches': FREE(),
  // The market pulse reads the whole network's listings and deals (as aggregates): network use.
  'GET /api/market': NETWORK(async () => ({ path: '/api/market?category=23&province=300&nature=1' })),
  'PATCH /api/saved-searches/:uid': FREE(async (p, l) => ({
    path: `/api/saved-searches/${await ownSavedSearch(p, l)}`,
    body: { paused: true },
  })),
  'DELETE /api/saved-searches/:uid': FREE(async (p, l) => ({
    path: `/api/saved-searches/${await ownSavedSearch(p, l)}`,
  })),
  // Webhooks: a member's own settings; a lapsed member is sent no events, but may manage them.
  'GET /api/me/webhooks': FREE(),
  'POST /api/me/webhooks': FREE(async (p) => {
    await server.ctx.pool.query('delete from webhook_endpoints where account_id = $1', [p.id]);
    return { body: { url: 'https://webhooks.invalid/in', events: ['deal.stage_changed'] } };
  }),
  'PATCH /api/me/webhooks/:uid': FREE(async (p) => ({
    path: `/api/me/webhooks/${await ownWebhook(p)}`,
    body: { enabled: false },
  })),
  'DELETE /api/me/webhooks/:uid': FREE(async (p) => ({ path: `/api/me/webhooks/${await ownWebhook(p)}` })),
  'POST /api/me/webhooks/:uid/test': FREE(async (p) => ({ path: `/api/me/webhooks/${await ownWebhook(p)}/test` })),
  'GET /api/me/webhooks/:uid/deliveries': FREE(async (p) => ({
    path: `/api/me/webhooks/${await ownWebhook(p)}/deliveries`,
  })),
  // A writing aid: a lapsed member may still edit their own listings.
  'POST /api/anonymity/check': FREE(async () => ({
    body: { kind: 'candidate', fields: { candidateTitle: 'Chartered Accountant' } },
  })),
  'GET /api/push/key': FREE(),
  'POST /api/push/subscriptions': FREE(),
  'DELETE /api/push/subscriptions': FREE(),
  'GET /api/lookups': FREE(),
  'GET /api/config': FREE(),
  'POST /api/events': FREE(async () => ({ body: { name: 'home-cta' } })),
  'GET /healthz': FREE(),
  'GET /readyz': FREE(),
  // The operator's scrape (a 404 unless METRICS_TOKEN is set; it never looks at a session).
  'GET /metrics': FREE(),
  'POST /api/auth/register': FREE(),
  'POST /api/auth/activate': FREE(),
  'POST /api/auth/login': FREE(async (p) => ({
    client: server.client(),
    body: { email: p.email, password: p.password },
  })),
  'POST /api/auth/forgot': FREE(),
  'POST /api/auth/reset': FREE(),
  'POST /api/auth/logout': FREE(async (p) => ({ client: await signedInAgain(p) })),
  'POST /api/auth/password': FREE(async (p) => ({ client: await signedInAgain(p), body: {} })),
  'GET /api/admin/accounts': FREE(),
  'GET /api/admin/accounts.csv': FREE(),
  'GET /api/admin/accounts/:uid': FREE(),
  'PATCH /api/admin/accounts/:uid': FREE(),
  'POST /api/admin/accounts/:uid/contract': FREE(),
  'POST /api/admin/accounts/:uid/test-alert': FREE(),
  'POST /api/admin/accounts/:uid/approve': FREE(),
  'POST /api/admin/accounts/:uid/unapprove': FREE(),
  'POST /api/admin/accounts/:uid/offboard': FREE(),
  'POST /api/admin/accounts/:uid/reinstate': FREE(),
  'POST /api/admin/accounts/:uid/resend-activation': FREE(),
  'POST /api/admin/accounts/:uid/clear-contact': FREE(),
  'POST /api/admin/accounts/:uid/cancel-deletion': FREE(),
  'POST /api/admin/accounts/:uid/reset-two-factor': FREE(),
  'GET /api/admin/messages/recipients': FREE(),
  'GET /api/admin/anonymity': FREE(),
  'GET /api/admin/settings': FREE(),
  'PUT /api/admin/settings': FREE(),
  // Deals follow an approval that already happened: a lapsed member still sees them
  // through (fees owed either way). Responsiveness records are read-only figures, and the
  // one-tap extend link of a mail carries its own token, not a session.
  'GET /api/deals': FREE(),
  'GET /api/deals/summary': FREE(),
  'GET /api/deals/export.csv': FREE(),
  'GET /api/deals/report/monthly': FREE(),
  'GET /api/deals/:uid': FREE(),
  'POST /api/deals/:uid/accept-terms': FREE(),
  'PATCH /api/deals/:uid/terms': FREE(),
  'POST /api/deals/:uid/stages': FREE(),
  'POST /api/deals/:uid/stages/undo': FREE(),
  'POST /api/deals/:uid/dispute': FREE(),
  'POST /api/deals/:uid/refer-unpaid': FREE(),
  'GET /api/me/responsiveness': FREE(),
  // Another member's record through their listing is part of the Propose screen (network use).
  'GET /api/jobs/:uid/responsiveness': NETWORK(async () => ({
    path: `/api/jobs/${(await createJob(poster)).uid}/responsiveness`,
  })),
  'GET /api/candidates/:uid/responsiveness': NETWORK(async () => ({
    path: `/api/candidates/${(await createCandidate(poster)).uid}/responsiveness`,
  })),
  'POST /api/listing-links/:token/extend': FREE(),
  // A mail's one-click unsubscribe, with the member's own link: never refused for standing.
  'GET /api/unsubscribe/:token': FREE(async (p) => ({ path: `/api/unsubscribe/${unsubscribeToken(p)}` })),
  'POST /api/unsubscribe/:token': FREE(async (p) => ({ path: `/api/unsubscribe/${unsubscribeToken(p)}` })),
  'GET /api/admin/matches': FREE(),
  'GET /api/admin/sourcing': FREE(),
  'POST /api/admin/messages': FREE(),
};

const isLapsedRefusal = (res: TestResponse) => res.status === 403 && res.body?.error?.title === TITLES.membershipLapsed;

async function callAs(party: Party, isLapsed: boolean, key: RouteKey, spec: Spec): Promise<TestResponse> {
  const [method, pattern] = key.split(' ') as [string, string];
  const call = (await spec.prepare?.(party, isLapsed)) ?? {};
  const path = call.path ?? pattern.replace(':uid', '00000000-0000-4000-8000-000000000000');
  return (call.client ?? party.client).request(method, path, call.body ?? (method === 'GET' ? undefined : {}));
}

async function setRule(isOn: boolean): Promise<void> {
  const res = await admin.put('/api/admin/settings', { requireGoodStanding: isOn });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toEqual({ settings: { requireGoodStanding: isOn } });
}

beforeAll(async () => {
  poster = await buildParty(server);
  admin = await signIn(server, await buildAdmin(server));
});
afterAll(() => setRule(true));

describe('members in good standing', () => {
  it('declares every route the router serves as network use or not', async () => {
    const { app, close } = createApp(server.ctx);
    const served = routesOf(app);
    await close();
    expect(
      served.filter((key) => !(key in TABLE)),
      'routes missing from the standing table',
    ).toEqual([]);
    expect(
      Object.keys(TABLE).filter((key) => !served.includes(key)),
      'rows for routes that are gone',
    ).toEqual([]);
  });

  // Every route twice, with listings and proposals made for most: minutes on a busy machine.
  it(
    'refuses a lapsed member every network route (403 Membership lapsed) and serves a member in their trial',
    { timeout: 240_000 },
    async () => {
      const lapsed = await buildParty(server);
      const trial = await buildParty(server);
      await lapse(lapsed);
      const failures: string[] = [];
      for (const [key, spec] of Object.entries(TABLE)) {
        const refused = await callAs(lapsed, true, key, spec);
        if (spec.use === 'network') {
          if (!isLapsedRefusal(refused))
            failures.push(`${key} lapsed: ${refused.status} ${JSON.stringify(refused.body)}`);
          else expectError(refused, 403, { title: TITLES.membershipLapsed, message: MESSAGES.membershipLapsed });
          const served = await callAs(trial, false, key, spec);
          if (served.status < 200 || served.status > 299)
            failures.push(`${key} trial: ${served.status} ${JSON.stringify(served.body).slice(0, 200)}`);
        } else if (isLapsedRefusal(refused)) {
          failures.push(`${key} lapsed: refused for standing, but it is not network use`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('still shows a lapsed member their own listings: the mine search and each own listing', async () => {
    const member = await buildParty(server);
    const job = await createJob(member);
    const candidate = await createCandidate(member);
    await lapse(member);
    const jobs = await member.client.get('/api/jobs?mine=true');
    expect(jobs.status).toBe(200);
    expect(jobs.body.items.map((i: { uid: string }) => i.uid)).toContain(job.uid);
    expect((await member.client.get('/api/candidates?mine=true')).status).toBe(200);
    expect((await member.client.get(`/api/jobs/${job.uid}`)).status).toBe(200);
    expect((await member.client.get(`/api/candidates/${candidate.uid}`)).status).toBe(200);
    expect(isLapsedRefusal(await member.client.get('/api/jobs?mine=false'))).toBe(true);
  });

  it('refuses to propose to a lapsed member, and an approval that would send a lapsed proposer contact details, as if their listing had closed', async () => {
    const member = await buildParty(server);
    const theirJob = await createJob(member);
    const theirCandidate = await createCandidate(member);
    // Proposed while both were in standing: the member's candidate for the poster's job.
    const pending = await propose(member.client, await createJob(poster), theirCandidate);
    await lapse(member);

    const toLapsed = await poster.client.post('/api/matches', {
      job: theirJob.uid,
      candidate: (await createCandidate(poster)).uid,
    });
    // Lapsed is invisible, not refused (tests/api/lapsed-invisible.test.ts): "not found", as a closed listing.
    expectError(toLapsed, 404, { title: TITLES.jobNotFound, message: MESSAGES.jobNotFound });

    const approve = await poster.client.post(`/api/matches/${pending}/approve`);
    expectError(approve, 409, { message: 'This Match Proposal has expired: its job spec or candidate is closed.' });
    const row = await server.ctx.pool.query('select status from proposals where id = $1', [pending]);
    expect(row.rows[0].status).toBe('proposed');
    // Declining tells the lapsed member nothing about the poster: allowed.
    expect((await poster.client.post(`/api/matches/${pending}/decline`)).status).toBe(200);
  });

  it('does not offer Approve on a lapsed proposer’s pending proposal (the approve would be refused as expired), only Decline', async () => {
    const member = await buildParty(server);
    const pending = await propose(member.client, await createJob(poster), await createCandidate(member));
    const before = await poster.client.get(`/api/matches/${pending}`);
    expect(before.body.match.abilities).toEqual({ canApprove: true, canDecline: true });
    await lapse(member);

    const view = await poster.client.get(`/api/matches/${pending}`);
    expect(view.status).toBe(200);
    expect(view.body.match.abilities).toEqual({ canApprove: false, canDecline: true });
    expectError(await poster.client.post(`/api/matches/${pending}/approve`), 409, {
      message: 'This Match Proposal has expired: its job spec or candidate is closed.',
    });
    // The answer of a decline carries the same abilities (it is answered: neither any more).
    const declined = await poster.client.post(`/api/matches/${pending}/decline`);
    expect(declined.body.match.abilities).toEqual({ canApprove: false, canDecline: false });
  });

  it('reports the standing and the end of the trial on GET /api/me', async () => {
    const member = await buildParty(server);
    const me = async () => (await member.client.get('/api/me')).body.account;
    const trial = await me();
    expect(trial.standing).toBe('trial');
    expect(trial.abilities.canUseNetwork).toBe(true);
    const { rows } = await server.ctx.pool.query('select activated_at from accounts where id = $1', [member.id]);
    expect(trial.trialEnds).toBe(new Date(rows[0].activated_at.getTime() + 14 * DAY_MS).toISOString());

    await lapse(member);
    const lapsed = await me();
    expect(lapsed.standing).toBe('lapsed');
    expect(lapsed.abilities.canUseNetwork).toBe(false);
    expect(new Date(lapsed.trialEnds).getTime()).toBeLessThan(Date.now());

    await server.ctx.pool.query('update accounts set is_approved = true where id = $1', [member.id]);
    expect((await me()).standing).toBe('approved');

    const past = new Date(Date.now() - DAY_MS);
    const future = new Date(Date.now() + 30 * DAY_MS);
    await server.ctx.pool.query('update accounts set is_contracted = true, paid_until = $2 where id = $1', [
      member.id,
      future,
    ]);
    expect((await me()).standing).toBe('contracted');
    await server.ctx.pool.query('update accounts set paid_until = $2 where id = $1', [member.id, past]);
    const unpaid = await me();
    expect(unpaid.standing).toBe('lapsed');
    expect(isLapsedRefusal(await member.client.get('/api/jobs'))).toBe(true);
    // An approved member whose contract lapsed may ask again (an approved one in standing may not: 409).
    expect((await member.client.post('/api/me/request-approval', {})).status).toBe(200);
    await server.ctx.pool.query('update accounts set paid_until = $2 where id = $1', [member.id, future]);
    expectError(await member.client.post('/api/me/request-approval', {}), 409);
  });

  it('shows administrators each member’s standing in the members list', async () => {
    const member = await buildParty(server);
    await lapse(member);
    const res = await admin.get(`/api/admin/accounts?stage=activated&q=${encodeURIComponent(member.email)}`);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0].standing).toBe('lapsed');
    const detail = await admin.get(`/api/admin/accounts/${member.id}`);
    expect(detail.body.account.standing).toBe('lapsed');
  });

  it('lets administrators turn the rule off (audited) and on again; only administrators', async () => {
    const member = await buildParty(server);
    await lapse(member);
    expect((await admin.get('/api/admin/settings')).body).toEqual({ settings: { requireGoodStanding: true } });
    expectError(await member.client.put('/api/admin/settings', { requireGoodStanding: false }), 403);
    expectError(await admin.put('/api/admin/settings', { requireGoodStanding: 'no' }), 422);
    expectError(await admin.put('/api/admin/settings', {}), 422);
    expectError(await admin.put('/api/admin/settings', { other: true }), 422);

    await setRule(false);
    expect((await member.client.get('/api/jobs')).status).toBe(200);
    const me = (await member.client.get('/api/me')).body.account;
    expect(me.standing).toBe('lapsed');
    expect(me.abilities.canUseNetwork).toBe(true);
    const audit = await server.ctx.pool.query(`select details from audit_log where action = 'settings' order by id`);
    expect(audit.rows.at(-1)?.details).toEqual({ requireGoodStanding: false });

    await setRule(true);
    expect(isLapsedRefusal(await member.client.get('/api/jobs'))).toBe(true);
  });
});
