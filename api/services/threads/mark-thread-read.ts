import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { threadMessages } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Account } from '../../domain/rows';
import type { LoadedThread } from '../../domain/thread';
import { now } from '../../clock';

/**
 * The reader's read receipts: every message of the other party's they had not read is read now
 * (POST /api/threads/:uid/read, which the PWA sends when it shows the thread). Returns how many.
 * The writer's open tabs hear of it from the table's trigger (api/live/).
 */
export async function markThreadRead(
  ctx: AppContext,
  options: { loaded: LoadedThread; reader: Account },
): Promise<number> {
  const { loaded, reader } = options;
  return withTransaction(ctx, async (tx) => {
    const read = await tx.db
      .update(threadMessages)
      .set({ readAt: now() })
      .where(
        and(
          eq(threadMessages.threadId, loaded.thread.id),
          ne(threadMessages.authorId, reader.id),
          isNull(threadMessages.readAt),
        ),
      )
      .returning({ id: threadMessages.id });
    return read.length;
  });
}
