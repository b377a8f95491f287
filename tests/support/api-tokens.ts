/** Personal API tokens in tests: make one through the API as a member, and call the API with it. */
import { expect } from 'vitest';
import type { TestClient, TestResponse } from './test-client';
import type { TestServer } from './test-server';

export type MadeToken = { uid: string; secret: string };

/** A new token of the member signed in on `client`, with these scopes (made as the PWA does). */
export async function makeToken(
  client: TestClient,
  scopes: string[],
  extra: { name?: string; expiresAt?: string | null } = {},
): Promise<MadeToken> {
  const res = await client.post('/api/me/tokens', {
    name: extra.name ?? `Token ${scopes.join('+')}`,
    scopes,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { uid: res.body.token.uid as string, secret: res.body.secret as string };
}

/** A request with `Authorization: Bearer <secret>` and no cookie at all. */
export function withToken(
  server: TestServer,
  secret: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return server.client().request(method, path, body, { authorization: `Bearer ${secret}`, ...headers });
}
