/**
 * "My listings" (mine=true) shows every open listing of mine, however long ago it was posted
 * (extended ones included), unless a Date Posted filter is asked for. Regression: it used to
 * apply the default 60-day window, hiding extended listings from the Propose a Match picker.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRecruiter, signIn } from '../support/factories';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import { DAY_MS, PATH, TABLE, createListing, searchUids } from '../support/fixtures/listings';

const server = useTestServer();
let owner: TestClient;

beforeAll(async () => {
  owner = await signIn(server, await buildRecruiter(server));
});

describe('mine=true', () => {
  it('includes my open listing posted 70 days ago and extended, but the Date Posted filter still applies when given', async () => {
    const { uid } = await createListing(owner, 'candidate');
    const created = new Date(Date.now() - 70 * DAY_MS);
    await server.ctx.pool.query(`UPDATE ${TABLE.candidate} SET created_at = $2, expires_at = $3 WHERE id = $1`, [
      uid,
      created,
      new Date(Date.now() + 5 * DAY_MS),
    ]);
    expect(await searchUids(owner, `${PATH.candidate}?mine=true`)).toContain(uid);
    expect(await searchUids(owner, `${PATH.candidate}?mine=true&maxAge=60`)).not.toContain(uid);
    expect(await searchUids(owner, PATH.candidate)).not.toContain(uid);
  });
});
