import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { anonymityConfirmations } from '../../db/schema';
import type { ListingKind } from '../../../shared/lookups';

/** The keyed hashes of the warnings confirmed on a listing so far (none when never confirmed). */
export async function findAnonymityConfirmation(
  ctx: AppContext,
  options: { kind: ListingKind; listingId: string },
): Promise<string[]> {
  const [row] = await ctx.db
    .select({ warningHashes: anonymityConfirmations.warningHashes })
    .from(anonymityConfirmations)
    .where(
      and(
        eq(anonymityConfirmations.listingKind, options.kind),
        eq(anonymityConfirmations.listingId, options.listingId),
      ),
    );
  return row?.warningHashes ?? [];
}
