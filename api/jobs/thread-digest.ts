import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { AppContext } from '../context';
import { accounts, threadMessages, threads } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { now } from '../clock';
import { excerpt, partyLabel, threadSubject } from '../domain/thread';
import { enqueueMail } from '../mail/enqueue-mail';
import { THREAD_DIGEST_DELAY_MINUTES } from '../services/threads/insert-message';
import { loadThread } from '../services/threads/load-thread';
import { QUEUES, ZThreadDigestPayload } from './queues';

const DELAY_MS = THREAD_DIGEST_DELAY_MINUTES * 60_000;

/**
 * The unread-message digest of one member (docs/conversations.md): every message of the other
 * party of their threads that is still unread 15 minutes after it came, not yet mailed, in a
 * thread they have not muted, in ONE mail — if their general-updates toggle is on (else they are
 * marked and left to the bell). Each message is mailed once (`mailed_at`, set under a row lock).
 * Messages not yet 15 minutes old get a job of their own, due when the oldest of them is.
 */
export async function handleThreadDigest(ctx: AppContext, job: Job<unknown>): Promise<void> {
  const { accountId, now: given } = ZThreadDigestPayload.parse(job.data);
  const at = given ? new Date(given) : now();
  const nextDue = await withTransaction(ctx, async (tx) => {
    const [account] = await tx.db.select().from(accounts).where(eq(accounts.id, accountId));
    if (!account) return null;
    const mine = or(
      and(eq(threads.askerId, accountId), isNull(threads.askerMutedAt)),
      and(eq(threads.ownerId, accountId), isNull(threads.ownerMutedAt)),
    );
    const waiting = await tx.db
      .select({
        id: threadMessages.id,
        threadId: threadMessages.threadId,
        body: threadMessages.body,
        createdAt: threadMessages.createdAt,
      })
      .from(threadMessages)
      .innerJoin(threads, eq(threads.id, threadMessages.threadId))
      .where(
        and(
          mine,
          ne(threadMessages.authorId, accountId),
          isNull(threadMessages.readAt),
          isNull(threadMessages.mailedAt),
        ),
      )
      .orderBy(asc(threadMessages.createdAt))
      .for('update', { of: threadMessages });
    const due = waiting.filter((m) => m.createdAt.getTime() + DELAY_MS <= at.getTime());
    const later = waiting.find((m) => m.createdAt.getTime() + DELAY_MS > at.getTime());
    if (due.length > 0) {
      await tx.db
        .update(threadMessages)
        .set({ mailedAt: at })
        .where(
          inArray(
            threadMessages.id,
            due.map((m) => m.id),
          ),
        );
      const mayMail =
        account.isActive && !account.isDeleted && account.erasedAt === null && account.notifications.generalUpdates;
      if (mayMail) {
        const entries = [];
        for (const threadId of [...new Set(due.map((m) => m.threadId))]) {
          const loaded = await loadThread(tx.db, { uid: threadId });
          if (!loaded) continue;
          const messages = due.filter((m) => m.threadId === threadId);
          const otherRole = loaded.thread.askerId === accountId ? 'owner' : 'asker';
          const other = otherRole === 'owner' ? loaded.owner : loaded.asker;
          const named = [other.firstname, other.lastname].filter(Boolean).join(' ');
          entries.push({
            uid: threadId,
            from: loaded.thread.kind === 'question' || !named ? partyLabel(loaded.thread, otherRole) : named,
            subject: threadSubject(loaded),
            count: messages.length,
            excerpt: excerpt(messages.at(-1)!.body),
          });
        }
        if (entries.length > 0) await enqueueMail(tx, 'thread-digest', account.email, { threads: entries });
      }
    }
    return later ? new Date(later.createdAt.getTime() + DELAY_MS) : null;
  });
  if (nextDue && !given) {
    await ctx.boss.send(
      'thread-digest',
      { accountId },
      {
        ...QUEUES['thread-digest'].sendOptions(ctx.config),
        singletonKey: `thread-digest:${accountId}`,
        startAfter: Math.max(1, Math.ceil((nextDue.getTime() - Date.now()) / 1000) + 5),
      },
    );
  }
}
