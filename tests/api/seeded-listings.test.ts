/**
 * Seeded listings (npm run seed:demo, the budgets bench): a reference holds four characters of the
 * id, so seeding a few hundred listings collided now and then and stopped the script with a
 * unique-key error. The seeding helper now draws a new id, as the API does.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildRecruiter } from '../support/factories';
import { useTestServer } from '../support/use-test-server';
import { candidates, jobs } from '../../api/db/schema';
import { createRandom, demoCandidate, demoJob } from '../../scripts/lib/demo-listings';
import { insertSeededCandidate, insertSeededJob } from '../../scripts/lib/insert-listing';
import { makeReference } from '../../shared/rules/listing';
import { RECRUITMENT_AGENCY_TYPE_ID } from '../../shared/lookups';

const server = useTestServer();

/** An id whose first four characters are `prefix`'s, so its reference matches another one. */
const idStartingWith = (prefix: string) => `${prefix}${randomUUID().slice(4)}`;

describe('seeding listings', () => {
  it('draws a new id when a job reference is taken', async () => {
    const owner = await buildRecruiter(server);
    const created = new Date();
    const random = createRandom(7);
    const fields = { ...demoJob(random), companyType: RECRUITMENT_AGENCY_TYPE_ID };
    const first = await insertSeededJob(server.ctx.db, fields, { ownerId: owner.id, created });

    const clash = idStartingWith(first.slice(0, 4));
    const fresh = randomUUID();
    const ids = [clash, fresh];
    const second = await insertSeededJob(server.ctx.db, fields, {
      ownerId: owner.id,
      created,
      newId: () => ids.shift()!,
    });

    expect(makeReference('job', created, clash)).toBe(makeReference('job', created, first));
    expect(second).toBe(fresh);
    const rows = await server.ctx.db
      .select({ id: jobs.id, reference: jobs.reference })
      .from(jobs)
      .where(eq(jobs.ownerId, owner.id));
    expect(rows.map((r) => r.id).sort()).toEqual([first, fresh].sort());
    expect(new Set(rows.map((r) => r.reference)).size).toBe(2);
  });

  it('draws a new id when a candidate reference is taken', async () => {
    const owner = await buildRecruiter(server);
    const created = new Date();
    const fields = demoCandidate(createRandom(8));
    const first = await insertSeededCandidate(server.ctx.db, fields, { ownerId: owner.id, created });
    const ids = [idStartingWith(first.slice(0, 4)), randomUUID()];
    const fresh = ids[1];
    const second = await insertSeededCandidate(server.ctx.db, fields, {
      ownerId: owner.id,
      created,
      newId: () => ids.shift()!,
    });
    expect(second).toBe(fresh);
    const rows = await server.ctx.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.ownerId, owner.id));
    expect(rows).toHaveLength(2);
  });

  it('gives up with a clear error when every id collides', async () => {
    const owner = await buildRecruiter(server);
    const created = new Date();
    const fields = { ...demoJob(createRandom(9)), companyType: RECRUITMENT_AGENCY_TYPE_ID };
    const first = await insertSeededJob(server.ctx.db, fields, { ownerId: owner.id, created });
    await expect(
      insertSeededJob(server.ctx.db, fields, {
        ownerId: owner.id,
        created,
        newId: () => idStartingWith(first.slice(0, 4)),
      }),
    ).rejects.toThrow('could not allocate a unique job reference');
  });
});
