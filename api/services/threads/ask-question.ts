import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { threads } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Account, ListingRow } from '../../domain/rows';
import type { LoadedThread } from '../../domain/thread';
import { loadThread } from './load-thread';
import { insertMessage } from './insert-message';

/**
 * "Ask about this listing": the asker's question thread on another member's listing (one per
 * asker and listing; asking again adds to it), with the question as its first message. The caller
 * has authorized the question (authorizeQuestion) and checked the text (assertThreadTextAnonymous).
 */
export async function askQuestion(
  ctx: AppContext,
  options: { asker: Account; listing: ListingRow; kind: 'job' | 'candidate'; body: string },
): Promise<{ loaded: LoadedThread; isNew: boolean }> {
  const { asker, listing, kind, body } = options;
  return withTransaction(ctx, async (tx) => {
    const [created] = await tx.db
      .insert(threads)
      .values({
        kind: 'question',
        askerId: asker.id,
        ownerId: listing.ownerId,
        listingKind: kind,
        listingId: listing.id,
      })
      .onConflictDoNothing({
        target: [threads.askerId, threads.listingKind, threads.listingId],
        where: sql`kind = 'question'`,
      })
      .returning({ id: threads.id });
    const id =
      created?.id ??
      (
        await tx.db
          .select({ id: threads.id })
          .from(threads)
          .where(
            and(
              eq(threads.kind, 'question'),
              eq(threads.askerId, asker.id),
              eq(threads.listingKind, kind),
              eq(threads.listingId, listing.id),
            ),
          )
      )[0]!.id;
    const loaded = (await loadThread(tx.db, { uid: id }))!;
    await insertMessage(tx, { loaded, author: asker, body, isFirst: created !== undefined });
    return { loaded, isNew: created !== undefined };
  });
}
