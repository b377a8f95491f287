/**
 * Conversations as one viewer may see them (docs/conversations.md). A question thread names no
 * one, to either party or in any field: the other party is a label and the listings are references
 * and titles. An approved proposal's conversation names both parties (name and company, as the
 * contact reveal allows, while both are active). Administrators read every thread, with both
 * parties' names, and take part in none.
 */
import type { Account } from '../domain/rows';
import {
  excerpt,
  partyLabel,
  type ListingRef,
  type LoadedThread,
  type ThreadListRow,
  type ThreadMessageRow,
} from '../domain/thread';
import {
  canProposeFromThread,
  canSeeIdentities,
  canWriteThread,
  isThreadOpen,
  threadRole,
  type Standing,
} from '../policies/thread';
import type {
  ThreadDetailResponse,
  ThreadListingRef,
  ThreadListResponse,
  ThreadMessageResponse,
  ThreadMessageView,
  ThreadParty,
  ThreadResponse,
  ThreadView,
} from '../../shared/types/threads';

const fullName = (a: Account) => [a.firstname, a.lastname].filter((p) => p?.trim()).join(' ') || null;

function listingRef(ref: ListingRef): ThreadListingRef {
  return { kind: ref.kind, uid: ref.id, reference: ref.reference, title: ref.title };
}

function party(loaded: LoadedThread, which: 'asker' | 'owner', named: boolean): ThreadParty {
  const account = which === 'asker' ? loaded.asker : loaded.owner;
  return {
    label: partyLabel(loaded.thread, which),
    name: named ? fullName(account) : null,
    company: named ? account.company?.trim() || null : null,
  };
}

export function presentThread(
  loaded: LoadedThread,
  viewer: Account,
  standing: Standing,
  extra: { unread?: number; lastMessage?: ThreadListRow['lastMessage'] } = {},
): ThreadView {
  const { thread } = loaded;
  const role = threadRole(viewer, thread)!;
  const isAdmin = role === 'admin';
  const named = canSeeIdentities(loaded) || isAdmin;
  const other = role === 'owner' ? 'asker' : role === 'asker' ? 'owner' : 'asker';
  const isParty = !isAdmin;
  const muted =
    role === 'asker' ? thread.askerMutedAt !== null : role === 'owner' ? thread.ownerMutedAt !== null : false;
  const last = extra.lastMessage;
  return {
    uid: thread.id,
    kind: thread.kind,
    listing: listingRef(loaded.listing),
    candidate: loaded.candidate ? listingRef(loaded.candidate) : null,
    proposalUid: thread.proposalId,
    dealUid: loaded.dealId,
    viewerRole: role,
    counterpart: party(loaded, other, named),
    ...(isAdmin ? { parties: { asker: party(loaded, 'asker', true), owner: party(loaded, 'owner', true) } } : {}),
    status: isThreadOpen(loaded, standing) ? 'open' : 'closed',
    muted,
    unread: extra.unread ?? 0,
    // Its first 200 characters: a list of threads is not where a message is read.
    lastMessage: last
      ? { body: excerpt(last.body, 200), mine: last.authorId === viewer.id, created: last.createdAt.toISOString() }
      : null,
    created: thread.createdAt.toISOString(),
    lastMessageAt: thread.lastMessageAt.toISOString(),
    abilities: {
      canWrite: canWriteThread(viewer, loaded, standing),
      canMute: isParty,
      canReport: isParty,
      canPropose: canProposeFromThread(viewer, loaded, standing),
    },
  };
}

export function presentThreadMessage(message: ThreadMessageRow, viewer: Account): ThreadMessageView {
  return {
    uid: message.id,
    body: message.body,
    mine: message.authorId === viewer.id,
    created: message.createdAt.toISOString(),
    read: message.readAt !== null,
    readAt: message.readAt?.toISOString() ?? null,
  };
}

/** POST /api/threads (201) and POST /api/threads/:uid/mute. */
export function presentThreadResponse(loaded: LoadedThread, viewer: Account, standing: Standing): ThreadResponse {
  return { thread: presentThread(loaded, viewer, standing) };
}

/** GET /api/threads/:uid: the thread and its messages, oldest first. */
export function presentThreadDetail(
  loaded: LoadedThread,
  messages: ThreadMessageRow[],
  viewer: Account,
  standing: Standing,
): ThreadDetailResponse {
  const unread = messages.filter((m) => m.authorId !== viewer.id && m.readAt === null).length;
  const lastMessage = messages.at(-1) ?? null;
  return {
    thread: presentThread(loaded, viewer, standing, {
      unread: threadRole(viewer, loaded.thread) === 'admin' ? 0 : unread,
      lastMessage,
    }),
    messages: messages.map((m) => presentThreadMessage(m, viewer)),
  };
}

/** GET /api/threads: the viewer's threads, newest message first, and their unread messages in all. */
export function presentThreadList(rows: ThreadListRow[], viewer: Account, standing: Standing): ThreadListResponse {
  const items = rows.map((row) =>
    presentThread(row, viewer, standing, { unread: row.unread, lastMessage: row.lastMessage }),
  );
  return { items, unread: items.filter((t) => !t.muted).reduce((sum, t) => sum + t.unread, 0) };
}

/** POST /api/threads/:uid/messages (201). */
export function presentThreadMessageCreated(message: ThreadMessageRow, viewer: Account): ThreadMessageResponse {
  return { message: presentThreadMessage(message, viewer) };
}
