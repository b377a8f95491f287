/**
 * Inserts a seeded job spec or candidate (demo data, benchmarks) with its reference. A reference
 * holds only four characters of the id (J/C + YYMM + 4), so a few hundred listings in one month
 * collide now and then: like the API (api/services/listings/create-listing.ts), a new id is drawn.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../api/context';
import { candidates, jobs } from '../../api/db/schema';
import { initialExpiry, makeReference } from '../../shared/rules/listing';
import type { CandidateFields } from '../../shared/types/listings';

const ATTEMPTS = 8;

/** `newId` draws each attempt's id (a test can make the first one collide). */
type Seeded = { ownerId: string; created: Date; newId?: () => string };

/**
 * A seeded job spec's own columns: what the table takes on insert, less what `base` sets. An
 * optional field (a nullable or defaulted column) may be left out, so a new one does not have
 * to be added to every seed.
 */
export type SeededJobFields = Omit<typeof jobs.$inferInsert, keyof ReturnType<typeof base>>;

export async function insertSeededJob(db: AppContext['db'], fields: SeededJobFields, seeded: Seeded): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const id = (seeded.newId ?? randomUUID)();
    const [row] = await db
      .insert(jobs)
      .values({ ...fields, ...base(id, 'job', seeded) })
      .onConflictDoNothing({ target: jobs.reference })
      .returning({ id: jobs.id });
    if (row) return row.id;
  }
  throw new Error('could not allocate a unique job reference');
}

export async function insertSeededCandidate(
  db: AppContext['db'],
  fields: CandidateFields,
  seeded: Seeded,
): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const id = (seeded.newId ?? randomUUID)();
    const [row] = await db
      .insert(candidates)
      // Seeded candidates carry the poster's consent declaration (POPIA), dated the day posted.
      .values({
        ...fields,
        ...base(id, 'candidate', seeded),
        consentDate: seeded.created.toISOString().slice(0, 10),
        consentRecordedAt: seeded.created,
      })
      .onConflictDoNothing({ target: candidates.reference })
      .returning({ id: candidates.id });
    if (row) return row.id;
  }
  throw new Error('could not allocate a unique candidate reference');
}

function base(id: string, kind: 'job' | 'candidate', { ownerId, created }: Seeded) {
  return {
    id,
    ownerId,
    reference: makeReference(kind, created, id),
    createdAt: created,
    expiresAt: initialExpiry(created),
  };
}
