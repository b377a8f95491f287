import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { candidates, jobs } from '../../db/schema';
import { isJobRow, type ListingRow } from '../../domain/rows';
import type { TListingSave } from '../../../shared/schemas/listing';
import { candidateColumns } from './candidate-columns';
import { jobColumns } from './job-columns';
import { withTransaction } from '../../db/transaction';
import { hashIdentifiers } from '../candidates/identifier-hash';
import { recordCandidateIdentifiers } from '../candidates/record-candidate-identifiers';

/**
 * Replaces a listing's fields (the route has authorized the owner or an admin, and validated the
 * save with the rules of the listing's own company type). `alreadyListed`: only when the save
 * gave identifiers, whether another member's open candidate shares one.
 */
export async function updateListing(
  ctx: AppContext,
  options: { row: ListingRow; save: TListingSave },
): Promise<{ row: ListingRow; alreadyListed?: boolean }> {
  const { row, save } = options;
  const updatedAt = new Date();
  if (isJobRow(row) && save.kind === 'job') {
    const [updated] = await ctx.db
      .update(jobs)
      .set({ ...jobColumns(save.data), updatedAt })
      .where(eq(jobs.id, row.id))
      .returning();
    return { row: updated! };
  }
  if (!isJobRow(row) && save.kind === 'candidate') {
    const { identifiers, fullName } = save.data;
    return withTransaction(ctx, async (tx) => {
      const [updated] = await tx.db
        .update(candidates)
        .set({ ...candidateColumns(save.data, updatedAt), updatedAt })
        .where(eq(candidates.id, row.id))
        .returning();
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
