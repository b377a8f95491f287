import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/pool';
import { accounts, dealEvents, notes, threadMessages } from '../../db/schema';
import type { DealTimelineSource, LoadedDeal } from '../../domain/deal';

/**
 * What a deal's timeline is made of: its events, who made them, its conversation's messages, and
 * (for admins) the notes sent about it.
 */
export async function loadDealTimeline(
  db: Db,
  options: { loaded: LoadedDeal; withNotes: boolean },
): Promise<DealTimelineSource> {
  const { loaded } = options;
  const events = await db
    .select()
    .from(dealEvents)
    .where(eq(dealEvents.dealId, loaded.deal.id))
    .orderBy(asc(dealEvents.createdAt), asc(dealEvents.id));
  const actorIds = [...new Set(events.map((e) => e.actorId).filter((id): id is string => id !== null))];
  const names: DealTimelineSource['names'] = new Map();
  for (const party of [loaded.jobOwner, loaded.partner]) names.set(party.id, party);
  const unknown = actorIds.filter((id) => !names.has(id));
  if (unknown.length) {
    const rows = await db
      .select({
        id: accounts.id,
        firstname: accounts.firstname,
        lastname: accounts.lastname,
        company: accounts.company,
        erasedAt: accounts.erasedAt,
        deletionDueAt: accounts.deletionDueAt,
      })
      .from(accounts)
      .where(inArray(accounts.id, unknown));
    for (const row of rows) names.set(row.id, row);
  }
  const sent = options.withNotes
    ? await db
        .select()
        .from(notes)
        .where(eq(notes.link, `/deals/${loaded.deal.id}`))
        .orderBy(asc(notes.createdAt), asc(notes.id))
    : [];
  // The conversation's id is the approved proposal's (api/services/threads/open-conversation.ts).
  const messages = await db
    .select({
      id: threadMessages.id,
      authorId: threadMessages.authorId,
      body: threadMessages.body,
      createdAt: threadMessages.createdAt,
    })
    .from(threadMessages)
    .where(eq(threadMessages.threadId, loaded.proposal.id))
    .orderBy(asc(threadMessages.createdAt), asc(threadMessages.id));
  return { events, names, notes: sent, messages };
}
