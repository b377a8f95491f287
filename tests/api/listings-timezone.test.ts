/**
 * Listing dates do not depend on the database session's time zone (spec “Business constants and limits”: extension 7 days,
 * closing one day before creation). Runs the app with a daylight-saving zone (Europe/London) on
 * every database connection and moves listings across the March 2026 clock change: a day is
 * always 24 hours, as in shared/rules/listing.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildRecruiter, signIn } from '../support/factories';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';
import { DAY_MS, PATH, TABLE, createListing } from '../support/fixtures/listings';

const ZONE = 'Europe/London';
let owner: TestClient;
const savedOptions = process.env.PGOPTIONS;

// Registered before the server's hooks: set before it starts, restored after it has stopped.
beforeAll(() => {
  // A PostgreSQL server: every new connection of the app's pool starts in this zone.
  process.env.PGOPTIONS = `-c TimeZone=${ZONE}`;
});
afterAll(() => {
  if (savedOptions === undefined) delete process.env.PGOPTIONS;
  else process.env.PGOPTIONS = savedOptions;
});
const server = useTestServer();
beforeAll(async () => {
  // Embedded PGlite serves every connection from one session: set it there too.
  await server.ctx.pool.query(`SET TIME ZONE '${ZONE}'`);
  owner = await signIn(server, await buildRecruiter(server));
});

async function setDates(table: string, uid: string, created: string, expiry: string) {
  await server.ctx.pool.query(`update ${table} set created_at = $2, expires_at = $3 where id = $1`, [
    uid,
    created,
    expiry,
  ]);
}

it.each(['job', 'candidate'] as const)('extends a %s by exactly 7 × 24 hours across a clock change', async (kind) => {
  const { rows } = await server.ctx.pool.query<{ TimeZone: string }>('show timezone');
  expect(rows[0]?.TimeZone).toBe(ZONE);
  const { uid } = await createListing(owner, kind);
  // The clocks go forward on 29 March 2026.
  await setDates(TABLE[kind], uid, '2026-03-20T12:00:00.000Z', '2026-03-27T12:00:00.000Z');
  const res = await owner.post(`${PATH[kind]}/${uid}/extend`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.listing.expiry).toBe(new Date(Date.parse('2026-03-27T12:00:00.000Z') + 7 * DAY_MS).toISOString());
});

it.each(['job', 'candidate'] as const)(
  'closes a %s exactly 24 hours before it was created, across a clock change',
  async (kind) => {
    const { uid } = await createListing(owner, kind);
    await setDates(TABLE[kind], uid, '2026-03-29T12:00:00.000Z', '2026-05-28T12:00:00.000Z');
    const res = await owner.post(`${PATH[kind]}/${uid}/close`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.listing).toMatchObject({ isClosed: true, expiry: '2026-03-28T12:00:00.000Z' });
  },
);
