/**
 * Offline drafts.
 *
 * A new job spec or candidate saved while the device is offline (or whose save failed for the
 * network) is kept here until it can be posted: database 'recruiter-connect', store 'drafts'
 * (offline/db.ts adds it when missing), one record per draft keyed '<account uid>:<draft id>', so
 * each account lists only its own (a key range over its uid prefix) and Log Out deletes them with
 * the rest of its data (offline/query-cache.ts → clearAccountDrafts).
 *
 * The draft id is made on the device and sent as the POST's Idempotency-Key: the server creates
 * one listing per key, so a draft posted twice (two tabs, the service worker's Background Sync and
 * the app at once, a retry after a lost answer) still makes one listing.
 *
 * States: 'waiting' (kept, to be posted), 'sending' (a tab or the service worker claimed it, see
 * claimDraft), 'refused' (the server answered 4xx: its message is kept, the draft waits to be
 * edited and resent, or discarded). A posted draft is deleted.
 *
 * This module is used by the page and by the service worker (web/src/sw.ts): no DOM, no React.
 */
import { DRAFT_POSTS_STORE, DRAFTS_STORE, getDb } from './db';

export type DraftKind = 'job' | 'candidate';
export type DraftState = 'waiting' | 'sending' | 'refused';

/** The server's refusal, as its error body carried it. */
export type DraftRefusal = { status: number; title: string; message: string; field?: string };

export type Draft<Values = unknown> = {
  /** Made on the device; the POST's Idempotency-Key. */
  id: string;
  /** The account it belongs to. */
  account: string;
  kind: DraftKind;
  /** The form's values, to open it in the editor again. */
  values: Values;
  /** The checked body to POST (/api/jobs or /api/candidates). */
  body: unknown;
  /** The title shown in the Drafts list. */
  title: string;
  state: DraftState;
  refusal: DraftRefusal | null;
  createdAt: number;
  updatedAt: number;
  /** When it was claimed for sending (a claim older than SENDING_STALE_MS is taken over). */
  sendingSince: number | null;
};

/**
 * A claim this old is taken to be a sender that died (a tab closed, a worker stopped mid-request):
 * a live sender gives up its post after SEND_TIMEOUT_MS (20 s, offline/draft-sync.ts) and marks
 * the draft, so anything older is free to take over (the Idempotency-Key keeps it one listing).
 */
export const SENDING_STALE_MS = 30_000;

const keyOf = (account: string, id: string) => `${account}:${id}`;
/** Every key of one account: '<uid>:' up to '<uid>:' followed by the highest code unit. */
const rangeOf = (account: string) => IDBKeyRange.bound(`${account}:`, `${account}:\uffff`);

/** A fresh draft id (also the Idempotency-Key). */
export function newDraftId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type DraftInput<Values> = {
  id?: string;
  account: string;
  kind: DraftKind;
  values: Values;
  body: unknown;
  title: string;
};

/** Keeps a draft (new, or edited: an edit makes it 'waiting' again and forgets the refusal). */
export async function saveDraft<Values>(input: DraftInput<Values>, now = Date.now()): Promise<Draft<Values>> {
  const db = await getDb();
  const id = input.id ?? newDraftId();
  const tx = db.transaction(DRAFTS_STORE, 'readwrite');
  const before = (await tx.store.get(keyOf(input.account, id))) as Draft<Values> | undefined;
  const draft: Draft<Values> = {
    id,
    account: input.account,
    kind: input.kind,
    values: input.values,
    body: input.body,
    title: input.title,
    state: 'waiting',
    refusal: null,
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
    sendingSince: null,
  };
  await tx.store.put(draft, keyOf(input.account, id));
  await tx.done;
  return draft;
}

/** The drafts of one account, oldest first. [] when storage is unavailable. */
export async function listDrafts(account: string): Promise<Draft[]> {
  try {
    const db = await getDb();
    const drafts = (await db.getAll(DRAFTS_STORE, rangeOf(account))) as Draft[];
    return drafts.sort((a, b) => a.createdAt - b.createdAt);
  } catch {
    return [];
  }
}

/** One draft of the account, or null. */
export async function getDraft(account: string, id: string): Promise<Draft | null> {
  try {
    const db = await getDb();
    return ((await db.get(DRAFTS_STORE, keyOf(account, id))) as Draft | undefined) ?? null;
  } catch {
    return null;
  }
}

/** Discards a draft (or forgets one that was posted). */
export async function deleteDraft(account: string, id: string): Promise<void> {
  const db = await getDb();
  await db.delete(DRAFTS_STORE, keyOf(account, id));
}

/**
 * Claims a waiting draft for sending, atomically (one IndexedDB transaction), so two tabs or a tab
 * and the service worker do not post it at the same moment. A refused draft is never claimed (it
 * waits for an edit); a claim older than SENDING_STALE_MS is taken over. Returns the claimed draft
 * or null. (Should two senders still post it, the Idempotency-Key keeps it one listing.)
 */
export async function claimDraft(account: string, id: string, now = Date.now()): Promise<Draft | null> {
  const db = await getDb();
  const tx = db.transaction(DRAFTS_STORE, 'readwrite');
  const draft = (await tx.store.get(keyOf(account, id))) as Draft | undefined;
  const free =
    draft &&
    (draft.state === 'waiting' ||
      (draft.state === 'sending' && (draft.sendingSince === null || now - draft.sendingSince > SENDING_STALE_MS)));
  if (!draft || !free) {
    await tx.done;
    return null;
  }
  const claimed: Draft = { ...draft, state: 'sending', sendingSince: now };
  await tx.store.put(claimed, keyOf(account, id));
  await tx.done;
  return claimed;
}

/** Marks a claimed draft: back to 'waiting' (network down again) or 'refused' with the server's message. */
export async function markDraft(
  account: string,
  id: string,
  mark: { state: 'waiting' } | { state: 'refused'; refusal: DraftRefusal },
  now = Date.now(),
): Promise<void> {
  const db = await getDb();
  const tx = db.transaction(DRAFTS_STORE, 'readwrite');
  const draft = (await tx.store.get(keyOf(account, id))) as Draft | undefined;
  if (draft) {
    const next: Draft = {
      ...draft,
      state: mark.state,
      refusal: mark.state === 'refused' ? mark.refusal : null,
      sendingSince: null,
      updatedAt: now,
    };
    await tx.store.put(next, keyOf(account, id));
  }
  await tx.done;
}

/**
 * Notes that a draft of the account was just posted. A page that opened since then may have
 * fetched its lists before the listing existed and started listening for the announcement after
 * it was made (the service worker posts while the page loads): useDraftSync reads this when it
 * starts and refreshes the lists.
 */
export async function notePosted(account: string, now = Date.now()): Promise<void> {
  const db = await getDb();
  await db.put(DRAFT_POSTS_STORE, now, account);
}

/** When a draft of the account was last posted on this device (epoch ms), or null. */
export async function lastPostedAt(account: string): Promise<number | null> {
  try {
    const db = await getDb();
    return ((await db.get(DRAFT_POSTS_STORE, account)) as number | undefined) ?? null;
  } catch {
    return null;
  }
}

/** Log Out / another account signed in: every draft of this account goes. */
export async function clearAccountDrafts(account: string): Promise<void> {
  try {
    const db = await getDb();
    await db.delete(DRAFT_POSTS_STORE, account);
    await db.delete(DRAFTS_STORE, rangeOf(account));
  } catch {
    // Nothing stored.
  }
}

/** A member signed in: the drafts of every other account on this device go (see offline/query-cache.ts). */
export async function clearDraftsExcept(account: string): Promise<void> {
  try {
    const db = await getDb();
    const tx = db.transaction(DRAFTS_STORE, 'readwrite');
    const keys = (await tx.store.getAllKeys()) as string[];
    await Promise.all(keys.filter((key) => !key.startsWith(`${account}:`)).map((key) => tx.store.delete(key)));
    await tx.done;
  } catch {
    // Nothing stored.
  }
}
