import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { candidates, jobs } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { initialExpiry, makeReference } from '../../../shared/rules/listing';
import type { TListingSave } from '../../../shared/schemas/listing';
import { recordUsage } from '../activity/record-activity';
import { candidateColumns } from './candidate-columns';
import { jobColumns } from './job-columns';
import { hashIdentifiers } from '../candidates/identifier-hash';
import { recordCandidateIdentifiers } from '../candidates/record-candidate-identifiers';
import { recordPastClient } from '../anonymity/record-past-client';
import { recordAnonymityConfirmation, type AnonymityConfirmation } from '../anonymity/record-anonymity-confirmation';

export type InsertedListing = { id: string; reference: string; alreadyListed?: boolean };

/**
 * Inserts one listing that lives 60 days, and all that goes with it, inside the caller's
 * transaction (one POST's, or one bulk import's): its alert jobs, the poster's usage, a job spec's
 * client name in the employer history, the anonymity confirmation, a candidate's identifier
 * hashes. Null when the drawn reference is taken (the caller draws again); the insert does not
 * abort the transaction then.
 */
export async function insertListing(
  ctx: AppContext,
  tx: Tx,
  options: {
    owner: Account;
    save: TListingSave;
    confirmation?: AnonymityConfirmation;
    created?: Date;
    /**
     * A bulk import: the caller enqueues the alert jobs and records the usage of all its listings
     * at once (thousands of single INSERTs cost seconds); what else goes with a listing stays here.
     */
    isBatched?: boolean;
  },
): Promise<InsertedListing | null> {
  const { owner, save, confirmation } = options;
  const id = randomUUID();
  const created = options.created ?? new Date();
  const base = {
    id,
    ownerId: owner.id,
    reference: makeReference(save.kind, created, id),
    createdAt: created,
    expiresAt: initialExpiry(created),
  };
  const [inserted] =
    save.kind === 'job'
      ? await tx.db
          .insert(jobs)
          .values({ ...base, ...jobColumns(save.data), companyType: owner.companyType })
          .onConflictDoNothing({ target: jobs.reference })
          .returning({ id: jobs.id, reference: jobs.reference })
      : await tx.db
          .insert(candidates)
          .values({ ...base, ...candidateColumns(save.data, created) })
          .onConflictDoNothing({ target: candidates.reference })
          .returning({ id: candidates.id, reference: candidates.reference });
  if (!inserted) return null;
  if (options.isBatched) return inserted;
  // Members whose categories match hear about it (batched e-mail alerts), and the poster's usage counts it.
  await tx.enqueue('listing-alerts', { kind: save.kind, listingId: inserted.id });
  // The saved searches it matches count it, and alert their members.
  await tx.enqueue('saved-search-match', { kind: save.kind, listingId: inserted.id });
  if (save.kind === 'job') {
    await recordUsage(tx, [{ accountId: owner.id, kind: 'jobs', subjectType: 'job', subjectId: inserted.id }]);
    await recordPastClient(ctx, tx.db, { accountId: owner.id, clientName: save.data.clientName });
  }
  if (confirmation)
    await recordAnonymityConfirmation(tx, {
      listing: { kind: save.kind, id: inserted.id, ownerId: owner.id, reference: inserted.reference },
      confirmation,
      at: created,
    });
  // Duplicate-candidate check: keyed hashes only, flagged against other members' candidates.
  if (save.kind === 'candidate' && (save.data.identifiers || save.data.fullName)) {
    const alreadyListed = await recordCandidateIdentifiers(tx, {
      candidate: { id: inserted.id, ownerId: owner.id, createdAt: created },
      hashes: hashIdentifiers(ctx, save.data.identifiers ?? {}, save.data.fullName),
      at: created,
    });
    return { ...inserted, alreadyListed };
  }
  return inserted;
}
