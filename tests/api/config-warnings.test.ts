/**
 * Settings that are valid but wrong for how the app is reached (api/ops/config-warnings.ts):
 * a browser on an origin that is not APP_URL's gets 403, and the log says, once per origin,
 * to set APP_URL; production behind a TLS proxy without TRUST_PROXY signs in with 200 but no
 * cookie, and the log names TRUST_PROXY and /readyz lists it.
 */
import http from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../api/db/embedded';
import { createLogger } from '../../api/logger';
import { buildRecruiter, DEFAULT_PASSWORD } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { productionSettings } from '../support/production-settings';

type Line = Record<string, unknown> & { msg?: string; setting?: string };

/** A logger writing to memory, and the lines it got. */
function memoryLogger() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

/** pino writes synchronously; the answer may go out a tick before a line logged at 'finish'. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a request from an origin that is not APP_URL', () => {
  const memory = memoryLogger();
  const server = useTestServer({ logger: memory.logger });

  it('is refused and logged once per origin, with the APP_URL to set', async () => {
    const login = (origin: string) =>
      server
        .client()
        .post('/api/auth/login', { email: 'nobody@example.co.za', password: 'Wrong4Password' }, { origin });
    const foreign = 'https://connect.example.co.za';
    for (let i = 0; i < 3; i++) {
      const res = await login(foreign);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Cross-site requests are not allowed.');
    }
    await login('https://other.example.co.za');
    await settle();
    const warnings = memory.lines.filter((l) => l.setting === 'APP_URL' && l.origin);
    expect(warnings.map((l) => l.origin)).toEqual([foreign, 'https://other.example.co.za']);
    expect(warnings[0]!.msg).toContain(`set APP_URL to ${foreign}`);
    expect(warnings[0]!.level).toBe(40);
  });

  it('a request for another Host is logged once with the APP_URL to set', async () => {
    const url = new URL(server.url);
    // fetch() sets Host itself; node:http sends the one given.
    const get = () =>
      new Promise<number>((resolve, reject) =>
        http
          .get(
            { port: url.port, host: '127.0.0.1', path: '/api/lookups', headers: { host: `localhost:${url.port}` } },
            (res) => {
              res.resume();
              res.once('end', () => resolve(res.statusCode ?? 0));
            },
          )
          .once('error', reject),
      );
    expect(await get()).toBe(200);
    expect(await get()).toBe(200);
    await settle();
    const warnings = memory.lines.filter((l) => l.setting === 'APP_URL' && l.host);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toContain(`set APP_URL to http://localhost:${url.port}`);
  });
});

describe('production behind a TLS proxy without TRUST_PROXY', () => {
  const PUBLIC_ORIGIN = 'https://recruiterconnect.example';
  const memory = memoryLogger();
  let server: TestServer;
  let embedded: EmbeddedDatabase | undefined;

  beforeAll(async () => {
    // Production would keep embedded PGlite on disk: give it an in-memory one over the wire.
    if (!process.env.TEST_DATABASE_URL) embedded = await startEmbeddedDatabase('memory://');
    server = await startTestServer({
      logger: memory.logger,
      env: {
        ...productionSettings(),
        APP_URL: PUBLIC_ORIGIN,
        // Production on a server does not migrate at start by default; this database is fresh.
        MIGRATE_ON_START: 'true',
        ...(embedded ? { DATABASE_URL: embedded.url } : {}),
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await embedded?.stop();
  });

  it('reports nothing in /readyz before a request shows the problem', async () => {
    expect((await server.client().get('/readyz')).body).toEqual({ status: 'ready' });
  });

  it('a sign-in over plain HTTP answers 200 without a cookie: the log names TRUST_PROXY and /readyz lists it', async () => {
    const account = await buildRecruiter(server);
    const res = await server
      .client()
      .post('/api/auth/login', { email: account.email, password: DEFAULT_PASSWORD }, { origin: PUBLIC_ORIGIN });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    await settle();
    const warning = memory.lines.find((l) => l.setting === 'TRUST_PROXY');
    expect(warning?.msg).toMatch(/sign-in arrived over plain HTTP and TRUST_PROXY is unset.*Set TRUST_PROXY=1/);

    const ready = await server.client().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
    expect(ready.body.misconfigured).toEqual([
      { setting: 'TRUST_PROXY', message: expect.stringContaining('TRUST_PROXY=1') },
    ]);
  });

  it("a proxy's X-Forwarded-Proto without TRUST_PROXY is logged once, naming TRUST_PROXY", async () => {
    for (let i = 0; i < 3; i++)
      await server.client().request('GET', '/api/lookups', undefined, { 'x-forwarded-proto': 'https' });
    await settle();
    const warnings = memory.lines.filter((l) => l.setting === 'TRUST_PROXY' && /X-Forwarded-Proto/.test(l.msg ?? ''));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toContain('TRUST_PROXY is unset');
  });
});
