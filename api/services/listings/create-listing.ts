import type { AppContext } from '../../context';
import type { Account, CreatedListing } from '../../domain/rows';
import { withTransaction } from '../../db/transaction';
import type { TListingSave } from '../../../shared/schemas/listing';
import type { AnonymityConfirmation } from '../anonymity/record-anonymity-confirmation';
import { insertListing } from './insert-listing';
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
    const row = await withTransaction(ctx, async (tx) => {
      const inserted = await insertListing(ctx, tx, { owner, save, confirmation });
      if (inserted && postKey) await recordPostKey(tx, postKey, inserted);
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
