/**
 * Personal API tokens against the access matrix (docs/api-tokens.md). Generated from the router:
 * every route × every scope set × members in every standing: a token's call answers exactly what
 * its member's session answers when the route allows tokens and the token holds the route's scope
 * (api/auth/token-scopes.ts), and 403 with the token message otherwise. So a token never does more
 * than its member, and never reaches the account, sign-in or administration routes. Then the same
 * with real work (posting, editing, proposing, answering), and a token never borrows a cookie.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { TOKEN_RULES, tokenRuleFor } from '../../api/auth/token-scopes';
import { notes } from '../../api/db/schema';
import { API_TOKEN_MESSAGES, API_TOKEN_SCOPES, type ApiTokenScope } from '../../shared/rules/api-tokens';
import { MESSAGES } from '../../shared/messages';
import { expectNoStackTrace } from '../support/api-helpers';
import { makeToken, withToken } from '../support/api-tokens';
import { consentToday } from '../support/fixtures/listings';
import { buildParty, createCandidate, createJob, offer, propose, type Party } from '../support/fixtures/matches';
import { routesOf, type RouteKey } from '../support/routes-of';
import type { TestResponse } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer({ env: { LOGIN_LIMIT_PER_EMAIL: '1000', API_TOKEN_LIMIT_PER_MINUTE: '100000' } });

const SCOPE_SETS: ApiTokenScope[][] = [['read'], ['listings:write'], ['proposals:write'], [...API_TOKEN_SCOPES]];
const MEMBERS = ['member', 'admin', 'lapsed', 'offboarded'] as const;
type Member = (typeof MEMBERS)[number];
type Caller = { party: Party; secrets: string[] };

const DUMMY_UID = '00000000-0000-4000-8000-000000000000';
const DAY_MS = 86_400_000;
let callers: Record<Member, Caller>;
let routes: RouteKey[];

const mayCall = (key: RouteKey, scopes: readonly ApiTokenScope[]) => {
  const rule = TOKEN_RULES[key] ?? 'forbidden';
  return rule === 'any' || (rule !== 'forbidden' && scopes.includes(rule));
};

beforeAll(async () => {
  const { app, close } = createApp(server.ctx);
  routes = routesOf(app);
  await close();
  const [member, admin, lapsed, offboarded] = await Promise.all([
    buildParty(server),
    buildParty(server, 'admin'),
    buildParty(server),
    buildParty(server),
  ]);
  const parties: Record<Member, Party> = { member, admin, lapsed, offboarded };
  callers = {} as Record<Member, Caller>;
  for (const role of MEMBERS) {
    const party = parties[role];
    const secrets: string[] = [];
    for (const scopes of SCOPE_SETS) secrets.push((await makeToken(party.client, scopes)).secret);
    callers[role] = { party, secrets };
  }
  // Trial ended 6 days ago without approval: signed in, refused network use.
  await server.ctx.pool.query(
    `update accounts set activated_at = $2, trial_days = 14, is_approved = false, is_contracted = false where id = $1`,
    [lapsed.id, new Date(Date.now() - 20 * DAY_MS)],
  );
  // Offboarded after its session and tokens were made: both must stop working at once.
  await server.ctx.pool.query('update accounts set is_deleted = true where id = $1', [offboarded.id]);
});

describe('personal API tokens against the access matrix', () => {
  it('decides every router route for tokens, and names no route that does not exist', () => {
    expect(routes.length).toBeGreaterThan(40);
    const isAdmin = (key: RouteKey) => key.includes(' /api/admin/');
    expect(
      routes.filter((key) => !isAdmin(key) && !(key in TOKEN_RULES)),
      'routes missing from api/auth/token-scopes.ts',
    ).toEqual([]);
    expect(
      Object.keys(TOKEN_RULES).filter((key) => !routes.includes(key)),
      'rows for routes that no longer exist',
    ).toEqual([]);
    // The matcher finds each route's own row (fixed paths before parameters).
    for (const key of routes) {
      const [method, pattern] = key.split(' ') as [string, string];
      const path = pattern.replace(/:uid|:token/, DUMMY_UID);
      const expected = path.startsWith('/api/admin/') ? 'forbidden' : TOKEN_RULES[key];
      expect(tokenRuleFor(method, path), key).toBe(expected);
    }
  });

  it('never lets a token reach account, sign-in, token or administration routes', () => {
    for (const key of routes) {
      const path = key.split(' ')[1]!;
      const isClosed =
        path.startsWith('/api/auth/') ||
        path.startsWith('/api/admin') ||
        path.startsWith('/api/me/mfa') ||
        path.startsWith('/api/me/tokens') ||
        path.startsWith('/api/me/delete') ||
        path === '/api/me' ||
        path === '/api/me/export';
      if (isClosed)
        expect(tokenRuleFor(key.split(' ')[0]!, path.replace(/:uid|:token/, DUMMY_UID)), key).toBe('forbidden');
    }
    // GET routes are 'read' or anyone's; writes are never 'read'.
    for (const [key, rule] of Object.entries(TOKEN_RULES)) {
      if (!key.startsWith('GET ')) expect(rule, key).not.toBe('read');
    }
  });

  it('answers a token what its member gets, within its scopes, and 403 outside them', async () => {
    const failures: string[] = [];
    const counts = { compared: 0, refused: 0 };
    const summary = (res: TestResponse) => `${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
    for (const key of routes) {
      const [method, pattern] = key.split(' ') as [string, string];
      const path = pattern.replace(/:uid|:token/, DUMMY_UID);
      const body = method === 'GET' ? undefined : {};
      for (const role of MEMBERS) {
        const { party, secrets } = callers[role];
        let session: TestResponse | undefined;
        for (const [index, scopes] of SCOPE_SETS.entries()) {
          const res = await withToken(server, secrets[index]!, method, path, body);
          expectNoStackTrace(res);
          const label = `${key} as ${role} with [${scopes.join(', ')}]`;
          if (!mayCall(key, scopes)) {
            const message =
              TOKEN_RULES[key] === 'forbidden' || TOKEN_RULES[key] === undefined
                ? API_TOKEN_MESSAGES.forbiddenRoute
                : API_TOKEN_MESSAGES.missingScope(TOKEN_RULES[key]!);
            // Outside the JSON API (health, metrics, unsubscribe) no row is ever 'forbidden'.
            if (res.status !== 403 || res.body?.error?.message !== message)
              failures.push(`${label}: expected 403 '${message}', got ${summary(res)}`);
            counts.refused++;
            continue;
          }
          // A call the member's session makes changes nothing here (an unknown uid, an empty body).
          session ??= await party.client.request(method, path, body);
          counts.compared++;
          const sameError = res.status < 400 || res.body?.error?.message === session.body?.error?.message;
          if (res.status !== session.status || !sameError)
            failures.push(`${label}: session ${summary(session)}, token ${summary(res)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every route, for every member and scope set, either compared with the session or refused.
    expect(counts.compared + counts.refused).toBe(routes.length * MEMBERS.length * SCOPE_SETS.length);
    expect(counts.compared).toBeGreaterThan(200);
  }, 300_000);
});

describe('tokens doing real work', () => {
  const jobBody = () => ({
    jobTitle: `Token Developer ${Math.random().toString(36).slice(2, 8)}`,
    natures: [1],
    equities: [1, 2],
    genderId: 4,
    packageId: 5,
    locations: [303],
    qualifications: 'BSc Computer Science',
    experience: '5+ years of Java',
    sectors: [30],
    categories: [23],
  });
  const candidateBody = () => ({
    candidateTitle: `Token Accountant ${Math.random().toString(36).slice(2, 8)}`,
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
  });

  it('posts, edits, extends and closes listings with listings:write, and reads with read', async () => {
    const owner = await buildParty(server);
    const writer = await makeToken(owner.client, ['listings:write']);
    const reader = await makeToken(owner.client, ['read']);

    const refused = await withToken(server, reader.secret, 'POST', '/api/jobs', jobBody());
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(API_TOKEN_MESSAGES.missingScope('listings:write'));

    const posted = await withToken(server, writer.secret, 'POST', '/api/jobs', jobBody());
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const uid = posted.body.uid as string;
    const candidate = await withToken(server, writer.secret, 'POST', '/api/candidates', candidateBody());
    expect(candidate.status, JSON.stringify(candidate.body)).toBe(201);

    expect((await withToken(server, writer.secret, 'PUT', `/api/jobs/${uid}`, jobBody())).status).toBe(200);
    expect((await withToken(server, writer.secret, 'POST', `/api/jobs/${uid}/extend`)).status).toBe(200);
    // Writing is not reading.
    expect((await withToken(server, writer.secret, 'GET', `/api/jobs/${uid}`)).status).toBe(403);
    const read = await withToken(server, reader.secret, 'GET', `/api/jobs/${uid}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual((await owner.client.get(`/api/jobs/${uid}`)).body);
    expect((await withToken(server, writer.secret, 'POST', `/api/jobs/${uid}/close`)).status).toBe(200);

    // Someone else's listing stays someone else's, with a token as with a session.
    const stranger = await buildParty(server);
    const strangerToken = await makeToken(stranger.client, ['listings:write']);
    const foreign = await withToken(
      server,
      strangerToken.secret,
      'PUT',
      `/api/candidates/${candidate.body.uid}`,
      candidateBody(),
    );
    expect(foreign.status).toBe(
      (await stranger.client.put(`/api/candidates/${candidate.body.uid}`, candidateBody())).status,
    );
    expect(foreign.status).toBe(403);
  });

  it('proposes, offers and answers with proposals:write', async () => {
    const [owner, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const ownerToken = await makeToken(owner.client, ['proposals:write']);
    const otherToken = await makeToken(other.client, ['proposals:write', 'read']);
    const readOnly = await makeToken(other.client, ['read']);
    const job = await createJob(owner);
    const candidate = await createCandidate(other);

    const refused = await withToken(server, readOnly.secret, 'POST', '/api/matches', {
      job: job.uid,
      candidate: candidate.uid,
    });
    expect(refused.status).toBe(403);
    const proposed = await withToken(server, otherToken.secret, 'POST', '/api/matches', {
      job: job.uid,
      candidate: candidate.uid,
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    const matchUid = proposed.body.uid as string;
    expect((await withToken(server, otherToken.secret, 'GET', `/api/matches/${matchUid}`)).status).toBe(200);
    // Only the seconder answers: the proposer's token is refused as the proposer would be.
    expect((await withToken(server, otherToken.secret, 'POST', `/api/matches/${matchUid}/approve`)).status).toBe(403);
    const approved = await withToken(server, ownerToken.secret, 'POST', `/api/matches/${matchUid}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const sourcingJob = await createJob(owner, { sourcing: true });
    const offered = await withToken(server, otherToken.secret, 'POST', '/api/sourcing', { job: sourcingJob.uid });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const declined = await withToken(server, ownerToken.secret, 'POST', `/api/sourcing/${offered.body.uid}/decline`);
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    // A match of the owner's own, offered by the shared fixtures, answered by the owner's token too.
    const second = await propose(other.client, await createJob(owner), await createCandidate(other));
    expect((await withToken(server, ownerToken.secret, 'POST', `/api/matches/${second}/decline`)).status).toBe(200);
    await offer(other.client, await createJob(owner, { sourcing: true }));
  });

  it('never borrows a session cookie sent with it, and needs no CSRF step of its own', async () => {
    const [owner, other] = await Promise.all([buildParty(server), buildParty(server)]);
    const [note] = await server.ctx.db
      .insert(notes)
      .values({ userId: owner.id, heading: 'Owner only', message: 'For the owner', link: '/notes' })
      .returning({ id: notes.id });
    const otherToken = await makeToken(other.client, ['read']);
    // The owner's browser cookie and the other member's token: the request is the other member's.
    const mixed = await owner.client.request('GET', '/api/notes', undefined, {
      authorization: `Bearer ${otherToken.secret}`,
    });
    expect(mixed.status).toBe(200);
    expect(JSON.stringify(mixed.body)).not.toContain(note!.id);
    // A wrong token with a good cookie is refused, not served as the cookie's member.
    const wrong = await owner.client.request('GET', '/api/notes', undefined, { authorization: 'Bearer rc_pat_nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe(API_TOKEN_MESSAGES.invalid);
    // A script's POST: no cookie, no Origin, no CSRF token; a browser page on another site is still refused.
    const writer = await makeToken(other.client, ['listings:write']);
    expect(
      (
        await withToken(server, writer.secret, 'POST', '/api/anonymity/check', {
          kind: 'job',
          fields: { jobTitle: 'Java Developer' },
        })
      ).status,
    ).toBe(200);
    const crossSite = await withToken(
      server,
      writer.secret,
      'POST',
      '/api/anonymity/check',
      { kind: 'job', fields: {} },
      {
        origin: 'https://evil.example',
      },
    );
    expect(crossSite.status).toBe(403);
  });

  it('refuses a lapsed member network use with a token as with a session', async () => {
    const { party, secrets } = callers.lapsed;
    const res = await withToken(server, secrets[0]!, 'GET', '/api/jobs');
    const session = await party.client.get('/api/jobs');
    expect(res.status).toBe(session.status);
    expect(res.body.error.message).toBe(session.body.error.message);
    expect(res.body.error.message).toBe(MESSAGES.membershipLapsed);
  });
});
