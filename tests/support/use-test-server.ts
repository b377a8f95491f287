/**
 * The file-level set-up of the API tests in one call (kept apart from test-server.ts, which
 * scripts/bench/budgets.ts imports outside Vitest).
 */
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

/**
 * One server for the enclosing scope (the file, or the describe it is called in): registers the
 * `beforeAll` that starts it and the `afterAll` that stops it, and returns a handle that can be
 * passed around at once (to factories, fixtures and helpers) but only used inside tests and hooks.
 * Seeding goes in the file's own `beforeAll` after this call: hooks run in the order they are
 * registered, so the server is up by then (and after hooks in reverse, so it stops last).
 *
 *     const server = useTestServer();
 *     let admin: TestClient;
 *     beforeAll(async () => {
 *       admin = await signIn(server, await buildAdmin(server));
 *     });
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  let started: TestServer | undefined;
  const current = (): TestServer => {
    if (!started)
      throw new Error(
        'useTestServer(): the server is not running — use it inside a test or a hook, not at module or describe level',
      );
    return started;
  };
  const handle: TestServer = {
    get url() {
      return current().url;
    },
    get ctx() {
      return current().ctx;
    },
    get smtp() {
      return current().smtp;
    },
    client: () => current().client(),
    // Stopping early (a test of shutdown) is allowed; the afterAll then has nothing left to stop.
    async stop() {
      const server = started;
      started = undefined;
      await server?.stop();
    },
  };
  beforeAll(async () => {
    started = await startTestServer(options);
  });
  afterAll(() => handle.stop());
  return handle;
}
