/**
 * Bad input and hostile requests (API.md conventions): content types, cross-site requests,
 * oversized and malformed bodies, wrong types, unknown fields, account enumeration, and
 * never a stack trace in a response.
 */
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { notes } from '../../api/db/schema';
import { MESSAGES, TITLES } from '../../shared/messages';
import { ACCOUNT_MESSAGES } from '../../shared/schemas/account';
import { buildRecruiter, DEFAULT_PASSWORD, randomEmail, signIn } from '../support/factories';
import type { TestClient, TestResponse } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import {
  accountByEmail,
  asTestResponse,
  expectError,
  expectNoStackTrace,
  rawRequest,
  sessionIdsOf,
  sessionSetCookie,
  waitForMails,
} from '../support/api-helpers';
import { waitForQueuesIdle } from '../support/queues';

// Every request comes from 127.0.0.1: lift the per-IP login limit (rate-limit.test.ts tests it).
const server = useTestServer();

const NOT_JSON = 'Requests that change data must be sent as JSON.';
const NOT_UTF8 = 'Requests must be sent as JSON in UTF-8.';
const CROSS_SITE = 'Cross-site requests are not allowed.';
const registration = (email: string) => ({ email, password: DEFAULT_PASSWORD, confirm: DEFAULT_PASSWORD, terms: true });
const rowOf = async (email: string) => accountByEmail(server, email);

/** Every state-changing account route, with a body it would otherwise accept or validate. */
const STATE_CHANGING: Array<[method: string, path: string, body: Record<string, unknown>]> = [
  ['POST', '/api/auth/register', registration('form@example.co.za')],
  ['POST', '/api/auth/activate', { uid: '00000000-0000-4000-8000-000000000000', token: 'x' }],
  ['POST', '/api/auth/login', { email: 'form@example.co.za', password: DEFAULT_PASSWORD }],
  ['POST', '/api/auth/logout', {}],
  ['POST', '/api/auth/forgot', { email: 'form@example.co.za' }],
  ['POST', '/api/auth/reset', { token: 'x', password: 'Shortlist2026', confirm: 'Shortlist2026' }],
  ['POST', '/api/auth/password', { current: DEFAULT_PASSWORD, password: 'Shortlist2026', confirm: 'Shortlist2026' }],
  ['PUT', '/api/me', { firstname: 'Changed' }],
  ['POST', '/api/me/request-approval', {}],
  ['POST', '/api/events', { name: 'home-cta' }],
];

describe('content type', () => {
  it.each(STATE_CHANGING)('%s %s refuses a body that is not JSON with 403', async (method, path, body) => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    const bodies: Array<[string, string]> = [
      ['text/plain', JSON.stringify(body)],
      ['application/x-www-form-urlencoded', new URLSearchParams(body as Record<string, string>).toString()],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nform@example.co.za\r\n--x--`,
      ],
    ];
    for (const [contentType, text] of bodies) {
      const res = await client.request(method, path, text, { 'content-type': contentType });
      expectError(res, 403, { title: 'Not allowed', message: NOT_JSON });
    }
    // No Content-Type at all.
    const raw = await rawRequest(server, {
      method,
      path,
      headers: { cookie: client.cookie },
      body: JSON.stringify(body),
    });
    expectError(asTestResponse(raw), 403, { message: NOT_JSON });
    // Nothing happened: still signed in, nothing registered.
    expect((await client.get('/api/me')).status).toBe(200);
    expect(await rowOf('form@example.co.za')).toBeUndefined();
  });

  it('accepts JSON with a charset parameter of UTF-8', async () => {
    for (const contentType of [
      'application/json; charset=utf-8',
      'application/json; charset=UTF-8',
      'application/json;charset="utf-8"',
    ]) {
      const res = await server
        .client()
        .request('POST', '/api/auth/forgot', JSON.stringify({ email: randomEmail() }), { 'content-type': contentType });
      expect(res.status, contentType).toBe(202);
    }
  });

  it('refuses JSON in any other charset with 415, and it has no effect', async () => {
    // UTF-7 turns '+ADw-' into '<': text that passed every check as ASCII would be stored decoded.
    const email = randomEmail('utf7');
    const utf7 = JSON.stringify(registration(email)).replace('@', '+AEA-');
    for (const [charset, body] of [
      ['utf-7', utf7],
      ['UTF-7', utf7],
      ['utf-16', Buffer.from(JSON.stringify(registration(email)), 'utf16le')],
      ['utf-16le', Buffer.from(JSON.stringify(registration(email)), 'utf16le')],
      ['iso-8859-1', JSON.stringify(registration(email))],
      ['us-ascii', JSON.stringify(registration(email))],
      ['utf-8, utf-7', JSON.stringify(registration(email))],
    ] as const) {
      const raw = await rawRequest(server, {
        method: 'POST',
        path: '/api/auth/register',
        headers: { 'content-type': `application/json; charset=${charset}` },
        body,
      });
      expectError(asTestResponse(raw), 415, { title: 'Unsupported', message: NOT_UTF8 });
    }
    expect(await rowOf(email)).toBeUndefined();
    expect(await rowOf(email.replace('@', '+AEA-'))).toBeUndefined();
  });

  it('accepts a same-site request without a body and without Content-Type (a DELETE), but never a body without it', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    const noteOf = async () => {
      const [note] = await server.ctx.db
        .insert(notes)
        .values({ userId: account.id, heading: 'Hello', message: 'A note', link: '/notes' })
        .returning({ id: notes.id });
      return note!.id;
    };
    const isDeleted = async (id: string) =>
      (await server.ctx.db.select({ isDeleted: notes.isDeleted }).from(notes).where(eq(notes.id, id)))[0]!.isDeleted;

    const first = await noteOf();
    const bodyless = await rawRequest(server, {
      method: 'DELETE',
      path: `/api/notes/${first}`,
      headers: { cookie: client.cookie, origin: server.url },
    });
    expect(bodyless.status, bodyless.text).toBe(204);
    expect(await isDeleted(first)).toBe(true);
    // Content-Length: 0 is no body either (what fetch sends for a DELETE without one).
    const second = await noteOf();
    const empty = await rawRequest(server, {
      method: 'DELETE',
      path: `/api/notes/${second}`,
      headers: { cookie: client.cookie, 'content-length': '0' },
    });
    expect(empty.status, empty.text).toBe(204);
    expect(await isDeleted(second)).toBe(true);
    const third = await noteOf();
    const read = await rawRequest(server, {
      method: 'POST',
      path: `/api/notes/${third}/read`,
      headers: { cookie: client.cookie },
    });
    expect(read.status, read.text).toBe(200);

    // A body must still be JSON, and a bodyless request must still be same-site.
    const fourth = await noteOf();
    const withBody = await rawRequest(server, {
      method: 'DELETE',
      path: `/api/notes/${fourth}`,
      headers: { cookie: client.cookie, 'content-length': '1' },
      body: 'x',
    });
    expectError(asTestResponse(withBody), 403, { message: NOT_JSON });
    const chunked = await rawRequest(server, {
      method: 'DELETE',
      path: `/api/notes/${fourth}`,
      headers: { cookie: client.cookie, 'transfer-encoding': 'chunked' },
      body: '',
    });
    expectError(asTestResponse(chunked), 403, { message: NOT_JSON });
    const crossSiteHeaders: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSiteHeaders) {
      const crossSite = await rawRequest(server, {
        method: 'DELETE',
        path: `/api/notes/${fourth}`,
        headers: { cookie: client.cookie, ...headers },
      });
      expectError(asTestResponse(crossSite), 403, { message: CROSS_SITE });
    }
    const formPost = await rawRequest(server, {
      method: 'POST',
      path: '/api/auth/logout',
      headers: { cookie: client.cookie, 'content-type': 'application/x-www-form-urlencoded', 'content-length': '0' },
    });
    expectError(asTestResponse(formPost), 403, { message: NOT_JSON });
    expect(await isDeleted(fourth)).toBe(false);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});

describe('cross-site requests', () => {
  const refusedHeaders: Array<Record<string, string>> = [
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: 'http://127.0.0.1.evil.example' },
  ];

  it.each(refusedHeaders)('refuses a state-changing request with %o (403), and it has no effect', async (headers) => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    const before = await rowOf(account.email);

    expectError(await client.request('PUT', '/api/me', { firstname: 'Hijacked' }, headers), 403, {
      message: CROSS_SITE,
    });
    expectError(await client.post('/api/auth/logout', {}, headers), 403, { message: CROSS_SITE });
    expectError(
      await client.post(
        '/api/auth/password',
        { current: DEFAULT_PASSWORD, password: 'Shortlist2026', confirm: 'Shortlist2026' },
        headers,
      ),
      403,
    );
    expect(await rowOf(account.email)).toEqual(before);
    expect((await client.get('/api/me')).status).toBe(200);

    const newEmail = randomEmail('xsite');
    expectError(await server.client().post('/api/auth/register', registration(newEmail), headers), 403);
    expect(await rowOf(newEmail)).toBeUndefined();

    const stranger = server.client();
    const login = await stranger.post('/api/auth/login', { email: account.email, password: account.password }, headers);
    expectError(login, 403);
    expect(sessionSetCookie(login)).toBeUndefined();
    expect(await sessionIdsOf(server, account.id)).toHaveLength(1);
  });

  it('refuses a foreign Origin even when the Host header names the same place (the Host is not trusted)', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    const before = await rowOf(account.email);
    const port = new URL(server.url).port;
    const rebound: Array<[string, string]> = [
      ['evil.example', 'http://evil.example'],
      [`evil.example:${port}`, `http://evil.example:${port}`],
      [`127.0.0.1.evil.example:${port}`, `http://127.0.0.1.evil.example:${port}`],
      [`localhost:${port}`, `http://localhost:${port}`], // a DNS-rebound name of this machine is not the app either
    ];
    for (const [host, origin] of rebound) {
      const raw = await rawRequest(server, {
        method: 'PUT',
        path: '/api/me',
        headers: { host, origin, cookie: client.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ firstname: 'Hijacked' }),
      });
      expectError(asTestResponse(raw), 403, { message: CROSS_SITE });
    }
    expect(await rowOf(account.email)).toEqual(before);
  });

  it("accepts the app's own origin and same-origin fetch metadata", async () => {
    const client = server.client();
    const email = randomEmail();
    expect((await client.post('/api/auth/forgot', { email }, { origin: server.url })).status).toBe(202);
    expect(
      (await client.post('/api/auth/forgot', { email }, { 'sec-fetch-site': 'same-origin', origin: server.url }))
        .status,
    ).toBe(202);
    expect((await client.post('/api/auth/forgot', { email }, { 'sec-fetch-site': 'none' })).status).toBe(202);
  });

  it('never grants cross-origin reads (no CORS headers)', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    const res = await client.request('GET', '/api/me', undefined, { origin: 'https://evil.example' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('body size and syntax', () => {
  it('refuses a body over 100 kB with 413 and stores nothing', async () => {
    const email = randomEmail('big');
    const big = { ...registration(email), padding: 'x'.repeat(101 * 1024) };
    expectError(await server.client().post('/api/auth/register', big), 413, { title: 'Too large' });
    expect(await rowOf(email)).toBeUndefined();

    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    const before = await rowOf(account.email);
    expectError(await client.put('/api/me', { firstname: 'Big', categoryOther: 'y'.repeat(200 * 1024) }), 413);
    expect(await rowOf(account.email)).toEqual(before);
  });

  it('reads a body just under the limit (it then fails validation, not size)', async () => {
    const email = randomEmail('almost');
    const res = await server
      .client()
      .post('/api/auth/register', { ...registration(email), padding: 'x'.repeat(90 * 1024) });
    expectError(res, 422, { message: 'Unknown field: padding', field: 'padding' });
    expect(await rowOf(email)).toBeUndefined();
  });

  it.each([
    ['truncated JSON', '{"email":'],
    ['single quotes', "{'email':'thandi@example.co.za'}"],
    ['a trailing comma', '{"email":"thandi@example.co.za",}'],
    ['a bare string', '"thandi@example.co.za"'],
    ['null', 'null'],
    ['a number', '42'],
    ['true', 'true'],
    ['not JSON at all', 'email=thandi@example.co.za'],
  ])('refuses %s with 400', async (_label, text) => {
    expectError(await server.client().post('/api/auth/forgot', text), 400, {
      title: 'Bad request',
      message: 'The request body is not valid JSON.',
    });
  });

  it.each([
    ['an empty array', '[]'],
    ['an array of objects', '[{"email":"thandi@example.co.za"}]'],
  ])('refuses %s where an object is expected with 422', async (_label, text) => {
    expectError(await server.client().post('/api/auth/forgot', text), 422, { message: ACCOUNT_MESSAGES.bodyInvalid });
  });

  it('refuses a corrupt compressed body with 400 (not 500), reads a valid one, and 415 for an unknown encoding', async () => {
    const json = { 'content-type': 'application/json' };
    const corrupt = await rawRequest(server, {
      method: 'POST',
      path: '/api/auth/forgot',
      headers: { ...json, 'content-encoding': 'gzip' },
      body: 'this is not gzip',
    });
    expectError(asTestResponse(corrupt), 400, { title: 'Bad request' });

    const valid = await rawRequest(server, {
      method: 'POST',
      path: '/api/auth/forgot',
      headers: { ...json, 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ email: randomEmail() })),
    });
    expect(valid.status).toBe(202);

    const unknown = await rawRequest(server, {
      method: 'POST',
      path: '/api/auth/forgot',
      headers: { ...json, 'content-encoding': 'zstd-from-the-future' },
      body: '{}',
    });
    expectError(asTestResponse(unknown), 415);
  });
});

describe('wrong types and unknown fields', () => {
  it.each([
    ['an e-mail that is a number', { email: 42 }, 'email', MESSAGES.emailInvalid],
    ['an e-mail that is a list', { email: ['thandi@example.co.za'] }, 'email', MESSAGES.emailInvalid],
    ['an e-mail that is an object', { email: { $ne: '' } }, 'email', MESSAGES.emailInvalid],
    ['a password that is a list', { password: [DEFAULT_PASSWORD] }, 'password', MESSAGES.passwordWeak],
    ['a confirmation that is a number', { confirm: 12345678 }, 'confirm', MESSAGES.confirmRequired],
    ['terms as a string', { terms: 'true' }, 'terms', ACCOUNT_MESSAGES.termsRequired],
    ['terms as 1', { terms: 1 }, 'terms', ACCOUNT_MESSAGES.termsRequired],
    [
      'an invitation code that is a number',
      { invitationCode: 1234 },
      'invitationCode',
      ACCOUNT_MESSAGES.invitationCodeInvalid,
    ],
  ])('register refuses %s with 422 and stores nothing', async (_label, change, field, message) => {
    const email = randomEmail('types');
    const res = await server.client().post('/api/auth/register', { ...registration(email), ...change });
    expectError(res, 422, { title: TITLES.invalidField, message, field });
    expect(await rowOf(email)).toBeUndefined();
  });

  it.each([
    ['isAdmin', true],
    ['isApproved', true],
    ['isActive', true],
    ['trail', 365],
    ['companyType', 3],
  ])('register refuses the unknown field %s with 422 and stores nothing', async (field, value) => {
    const email = randomEmail('unknown');
    const res = await server.client().post('/api/auth/register', { ...registration(email), [field]: value });
    expectError(res, 422, { message: `Unknown field: ${field}`, field });
    expect(await rowOf(email)).toBeUndefined();
  });

  it('refuses a NUL character with 422 (the database cannot store it), never 500', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    const before = await rowOf(account.email);
    expectError(await client.put('/api/me', { firstname: 'Tha\u0000ndi' }), 422);
    expect(await rowOf(account.email)).toEqual(before);
    expectError(await server.client().post('/api/auth/forgot', { email: 'tha\u0000ndi@example.co.za' }), 422);
    expectError(await server.client().post('/api/auth/register', registration('tha\u0000ndi@example.co.za')), 422);
    expectError(
      await server.client().post('/api/auth/login', { email: 'tha\u0000ndi@example.co.za', password: 'x' }),
      422,
    );
  });
});

describe('account enumeration', () => {
  it('register answers an existing e-mail (active, inactive, offboarded) exactly like a new one', async () => {
    const active = await buildRecruiter(server);
    const offboarded = await buildRecruiter(server, { isDeleted: true });
    const inactive = randomEmail('inactive');
    expect((await server.client().post('/api/auth/register', registration(inactive))).status).toBe(201);
    await waitForMails(server, inactive, /Activate/, 1);
    const fresh = randomEmail('fresh');

    const answers: TestResponse[] = [];
    for (const email of [fresh, active.email, inactive, offboarded.email]) {
      answers.push(await server.client().post('/api/auth/register', registration(email)));
    }
    for (const res of answers) {
      expect(res.status).toBe(201);
      expect(res.body).toEqual(answers[0]!.body);
      expect(sessionSetCookie(res)).toBeUndefined();
    }

    await waitForMails(server, fresh, /Activate/, 1);
    await waitForMails(server, inactive, /Activate/, 2); // the inactive owner gets a fresh link
    await waitForQueuesIdle(server);
    expect(server.smtp.to(active.email)).toHaveLength(0);
    expect(server.smtp.to(offboarded.email)).toHaveLength(0);
    // The existing accounts are untouched: their own passwords still work.
    expect(
      (await server.client().post('/api/auth/login', { email: active.email, password: active.password })).status,
    ).toBe(200);
  });

  it('forgot answers an existing, an offboarded and an unknown e-mail identically', async () => {
    const existing = await buildRecruiter(server);
    const offboarded = await buildRecruiter(server, { isDeleted: true });
    const answers: TestResponse[] = [];
    for (const email of [existing.email, offboarded.email, randomEmail('nobody')]) {
      answers.push(await server.client().post('/api/auth/forgot', { email }));
    }
    for (const res of answers) {
      expect(res.status).toBe(202);
      expect(res.body).toEqual(answers[0]!.body);
    }
  });
});

describe('no stack traces', () => {
  it('answers a battery of bad requests with the error body only', async () => {
    const account = await buildRecruiter(server);
    const client: TestClient = await signIn(server, account);
    const responses: TestResponse[] = [
      await client.get('/api/nope'),
      await client.request('DELETE', '/api/me'),
      await client.get('/api/auth/login'),
      await client.post('/api/auth/activate', { uid: "'; DROP TABLE accounts; --", token: 'x' }),
      await client.post('/api/auth/reset', {
        token: 'x'.repeat(10_000),
        password: 'Shortlist2026',
        confirm: 'Shortlist2026',
      }),
      await client.post('/api/auth/login', '{"email": "a@b.co", "password": "x"'),
      await client.put('/api/me', { companyType: 1e308 }),
      await client.put('/api/me', { categories: [1.5] }),
      await client.put('/api/me', { natures: [-1] }),
      await client.put('/api/me', { notifications: 'all' }),
      await client.post('/api/events', '['.repeat(5_000) + ']'.repeat(5_000)),
      await server.client().get('/api/me'),
    ];
    for (const res of responses) {
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(Object.keys(res.body)).toEqual(['error']);
      expectNoStackTrace(res);
    }
  });

  it('answers an unexpected server error with a generic 500 body', async () => {
    // Break the database under one route for a moment: an error the app did not plan for.
    await server.ctx.db.execute(sql`ALTER TABLE analytics_events RENAME TO analytics_events_hidden`);
    let res: TestResponse;
    try {
      res = await server.client().post('/api/events', { name: 'home-cta' });
    } finally {
      await server.ctx.db.execute(sql`ALTER TABLE analytics_events_hidden RENAME TO analytics_events`);
    }
    expectError(res, 500, {
      title: 'Something went wrong',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/analytics_events|relation|select|insert/i);
    expect((await server.client().post('/api/events', { name: 'home-cta' })).status).toBe(202);
  });
});
