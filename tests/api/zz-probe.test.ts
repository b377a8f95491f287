import { afterAll, beforeAll, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { rawRequest } from '../support/api-helpers';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: {} }); });
afterAll(async () => { await server?.stop(); });

it('probes', async () => {
  console.log('short', await rawRequest(server, { method: 'POST', path: '/api/auth/forgot', headers: { 'content-type': 'application/json', 'content-length': '5' }, body: '{}' }).catch((e) => String(e)));
  let t = Date.now();
  const timeout = (p: Promise<unknown>) => Promise.race([p, new Promise((r) => setTimeout(() => r('TIMEOUT'), 3000))]);
  console.log('healthz raw', await timeout(rawRequest(server, { method: 'GET', path: '/healthz' }).then((r) => r.status)), Date.now() - t);
  t = Date.now();
  console.log('healthz fetch', await timeout(fetch(server.url + '/healthz').then((r) => r.status)), Date.now() - t);
  const { Agent } = await import('undici').catch(() => ({ Agent: null as any }));
  console.log('undici?', !!Agent);
}, 30_000);
