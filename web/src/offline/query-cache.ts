/**
 * The TanStack Query cache of the signed-in member, kept on this device in IndexedDB
 * ('recruiter-connect' → 'queries', one record per account uid), so the app works offline:
 * the dashboard, the member's own listings, the last searches, every listing, match and offer
 * they opened, and their notes. (Lookups ship inside the app's code, which the service worker
 * precaches; saved filters live beside this in offline/filters.ts.)
 *
 * - Only the account this browser is signed in as is kept: signing in as someone else, a session
 *   that ended (401) and Log Out each delete the previous account's data.
 * - Data restored from the device is shown at once but marked stale, so online it is fetched
 *   again as soon as a screen uses it; offline it stays, with its time shown by the offline banner.
 * - Nothing from /api is ever put in Cache Storage or the HTTP cache (the API sends no-store).
 *
 * This module is loaded on demand (by api/session.ts and the logout), so public pages never pay for it.
 */
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { configKeys, meKeys } from '../api/keys';
import { cachedMe } from '../api/me';
import type { Me } from '../../../shared/types/account';
import { PRODUCT_VERSION } from '../../../shared/constants';
import { currentAccount, lastAccount, setCurrentAccount } from './account';
import { getDb, openedDb, QUERIES_STORE } from './db';
import { clearAccountFilters, clearSavedFilters } from './filters';
import { clearAccountDrafts, clearDraftsExcept } from './drafts';

/** Bumped when the shape of cached answers changes; older snapshots are then dropped. */
const FORMAT = 1;
const BUSTER = `${FORMAT}:${PRODUCT_VERSION}`;
/** How long a snapshot is trusted offline (also the queries' gcTime, see main.tsx). */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** Changes are saved a moment after they happen (a burst of changes is saved once). */
const WRITE_DELAY_MS = 150;

export type Snapshot = { uid: string; buster: string; savedAt: number; me: Me; state: DehydratedState };

type Attachment = { uid: string; client: QueryClient; unsubscribe: () => void; timer: number | null };
let attached: Attachment | null = null;
/** The write in progress, so a sign-out waits for it before deleting. */
let writing: Promise<void> = Promise.resolve();

/** The account itself is saved beside the answers (Snapshot.me), not among them. */
const isMeQuery = (query: Query) => query.queryKey[0] === meKeys.all[0];
/** The server's configuration is the same for every account: kept when an account's answers go. */
const isConfigQuery = (query: Query) => query.queryKey[0] === configKeys.all[0];

function shouldKeep(query: Query): boolean {
  return query.state.status === 'success' && query.state.data !== undefined && !isMeQuery(query);
}

function takeSnapshot(attachment: Attachment): Snapshot | null {
  const { client, uid } = attachment;
  const me = cachedMe(client);
  // Never file one account's data under another's uid.
  if (attached !== attachment || !me || me.uid !== uid) return null;
  const state = dehydrate(client, { shouldDehydrateQuery: shouldKeep, shouldDehydrateMutation: () => false });
  return { uid, buster: BUSTER, savedAt: Date.now(), me, state };
}

/**
 * Saves the cache now. When the database is already open the transaction starts synchronously,
 * so a write made while the page is being left (pagehide, a full navigation) still lands.
 */
function writeNow(attachment: Attachment): void {
  attachment.timer = null;
  const snapshot = takeSnapshot(attachment);
  if (!snapshot) return;
  const db = openedDb();
  const put = db
    ? db.put(QUERIES_STORE, snapshot, snapshot.uid)
    : getDb().then((opened) =>
        attached === attachment ? opened.put(QUERIES_STORE, snapshot, snapshot.uid) : undefined,
      );
  // No storage (private window, quota): the app still works online.
  writing = Promise.all([writing, put.catch(() => undefined)]).then(() => undefined);
}

function scheduleWrite(attachment: Attachment): void {
  if (attachment.timer !== null) return;
  attachment.timer = window.setTimeout(() => writeNow(attachment), WRITE_DELAY_MS);
}

function flush(): void {
  const attachment = attached;
  if (attachment && attachment.timer !== null) {
    window.clearTimeout(attachment.timer);
    writeNow(attachment);
  }
}

function onHidden(): void {
  if (document.visibilityState === 'hidden') flush();
}

/** Starts filing this client's cache under `uid` (after every change, a little later). */
function attach(client: QueryClient, uid: string): void {
  if (attached?.uid === uid && attached.client === client) return;
  detach();
  const attachment: Attachment = { uid, client, timer: null, unsubscribe: () => undefined };
  const unsubscribeCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') scheduleWrite(attachment);
  });
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  attachment.unsubscribe = () => {
    unsubscribeCache();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flush);
  };
  attached = attachment;
  setCurrentAccount(uid);
  scheduleWrite(attachment);
}

function detach(): void {
  if (!attached) return;
  if (attached.timer !== null) window.clearTimeout(attached.timer);
  attached.unsubscribe();
  attached = null;
}

/** The snapshot of one account, or null when there is none, it is too old, or from another format. */
export async function readSnapshot(uid: string): Promise<Snapshot | null> {
  try {
    const db = await getDb();
    const snapshot = (await db.get(QUERIES_STORE, uid)) as Snapshot | undefined;
    if (!snapshot) return null;
    if (snapshot.buster !== BUSTER || Date.now() - snapshot.savedAt > OFFLINE_MAX_AGE_MS || snapshot.me?.uid !== uid) {
      await db.delete(QUERIES_STORE, uid);
      return null;
    }
    return snapshot;
  } catch {
    return null;
  }
}

/** Puts the snapshot's answers in the cache (newer answers already there win), marked stale. */
function restore(client: QueryClient, snapshot: Snapshot): void {
  hydrate(client, snapshot.state);
  const savedAt = new Map(snapshot.state.queries.map((q) => [q.queryHash, q.state.dataUpdatedAt]));
  void client.invalidateQueries({
    predicate: (query) => savedAt.get(query.queryHash) === query.state.dataUpdatedAt,
    refetchType: 'none',
  });
}

/** Deletes everything this device keeps for one account. */
async function deleteAccountData(uid: string): Promise<void> {
  await writing.catch(() => undefined);
  try {
    const db = await getDb();
    await db.delete(QUERIES_STORE, uid);
  } catch {
    // Nothing stored.
  }
  await clearAccountFilters(uid);
}

/**
 * The server says `me` is signed in: drop another account's data (memory and device), restore this
 * account's saved answers and keep saving them. Never throws.
 */
export async function openAccount(client: QueryClient, me: Me): Promise<void> {
  if (attached?.uid === me.uid && attached.client === client) return;
  try {
    const previous = attached?.uid ?? currentAccount() ?? lastAccount();
    detach();
    if (previous && previous !== me.uid) {
      // Screens on show were opened for `me` (see useSetMe); anything else may be the other account's.
      client.removeQueries({ predicate: (query) => !isMeQuery(query) && !query.isActive() });
      await deleteAccountData(previous);
    }
    // Offline drafts outlive a session that ended (they are posted when the same member signs in
    // again), never a change of member: another account's drafts are deleted.
    if (previous && previous !== me.uid) await clearDraftsExcept(me.uid);
    setCurrentAccount(me.uid);
    // With no member known on this device there is nothing saved to restore: the first visit
    // does not wait for IndexedDB to open (and create its stores) before the first screen.
    const snapshot = previous ? await readSnapshot(me.uid) : null;
    if (snapshot) restore(client, snapshot);
    attach(client, me.uid);
  } catch {
    // The device cache is a convenience: never let it stand between a member and the app.
  }
}

/**
 * The network is down: the account last signed in here, with its saved answers restored, or null
 * when this device keeps none (the visitor then sees the login page).
 */
export async function openLastAccount(client: QueryClient): Promise<Me | null> {
  const inMemory = cachedMe(client);
  if (inMemory && attached?.uid === inMemory.uid) return inMemory;
  const uid = attached?.uid ?? lastAccount();
  if (!uid) return null;
  try {
    const snapshot = await readSnapshot(uid);
    if (!snapshot) return null;
    restore(client, snapshot);
    attach(client, uid);
    return snapshot.me;
  } catch {
    return null;
  }
}

/** The server says nobody is signed in (the session ended): forget the last account's data. */
export async function forgetSignedOutAccount(client: QueryClient): Promise<void> {
  const uid = attached?.uid ?? currentAccount() ?? lastAccount();
  detach();
  setCurrentAccount(null);
  if (!uid) return;
  client.removeQueries({ predicate: (query) => !isMeQuery(query) && !isConfigQuery(query) });
  await deleteAccountData(uid);
}

/** Log Out: stop saving, delete this account's answers, its offline drafts and every saved filter on this device. */
export async function closeAccount(): Promise<void> {
  const uid = attached?.uid ?? currentAccount() ?? lastAccount();
  detach();
  setCurrentAccount(null);
  if (uid) await deleteAccountData(uid);
  // Log Out deletes the account's offline drafts too.
  if (uid) await clearAccountDrafts(uid);
  await clearSavedFilters();
}
