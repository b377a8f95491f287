import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Account, CreatedListing } from '../../domain/rows';
import { candidates, jobs } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { initialExpiry, makeReference } from '../../../shared/rules/listing';
import type { TListingSave } from '../../../shared/schemas/listing';
import { recordUsage } from '../activity/record-activity';
import { candidateColumns } from './candidate-columns';
import { jobColumns } from './job-columns';
import { hashIdentifiers } from '../candidates/identifier-hash';
import { recordCandidateIdentifiers } from '../candidates/record-candidate-identifiers';
import { recordPastClient } from '../anonymity/record-past-client';
import { recordAnonymityConfirmation, type AnonymityConfirmation } from '../anonymity/record-anonymity-confirmation';
import { findPostedListing, PostKeyTaken, recordPostKey, type PostKey } from './listing-post-keys';

const REFERENCE_ATTEMPTS = 8;

/**
 * Creates a listing that lives 60 days (validated and authorized by the route). Its reference
 * (J/C + YYMM + 4 id characters) is unique; on the rare collision a new id is drawn.
 * With a `postKey` (the Idempotency-Key of an offline draft) a second post
 * with the same key creates nothing and answers the first's listing. A job spec's client name joins
 * the poster's employer history (a keyed hash); `confirmation`: the member confirmed the guard's
 * warnings, recorded on the listing and in the audit log.
 */
export async function createListing(
  ctx: AppContext,
  options: { owner: Account; save: TListingSave; postKey?: string; confirmation?: AnonymityConfirmation },
): Promise<CreatedListing> {
  const { owner, save, confirmation } = options;
  const postKey: PostKey | null = options.postKey ? { ownerId: owner.id, kind: save.kind, key: options.postKey } : null;
  const posted = postKey && (await findPostedListing(ctx.db, postKey));
  if (posted) return posted;
  for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt++) {
    const id = randomUUID();
    const created = new Date();
    const base = {
      id,
      ownerId: owner.id,
      reference: makeReference(save.kind, created, id),
      createdAt: created,
      expiresAt: initialExpiry(created),
    };
    const row = await withTransaction(ctx, async (tx) => {
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
      if (inserted) {
        if (postKey) await recordPostKey(tx, postKey, inserted);
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
      }
      return inserted;
    }).catch(async (err: unknown) => {
      // The same draft posted at the same moment: the other post's listing is the answer.
      const first = err instanceof PostKeyTaken && postKey && (await findPostedListing(ctx.db, postKey));
      if (first) return first;
      throw err;
    });
    if (row) return row;
  }
  throw new Error('could not allocate a unique listing reference');
}
