/**
 * Browser-facing headers and the session cookie, in production behind a TLS-terminating proxy
 * and outside production (ASVS V3 browser, V7 sessions). The production server
 * runs with what api/env.ts requires there (SESSION_SECRET, SMTP_URL, VAPID keys) plus
 * TRUST_PROXY, and the requests carry `X-Forwarded-Proto: https` as the proxy would send.
 * login.test.ts already checks the non-production cookie's HttpOnly/SameSite/Path/no-Domain;
 * this file adds the production cookie, HSTS and the CSP / Referrer-Policy headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../api/db/embedded';
import { buildRecruiter } from '../support/factories';
import type { TestResponse } from '../support/test-client';
import { embeddedTemplate } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { productionSettings } from '../support/production-settings';

const HTTPS = { 'x-forwarded-proto': 'https' };
const PUBLIC_ORIGIN = 'https://recruiterconnect.example';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

const attributesOf = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
const cookieLine = (res: TestResponse, name: string) =>
  res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

/** The CSP as a map of directive → sources. */
function cspOf(res: TestResponse): Map<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([directive]) => directive)
      .map(([directive, ...sources]) => [directive!, sources]),
  );
}

/** Headers every answer carries in both modes (pages, API, health). */
function expectBrowserProtections(res: TestResponse): Map<string, string[]> {
  const csp = cspOf(res);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('worker-src')).toEqual(["'self'"]);
  expect(csp.get('manifest-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-powered-by')).toBeNull();
  return csp;
}

describe('production behind a TLS proxy (NODE_ENV=production, TRUST_PROXY, X-Forwarded-Proto: https)', () => {
  let server: TestServer;
  let embedded: EmbeddedDatabase | undefined;

  beforeAll(async () => {
    // Without TEST_DATABASE_URL, production would keep embedded PGlite on disk (initdb, ~20 s):
    // give it an in-memory one over the wire instead (a copy of the run's migrated one), as a DATABASE_URL.
    if (!process.env.TEST_DATABASE_URL)
      embedded = await startEmbeddedDatabase('memory://', { loadDataDir: embeddedTemplate() });
    server = await startTestServer({
      env: {
        ...productionSettings(),
        APP_URL: PUBLIC_ORIGIN,
        TRUST_PROXY: 'loopback',
        // Production on a server does not migrate at start by default; this database is fresh.
        MIGRATE_ON_START: 'true',
        ...(embedded ? { DATABASE_URL: embedded.url } : {}),
      },
    });
    expect(server.ctx.config.isProduction).toBe(true);
  });
  afterAll(async () => {
    await server?.stop();
    await embedded?.stop();
  });

  it('sends HSTS for at least a year, with the CSP (upgrading insecure requests) and Referrer-Policy', async () => {
    for (const target of ['/healthz', '/api/lookups', '/api/me']) {
      const res = await server.client().request('GET', target, undefined, HTTPS);
      const hsts = res.headers.get('strict-transport-security');
      expect(hsts, target).toBeTruthy();
      const maxAge = Number(/max-age=(\d+)/i.exec(hsts!)?.[1]);
      expect(maxAge, target).toBeGreaterThanOrEqual(ONE_YEAR_SECONDS);
      expect(hsts!.toLowerCase()).toContain('includesubdomains');
      const csp = expectBrowserProtections(res);
      expect(csp.has('upgrade-insecure-requests'), target).toBe(true);
    }
  });

  it('signs in with a __Host- cookie: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const account = await buildRecruiter(server);
    const client = server.client();
    const res = await client.post(
      '/api/auth/login',
      { email: account.email, password: account.password },
      { ...HTTPS, origin: PUBLIC_ORIGIN },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const line = cookieLine(res, '__Host-rc.sid');
    expect(line, res.headers.getSetCookie().join('\n')).toBeDefined();
    expect(cookieLine(res, 'rc.sid')).toBeUndefined();
    const attributes = attributesOf(line!);
    expect(attributes).toContain('secure');
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);

    // The cookie is the session: it signs the next request in.
    const me = await client.request('GET', '/api/me', undefined, HTTPS);
    expect(me.status).toBe(200);
    expect(me.body.account.uid).toBe(account.id);
  });

  it('never sends the Secure session cookie over plain http (no X-Forwarded-Proto: https)', async () => {
    const account = await buildRecruiter(server);
    const res = await server.client().post('/api/auth/login', { email: account.email, password: account.password });
    expect(res.headers.getSetCookie().filter((line) => /rc\.sid=/.test(line))).toEqual([]);
  });

  it('logout clears the __Host- cookie with the attributes a browser needs to accept the deletion', async () => {
    const account = await buildRecruiter(server);
    const client = server.client();
    await client.post('/api/auth/login', { email: account.email, password: account.password }, HTTPS);
    const cookie = client.cookie;
    expect(cookie.startsWith('__Host-rc.sid=')).toBe(true);
    const res = await client.post('/api/auth/logout', {}, HTTPS);
    expect(res.status).toBe(204);
    const line = cookieLine(res, '__Host-rc.sid');
    expect(line).toMatch(/Expires=Thu, 01 Jan 1970/i);
    // A browser ignores a __Host- cookie (including its deletion) that lacks Secure or Path=/.
    expect(attributesOf(line!)).toEqual(expect.arrayContaining(['secure', 'path=/']));
    expect(attributesOf(line!).some((a) => a.startsWith('domain='))).toBe(false);
    // And the session is gone on the server: the old cookie no longer signs in.
    const replay = server.client();
    replay.cookie = cookie;
    expect((await replay.request('GET', '/api/me', undefined, HTTPS)).status).toBe(401);
  });
});

describe('outside production (the test environment)', () => {
  const server = useTestServer({ env: { TRUST_PROXY: 'loopback' } });
  beforeAll(() => {
    expect(server.ctx.config.isProduction).toBe(false);
  });

  it('sends no HSTS and does not upgrade insecure requests, even when the proxy says https', async () => {
    for (const headers of [{}, HTTPS]) {
      const res = await server.client().request('GET', '/api/lookups', undefined, headers);
      expect(res.headers.get('strict-transport-security')).toBeNull();
      const csp = expectBrowserProtections(res);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('signs in with rc.sid, not Secure and without the __Host- prefix', async () => {
    const account = await buildRecruiter(server);
    const res = await server
      .client()
      .post('/api/auth/login', { email: account.email, password: account.password }, HTTPS);
    expect(res.status).toBe(200);
    expect(cookieLine(res, '__Host-rc.sid')).toBeUndefined();
    const line = cookieLine(res, 'rc.sid');
    expect(line).toBeDefined();
    expect(attributesOf(line!)).not.toContain('secure');
    expect(attributesOf(line!)).toContain('httponly');
  });
});
