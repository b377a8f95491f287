import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { threadMessages } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Account } from '../../domain/rows';
import type { LoadedThread } from '../../domain/thread';
import { now } from '../../clock';
import { notifyThreadEvent, publishThreadEvents, type ThreadEvent } from './thread-events';

/**
 * The reader's read receipts: every message of the other party's they had not read is read now
 * (POST /api/threads/:uid/read, which the PWA sends when it shows the thread). Returns how many.
 */
export async function markThreadRead(
  ctx: AppContext,
  options: { loaded: LoadedThread; reader: Account },
): Promise<number> {
  const { loaded, reader } = options;
  const { count, events } = await withTransaction(ctx, async (tx) => {
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
    const notified: ThreadEvent[] = [];
    if (read.length > 0) {
      const other = reader.id === loaded.thread.askerId ? loaded.thread.ownerId : loaded.thread.askerId;
      notified.push(await notifyThreadEvent(tx, { event: 'read', thread: loaded.thread.id, to: [other, reader.id] }));
    }
    return { count: read.length, events: notified };
  });
  publishThreadEvents(events);
  return count;
}
