import type { AppContext } from '../../context';
import { anonymityRefusals } from '../../db/schema';
import type { FindingKind } from '../../../shared/anonymity';
import type { ListingKind } from '../../../shared/lookups';

/**
 * Counts a listing save refused for a blocking finding against the listing's owner (who, which
 * kinds, when; never the text): the admin console's "members who often trigger blocking findings".
 */
export async function recordAnonymityRefusal(
  ctx: AppContext,
  options: { accountId: string; listingKind: ListingKind; findingKind: FindingKind },
): Promise<void> {
  await ctx.db.insert(anonymityRefusals).values(options);
}
