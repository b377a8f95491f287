import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { candidates, jobs } from '../../db/schema';
import { isJobRow, type ListingRow } from '../../domain/rows';
import type { TListingSave } from '../../../shared/schemas/listing';
import { candidateColumns } from './candidate-columns';
import { withTransaction } from '../../db/transaction';
import { hashIdentifiers } from '../candidates/identifier-hash';
import { recordCandidateIdentifiers } from '../candidates/record-candidate-identifiers';

/**
 * Replaces a listing's fields (the route has authorized the owner or an admin, and validated the
 * save with the rules of the listing's own company type).
 */
export async function updateListing(
  ctx: AppContext,
  options: { row: ListingRow; save: TListingSave },
): Promise<ListingRow> {
  const { row, save } = options;
  const updatedAt = new Date();
  if (isJobRow(row) && save.kind === 'job') {
    const [updated] = await ctx.db
      .update(jobs)
      .set({ ...save.data, updatedAt })
      .where(eq(jobs.id, row.id))
      .returning();
    return updated!;
  }
  if (!isJobRow(row) && save.kind === 'candidate') {
    const { identifiers } = save.data;
    return withTransaction(ctx, async (tx) => {
      const [updated] = await tx.db
        .update(candidates)
        .set({ ...candidateColumns(save.data, updatedAt), updatedAt })
        .where(eq(candidates.id, row.id))
        .returning();
      // Identifiers given again replace those of their kind; none given leaves the hashes as they are.
      if (identifiers)
        await recordCandidateIdentifiers(tx, {
          candidate: updated!,
          hashes: hashIdentifiers(ctx, identifiers),
          at: updatedAt,
        });
      return updated!;
    });
  }
  throw new Error(`a ${save.kind} save cannot update listing ${row.id}`);
}
