/**
 * The access-control matrix, generated from the router itself: every route the Express app
 * serves × every kind of caller → the expected status, declared below. A route in the router
 * but not in the table (or in the table but no longer in the router) fails the test, so a new
 * route cannot ship without someone deciding who may call it. Every 2xx answer is walked for
 * secrets and for other accounts' contact details the viewer must not get.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { makeUnsubscribeToken } from '../../api/auth/unsubscribe-tokens';
import { notes } from '../../api/db/schema';
import { MESSAGES } from '../../shared/messages';
import { expectNoStackTrace } from '../support/api-helpers';
import { buildAccount, signIn, type BuiltAccount } from '../support/factories';
import type { TestClient, TestResponse } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import { routesOf, type RouteKey } from '../support/routes-of';
import { CONTRACT } from '../support/fixtures/admin';
import { consentToday, walkJson } from '../support/fixtures/listings';
import { JOB_HEADERS, csvOf, jobRow, preparedImport, uploadForm } from '../support/fixtures/imports';
import {
  buildParty,
  closeListingAs,
  createCandidate,
  createJob,
  offer,
  propose,
  type Listing,
  type Party,
} from '../support/fixtures/matches';

// ---------------------------------------------------------------------------------------------
// Routes, read from the router

// routesOf (tests/support/routes-of.ts) walks the app's router, nested routers included.

// ---------------------------------------------------------------------------------------------
// Callers

const ROLES = ['visitor', 'owner', 'other', 'hiring', 'admin', 'offboarded', 'incomplete'] as const;
type Role = (typeof ROLES)[number];
type Row = Record<Role, number>;

/** Expected statuses in the order of ROLES. */
const row = (
  visitor: number,
  owner: number,
  other: number,
  hiring: number,
  admin: number,
  offboarded: number,
  incomplete: number,
): Row => ({
  visitor,
  owner,
  other,
  hiring,
  admin,
  offboarded,
  incomplete,
});
/** The same status for everyone. */
const all = (status: number) => row(status, status, status, status, status, status, status);

type World = {
  parties: Record<Exclude<Role, 'visitor'>, Party>;
  clients: Record<Role, TestClient>;
  job: Listing;
  candidate: Listing;
  otherCandidate: Listing;
  matchUid: string;
  offerUid: string;
  noteUid: string;
  /** A question of other's on owner's job, answered by owner: its uid and each party's message. */
  thread: { uid: string; byOther: string; byOwner: string };
};

/** `uid`: the path's :uid (or :token); `query`: a query string to append ('?a=1'). */
type Call = { uid?: string; body?: unknown; client?: TestClient; query?: string };
type Spec = { expect: Row; prepare?: (role: Role) => Promise<Call> };

// push.invalid: an allowed push host of this test's own (subscribing is what is tested; it never resolves).
const server = useTestServer({
  env: { LOGIN_LIMIT_PER_EMAIL: '1000', PUSH_ALLOWED_HOSTS: 'push.invalid' },
});
let world: World;
let serial = 0;

const SIGNED_IN = row(401, 200, 200, 200, 200, 401, 200);
/** Listing, match and sourcing routes also need a complete profile. */
const MEMBER = row(401, 200, 200, 200, 200, 401, 403);
const ADMIN_ONLY = (ok: number) => row(401, 403, 403, 403, ok, 401, 403);

async function insertNote(userId: string): Promise<string> {
  const [note] = await server.ctx.db
    .insert(notes)
    .values({ userId, heading: 'Matrix note', message: 'A note for the access matrix', link: '/notes' })
    .returning({ id: notes.id });
  return note!.id;
}

/** A new session of this caller (for routes that end or replace the session they run in). */
async function freshClient(role: Role): Promise<TestClient> {
  if (role === 'visitor') return server.client();
  const party = world.parties[role];
  if (role !== 'offboarded') return signIn(server, party);
  // An offboarded account cannot sign in: sign in first, then offboard again.
  await server.ctx.pool.query('update accounts set is_deleted = false where id = $1', [party.id]);
  const client = await signIn(server, party);
  await server.ctx.pool.query('update accounts set is_deleted = true where id = $1', [party.id]);
  return client;
}

const unsubscribeToken = () =>
  makeUnsubscribeToken(server.ctx.sessionSecret, { accountId: visitorAccount.id, toggles: ['summaryWeekly'] });
const credentialsOf = (role: Role): BuiltAccount => (role === 'visitor' ? visitorAccount : world.parties[role]);
let visitorAccount: BuiltAccount;

/** A saved search of the owner's (made through the API, as the owner). */
const ownSavedSearch = async () => {
  const res = await world.parties.owner.client.post('/api/saved-searches', {
    name: `Owner's search ${++serial}`,
    kind: 'job',
    query: {},
    alert: 'off',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.savedSearch.uid as string;
};

/** A personal API token of the owner's (made through the API, as the owner). */
const ownToken = async () => {
  const res = await world.parties.owner.client.post('/api/me/tokens', {
    name: `Owner's token ${++serial}`,
    scopes: ['read'],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.token.uid as string;
};

/** One token of the owner's for every caller refused (a member keeps at most 10 working ones). */
let sharedToken: Promise<string> | undefined;

/** A webhook of the owner's (made through the API, as the owner); .invalid never resolves, so deliveries just fail. */
const ownWebhook = async () => {
  // At most five per member: the table makes one per route and caller, so the earlier ones go first.
  await server.ctx.pool.query('delete from webhook_endpoints where account_id = $1', [world.parties.owner.id]);
  const res = await world.parties.owner.client.post('/api/me/webhooks', {
    url: `https://hooks-${++serial}.webhooks.invalid/in`,
    events: ['offer.received'],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.webhook.uid as string;
};

/** A bulk import of the owner's, mapped (made through the API, as the owner): one job row. */
const ownImport = () =>
  preparedImport(world.parties.owner.client, 'job', csvOf(JOB_HEADERS, [jobRow(`MX${++serial}-${Date.now()}`)]));
let sharedImport: Promise<string> | undefined;
/** A fresh import for the owner (whose call changes it); one shared import for everyone refused. */
const importFor = (role: Role) => (role === 'owner' ? ownImport() : (sharedImport ??= ownImport()));
/** Only the uploader ever sees an import; to anyone else, admins included, it does not exist. */
const IMPORT_OWNER_ONLY = row(401, 200, 404, 404, 404, 401, 403);

const freshJob = async () => (await createJob(world.parties.owner)).uid;
const freshCandidate = async () => (await createCandidate(world.parties.owner)).uid;
/** A pending match proposed by `other` (their new candidate) to `owner` (the shared job). */
const freshMatch = async () =>
  propose(world.parties.other.client, world.job, await createCandidate(world.parties.other));
const freshOffer = async () =>
  offer(world.parties.other.client, await createJob(world.parties.owner, { sourcing: true }));
/** A match of other's candidate for owner's job, approved by the owner: the deal it opened. */
const freshDeal = async () => {
  const matchUid = await freshMatch();
  await world.parties.owner.client.post(`/api/matches/${matchUid}/approve`);
  const { rows } = await server.ctx.pool.query<{ id: string }>('select id from deals where proposal_id = $1', [
    matchUid,
  ]);
  return rows[0]!.id;
};
let sharedDeal: Promise<string> | undefined;
/** A new deal for each of its parties (their move succeeds); one shared deal for everyone refused. */
const dealFor = (role: Role) => (role === 'owner' || role === 'other' ? freshDeal() : (sharedDeal ??= freshDeal()));
const pushBody = () => ({
  endpoint: `https://push.invalid/matrix/${++serial}`,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

/**
 * Who may call what. Keyed by the route as the router spells it; `prepare` makes what the call
 * needs (a fresh listing or proposal when the call changes it, a fresh session when it ends it).
 */
const TABLE: Record<RouteKey, Spec> = {
  'GET /healthz': { expect: all(200) },
  'GET /readyz': { expect: all(200) },
  // Off without METRICS_TOKEN (as here): a 404, never the PWA's page (tests/api/metrics.test.ts).
  'GET /metrics': { expect: all(404) },

  'POST /api/auth/register': {
    expect: all(201),
    prepare: async () => ({
      body: {
        email: `matrix-${++serial}-${Date.now()}@example.co.za`,
        password: 'Placement42',
        confirm: 'Placement42',
        terms: true,
      },
    }),
  },
  'POST /api/auth/activate': {
    // No such account: the same 'invalid link' for everyone (an activated one answers 409).
    expect: all(400),
    prepare: async () => ({ body: { uid: '5d1b1f0e-3c1a-4a7e-9a51-0c0ffee00000', token: 'not-the-token' } }),
  },
  'POST /api/auth/login': {
    // Each caller signs in with their own credentials (the visitor with an account of their own).
    expect: row(200, 200, 200, 200, 200, 403, 200),
    prepare: async (role) => {
      const account = credentialsOf(role);
      return { client: server.client(), body: { email: account.email, password: account.password } };
    },
  },
  // The code of a sign-in whose password step this session never took: no one to sign in (401).
  // The second factor itself (and ADMIN_MFA=required, which refuses an admin without one everything
  // else) is tests/api/mfa.test.ts; this table runs with ADMIN_MFA=optional.
  'POST /api/auth/mfa': { expect: all(401), prepare: async () => ({ body: { code: '123456' } }) },
  'POST /api/auth/forgot': { expect: all(202), prepare: async () => ({ body: { email: world.parties.owner.email } }) },
  'POST /api/auth/reset': {
    expect: all(400),
    prepare: async () => ({ body: { token: 'no-such-token', password: 'Placement43', confirm: 'Placement43' } }),
  },

  'GET /api/me': { expect: SIGNED_IN },
  'PUT /api/me': { expect: SIGNED_IN, prepare: async () => ({ body: { website: 'https://www.example.co.za' } }) },
  'POST /api/me/request-approval': { expect: row(401, 200, 200, 200, 409, 401, 200) },
  'GET /api/dashboard': { expect: SIGNED_IN },
  // The viewer's own to-do list, checklist and chart (docs/dashboard.md).
  'GET /api/dashboard/needs-you': { expect: SIGNED_IN },
  // one's own responsiveness record.
  'GET /api/me/responsiveness': { expect: SIGNED_IN },
  'GET /api/me/export': { expect: SIGNED_IN },
  // "Delete my account", with a wrong password here: a signed-in caller is answered on
  // the password (422) and nothing happens; the request and its effects are tests/api/account-deletion.test.ts.
  'POST /api/me/delete': {
    expect: row(401, 422, 422, 422, 422, 401, 422),
    prepare: async () => ({ body: { password: 'Not-the-password1' } }),
  },
  // Nothing pending to cancel for anyone here.
  'DELETE /api/me/delete': { expect: row(401, 409, 409, 409, 409, 401, 409) },
  // Personal API tokens (docs/api-tokens.md): one's own (anyone else's is 404); what tokens may call is
  // tests/api/api-token-access.test.ts.
  'GET /api/me/tokens': { expect: SIGNED_IN },
  'POST /api/me/tokens': {
    expect: row(401, 201, 201, 201, 201, 401, 201),
    prepare: async () => ({ body: { name: `Matrix token ${++serial}`, scopes: ['read'] } }),
  },
  'DELETE /api/me/tokens/:uid': {
    expect: row(401, 204, 404, 404, 404, 401, 404),
    prepare: async (role) => ({ uid: role === 'owner' ? await ownToken() : await (sharedToken ??= ownToken()) }),
  },
  // Two-factor sign-in: anyone signed in may start setting it up; confirming it here with a wrong
  // password is refused on the password (422), and no one here has it on to turn off (409).
  'POST /api/me/mfa/setup': { expect: row(401, 201, 201, 201, 201, 401, 201) },
  'POST /api/me/mfa/confirm': {
    expect: row(401, 422, 422, 422, 422, 401, 422),
    prepare: async () => ({ body: { password: 'Not-the-password1', code: '123456' } }),
  },
  'POST /api/me/mfa/disable': {
    expect: row(401, 409, 409, 409, 409, 401, 409),
    prepare: async () => ({ body: { password: 'Not-the-password1', code: '123456' } }),
  },
  // New recovery codes: no one here has two-factor sign-in on (409).
  'POST /api/me/mfa/recovery-codes': {
    expect: row(401, 409, 409, 409, 409, 401, 409),
    prepare: async () => ({ body: { password: 'Not-the-password1' } }),
  },

  'GET /api/jobs': { expect: MEMBER },
  'POST /api/jobs': {
    // A hiring company's job must name a placement fee.
    expect: row(401, 201, 201, 201, 201, 401, 403),
    prepare: async (role) => ({ body: { ...jobBodyFor(), ...(role === 'hiring' ? { placementFee: '15' } : {}) } }),
  },
  'GET /api/jobs/:uid': { expect: MEMBER, prepare: async () => ({ uid: world.job.uid }) },
  'PUT /api/jobs/:uid': {
    expect: row(401, 200, 403, 403, 200, 401, 403),
    prepare: async () => ({ uid: world.job.uid, body: jobBodyFor() }),
  },
  'POST /api/jobs/:uid/extend': {
    expect: row(401, 200, 403, 403, 200, 401, 403),
    prepare: async () => ({ uid: await freshJob() }),
  },
  'POST /api/jobs/:uid/close': {
    expect: row(401, 200, 403, 403, 200, 401, 403),
    prepare: async () => ({ uid: await freshJob() }),
  },
  // Suggested matches: the owner or an admin; to anyone else the listing is not found.
  'GET /api/jobs/:uid/suggestions': {
    expect: row(401, 200, 404, 404, 200, 401, 403),
    prepare: async () => ({ uid: world.job.uid }),
  },

  'GET /api/candidates': { expect: MEMBER },
  'POST /api/candidates': {
    expect: row(401, 201, 201, 403, 201, 401, 403),
    prepare: async () => ({ body: candidateBodyFor() }),
  },
  'GET /api/candidates/:uid': { expect: MEMBER, prepare: async () => ({ uid: world.candidate.uid }) },
  'PUT /api/candidates/:uid': {
    expect: row(401, 200, 403, 403, 200, 401, 403),
    prepare: async () => ({ uid: world.candidate.uid, body: candidateBodyFor() }),
  },
  'POST /api/candidates/:uid/extend': {
    expect: row(401, 200, 403, 403, 200, 401, 403),
    prepare: async () => ({ uid: await freshCandidate() }),
  },
  'POST /api/candidates/:uid/close': {
    expect: row(401, 200, 403, 403, 200, 401, 403),
    prepare: async () => ({ uid: await freshCandidate() }),
  },
  'GET /api/candidates/:uid/suggestions': {
    expect: row(401, 200, 404, 404, 200, 401, 403),
    prepare: async () => ({ uid: world.candidate.uid }),
  },
  // Bulk import (docs/imports.md): any member who may post job specs uploads them (a multipart form).
  'POST /api/imports': {
    expect: row(401, 201, 201, 201, 201, 401, 403),
    prepare: async () => ({ body: uploadForm('job', csvOf(JOB_HEADERS, [jobRow(`MU${++serial}`)])) }),
  },
  'GET /api/imports/:uid': { expect: IMPORT_OWNER_ONLY, prepare: async (role) => ({ uid: await importFor(role) }) },
  'PUT /api/imports/:uid/mapping': {
    expect: IMPORT_OWNER_ONLY,
    prepare: async (role) => ({
      uid: await importFor(role),
      body: { columns: { 'Job Title': 'jobTitle' }, values: {} },
    }),
  },
  'GET /api/imports/:uid/preview': {
    expect: IMPORT_OWNER_ONLY,
    prepare: async (role) => ({ uid: await importFor(role) }),
  },
  'POST /api/imports/:uid/commit': {
    expect: IMPORT_OWNER_ONLY,
    prepare: async (role) => ({ uid: await importFor(role) }),
  },
  'GET /api/imports/:uid/report.csv': {
    expect: IMPORT_OWNER_ONLY,
    prepare: async (role) => ({ uid: await importFor(role) }),
  },
  // a listed listing's owner's record (no identity), for whoever may see the listing.
  'GET /api/jobs/:uid/responsiveness': { expect: MEMBER, prepare: async () => ({ uid: world.job.uid }) },
  'GET /api/candidates/:uid/responsiveness': { expect: MEMBER, prepare: async () => ({ uid: world.candidate.uid }) },
  // the one-tap extend link needs no session; an unknown token is the same 404 for everyone.
  'POST /api/listing-links/:token/extend': { expect: all(404) },
  // A mail's one-click unsubscribe: no session, the signed token is the authority (here one for the
  // visitor's account; forged and altered ones are tests/api/list-unsubscribe.test.ts). GET changes nothing.
  'GET /api/unsubscribe/:token': { expect: all(200), prepare: async () => ({ uid: unsubscribeToken() }) },
  'POST /api/unsubscribe/:token': { expect: all(200), prepare: async () => ({ uid: unsubscribeToken() }) },

  'POST /api/matches': {
    // The caller pairs a new candidate of the owner's with a new job of the other recruiter's.
    expect: row(401, 201, 201, 403, 403, 401, 403),
    prepare: async () => {
      const candidate = await createCandidate(world.parties.owner);
      const job = await createJob(world.parties.other);
      return { body: { job: job.uid, candidate: candidate.uid } };
    },
  },
  'GET /api/matches/:uid': {
    expect: row(401, 200, 200, 403, 200, 401, 403),
    prepare: async () => ({ uid: world.matchUid }),
  },
  // Who saw the contact cards: the parties and an admin may call it (it records only for a party
  // of an approved one); anyone else is told the match is private.
  'POST /api/matches/:uid/contact-view': {
    expect: row(401, 204, 204, 403, 204, 401, 403),
    prepare: async () => ({ uid: world.matchUid }),
  },
  'POST /api/matches/:uid/approve': {
    expect: row(401, 200, 403, 403, 403, 401, 403),
    prepare: async () => ({ uid: await freshMatch() }),
  },
  'POST /api/matches/:uid/decline': {
    expect: row(401, 200, 403, 403, 403, 401, 403),
    prepare: async () => ({ uid: await freshMatch() }),
  },

  'POST /api/sourcing': {
    // On a new sourcing job of the owner's: the owner may not source for their own job.
    expect: row(401, 403, 201, 403, 201, 401, 403),
    prepare: async () => ({ body: { job: (await createJob(world.parties.owner, { sourcing: true })).uid } }),
  },
  'GET /api/sourcing/:uid': {
    expect: row(401, 200, 200, 403, 200, 401, 403),
    prepare: async () => ({ uid: world.offerUid }),
  },
  'POST /api/sourcing/:uid/contact-view': {
    expect: row(401, 204, 204, 403, 204, 401, 403),
    prepare: async () => ({ uid: world.offerUid }),
  },
  'POST /api/sourcing/:uid/approve': {
    expect: row(401, 200, 403, 403, 403, 401, 403),
    prepare: async () => ({ uid: await freshOffer() }),
  },
  'POST /api/sourcing/:uid/decline': {
    expect: row(401, 200, 403, 403, 403, 401, 403),
    prepare: async () => ({ uid: await freshOffer() }),
  },

  // Deals: a deal of the owner's (job owner) and other's (partner), opened by the owner's approval.
  'GET /api/deals': { expect: MEMBER },
  'GET /api/deals/summary': { expect: MEMBER },
  'GET /api/deals/export.csv': { expect: ADMIN_ONLY(200) },
  'GET /api/deals/report/monthly': { expect: ADMIN_ONLY(200) },
  'GET /api/deals/:uid': {
    expect: row(401, 200, 200, 404, 200, 401, 403),
    prepare: async () => ({ uid: await (sharedDeal ??= freshDeal()) }),
  },
  'POST /api/deals/:uid/accept-terms': {
    expect: row(401, 200, 200, 404, 403, 401, 403),
    prepare: async (role) => {
      const uid = await dealFor(role);
      await world.parties.owner.client.request('PATCH', `/api/deals/${uid}/terms`, { feePercent: '15' });
      return { uid };
    },
  },
  'PATCH /api/deals/:uid/terms': {
    expect: row(401, 200, 200, 404, 403, 401, 403),
    prepare: async (role) => ({ uid: await dealFor(role), body: { guaranteeDays: 60 } }),
  },
  'POST /api/deals/:uid/stages': {
    expect: row(401, 200, 200, 404, 403, 401, 403),
    prepare: async (role) => ({ uid: await dealFor(role), body: { stage: 'interviewing' } }),
  },
  // Only the member who recorded the stage undoes it: each party records one, then undoes it.
  'POST /api/deals/:uid/stages/undo': {
    expect: row(401, 200, 200, 404, 403, 401, 403),
    prepare: async (role) => {
      const uid = await dealFor(role);
      const mover = role === 'other' ? world.parties.other : world.parties.owner;
      await mover.client.post(`/api/deals/${uid}/stages`, { stage: 'interviewing' });
      return { uid };
    },
  },
  'POST /api/deals/:uid/dispute': {
    expect: row(401, 200, 200, 404, 403, 401, 403),
    prepare: async (role) => ({
      uid: await dealFor(role),
      body: { statement: 'The partner went around us to the client.' },
    }),
  },
  // Only the partner (other), once the client paid 14 business days ago without Partner paid.
  'POST /api/deals/:uid/refer-unpaid': {
    expect: row(401, 403, 200, 404, 403, 401, 403),
    prepare: async (role) => {
      const uid = await dealFor(role);
      await server.ctx.pool.query(
        `update deals set stage = 'client_paid', fee_rand = 90000, client_paid_date = '2026-01-05',
           payment_due_date = '2026-01-08' where id = $1`,
        [uid],
      );
      return { uid };
    },
  },

  'GET /api/notes': { expect: SIGNED_IN },
  'POST /api/notes/read-all': { expect: SIGNED_IN },
  'GET /api/events': { expect: SIGNED_IN },
  'POST /api/notes/:uid/read': {
    expect: row(401, 200, 404, 404, 404, 401, 404),
    prepare: async () => ({ uid: world.noteUid }),
  },
  'DELETE /api/notes/:uid': {
    expect: row(401, 204, 404, 404, 404, 401, 404),
    prepare: async () => ({ uid: await insertNote(world.parties.owner.id) }),
  },
  // Conversations (docs/conversations.md): anyone with a complete profile but an administrator
  // asks about another member's listing; only the two parties see a thread (anyone else: 404), an
  // administrator reads it and does nothing else (403).
  'POST /api/threads': {
    expect: row(401, 201, 201, 201, 403, 401, 403),
    prepare: async (role) => ({
      body: {
        listingUid: (await createJob(role === 'owner' ? world.parties.other : world.parties.owner)).uid,
        kind: 'job',
        body: 'Is this role open to remote work?',
      },
    }),
  },
  'GET /api/threads': { expect: MEMBER },
  'GET /api/threads/:uid': {
    expect: row(401, 200, 200, 404, 200, 401, 403),
    prepare: async () => ({ uid: world.thread.uid }),
  },
  'POST /api/threads/:uid/messages': {
    expect: row(401, 201, 201, 404, 403, 401, 403),
    prepare: async () => ({ uid: world.thread.uid, body: { body: 'One more detail about the role.' } }),
  },
  'POST /api/threads/:uid/read': {
    expect: row(401, 200, 200, 404, 403, 401, 403),
    prepare: async () => ({ uid: world.thread.uid }),
  },
  'POST /api/threads/:uid/mute': {
    expect: row(401, 200, 200, 404, 403, 401, 403),
    prepare: async () => ({ uid: world.thread.uid, body: { muted: false } }),
  },
  // Each party reports the other's message.
  'POST /api/threads/:uid/report': {
    expect: row(401, 201, 201, 404, 403, 401, 403),
    prepare: async (role) => ({
      uid: world.thread.uid,
      body: { messageUid: role === 'owner' ? world.thread.byOther : world.thread.byOwner },
    }),
  },
  // Saved searches: a member's own only; anyone else's (an admin's too) is 404.
  'GET /api/saved-searches': { expect: MEMBER },
  'POST /api/saved-searches': {
    expect: row(401, 201, 201, 201, 201, 401, 403),
    prepare: async () => ({ body: { name: 'Matrix search', kind: 'job', query: { q: 'java' }, alert: 'off' } }),
  },
  'PATCH /api/saved-searches/:uid': {
    expect: row(401, 200, 404, 404, 404, 401, 403),
    prepare: async () => ({ uid: await ownSavedSearch(), body: { name: 'Renamed' } }),
  },
  'DELETE /api/saved-searches/:uid': {
    expect: row(401, 204, 404, 404, 404, 401, 403),
    prepare: async () => ({ uid: await ownSavedSearch() }),
  },
  // The market pulse: aggregates of the network's listings, for members with a complete profile.
  'GET /api/market': { expect: MEMBER, prepare: async () => ({ query: '?category=23&province=Gauteng' }) },
  // Webhooks: a member's own only; anyone else's (an admin's too) is 404.
  'GET /api/me/webhooks': { expect: MEMBER },
  'POST /api/me/webhooks': {
    expect: row(401, 201, 201, 201, 201, 401, 403),
    prepare: async () => ({ body: { url: 'https://matrix.webhooks.invalid/in', events: ['proposal.received'] } }),
  },
  'PATCH /api/me/webhooks/:uid': {
    expect: row(401, 200, 404, 404, 404, 401, 403),
    prepare: async () => ({ uid: await ownWebhook(), body: { events: ['deal.stage_changed'] } }),
  },
  'DELETE /api/me/webhooks/:uid': {
    expect: row(401, 204, 404, 404, 404, 401, 403),
    prepare: async () => ({ uid: await ownWebhook() }),
  },
  'POST /api/me/webhooks/:uid/test': {
    expect: row(401, 202, 404, 404, 404, 401, 403),
    prepare: async () => ({ uid: await ownWebhook() }),
  },
  'GET /api/me/webhooks/:uid/deliveries': {
    expect: row(401, 200, 404, 404, 404, 401, 403),
    prepare: async () => ({ uid: await ownWebhook() }),
  },
  // The anonymity guard as a writing aid: any member with a complete profile, nothing stored.
  'POST /api/anonymity/check': {
    expect: MEMBER,
    prepare: async () => ({ body: { kind: 'job', fields: { jobTitle: 'Senior Java Developer' } } }),
  },

  'GET /api/push/key': { expect: all(200) },
  'POST /api/push/subscriptions': {
    expect: row(401, 201, 201, 201, 201, 401, 201),
    prepare: async () => ({ body: pushBody() }),
  },
  'DELETE /api/push/subscriptions': {
    expect: row(401, 204, 204, 204, 204, 401, 204),
    prepare: async () => ({ body: { endpoint: pushBody().endpoint } }),
  },

  'GET /api/lookups': { expect: all(200) },
  'GET /api/config': { expect: all(200) },
  // The OpenAPI document: the API's shape, no data (docs/api-tokens.md).
  'GET /api/openapi.json': { expect: all(200) },
  'POST /api/events': { expect: all(202), prepare: async () => ({ body: { name: 'home-cta' } }) },

  'GET /api/admin/accounts': { expect: ADMIN_ONLY(200) },
  'GET /api/admin/accounts.csv': { expect: ADMIN_ONLY(200) },
  'GET /api/admin/accounts/:uid': { expect: ADMIN_ONLY(200), prepare: async () => ({ uid: world.parties.owner.id }) },
  'PATCH /api/admin/accounts/:uid': {
    expect: ADMIN_ONLY(200),
    prepare: async () => ({ uid: world.parties.owner.id, body: { trail: 30 } }),
  },
  'GET /api/admin/settings': { expect: ADMIN_ONLY(200) },
  'GET /api/admin/tokens': { expect: ADMIN_ONLY(200) },
  'DELETE /api/admin/tokens/:uid': {
    expect: ADMIN_ONLY(200),
    prepare: async (role) => ({ uid: role === 'admin' ? await ownToken() : await (sharedToken ??= ownToken()) }),
  },
  'PUT /api/admin/settings': {
    // Members in good standing: set to what it is already, so the rest of the table is unchanged.
    expect: ADMIN_ONLY(200),
    prepare: async () => ({ body: { requireGoodStanding: true } }),
  },
  'GET /api/admin/matches': { expect: ADMIN_ONLY(200) },
  'GET /api/admin/sourcing': { expect: ADMIN_ONLY(200) },
  // The bulk message's confirmation count (same rule as the send).
  'GET /api/admin/messages/recipients': { expect: ADMIN_ONLY(200) },
  'GET /api/admin/anonymity': { expect: ADMIN_ONLY(200) },
  'POST /api/admin/messages': {
    expect: ADMIN_ONLY(201),
    prepare: async () => ({ body: { heading: 'Matrix heading', message: 'Matrix message' } }),
  },
  // The member actions run on the owner in this order, each meeting its precondition.
  'POST /api/admin/accounts/:uid/test-alert': {
    expect: ADMIN_ONLY(200),
    prepare: async () => ({ uid: world.parties.owner.id }),
  },
  // (The owner asked for approval above.)
  // No deletion pending for the owner: the admin is answered 409.
  'POST /api/admin/accounts/:uid/cancel-deletion': {
    expect: ADMIN_ONLY(409),
    prepare: async () => ({ uid: world.parties.owner.id }),
  },
  'POST /api/admin/accounts/:uid/clear-contact': {
    expect: ADMIN_ONLY(200),
    prepare: async () => ({ uid: world.parties.owner.id }),
  },
  'POST /api/admin/accounts/:uid/approve': {
    expect: ADMIN_ONLY(200),
    prepare: async () => ({ uid: world.parties.owner.id }),
  },
  'POST /api/admin/accounts/:uid/unapprove': {
    expect: ADMIN_ONLY(200),
    prepare: async () => ({ uid: world.parties.owner.id }),
  },
  'POST /api/admin/accounts/:uid/offboard': {
    expect: ADMIN_ONLY(200),
    prepare: async () => ({ uid: world.parties.owner.id }),
  },
  // Offboarding ended the owner's sessions at once (401), and reinstating does not revive them.
  'POST /api/admin/accounts/:uid/reinstate': {
    expect: row(401, 401, 403, 403, 200, 401, 403),
    prepare: async () => ({ uid: world.parties.owner.id }),
  },
  // The owner, reinstated, signs in again; they are activated already.
  'POST /api/admin/accounts/:uid/resend-activation': {
    expect: ADMIN_ONLY(409),
    prepare: async (role) => {
      if (role === 'visitor') world.clients.owner = await signIn(server, world.parties.owner);
      return { uid: world.parties.owner.id };
    },
  },
  'POST /api/admin/accounts/:uid/contract': {
    expect: ADMIN_ONLY(200),
    prepare: async () => ({ uid: world.parties.owner.id, body: CONTRACT }),
  },
  // The owner has no second factor to reset: the admin is answered 409 (tests/api/mfa.test.ts resets one).
  'POST /api/admin/accounts/:uid/reset-two-factor': {
    expect: ADMIN_ONLY(409),
    prepare: async () => ({ uid: world.parties.owner.id }),
  },

  // Last: these end the session they run in (and a password change ends every other one).
  'POST /api/auth/logout': {
    expect: row(401, 204, 204, 204, 204, 401, 204),
    prepare: async (role) => ({ client: await freshClient(role) }),
  },
  'POST /api/auth/password': {
    expect: row(401, 200, 200, 200, 200, 401, 200),
    prepare: async (role) => {
      const account = credentialsOf(role);
      const next = `Placement${100 + ++serial}`;
      return { client: await freshClient(role), body: { current: account.password, password: next, confirm: next } };
    },
  },
};

function jobBodyFor(): Record<string, unknown> {
  return {
    jobTitle: `Matrix Developer ${++serial}`,
    natures: [1],
    equities: [1, 2],
    genderId: 4,
    packageId: 5,
    locations: [303],
    qualifications: 'BSc Computer Science',
    experience: '5+ years of Java',
    sectors: [30],
    categories: [23],
  };
}

function candidateBodyFor(): Record<string, unknown> {
  return {
    candidateTitle: `Matrix Accountant ${++serial}`,
    natures: [1, 2],
    equities: [1],
    genderId: 2,
    packageId: 7,
    locations: [901],
    qualifications: 'CA(SA)',
    experience: '8 years in audit',
    sectors: [13],
    categories: [2],
    consent: consentToday(),
  };
}

// ---------------------------------------------------------------------------------------------
// What a 2xx may not hold

const SECRET_KEYS =
  /^(password|passwordHash|password_hash|token|activationToken|activationTokenHash|activation_token_hash|resetToken|resetTokenHash|reset_token_hash|sid|sess|secret|tokenHash|token_hash)$/i;
/** The answers that hand over a secret, once: a personal API token's creation, a two-factor set-up's key, a webhook's signing secret. */
const SHOWS_SECRET_ONCE = new Set(['POST /api/me/tokens', 'POST /api/me/mfa/setup', 'POST /api/me/webhooks']);
/** The OpenAPI document names fields ('password') and holds no values. */
const NAMES_FIELDS_ONLY = 'GET /api/openapi.json';
const HASH = /^\$(argon2|2[aby]\$|scrypt)/;

/** Whose e-mail addresses and cellphones this viewer may see in this answer (besides their own). */
function allowedContacts(role: Role, key: RouteKey, status: number): { emails: Set<Role>; phones: Set<Role> } {
  const emails = new Set<Role>([role]);
  const phones = new Set<Role>([role]);
  // Administrators see members in full on the member routes.
  if (role === 'admin' && key.includes(' /api/admin/')) {
    for (const r of ROLES) {
      emails.add(r);
      phones.add(r);
    }
  }
  // Administrators see the poster's e-mail address on listings (any poster), never a cellphone.
  if (role === 'admin' && / \/api\/(jobs|candidates)/.test(key)) for (const r of ROLES) emails.add(r);
  // The seconder who approves gets the proposer's contact card.
  if (role === 'owner' && status === 200 && /\/(matches|sourcing)\/:uid\/approve$/.test(key)) {
    emails.add('other');
    phones.add('other');
  }
  return { emails, phones };
}

/** The secrets and other accounts' contact details a 2xx answer holds, as readable lines. */
function forbiddenIn(res: TestResponse, role: Role, key: RouteKey): string[] {
  if (typeof res.body !== 'object' || res.body === null) return [];
  const { emails, phones } = allowedContacts(role, key, res.status);
  const members = ROLES.filter((r): r is Exclude<Role, 'visitor'> => r !== 'visitor');
  const contacts = [
    ...members.filter((r) => !emails.has(r)).map((r) => world.parties[r].email),
    ...members.filter((r) => !phones.has(r)).flatMap((r) => world.parties[r].cellphone ?? []),
  ];
  const found: string[] = [];
  walkJson(res.body, (path, name, value) => {
    // `token` names a personal API token's description (uid, name, scopes), never its secret.
    const isTokenView = name === 'token' && typeof value === 'object' && value !== null;
    const isTheOnce = SHOWS_SECRET_ONCE.has(key) && path === '$.secret';
    if (name !== null && SECRET_KEYS.test(name) && !isTokenView && !isTheOnce && key !== NAMES_FIELDS_ONLY)
      found.push(`${key} as ${role}: ${path} is a secret field`);
    if (typeof value !== 'string') return;
    if (HASH.test(value)) found.push(`${key} as ${role}: ${path} holds a password hash`);
    for (const contact of contacts)
      if (value.includes(contact)) found.push(`${key} as ${role}: ${path} leaks ${contact}`);
  });
  return found;
}

/** A question of `asker`'s on `owner`'s job, and the owner's answer. */
async function askAndAnswer(owner: Party, asker: Party, job: Listing): Promise<World['thread']> {
  const asked = await asker.client.post('/api/threads', { listingUid: job.uid, kind: 'job', body: 'Is it hybrid?' });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const uid = asked.body.thread.uid as string;
  const answer = await owner.client.post(`/api/threads/${uid}/messages`, { body: 'Yes, two days at home.' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const { rows } = await server.ctx.pool.query<{ id: string }>(
    'select id from thread_messages where thread_id = $1 and author_id = $2',
    [uid, asker.id],
  );
  return { uid, byOther: rows[0]!.id, byOwner: answer.body.message.uid as string };
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  const [owner, other, hiring, admin, offboarded] = await Promise.all([
    buildParty(server),
    buildParty(server),
    buildParty(server, 'hiring'),
    buildParty(server, 'admin'),
    buildParty(server),
  ]);
  const incompleteAccount = await buildAccount(server, { title: null, categories: [], cellphone: '+27 83 999 0001' });
  const incomplete: Party = {
    ...incompleteAccount,
    client: await signIn(server, incompleteAccount),
    firstname: 'Thandi',
    lastname: 'Nkosi',
    company: 'Talent Bridge Recruitment',
    title: '',
    website: null,
    cellphone: '+27 83 999 0001',
  };
  visitorAccount = await buildAccount(server);
  // A session made before offboarding: it must stop working at once.
  await server.ctx.pool.query('update accounts set is_deleted = true where id = $1', [offboarded.id]);

  const job = await createJob(owner);
  const candidate = await createCandidate(owner);
  const otherCandidate = await createCandidate(other);
  const matchUid = await propose(other.client, job, otherCandidate);
  const offerUid = await offer(other.client, await createJob(owner, { sourcing: true }));
  const parties = { owner, other, hiring, admin, offboarded, incomplete };
  world = {
    parties,
    clients: {
      visitor: server.client(),
      owner: owner.client,
      other: other.client,
      hiring: hiring.client,
      admin: admin.client,
      offboarded: offboarded.client,
      incomplete: incomplete.client,
    },
    job,
    candidate,
    otherCandidate,
    matchUid,
    offerUid,
    noteUid: await insertNote(owner.id),
    thread: await askAndAnswer(owner, other, job),
  };
});

describe('access matrix', () => {
  it('declares exactly the routes the router serves', async () => {
    const { app, close } = createApp(server.ctx);
    const served = routesOf(app);
    await close();
    expect(served.length).toBeGreaterThan(40);
    expect(
      served.filter((key) => !(key in TABLE)),
      'routes missing from the access table',
    ).toEqual([]);
    expect(
      Object.keys(TABLE).filter((key) => !served.includes(key)),
      'table rows for routes that no longer exist',
    ).toEqual([]);
  });

  it('keeps proposals private (403) and closed listings and notes unknown (404) to outsiders', async () => {
    const { owner, hiring, admin, other } = world.parties;
    const match = await hiring.client.get(`/api/matches/${world.matchUid}`);
    expect(match.status).toBe(403);
    expect(match.body.error.message).toBe(MESSAGES.matchPrivate);
    const sourcing = await hiring.client.get(`/api/sourcing/${world.offerUid}`);
    expect(sourcing.status).toBe(403);

    const ownerClient = owner.client;
    const closedJob = await createJob(owner);
    await closeListingAs(ownerClient, 'job', closedJob.uid);
    for (const outsider of [other, hiring]) {
      const res = await outsider.client.get(`/api/jobs/${closedJob.uid}`);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(closedJob.uid);
    }
    expect((await admin.client.get(`/api/jobs/${closedJob.uid}`)).status).toBe(200);
    expect((await ownerClient.get(`/api/jobs/${closedJob.uid}`)).status).toBe(200);

    const note = await insertNote(owner.id);
    const foreign = await other.client.post(`/api/notes/${note}/read`);
    expect(foreign.status).toBe(404);
    expect((await other.client.delete(`/api/notes/${note}`)).status).toBe(404);
  });
  it('gives every caller of every route the declared status, and nothing they may not see', async () => {
    const failures: string[] = [];
    const actual: Record<string, string> = {};
    for (const [key, spec] of Object.entries(TABLE)) {
      const [method, pattern] = key.split(' ') as [string, string];
      const statuses: number[] = [];
      for (const role of ROLES) {
        const call = (await spec.prepare?.(role)) ?? {};
        const path =
          pattern.replace(/:uid|:token/, call.uid ?? '00000000-0000-4000-8000-000000000000') + (call.query ?? '');
        const client = call.client ?? world.clients[role];
        const res = await client.request(method, path, call.body);
        statuses.push(res.status);
        expectNoStackTrace(res);
        if (res.status !== spec.expect[role]) {
          failures.push(
            `${key} as ${role}: expected ${spec.expect[role]}, got ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
          );
        }
        if (res.status >= 200 && res.status < 300) failures.push(...forbiddenIn(res, role, key));
        if (res.status >= 400) expect(Object.keys(res.body ?? {}), `${key} as ${role}`).toEqual(['error']);
        if (key === 'POST /api/auth/password' && res.status === 200 && role !== 'visitor') {
          world.parties[role].password = (call.body as { password: string }).password;
        }
      }
      actual[key] = statuses.join(', ');
    }
    expect(failures, JSON.stringify(actual, null, 1)).toEqual([]);
    // Every route × seven callers, one request after another (over a thousand): on a loaded
    // machine that is more than the default minute, and its speed is not what this test checks.
  }, 300_000);
});
