/**
 * The PWA's one IndexedDB database, 'recruiter-connect', shared by the offline modules:
 * - 'filters': saved list filters (offline/filters.ts), keyed '<account uid>:jobs' / ':candidates';
 * - 'queries': the TanStack Query cache of each signed-in account (offline/query-cache.ts), keyed by uid;
 * - 'drafts': job specs and candidates waiting to be posted (offline/drafts.ts), keyed '<uid>:<draft id>';
 * - 'draft-posts': when a draft of each account was last posted (offline/drafts.ts), keyed by uid.
 *
 * No version is pinned: it opens whatever version exists and, only when a store is missing, opens
 * the next version to add it (so an older build's database is upgraded in place, never dropped).
 * It closes its connection when another tab or module upgrades. IndexedDB can be missing or
 * refused (private windows); callers treat that as "nothing kept".
 */
import { openDB, type IDBPDatabase } from 'idb';

export const DB_NAME = 'recruiter-connect';
export const FILTERS_STORE = 'filters';
export const QUERIES_STORE = 'queries';
export const DRAFTS_STORE = 'drafts';
export const DRAFT_POSTS_STORE = 'draft-posts';
const STORES = [FILTERS_STORE, QUERIES_STORE, DRAFTS_STORE, DRAFT_POSTS_STORE] as const;

let dbPromise: Promise<IDBPDatabase> | null = null;
let openDb: IDBPDatabase | null = null;

function watch(db: IDBPDatabase): IDBPDatabase {
  const forget = () => {
    if (openDb === db) openDb = null;
    dbPromise = null;
  };
  db.addEventListener('versionchange', () => {
    db.close();
    forget();
  });
  // The browser may close it (storage cleared): open again next time.
  db.addEventListener('close', forget);
  openDb = db;
  return db;
}

/**
 * The database if it is already open, else null. Lets a write start its transaction at once
 * (e.g. while the page is being left), without waiting for a promise.
 */
export function openedDb(): IDBPDatabase | null {
  return openDb;
}

async function openAppDb(): Promise<IDBPDatabase> {
  const current = await openDB(DB_NAME);
  const missing = STORES.filter((name) => !current.objectStoreNames.contains(name));
  if (missing.length === 0) return watch(current);
  const nextVersion = current.version + 1;
  current.close();
  const upgraded = await openDB(DB_NAME, nextVersion, {
    upgrade(db) {
      for (const name of STORES) if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
    },
  });
  return watch(upgraded);
}

/** The open database with every store of this build, or a rejection when IndexedDB is unavailable. */
export function getDb(): Promise<IDBPDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  dbPromise ??= openAppDb().catch((err: unknown) => {
    dbPromise = null;
    throw err;
  });
  return dbPromise;
}
