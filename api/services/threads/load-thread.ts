import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/pool';
import { accounts, candidates, deals, jobs, proposals, threadMessages, threads } from '../../db/schema';
import type { ListingRef, LoadedThread, ThreadListRow } from '../../domain/thread';
import { isUuid } from '../../ids';

const asker = alias(accounts, 'asker');
const owner = alias(accounts, 'owner');

/** The thread with both parties, its listing (and a match's candidate) and its deal, filtered by `where`. */
function selectThreads(db: Db, where: SQL | undefined) {
  return db
    .select({
      thread: threads,
      asker,
      owner,
      jobId: jobs.id,
      jobReference: jobs.reference,
      jobTitle: jobs.jobTitle,
      candidateId: candidates.id,
      candidateReference: candidates.reference,
      candidateTitle: candidates.candidateTitle,
      dealId: deals.id,
    })
    .from(threads)
    .innerJoin(asker, eq(asker.id, threads.askerId))
    .innerJoin(owner, eq(owner.id, threads.ownerId))
    .leftJoin(proposals, eq(proposals.id, threads.proposalId))
    .leftJoin(jobs, and(eq(threads.listingKind, 'job'), eq(jobs.id, threads.listingId)))
    .leftJoin(
      candidates,
      eq(
        candidates.id,
        sql`CASE WHEN ${threads.listingKind} = 'candidate' THEN ${threads.listingId} ELSE ${proposals.candidateId} END`,
      ),
    )
    .leftJoin(deals, eq(deals.proposalId, threads.proposalId))
    .where(where);
}

type Selected = Awaited<ReturnType<typeof selectThreads>>[number];

function toLoaded(row: Selected): LoadedThread {
  const job: ListingRef | null =
    row.jobId !== null ? { kind: 'job', id: row.jobId, reference: row.jobReference!, title: row.jobTitle! } : null;
  const candidate: ListingRef | null =
    row.candidateId !== null
      ? { kind: 'candidate', id: row.candidateId, reference: row.candidateReference!, title: row.candidateTitle! }
      : null;
  const isCandidateListing = row.thread.listingKind === 'candidate';
  return {
    thread: row.thread,
    asker: row.asker,
    owner: row.owner,
    listing: (isCandidateListing ? candidate : job)!,
    candidate: isCandidateListing ? null : candidate,
    dealId: row.dealId,
  };
}

/** One thread by id with what its view needs, or null (unknown or malformed). */
export async function loadThread(db: Db, options: { uid: string }): Promise<LoadedThread | null> {
  if (!isUuid(options.uid)) return null;
  const [row] = await selectThreads(db, eq(threads.id, options.uid));
  return row ? toLoaded(row) : null;
}

/**
 * The member's threads, most recent message first, each with its last message and how many of
 * the other party's messages they have not read.
 */
export async function listThreads(
  db: Db,
  options: { accountId: string | null; viewerId?: string; limit?: number },
): Promise<ThreadListRow[]> {
  // accountId null: every thread (an administrator's list); unread then counts nobody's.
  const { accountId } = options;
  const rows = await selectThreads(
    db,
    accountId === null ? undefined : or(eq(threads.askerId, accountId), eq(threads.ownerId, accountId)),
  )
    .orderBy(desc(threads.lastMessageAt), desc(threads.id))
    .limit(options.limit ?? 200);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.thread.id);
  const [unread, last] = await Promise.all([
    db
      .select({ threadId: threadMessages.threadId, count: sql<number>`count(*)::int` })
      .from(threadMessages)
      .where(
        and(
          inArray(threadMessages.threadId, ids),
          isNull(threadMessages.readAt),
          accountId === null ? sql`false` : ne(threadMessages.authorId, accountId),
        ),
      )
      .groupBy(threadMessages.threadId),
    db
      .selectDistinctOn([threadMessages.threadId], {
        threadId: threadMessages.threadId,
        body: threadMessages.body,
        authorId: threadMessages.authorId,
        createdAt: threadMessages.createdAt,
      })
      .from(threadMessages)
      .where(inArray(threadMessages.threadId, ids))
      .orderBy(threadMessages.threadId, desc(threadMessages.createdAt), desc(threadMessages.id)),
  ]);
  const unreadOf = new Map(unread.map((u) => [u.threadId, u.count]));
  const lastOf = new Map(last.map(({ threadId, ...m }) => [threadId, m]));
  return rows.map((row) => ({
    ...toLoaded(row),
    unread: unreadOf.get(row.thread.id) ?? 0,
    lastMessage: lastOf.get(row.thread.id) ?? null,
  }));
}

/** A thread's messages, oldest first (the last `limit`). */
export async function listThreadMessages(db: Db, options: { threadId: string; limit?: number }) {
  const rows = await db
    .select()
    .from(threadMessages)
    .where(eq(threadMessages.threadId, options.threadId))
    .orderBy(desc(threadMessages.createdAt), desc(threadMessages.id))
    .limit(options.limit ?? 500);
  return rows.reverse();
}
