/**
 * Who may see and write in a conversation (docs/conversations.md): only its two parties, and
 * administrators read-only; anyone else is told it does not exist. A thread is open while both
 * parties are active and in good standing (not offboarded, lapsed or due for deletion); otherwise
 * it is closed and nobody writes in it.
 */
import type { Account, ListingRow } from '../domain/rows';
import { isJobRow } from '../domain/rows';
import type { LoadedThread, ThreadRow } from '../domain/thread';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { isCounterpartInStanding, isHiringCompany } from './account';
import { canViewListing, isListed, listingNotFound } from './listing';
import { isActiveMember } from './proposal';
import type { AppSettings } from '../../shared/rules/settings';

export type ThreadRole = 'asker' | 'owner' | 'admin';
export type ThreadAction = 'view' | 'write' | 'mark-read' | 'mute' | 'report';
export type Standing = { settings: AppSettings; at: Date };

export const THREAD_TEXTS = {
  notFoundTitle: 'Conversation not found',
  notFound: 'This conversation was not found.',
  readOnlyTitle: 'Read only',
  readOnly: 'Administrators can read conversations but not take part in them.',
  closedTitle: 'Conversation closed',
  closed: 'This conversation is closed: a member in it is no longer active.',
  ownListingTitle: 'Not allowed',
  ownListing: 'You cannot ask about your own listing.',
  adminAsk: 'Administrators cannot ask about listings.',
  messageNotFound: 'This message was not found.',
  reportOwn: 'You can only report the other member’s messages.',
} as const;

/** The viewer's part in the thread, or null for anyone else (who learns nothing about it). */
export function threadRole(user: Account, thread: Pick<ThreadRow, 'askerId' | 'ownerId'>): ThreadRole | null {
  if (user.id === thread.askerId) return 'asker';
  if (user.id === thread.ownerId) return 'owner';
  if (user.isAdmin) return 'admin';
  return null;
}

/** Open while both parties are active and in good standing. */
export function isThreadOpen(loaded: Pick<LoadedThread, 'asker' | 'owner'>, standing: Standing): boolean {
  return [loaded.asker, loaded.owner].every(
    (party) => isActiveMember(party) && isCounterpartInStanding(party, standing.settings, standing.at),
  );
}

/** Identities are shown only in an approved proposal's conversation, and only while both parties are active. */
export function canSeeIdentities(loaded: Pick<LoadedThread, 'thread' | 'asker' | 'owner'>): boolean {
  return loaded.thread.kind !== 'question' && isActiveMember(loaded.asker) && isActiveMember(loaded.owner);
}

export function canWriteThread(user: Account, loaded: LoadedThread, standing: Standing): boolean {
  const role = threadRole(user, loaded.thread);
  return (role === 'asker' || role === 'owner') && isThreadOpen(loaded, standing);
}

/** The asker of an open question may turn it into a proposal (hiring companies propose nothing). */
export function canProposeFromThread(user: Account, loaded: LoadedThread, standing: Standing): boolean {
  return (
    loaded.thread.kind === 'question' &&
    threadRole(user, loaded.thread) === 'asker' &&
    !isHiringCompany(user) &&
    isThreadOpen(loaded, standing)
  );
}

/**
 * Throws unless `user` may take `action` on the thread: unknown, or not theirs, is 404 (its
 * existence stays private); an administrator only reads (403); writing in a closed thread is 409.
 */
export function authorizeThread(
  user: Account,
  action: ThreadAction,
  loaded: LoadedThread | null,
  standing: Standing,
): asserts loaded is LoadedThread {
  const role = loaded ? threadRole(user, loaded.thread) : null;
  if (!loaded || !role) throw new NotFoundError(THREAD_TEXTS.notFound, THREAD_TEXTS.notFoundTitle);
  if (action === 'view') return;
  if (role === 'admin') throw new ForbiddenError(THREAD_TEXTS.readOnly, THREAD_TEXTS.readOnlyTitle);
  if (action === 'write' && !isThreadOpen(loaded, standing))
    throw new ConflictError(THREAD_TEXTS.closed, THREAD_TEXTS.closedTitle);
}

/**
 * Asking about a listing: a listed listing of another member (any other is "not found", as the
 * listing itself would be); never one's own, and administrators ask nothing (403).
 */
export function authorizeQuestion(
  user: Account,
  row: ListingRow | null,
  kind: 'job' | 'candidate',
  at: Date,
): asserts row is ListingRow {
  if (!row || !canViewListing(user, row, at) || (row.ownerId !== user.id && !isListed(row, at)))
    throw listingNotFound(kind);
  if (isJobRow(row) !== (kind === 'job')) throw listingNotFound(kind);
  if (user.isAdmin) throw new ForbiddenError(THREAD_TEXTS.adminAsk, THREAD_TEXTS.ownListingTitle);
  if (row.ownerId === user.id) throw new ForbiddenError(THREAD_TEXTS.ownListing, THREAD_TEXTS.ownListingTitle);
}
