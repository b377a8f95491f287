import { and, eq } from 'drizzle-orm';
import { listingPostKeys } from '../../db/schema';
import type { Db } from '../../db/pool';
import type { Tx } from '../../db/transaction';
import type { ListingKind } from '../../../shared/lookups';

/**
 * Offline drafts: a POST /api/jobs or /api/candidates carrying an
 * Idempotency-Key creates at most one listing per (owner, kind, key). The key is recorded in the
 * transaction that inserts the listing; a second post with it answers the first's listing.
 */
export type PostKey = { ownerId: string; kind: ListingKind; key: string };
export type PostedListing = { id: string; reference: string };

/** Thrown inside the creating transaction when another post with the same key committed first: rolls it back. */
export class PostKeyTaken extends Error {
  constructor() {
    super('idempotency key already used');
  }
}

/** The listing an earlier post with this key created, or null. */
export async function findPostedListing(db: Db, postKey: PostKey): Promise<PostedListing | null> {
  const [row] = await db
    .select({ id: listingPostKeys.listingId, reference: listingPostKeys.reference })
    .from(listingPostKeys)
    .where(
      and(
        eq(listingPostKeys.ownerId, postKey.ownerId),
        eq(listingPostKeys.listingKind, postKey.kind),
        eq(listingPostKeys.key, postKey.key),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Records the key with the listing just inserted in `tx`. If a concurrent post with the same key
 * committed meanwhile, the primary key refuses it (PostgreSQL waits for that transaction first)
 * and PostKeyTaken rolls this one back, listing and alert job with it.
 */
export async function recordPostKey(tx: Tx, postKey: PostKey, listing: PostedListing): Promise<void> {
  const [recorded] = await tx.db
    .insert(listingPostKeys)
    .values({
      ownerId: postKey.ownerId,
      listingKind: postKey.kind,
      key: postKey.key,
      listingId: listing.id,
      reference: listing.reference,
    })
    .onConflictDoNothing()
    .returning({ key: listingPostKeys.key });
  if (!recorded) throw new PostKeyTaken();
}
