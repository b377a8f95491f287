import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { candidates, jobs } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { initialExpiry, makeReference } from '../../../shared/rules/listing';
import type { TListingSave } from '../../../shared/schemas/listing';
import { candidateColumns } from './candidate-columns';
import { insertListing, type InsertedListing } from './insert-listing';
import { jobColumns } from './job-columns';

/** Rows per INSERT: 2,000 listings of ~25 columns would pass PostgreSQL's 65,535 parameters in one. */
const CHUNK = 500;
const REFERENCE_ATTEMPTS = 8;

/** Whether a save carries what only insertListing records (secrets, a confirmation of the guard's warnings). */
const hasExtras = (save: TListingSave) =>
  save.kind === 'job'
    ? Boolean(save.data.clientName || save.data.anonymityConfirmed)
    : Boolean(save.data.identifiers || save.data.fullName || save.data.anonymityConfirmed);

/**
 * Inserts many listings of one kind, all of the same owner and moment, with multi-row INSERTs in
 * the caller's transaction (a bulk import: one statement per 500 rows instead of one per row);
 * answers each save's listing, in order. Only plain saves (no secrets, no confirmation); the
 * caller enqueues their alert jobs and records the usage. A drawn reference already taken leaves
 * that row out of its INSERT; it is then inserted alone with a new one.
 */
export async function insertListings(
  ctx: AppContext,
  tx: Tx,
  options: { owner: Account; saves: readonly TListingSave[]; created: Date },
): Promise<InsertedListing[]> {
  const { owner, saves, created } = options;
  if (saves.some(hasExtras)) throw new Error('insertListings takes plain saves only');
  const answers: InsertedListing[] = [];
  for (let i = 0; i < saves.length; i += CHUNK) {
    const chunk = saves.slice(i, i + CHUNK).map((save) => {
      const id = randomUUID();
      const base = {
        id,
        ownerId: owner.id,
        reference: makeReference(save.kind, created, id),
        createdAt: created,
        expiresAt: initialExpiry(created),
      };
      return { save, base };
    });
    const jobRows = chunk.flatMap(({ save, base }) =>
      save.kind === 'job' ? [{ ...base, ...jobColumns(save.data), companyType: owner.companyType }] : [],
    );
    const candidateRows = chunk.flatMap(({ save, base }) =>
      save.kind === 'candidate' ? [{ ...base, ...candidateColumns(save.data, created) }] : [],
    );
    const inserted = [
      ...(jobRows.length
        ? await tx.db
            .insert(jobs)
            .values(jobRows)
            .onConflictDoNothing({ target: jobs.reference })
            .returning({ id: jobs.id, reference: jobs.reference })
        : []),
      ...(candidateRows.length
        ? await tx.db
            .insert(candidates)
            .values(candidateRows)
            .onConflictDoNothing({ target: candidates.reference })
            .returning({ id: candidates.id, reference: candidates.reference })
        : []),
    ];
    const byId = new Map(inserted.map((row) => [row.id, row]));
    for (const { save, base } of chunk) {
      let row: InsertedListing | null = byId.get(base.id) ?? null;
      for (let attempt = 1; !row && attempt <= REFERENCE_ATTEMPTS; attempt++)
        row = await insertListing(ctx, tx, { owner, save, created, isBatched: true });
      if (!row) throw new Error('could not allocate a unique listing reference');
      answers.push(row);
    }
  }
  return answers;
}
