import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { candidates, jobs } from '../../db/schema';
import { isJobRow, type ListingRow } from '../../domain/rows';
import type { TListingSave } from '../../../shared/schemas/listing';
import { candidateColumns } from './candidate-columns';
import { jobColumns } from './job-columns';
import { withTransaction, type Tx } from '../../db/transaction';
import { recordPastClient } from '../anonymity/record-past-client';
import { recordAnonymityConfirmation, type AnonymityConfirmation } from '../anonymity/record-anonymity-confirmation';
import { hashIdentifiers } from '../candidates/identifier-hash';
import { recordCandidateIdentifiers } from '../candidates/record-candidate-identifiers';

/**
 * Replaces a listing's fields (the route has authorized the owner or an admin, and validated the
 * save with the rules of the listing's own company type). `alreadyListed`: only when the save
 * gave identifiers, whether another member's open candidate shares one. A job spec's client name
 * joins the owner's employer history; `confirmation`: recorded on the listing and in the audit log.
 */
export async function updateListing(
  ctx: AppContext,
  options: { row: ListingRow; save: TListingSave; confirmation?: AnonymityConfirmation },
): Promise<{ row: ListingRow; alreadyListed?: boolean }> {
  const { row, save, confirmation } = options;
  const updatedAt = new Date();
  const confirm = async (tx: Tx) => {
    if (confirmation)
      await recordAnonymityConfirmation(tx, {
        listing: { kind: save.kind, id: row.id, ownerId: row.ownerId, reference: row.reference },
        confirmation,
        at: updatedAt,
      });
  };
  if (isJobRow(row) && save.kind === 'job') {
    return withTransaction(ctx, async (tx) => {
      const [updated] = await tx.db
        .update(jobs)
        .set({ ...jobColumns(save.data), updatedAt })
        .where(eq(jobs.id, row.id))
        .returning();
      await recordPastClient(ctx, tx.db, { accountId: row.ownerId, clientName: save.data.clientName });
      await confirm(tx);
      return { row: updated! };
    });
  }
  if (!isJobRow(row) && save.kind === 'candidate') {
    const { identifiers, fullName } = save.data;
    return withTransaction(ctx, async (tx) => {
      const [updated] = await tx.db
        .update(candidates)
        .set({ ...candidateColumns(save.data, updatedAt), updatedAt })
        .where(eq(candidates.id, row.id))
        .returning();
      await confirm(tx);
      // Identifiers given again replace those of their kind; none given leaves the hashes as they are.
      if (!identifiers && !fullName) return { row: updated! };
      const alreadyListed = await recordCandidateIdentifiers(tx, {
        candidate: updated!,
        hashes: hashIdentifiers(ctx, identifiers ?? {}, fullName),
        at: updatedAt,
      });
      return { row: updated!, alreadyListed };
    });
  }
  throw new Error(`a ${save.kind} save cannot update listing ${row.id}`);
}
