import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, threadMessages } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Account } from '../../domain/rows';
import { threadSubject, type LoadedThread } from '../../domain/thread';
import { NotFoundError, ForbiddenError } from '../../errors';
import { isUuid } from '../../ids';
import { THREAD_TEXTS } from '../../policies/thread';
import { recordAudit } from '../activity/record-activity';
import { createNotes } from '../notes/create-note';

/**
 * A party reports one of the other party's messages to the association: an audit row (who, which
 * message, the reason) and a note to every administrator, who can read the thread. The message
 * must be in this thread (else 404) and not the reporter's own (403): decided on the row read here.
 */
export async function reportMessage(
  ctx: AppContext,
  options: { loaded: LoadedThread; reporter: Account; messageUid: string; reason?: string },
): Promise<void> {
  const { loaded, reporter, messageUid, reason } = options;
  if (!isUuid(messageUid)) throw new NotFoundError(THREAD_TEXTS.messageNotFound, THREAD_TEXTS.notFoundTitle);
  await withTransaction(ctx, async (tx) => {
    const [message] = await tx.db
      .select({ id: threadMessages.id, authorId: threadMessages.authorId })
      .from(threadMessages)
      .where(and(eq(threadMessages.id, messageUid), eq(threadMessages.threadId, loaded.thread.id)));
    if (!message) throw new NotFoundError(THREAD_TEXTS.messageNotFound, THREAD_TEXTS.notFoundTitle);
    if (message.authorId === reporter.id)
      throw new ForbiddenError(THREAD_TEXTS.reportOwn, THREAD_TEXTS.ownListingTitle);
    await recordAudit(tx, {
      actorId: reporter.id,
      action: 'thread-message-report',
      targetType: 'thread-message',
      targetId: message.id,
      details: { thread: loaded.thread.id, author: message.authorId, ...(reason ? { reason } : {}) },
    });
    const admins = await tx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.isAdmin, true), eq(accounts.isActive, true), eq(accounts.isDeleted, false)));
    await createNotes(
      tx,
      admins.map((admin) => ({
        userId: admin.id,
        heading: 'Message - Reported',
        message: `A member reported a message in a conversation about ${threadSubject(loaded)}.`,
        link: `/messages/${loaded.thread.id}`,
      })),
    );
  });
}
