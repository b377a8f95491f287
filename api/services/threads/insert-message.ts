import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { threadMessages, threads } from '../../db/schema';
import { excerpt, partyLabel, threadSubject, type LoadedThread, type ThreadMessageRow } from '../../domain/thread';
import type { Account } from '../../domain/rows';
import { createNotes } from '../notes/create-note';
import { queueWebhookEvent } from '../webhooks/queue-webhook-event';

/** Minutes a message may stay unread before the recipient's digest mails it. */
export const THREAD_DIGEST_DELAY_MINUTES = 15;

/**
 * Adds a message to the thread in the caller's transaction and tells the other party: a note
 * (the bell) and a push with the thread's subject by reference and a short excerpt, unless they
 * muted the thread; the unread-message digest 15 minutes on (api/jobs/thread-digest.ts), which
 * mails only what is still unread then. (Open tabs hear of it from the table's trigger: api/live/.) A question
 * thread's note and push name no one: the author is a label ("A member with a matching candidate").
 */
export async function insertMessage(
  tx: Tx,
  options: { loaded: LoadedThread; author: Account; body: string; isFirst?: boolean },
): Promise<ThreadMessageRow> {
  const { loaded, author, body } = options;
  const { thread } = loaded;
  const [message] = await tx.db
    .insert(threadMessages)
    .values({ threadId: thread.id, authorId: author.id, body })
    .returning();
  await tx.db
    .update(threads)
    .set({ lastMessageAt: sql`${message!.createdAt}` })
    .where(eq(threads.id, thread.id));
  const authorRole = author.id === thread.askerId ? 'asker' : 'owner';
  const recipient = authorRole === 'asker' ? loaded.owner : loaded.asker;
  const isMuted = (authorRole === 'asker' ? thread.ownerMutedAt : thread.askerMutedAt) !== null;
  if (!isMuted) {
    const from = thread.kind === 'question' ? partyLabel(thread, authorRole) : 'The other member';
    await createNotes(tx, [
      {
        userId: recipient.id,
        heading: options.isFirst ? 'Question - New' : 'Message - New',
        message: `${from} wrote about ${threadSubject(loaded)}: “${excerpt(body)}”`,
        link: `/messages/${thread.id}`,
      },
    ]);
    await queueWebhookEvent(tx, {
      accountId: recipient.id,
      type: 'message.received',
      subject: { type: 'message', threadId: thread.id, id: message!.id },
    });
    await tx.enqueue(
      'thread-digest',
      { accountId: recipient.id },
      { singletonKey: `thread-digest:${recipient.id}`, startAfter: THREAD_DIGEST_DELAY_MINUTES * 60 + 5 },
    );
  }
  return message!;
}
