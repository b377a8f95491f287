/** The conversations' response shapes (docs/api.md § Conversations). */

/** 'question': an anonymous question before any approval; 'match' / 'sourcing': an approved proposal's conversation. */
export type ThreadKind = 'question' | 'match' | 'sourcing';
export type ThreadRole = 'asker' | 'owner' | 'admin';

export type ThreadListingRef = { kind: 'job' | 'candidate'; uid: string; reference: string; title: string };

/**
 * The other party as this viewer may know them: in a question thread only a label ("The job
 * spec's recruiter", "A member with a matching candidate"); in a conversation also their name and
 * company, as the contact reveal of the approved proposal allows.
 */
export type ThreadParty = { label: string; name: string | null; company: string | null };

export type ThreadView = {
  uid: string;
  kind: ThreadKind;
  /** The listing asked about; a conversation's job spec. */
  listing: ThreadListingRef;
  /** A match conversation's candidate. */
  candidate: ThreadListingRef | null;
  proposalUid: string | null;
  dealUid: string | null;
  viewerRole: ThreadRole;
  /** The other party (for an administrator: the asker). */
  counterpart: ThreadParty;
  /** Administrators only: both parties. */
  parties?: { asker: ThreadParty; owner: ThreadParty };
  /** 'closed': a party was offboarded, lapsed or asked to be deleted; nobody can write in it. */
  status: 'open' | 'closed';
  muted: boolean;
  /** The other party's messages this viewer has not read. */
  unread: number;
  /** The newest message, its body cut to 200 characters. */
  lastMessage: { body: string; mine: boolean; created: string } | null;
  created: string;
  lastMessageAt: string;
  abilities: { canWrite: boolean; canMute: boolean; canReport: boolean; canPropose: boolean };
};

export type ThreadMessageView = {
  uid: string;
  body: string;
  mine: boolean;
  created: string;
  /** The read receipt: the recipient has shown it. */
  read: boolean;
  readAt: string | null;
};

export type ThreadResponse = { thread: ThreadView };
export type ThreadDetailResponse = { thread: ThreadView; messages: ThreadMessageView[] };
export type ThreadListResponse = { items: ThreadView[]; unread: number };
export type ThreadMessageResponse = { message: ThreadMessageView };
