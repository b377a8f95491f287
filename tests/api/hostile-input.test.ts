/**
 * Hostile input against every write route: wrong types, operator objects, nulls, huge numbers,
 * one character over each limit, a 10 MB body, unknown fields, repeated query keys, SQL
 * injection strings, NUL bytes, unicode edge cases, markup and CRLF. Whatever comes in: never
 * a 500, never a stack trace, nothing stored unless it is stored exactly as typed, and
 * markup escaped in the mails.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import express, { type Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { errorHandler } from '../../api/middleware/error-handler';
import { LIMITS } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { asTestResponse, expectError, expectNoStackTrace, rawRequest, waitForMails } from '../support/api-helpers';
import { buildAccount, signIn } from '../support/factories';
import type { TestClient, TestResponse } from '../support/test-client';
import type { TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { CONTRACT } from '../support/fixtures/admin';
import { OTHER_CATEGORY_ID, OTHER_SECTOR_ID } from '../../shared/lookups';
import { candidateBody, INTERNATIONAL, jobBody, SANDTON } from '../support/fixtures/listings';
import { buildParty, createCandidate, createJob, propose, type Listing, type Party } from '../support/fixtures/matches';

// push.invalid: an allowed push host of this test's own (subscribing is what is tested; it never resolves).
const server = useTestServer({
  env: { LOGIN_LIMIT_PER_EMAIL: '10000', PUSH_ALLOWED_HOSTS: 'push.invalid' },
});
let owner: Party;
let other: Party;
let admin: Party;
let member: Party;
let hiring: Party;
let changer: TestClient;
let job: Listing;
let candidate: Listing;
let sourcingJob: Listing;

type WriteRoute = {
  name: string;
  method: string;
  path: () => string;
  client: () => TestClient;
  body: () => Record<string, unknown>;
  /** The table a successful call adds rows to, if any. */
  table?: string;
  /** The row a successful call changes, if any: `select * from <table> where id = <id>`. */
  row?: () => { table: string; id: string };
};

const PUSH_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
let serial = 0;
const fresh = (prefix: string) => `${prefix}-${++serial}-${Date.now()}`;
const visitor = () => server.client();

/** Every write route of the brief, each with a body that would be valid. */
const ROUTES: WriteRoute[] = [
  {
    name: 'register',
    method: 'POST',
    path: () => '/api/auth/register',
    client: visitor,
    body: () => ({
      email: `${fresh('hostile')}@example.co.za`,
      password: 'Placement42',
      confirm: 'Placement42',
      terms: true,
    }),
    table: 'accounts',
  },
  {
    name: 'login',
    method: 'POST',
    path: () => '/api/auth/login',
    client: visitor,
    body: () => ({ email: other.email, password: other.password }),
  },
  {
    name: 'forgot',
    method: 'POST',
    path: () => '/api/auth/forgot',
    client: visitor,
    body: () => ({ email: other.email }),
  },
  {
    name: 'reset',
    method: 'POST',
    path: () => '/api/auth/reset',
    client: visitor,
    body: () => ({ token: 'no-such-token', password: 'Placement43', confirm: 'Placement43' }),
  },
  {
    name: 'password',
    method: 'POST',
    path: () => '/api/auth/password',
    client: () => changer,
    body: () => ({ current: 'wrong-current-1', password: 'Placement43', confirm: 'Placement43' }),
  },
  {
    name: 'me',
    method: 'PUT',
    path: () => '/api/me',
    client: () => owner.client,
    body: () => ({ firstname: 'Nomsa', categories: [2, OTHER_CATEGORY_ID], categoryOther: 'Other' }),
    row: () => ({ table: 'accounts', id: owner.id }),
  },
  {
    name: 'request-approval',
    method: 'POST',
    path: () => '/api/me/request-approval',
    client: () => other.client,
    body: () => ({}),
  },
  {
    name: 'events',
    method: 'POST',
    path: () => '/api/events',
    client: visitor,
    body: () => ({ name: 'home-cta' }),
    table: 'analytics_events',
  },
  {
    name: 'create job',
    method: 'POST',
    path: () => '/api/jobs',
    client: () => owner.client,
    body: () => jobBody(),
    table: 'jobs',
  },
  {
    name: 'create hiring job',
    method: 'POST',
    path: () => '/api/jobs',
    client: () => hiring.client,
    body: () => jobBody({ placementFee: '15' }),
    table: 'jobs',
  },
  {
    name: 'update job',
    method: 'PUT',
    path: () => `/api/jobs/${job.uid}`,
    client: () => owner.client,
    body: () => jobBody({ jobTitle: job.title }),
    row: () => ({ table: 'jobs', id: job.uid }),
  },
  {
    name: 'create candidate',
    method: 'POST',
    path: () => '/api/candidates',
    client: () => owner.client,
    body: () => candidateBody(),
    table: 'candidates',
  },
  {
    name: 'update candidate',
    method: 'PUT',
    path: () => `/api/candidates/${candidate.uid}`,
    client: () => owner.client,
    body: () => candidateBody({ candidateTitle: candidate.title }),
    row: () => ({ table: 'candidates', id: candidate.uid }),
  },
  {
    name: 'propose match',
    method: 'POST',
    path: () => '/api/matches',
    client: () => other.client,
    body: () => ({ job: job.uid, candidate: otherCandidateUid }),
    table: 'proposals',
  },
  {
    name: 'offer sourcing',
    method: 'POST',
    path: () => '/api/sourcing',
    client: () => other.client,
    body: () => ({ job: sourcingJob.uid }),
    table: 'proposals',
  },
  {
    name: 'subscribe push',
    method: 'POST',
    path: () => '/api/push/subscriptions',
    client: () => owner.client,
    body: () => ({ endpoint: `https://push.invalid/${fresh('sub')}`, keys: PUSH_KEYS }),
    table: 'push_subscriptions',
  },
  {
    name: 'unsubscribe push',
    method: 'DELETE',
    path: () => '/api/push/subscriptions',
    client: () => owner.client,
    body: () => ({ endpoint: 'https://push.invalid/kept' }),
    table: 'push_subscriptions',
  },
  {
    name: 'admin patch',
    method: 'PATCH',
    path: () => `/api/admin/accounts/${member.id}`,
    client: () => admin.client,
    body: () => ({ trail: 30, paidUntil: '2030-01-01', notifications: { generalUpdates: true } }),
    row: () => ({ table: 'accounts', id: member.id }),
  },
  {
    name: 'admin contract',
    method: 'POST',
    path: () => `/api/admin/accounts/${member.id}/contract`,
    client: () => admin.client,
    body: () => ({ ...CONTRACT }),
    row: () => ({ table: 'accounts', id: member.id }),
  },
  {
    name: 'admin message',
    method: 'POST',
    path: () => '/api/admin/messages',
    client: () => admin.client,
    body: () => ({ heading: 'Heading', message: 'Message' }),
    table: 'notes',
  },
];
let otherCandidateUid = '';

/** The choices that allow the free-text companions (Country Name, Other Sector(s), Other Category(ies)). */
const FREE_INPUT_CHOICES = {
  locations: [SANDTON, INTERNATIONAL],
  countryOther: 'Namibia',
  sectors: [30, OTHER_SECTOR_ID],
  categories: [23, OTHER_CATEGORY_ID],
};
const FREE_INPUTS = ['countryOther', 'sectorOther', 'categoryOther'];

/** Every response: no 500 (or any 5xx), no stack trace, and errors in the contract's shape. */
function checked(res: TestResponse, what: string): TestResponse {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
  expectNoStackTrace(res);
  if (res.status >= 400) expect(Object.keys(res.body ?? {}), what).toEqual(['error']);
  return res;
}

async function call(route: WriteRoute, body: unknown, what = route.name): Promise<TestResponse> {
  return checked(
    await route.client().request(route.method, route.path(), body),
    `${route.method} ${route.path()} ${what}`,
  );
}

async function countOf(table: string): Promise<number> {
  const { rows } = await server.ctx.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

async function snapshot(route: WriteRoute): Promise<string> {
  const parts: unknown[] = [];
  if (route.table) parts.push(await countOf(route.table));
  const target = route.row?.();
  if (target)
    parts.push((await server.ctx.pool.query(`select * from ${target.table} where id = $1`, [target.id])).rows[0]);
  return JSON.stringify(parts);
}

const getListing = async (kind: 'jobs' | 'candidates', uid: string) => {
  const res = checked(await owner.client.get(`/api/${kind}/${uid}`), `GET ${kind} ${uid}`);
  expect(res.status).toBe(200);
  return res.body.listing as Record<string, unknown>;
};

beforeAll(async () => {
  [owner, other, admin, member, hiring] = await Promise.all([
    buildParty(server),
    buildParty(server),
    buildParty(server, 'admin'),
    buildParty(server),
    buildParty(server, 'hiring'),
  ]);
  changer = await signIn(server, await buildAccount(server));
  job = await createJob(owner);
  candidate = await createCandidate(owner);
  sourcingJob = await createJob(owner, { sourcing: true });
  otherCandidateUid = (await createCandidate(other)).uid;
});

const WRONG_VALUES: Array<[string, unknown]> = [
  ['an operator object', { $gt: '' }],
  ['null', null],
  ['1e308', 1e308],
  ['2**53', 2 ** 53],
  ['a boolean', true],
  ['an array of objects', [{ $ne: null }]],
];

describe('wrong types, operator objects, nulls and huge numbers', () => {
  it('never stores them and never fails with a 500', async () => {
    let calls = 0;
    for (const route of ROUTES) {
      const base = route.body();
      for (const field of Object.keys(base)) {
        for (const [label, value] of WRONG_VALUES) {
          const before = await snapshot(route);
          const res = await call(route, { ...route.body(), [field]: value }, `${field} = ${label}`);
          calls++;
          // An operator object is never a valid value of any field.
          if (label === 'an operator object') {
            expect(res.status, `${route.name} ${field} = ${label}: ${JSON.stringify(res.body)}`).toBe(422);
            expect(await snapshot(route), `${route.name} stored ${field} = ${label}`).toBe(before);
          }
          if (res.status >= 400)
            expect(await snapshot(route), `${route.name} changed on a refused ${field}`).toBe(before);
        }
      }
      // The whole body of the wrong type.
      for (const body of ['"text"', '[1,2]', 'null', '12']) {
        const before = await snapshot(route);
        const res = await call(route, body, `body ${body}`);
        expect([400, 422], `${route.name} body ${body}: ${res.status}`).toContain(res.status);
        expect(await snapshot(route)).toBe(before);
      }
    }
    expect(calls).toBeGreaterThan(200);
  });
});

describe('limits', () => {
  /** [route name, field, limit]: the limit is accepted elsewhere; one character more is 422 on that field. */
  const OVER: Array<[string, string, number, string?]> = [
    ['register', 'email', LIMITS.email],
    ['register', 'password', LIMITS.password],
    ['login', 'password', LIMITS.password],
    ['me', 'firstname', LIMITS.name],
    ['me', 'lastname', LIMITS.name],
    ['me', 'company', LIMITS.company],
    ['me', 'title', LIMITS.jobTitle],
    ['me', 'website', LIMITS.website],
    ['me', 'apso', LIMITS.membershipNumber],
    ['me', 'landline', LIMITS.phone],
    ['me', 'cellphone', LIMITS.phone],
    ['me', 'categoryOther', LIMITS.otherText],
    ['create job', 'jobTitle', LIMITS.listingTitle],
    ['create job', 'qualifications', LIMITS.qualifications],
    ['create job', 'experience', LIMITS.experience],
    ['create job', 'additional', LIMITS.additional],
    ['create job', 'countryOther', LIMITS.otherText],
    ['create job', 'sectorOther', LIMITS.otherText],
    ['create job', 'categoryOther', LIMITS.otherText],
    ['create hiring job', 'placementFee', LIMITS.placementFee],
    ['update job', 'jobTitle', LIMITS.listingTitle],
    ['create candidate', 'candidateTitle', LIMITS.listingTitle],
    ['create candidate', 'additional', LIMITS.additional],
    ['update candidate', 'qualifications', LIMITS.qualifications],
    ['admin message', 'heading', LIMITS.bulkHeading],
    ['admin message', 'message', LIMITS.bulkMessage],
  ];

  const tooLong = (field: string, length: number): string => {
    if (field === 'email') return `${'a'.repeat(length - '@example.co.za'.length)}@example.co.za`;
    if (field === 'website') return `https://${'a'.repeat(length - 'https://.co.za'.length)}.co.za`;
    if (field === 'landline' || field === 'cellphone') return `+27 ${'1'.repeat(length - 4)}`;
    if (field === 'placementFee') return '1'.repeat(length);
    if (field === 'password') return `Placement42${'x'.repeat(length - 11)}`;
    // Not the listings' filler: the account's company kept at its limit would otherwise be the
    // text of this member's later listings, which the anonymity guard refuses as their own company.
    if (field === 'company') return 'ç'.repeat(length);
    return 'é'.repeat(length);
  };

  it.each(OVER)('%s refuses %s one character over %i, and stores nothing', async (name, field, limit) => {
    const route = ROUTES.find((r) => r.name === name)!;
    const before = await snapshot(route);
    const isListing = /job|candidate/.test(name) && field !== 'placementFee';
    const body: Record<string, unknown> = {
      ...route.body(),
      ...(isListing && FREE_INPUTS.includes(field) ? FREE_INPUT_CHOICES : {}),
      [field]: tooLong(field, limit + 1),
    };
    if (field === 'password' && name === 'register') body.confirm = body.password;
    const res = await call(route, body, `${field} over ${limit}`);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    // Refused for its length, not for something else in the body.
    if (!['email', 'password'].includes(field) || name === 'login')
      expect(res.body.error.field, JSON.stringify(res.body)).toBe(field);
    if (!['email', 'website', 'placementFee'].includes(field) && name !== 'login' && name !== 'register')
      expect(res.body.error.message).toMatch(/at most|too long|characters/i);

    // The limit itself is accepted (one code point less).
    expect(await snapshot(route)).toBe(before);
    if ((isListing || name === 'admin message' || name === 'me') && field !== 'landline' && field !== 'cellphone') {
      const ok = await call(route, { ...body, [field]: tooLong(field, limit) }, `${field} at ${limit}`);
      expect(ok.status, `${field} at ${limit}: ${JSON.stringify(ok.body)}`).toBeLessThan(300);
    }
  });

  it('accepts listing text fields at exactly their limit, stored as typed', async () => {
    const body = jobBody({
      jobTitle: 'é'.repeat(LIMITS.listingTitle),
      qualifications: 'q'.repeat(LIMITS.qualifications),
      additional: 'a'.repeat(LIMITS.additional),
    });
    const res = await call(
      ROUTES.find((r) => r.name === 'create job')!,
      body,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const listing = await getListing('jobs', res.body.uid as string);
    expect(listing.title).toBe(body.jobTitle);
    expect(listing.qualifications).toBe(body.qualifications);
    expect(listing.additional).toBe(body.additional);
  });

  it('refuses a 10 MB body on every write route with 413', async () => {
    const huge = JSON.stringify({ filler: 'x'.repeat(10 * 1024 * 1024) });
    for (const route of ROUTES) {
      const before = await snapshot(route);
      const res = await call(route, huge, '10 MB body');
      expect(res.status, route.name).toBe(413);
      expect(await snapshot(route)).toBe(before);
    }
  });
});

describe('unknown fields', () => {
  it('are refused with 422 on every write route and nothing is stored', async () => {
    for (const route of ROUTES) {
      for (const extra of [
        { isAdmin: true },
        { ownerId: admin.id },
        { __proto__x: 1, constructor: { prototype: { isAdmin: true } } },
      ]) {
        const before = await snapshot(route);
        const res = await call(route, { ...route.body(), ...extra }, `unknown ${Object.keys(extra).join(',')}`);
        expect(res.status, `${route.name} with ${JSON.stringify(extra)}: ${JSON.stringify(res.body)}`).toBe(422);
        expect(await snapshot(route), `${route.name} stored something`).toBe(before);
      }
    }
    const [row] = (await server.ctx.pool.query('select is_admin from accounts where id = $1', [owner.id])).rows;
    expect(row.is_admin).toBe(false);
  });
});

describe('query strings', () => {
  const SEARCHES = ['/api/jobs', '/api/candidates'];
  const REPEATED = [
    'q=a&q=b',
    'categories=1&categories=2',
    'maxAge=7&maxAge=7',
    'limit=1&limit=2',
    'mine=true&mine=false',
    'cursor=a&cursor=b',
  ];

  it('refuses repeated keys and bracketed operators on the search routes with 422', async () => {
    for (const path of SEARCHES) {
      for (const query of [...REPEATED, 'q[$gt]=', 'q[]=a', 'categories[$ne]=1']) {
        const res = checked(await owner.client.get(`${path}?${query}`), `${path}?${query}`);
        expect(res.status, `${path}?${query}: ${JSON.stringify(res.body)}`).toBe(422);
      }
    }
    for (const query of ['stage=approved&stage=deleted', 'q=a&q=b']) {
      const res = checked(await admin.client.get(`/api/admin/accounts?${query}`), query);
      expect(res.status, `admin accounts ?${query}`).toBe(422);
    }
    for (const path of ['/api/admin/matches', '/api/admin/sourcing']) {
      const res = checked(await admin.client.get(`${path}?status=proposed&status=approved`), path);
      expect(res.status, path).toBe(422);
    }
  });

  it('treats SQL and NUL in a search keyword as text', async () => {
    for (const q of ["' OR 1=1 --", "'; DROP TABLE accounts; --", 'a\u0000b', '%', '_', '\\']) {
      for (const path of SEARCHES) {
        const res = checked(
          await owner.client.get(`${path}?q=${encodeURIComponent(q)}`),
          `${path} q=${JSON.stringify(q)}`,
        );
        expect([200, 422], `${path} q=${JSON.stringify(q)}`).toContain(res.status);
        if (res.status === 200) expect(res.body.total, `${path} q=${JSON.stringify(q)} matched everything`).toBe(0);
      }
    }
    expect(await countOf('accounts')).toBeGreaterThan(0);
  });
});

describe('injection strings, NUL bytes and unicode', () => {
  const HOSTILE_TEXT = ["' OR 1=1 --", "'; DROP TABLE accounts; --", 'Robert\u0000Tables', 'Zoë\\"); --'];
  const UNICODE = [
    'Caf\u00e9 Manager', // NFC é
    'Cafe\u0301 Manager', // NFD e + combining acute
    'Manager \u202Egnp.exe', // right-to-left override
    'Data\u200BScientist', // zero-width space
    'Developer 👩🏽‍💻 🚀',
  ];

  it('stores SQL-looking text and unicode in listings exactly as typed, or refuses it', async () => {
    const accountsBefore = await countOf('accounts');
    for (const text of [...HOSTILE_TEXT, ...UNICODE]) {
      const before = await countOf('jobs');
      const res = await call(
        ROUTES.find((r) => r.name === 'create job')!,
        jobBody({ jobTitle: text, qualifications: text, experience: text, additional: text }),
        JSON.stringify(text),
      );
      if (res.status === 201) {
        const listing = await getListing('jobs', res.body.uid as string);
        for (const field of ['title', 'qualifications', 'experience', 'additional'])
          expect(listing[field], `${field} of ${JSON.stringify(text)}`).toBe(text);
      } else {
        expect(res.status, `${JSON.stringify(text)}: ${JSON.stringify(res.body)}`).toBe(422);
        expect(text).toContain('\u0000');
        expect(await countOf('jobs')).toBe(before);
      }
      if (!text.includes('\u0000')) expect(res.status, JSON.stringify(text)).toBe(201);
    }
    expect(await countOf('accounts')).toBe(accountsBefore);
  });

  it('stores hostile text in personal details as typed, or refuses it without a change', async () => {
    const route = ROUTES.find((r) => r.name === 'me')!;
    for (const text of [...HOSTILE_TEXT, ...UNICODE]) {
      const before = await snapshot(route);
      const res = await call(
        route,
        { company: text, categories: [2, OTHER_CATEGORY_ID], categoryOther: text },
        JSON.stringify(text),
      );
      if (res.status === 200) {
        const me = checked(await owner.client.get('/api/me'), 'GET /api/me');
        expect(me.body.account.company).toBe(text);
        expect(me.body.account.categoryOther).toBe(text);
      } else {
        expect(res.status).toBe(422);
        expect(await snapshot(route)).toBe(before);
      }
    }
  });

  it('treats SQL and NUL in credentials as text: no sign-in, no new rows', async () => {
    const accountsBefore = await countOf('accounts');
    for (const text of HOSTILE_TEXT) {
      for (const route of ROUTES.filter((r) => ['login', 'forgot', 'reset', 'register'].includes(r.name))) {
        for (const field of Object.keys(route.body())) {
          if (field === 'terms') continue;
          const res = await call(route, { ...route.body(), [field]: text }, `${field} = ${JSON.stringify(text)}`);
          expect(res.status, `${route.name} ${field} = ${JSON.stringify(text)}`).toBeGreaterThanOrEqual(400);
        }
      }
    }
    expect(await countOf('accounts')).toBe(accountsBefore);
    const injected = checked(
      await visitor().post('/api/auth/login', { email: `${other.email}' --`, password: "' OR 1=1 --" }),
      'login',
    );
    expect(injected.status).toBe(422);
  });
});

describe('markup and header injection', () => {
  const MARKUP = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)'];

  it('stores markup in every text field of a listing as typed', async () => {
    for (const text of MARKUP) {
      const fields = {
        qualifications: text,
        experience: text,
        additional: text,
        countryOther: text,
        sectorOther: text,
        categoryOther: text,
      };
      const created = await call(
        ROUTES.find((r) => r.name === 'create job')!,
        jobBody({ jobTitle: text, ...FREE_INPUT_CHOICES, ...fields }),
        text,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const listing = await getListing('jobs', created.body.uid as string);
      expect(listing.title).toBe(text);
      for (const [field, value] of Object.entries(fields)) expect(listing[field], field).toBe(value);

      const updated = await call(
        ROUTES.find((r) => r.name === 'update candidate')!,
        candidateBody({ candidateTitle: text, ...FREE_INPUT_CHOICES, ...fields }),
        text,
      );
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      const stored = await getListing('candidates', candidate.uid);
      expect(stored.title).toBe(text);
      for (const [field, value] of Object.entries(fields)) expect(stored[field], field).toBe(value);
    }
  });

  it('escapes markup of listing titles in the proposal mail', async () => {
    const seconder = await buildParty(server);
    const hostileJob = await createJob(seconder, { jobTitle: '<script>alert(1)</script> Engineer' });
    const hostileCandidate = await createCandidate(other, { candidateTitle: '<img src=x onerror=alert(1)> Analyst' });
    await propose(other.client, hostileJob, hostileCandidate);
    const [mail] = await waitForMails(server, seconder.email, /Match Proposal/, 1);
    expect(mail!.html).toContain('&lt;script&gt;');
    expect(mail!.html).not.toContain('<script');
    expect(mail!.html).not.toContain('<img src=x');
    expect(mail!.text).toContain('<script>alert(1)</script> Engineer');
  });

  it('stores a bulk message with markup as typed, escapes it in the mail, and keeps CRLF out of the subject', async () => {
    const recipient = await buildParty(server);
    const heading = `<script>alert(1)</script> News\r\nBcc: victim-${serial}@evil.example\r\nX-Injected: yes`;
    const message = '<img src=x onerror=alert(1)> javascript:alert(1) <script>alert(2)</script>';
    const res = await call(
      ROUTES.find((r) => r.name === 'admin message')!,
      { heading, message },
    );
    if (res.status === 422) {
      // Refusing a line break in a heading is fine too; then a heading without one must work.
      expect(res.body.error.field).toBe('heading');
    } else {
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const sent = res.status === 201 ? heading : heading.replace(/\r\n/g, ' ');
    if (res.status === 422)
      expect(
        (
          await call(
            ROUTES.find((r) => r.name === 'admin message')!,
            { heading: sent, message },
          )
        ).status,
      ).toBe(201);

    const notes = checked(await recipient.client.get('/api/notes'), 'GET /api/notes');
    const note = (notes.body.items as Array<{ heading: string; message: string }>).find((n) => n.message === message);
    expect(note, 'the bulk message note').toBeDefined();
    expect(note!.heading).toBe(sent.trim());

    const [mail] = await waitForMails(server, recipient.email, /News/, 1);
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.html).toContain('&lt;script&gt;');
    expect(mail!.html).not.toContain('<script');
    expect(mail!.html).not.toContain('<img src=x');
    expect(mail!.html).not.toMatch(/href=["']?javascript:/i);
    expect(server.smtp.mails.filter((m) => m.to.includes('evil.example'))).toEqual([]);
    const { rows } = await server.ctx.pool.query<{ n: number }>(
      `select count(*)::int as n from sent_mails where "to" like '%evil.example%'`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('malformed path parameters', () => {
  /** Every 'METHOD /path/:param' route the app serves (nested routers keep their mount path in rawPath). */
  type Layer = {
    rawPath?: unknown;
    slash?: boolean;
    route?: { path: string; methods: Record<string, boolean> };
    handle: { stack?: Layer[] };
  };
  function paramRoutes(app: Express): Array<[method: string, path: string]> {
    const found: Array<[string, string]> = [];
    const visit = (stack: Layer[], prefix: string) => {
      for (const layer of stack) {
        if (layer.route) {
          const path = `${prefix}${layer.route.path}`.replace(/\/+/g, '/');
          for (const method of Object.keys(layer.route.methods))
            if (method !== '_all' && path.includes('/:')) found.push([method.toUpperCase(), path]);
        } else if (Array.isArray(layer.handle.stack)) {
          visit(layer.handle.stack, `${prefix}${layer.slash ? '' : String(layer.rawPath)}`);
        }
      }
    };
    visit((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
    return found;
  }

  it('answers 404, never a 500, for a parameter that is not valid percent-encoding, on every :uid route', async () => {
    const { app, close } = createApp(server.ctx);
    const routes = paramRoutes(app);
    await close();
    expect(routes.length).toBeGreaterThan(15);
    for (const prefix of [
      '/api/jobs/',
      '/api/candidates/',
      '/api/matches/',
      '/api/sourcing/',
      '/api/notes/',
      '/api/admin/accounts/',
    ]) {
      expect(
        routes.some(([, path]) => path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    const jobsBefore = await snapshot(ROUTES.find((r) => r.name === 'update job')!);
    for (const [method, path] of routes) {
      for (const bad of ['%ZZ', '%', '%E0%A4%A', '%C0%AF', 'a%2']) {
        const url = path.replace(/:[A-Za-z]+/g, bad);
        for (const client of [admin.client, owner.client]) {
          const res = checked(await client.request(method, url), `${method} ${url}`);
          // A member on an admin route is refused before the parameter matters.
          const expected = client === owner.client && path.startsWith('/api/admin/') ? [403] : [400, 404];
          expect(expected, `${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
        }
      }
    }
    expect(await snapshot(ROUTES.find((r) => r.name === 'update job')!)).toBe(jobsBefore);
    // Outside the API too (the PWA's paths and the dev mailbox share the error handler).
    for (const path of ['/%ZZ', '/jobs/%ZZ', '/dev/%ZZ']) {
      const res = await rawRequest(server, { method: 'GET', path });
      expect(res.status, `${path}: ${res.text}`).toBeLessThan(500);
    }
  });
});

describe('dates outside 1900-2100', () => {
  const OUT_OF_RANGE = ['0000-01-01', '0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31'];
  const DATE_RANGE = 'Dates must fall between 1900-01-01 and 2100-12-31.';

  it('are refused with 422 on the admin lists (from, to), never a 500', async () => {
    for (const path of ['/api/admin/matches', '/api/admin/sourcing']) {
      for (const field of ['from', 'to']) {
        for (const date of OUT_OF_RANGE) {
          const res = checked(await admin.client.get(`${path}?${field}=${date}`), `${path}?${field}=${date}`);
          expectError(res, 422, { field, message: DATE_RANGE });
        }
        for (const date of ['1900-01-01', '2100-12-31']) {
          expect((await admin.client.get(`${path}?${field}=${date}`)).status, `${path}?${field}=${date}`).toBe(200);
        }
      }
    }
    // The members list and its CSV take no dates at all: 422, not 500.
    for (const path of ['/api/admin/accounts', '/api/admin/accounts.csv']) {
      for (const query of ['from=0000-01-01', 'to=9999-12-31']) {
        const res = checked(await admin.client.get(`${path}?${query}`), `${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(422);
      }
    }
  });

  it('are refused with 422 as paid-until and contract dates, and nothing changes', async () => {
    const patch = ROUTES.find((r) => r.name === 'admin patch')!;
    const contract = ROUTES.find((r) => r.name === 'admin contract')!;
    for (const date of OUT_OF_RANGE) {
      const before = await snapshot(patch);
      expectError(await call(patch, { paidUntil: date }, `paidUntil ${date}`), 422, {
        field: 'paidUntil',
        message: DATE_RANGE,
      });
      expect(await snapshot(patch)).toBe(before);
      expectError(await call(contract, { ...CONTRACT, start: date, end: '2030-01-01' }, `start ${date}`), 422, {
        field: 'start',
        message: DATE_RANGE,
      });
      expectError(await call(contract, { ...CONTRACT, start: '1990-01-01', end: date }, `end ${date}`), 422);
      expect(await snapshot(contract)).toBe(before);
    }
    for (const date of ['1900-01-01', '2100-12-31']) {
      const res = await call(patch, { paidUntil: date }, `paidUntil ${date}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.account.paidUntil).toMatch(new RegExp(`^${date}`));
    }
  });
});

describe('database data exceptions (SQLSTATE class 22)', () => {
  it('are answered 422 with the contract body, never 500', async () => {
    // A bare app with the real error handler and the real database: each route runs one query that
    // the database refuses with a data exception, as a value no validation foresaw would.
    const app = express();
    const queries: Record<string, ReturnType<typeof sql>> = {
      'division-by-zero': sql`select 1 / 0`, // 22012
      'year-zero': sql`select '0000-01-01'::timestamptz`, // 22008
      'bad-date': sql`select '2026-13-01'::date`, // 22008
      'not-a-number': sql`select 'x'::int`, // 22P02
      'out-of-range': sql`select 2147483648::int`, // 22003
      'bad-regex': sql`select 'a' ~ '('`, // 2201B
      'log-of-zero': sql`select ln(0)`, // 2201E
      'bad-json': sql`select '{'::jsonb`, // 22P02
      'no-year-zero': sql`select make_date(0, 1, 1)`, // 22008
      substring: sql`select substring('abc' from 1 for -1)`, // 22011
    };
    for (const [name, query] of Object.entries(queries)) {
      app.get(`/${name}`, async () => {
        await server.ctx.db.execute(query);
      });
    }
    app.use(errorHandler);
    const web = http.createServer(app);
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', () => resolve()));
    const base = { url: `http://127.0.0.1:${(web.address() as AddressInfo).port}` } as TestServer;
    try {
      for (const name of Object.keys(queries)) {
        const res = asTestResponse(await rawRequest(base, { method: 'GET', path: `/${name}` }));
        expectError(res, 422, { title: 'Invalid field', message: 'A field holds a value that is not valid.' });
      }
    } finally {
      web.closeAllConnections();
      await new Promise<void>((resolve) => web.close(() => resolve()));
    }
  });
});

describe('required fields of invisible characters only', () => {
  const INVISIBLE = [
    '\u200B',
    '\u200C\u200D',
    '\u2060',
    '\uFEFF',
    '\u00AD',
    '\u3000',
    '\u00A0',
    ' \u200B\u2060 ',
    '\u180E',
    '\u202E',
    '\u2800',
  ];

  it('are refused with the spec message, like empty ones, and nothing is stored', async () => {
    const me = ROUTES.find((r) => r.name === 'me')!;
    const createJobRoute = ROUTES.find((r) => r.name === 'create job')!;
    const message = ROUTES.find((r) => r.name === 'admin message')!;
    for (const text of INVISIBLE) {
      const what = JSON.stringify(text);
      const before = await snapshot(me);
      expectError(await call(me, { firstname: text }, `firstname ${what}`), 422, {
        field: 'firstname',
        message: MESSAGES.firstnameRequired,
      });
      expectError(await call(me, { company: text }, `company ${what}`), 422, {
        field: 'company',
        message: MESSAGES.companyRequired,
      });
      expect(await snapshot(me)).toBe(before);

      const jobs = await countOf('jobs');
      expectError(await call(createJobRoute, jobBody({ jobTitle: text }), `jobTitle ${what}`), 422, {
        field: 'jobTitle',
        message: 'The Job Title field is required.',
      });
      expectError(await call(createJobRoute, jobBody({ qualifications: text }), `qualifications ${what}`), 422, {
        field: 'qualifications',
        message: 'The Qualifications field is required.',
      });
      expect(await countOf('jobs')).toBe(jobs);

      const notes = await countOf('notes');
      expectError(await call(message, { heading: text, message: 'Body' }, `heading ${what}`), 422, {
        field: 'heading',
        message: MESSAGES.headingRequired,
      });
      expect(await countOf('notes')).toBe(notes);
    }
    // Text around them is text: stored as typed.
    const res = await call(
      createJobRoute,
      jobBody({ jobTitle: 'Data\u200BScientist' }),
      'jobTitle with a zero-width space inside',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});
