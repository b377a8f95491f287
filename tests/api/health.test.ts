import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer();

describe('health', () => {
  it('answers liveness and readiness with the database', async () => {
    const client = server.client();
    expect((await client.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await client.get('/readyz')).body).toEqual({ status: 'ready' });
  });

  it('serves every lookup list with fixed ids', async () => {
    const res = await server.client().get('/api/lookups');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      ['categories', 'companyTypes', 'equities', 'genders', 'locations', 'natures', 'packages', 'sectors'].sort(),
    );
  });

  it('answers an unknown API route with the error body and 404', async () => {
    const res = await server.client().get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.error.title).toBeTruthy();
  });
});
