/** A conversation as the services load it and the policy and presenter read it (docs/conversations.md). */
import type { threadMessages, threads } from '../db/schema';
import type { Account } from './rows';

export type ThreadRow = typeof threads.$inferSelect;
export type ThreadMessageRow = typeof threadMessages.$inferSelect;
export type ThreadKind = ThreadRow['kind'];

export type ListingRef = { kind: 'job' | 'candidate'; id: string; reference: string; title: string };

export type LoadedThread = {
  thread: ThreadRow;
  asker: Account;
  owner: Account;
  /** The listing asked about; a conversation's job spec. */
  listing: ListingRef;
  /** A match conversation's candidate. */
  candidate: ListingRef | null;
  dealId: string | null;
};

/** One thread of a member's list: the loaded thread, its last message and the viewer's unread count. */
export type ThreadListRow = LoadedThread & {
  lastMessage: Pick<ThreadMessageRow, 'body' | 'authorId' | 'createdAt'> | null;
  unread: number;
};

/**
 * What one party of a thread is called to the other, never by name: in a question on a job spec
 * the owner is "The job spec's recruiter" and the asker "A member with a matching candidate"; on
 * a candidate, "The candidate's recruiter" and "A member with a matching job spec". In an approved
 * proposal's conversation: the proposer and the recipient of the proposal.
 */
export function partyLabel(thread: Pick<ThreadRow, 'kind' | 'listingKind'>, party: 'asker' | 'owner'): string {
  if (thread.kind === 'question') {
    if (thread.listingKind === 'job')
      return party === 'owner' ? 'The job spec’s recruiter' : 'A member with a matching candidate';
    return party === 'owner' ? 'The candidate’s recruiter' : 'A member with a matching job spec';
  }
  const noun = thread.kind === 'match' ? 'Match Proposal' : 'Sourcing Offer';
  return party === 'asker' ? `The member who made the ${noun}` : `The member who accepted the ${noun}`;
}

/** What the thread is about, by reference and title only ("job spec J-123 (Java Developer)"). */
export function threadSubject(loaded: Pick<LoadedThread, 'thread' | 'listing' | 'candidate'>): string {
  const { listing, candidate } = loaded;
  const noun = listing.kind === 'job' ? 'job spec' : 'candidate';
  const main = `${noun} ${listing.reference} (${listing.title})`;
  return candidate ? `candidate ${candidate.reference} (${candidate.title}) for ${main}` : main;
}

/** A message's first characters, for a note, a push or a list row. */
export function excerpt(body: string, max = 140): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
