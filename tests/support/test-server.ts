/**
 * Starts the real app for one test file: a real database (embedded PGlite, or a fresh
 * database on the PostgreSQL server when TEST_DATABASE_URL is set), real pg-boss workers,
 * and a real SMTP sink. Requests go over real HTTP on a random loopback port.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../api/app';
import type { AppContext } from '../../api/context';
import { loadConfig } from '../../api/env';
import { startRuntime } from '../../api/runtime';
import type { Logger } from '../../api/logger';
import { SmtpSink } from './smtp-sink';
import { createTestDatabase, embeddedTemplate } from './test-database';
import { TestClient } from './test-client';

export type TestServer = {
  url: string;
  ctx: AppContext;
  smtp: SmtpSink;
  client(): TestClient;
  stop(): Promise<void>;
};

/**
 * `env`: settings over the test defaults below (e.g. real rate limits).
 * `logger`: a logger of the test's own (e.g. writing to memory, to read what was logged).
 */
export type TestServerOptions = {
  env?: Record<string, string>;
  logger?: Logger;
  /** Serve `sameDatabaseAs`'s database, as a second web process would (PostgreSQL server only); not dropped by stop(). */
  sameDatabaseAs?: TestServer;
};

/**
 * The settings every test server starts with, under the file's own `env` (which sets real limits
 * where a test is about them: mail-throttle.test.ts, rate-limit.test.ts, login.test.ts…).
 */
export const TEST_DEFAULTS: Readonly<Record<string, string>> = {
  PASSWORD_HASH_COST: '12',
  JOB_POLL_SECONDS: '0.5',
  MAIL_RETRY_DELAY_SECONDS: '1',
  // A deal stage's notice waits out its undo window: long enough for a test's undo, short enough
  // for a test waiting for the note.
  DEAL_UNDO_SECONDS: '5',
  SERVE_WEB: 'false',
  // Suites register, sign in and reset many accounts from one IP (the per-e-mail sign-in limit
  // stays real; rate-limit.test.ts and mail-throttle.test.ts set real limits for theirs).
  LOGIN_LIMIT_PER_IP: '10000',
  MAIL_LIMIT_PER_IP: '100000',
  MAIL_LIMIT_PER_EMAIL: '1000',
  // Likewise reset and activation links, approval requests and analytics events (reset-burst.test.ts
  // lifts the link limit on purpose).
  LINK_LIMIT_PER_IP: '100000',
  APPROVAL_LIMIT_PER_IP: '100000',
  APPROVAL_LIMIT_PER_ACCOUNT: '1000',
  EVENT_LIMIT_PER_IP: '100000',
  EVENT_LIMIT_PER_ACCOUNT: '100000',
  // Conversations: threads.test.ts sets real limits for its own.
  THREAD_START_LIMIT_PER_ACCOUNT: '100000',
  THREAD_MESSAGE_LIMIT_PER_ACCOUNT: '100000',
  THREAD_LIMIT_PER_IP: '100000',
  SAVED_SEARCH_LIMIT_PER_IP: '100000',
  // Suites sign admins in with the password alone; mfa.test.ts and the e2e of the bootstrap
  // admin's first sign-in set 'required'. A production server refuses 'optional' (its only value
  // is 'required'), so suites that start one get no default here (testDefaultsFor).
  ADMIN_MFA: 'optional',
};

/** The defaults for a server of this NODE_ENV: production keeps ADMIN_MFA at its own default. */
function testDefaultsFor(nodeEnv: string | undefined): Record<string, string> {
  if (nodeEnv !== 'production') return { ...TEST_DEFAULTS };
  const { ADMIN_MFA: _optionalOutsideProduction, ...rest } = TEST_DEFAULTS;
  return rest;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const shared = options.sameDatabaseAs?.ctx.config.DATABASE_URL;
  if (options.sameDatabaseAs && !shared)
    throw new Error('sameDatabaseAs needs a PostgreSQL server (TEST_DATABASE_URL)');
  const database = shared ? { url: shared, drop: async () => undefined } : await createTestDatabase();
  const smtp = new SmtpSink();
  await smtp.start();

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: url,
    SMTP_URL: smtp.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...testDefaultsFor(options.env?.NODE_ENV),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const runtime = await startRuntime(config, {
    logger: options.logger,
    embeddedFrom: database.url ? undefined : embeddedTemplate(),
  });
  const { app, close } = createApp(runtime.ctx);
  server.on('request', app);

  return {
    url,
    ctx: runtime.ctx,
    smtp,
    client: () => new TestClient(url),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
      await runtime.stop();
      await smtp.stop();
      await database.drop();
    },
  };
}
