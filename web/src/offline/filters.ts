/**
 * Saved list filters (spec §2.3: "Filters are saved locally"), one record per list kind in
 * IndexedDB: database 'recruiter-connect', store 'filters', keys 'jobs' and 'candidates'.
 *
 * Other features keep their own stores in the same database, so this module does not pin a
 * version: it opens whatever version exists and, only when the 'filters' store is missing, opens
 * the next version to add it. It closes its connection when another tab or module upgrades.
 * IndexedDB can be missing or refused (private windows); then filters are simply not kept.
 */
import { openDB, type IDBPDatabase } from 'idb';
import { normaliseFilters, type ListingFilters } from '../features/listings/filter-model';
import type { SavedFiltersKey } from '../features/listings/kind-config';

export const DB_NAME = 'recruiter-connect';
export const FILTERS_STORE = 'filters';

/** The record as stored: exactly the spec's saved keys. */
export type SavedFilters = Pick<
  ListingFilters,
  'locations' | 'categories' | 'packages' | 'equities' | 'sectors' | 'natures' | 'genders' | 'search' | 'maxAge'
>;

let dbPromise: Promise<IDBPDatabase> | null = null;

function watch(db: IDBPDatabase): IDBPDatabase {
  db.addEventListener('versionchange', () => {
    db.close();
    dbPromise = null;
  });
  return db;
}

async function openFiltersDb(): Promise<IDBPDatabase> {
  const current = await openDB(DB_NAME);
  if (current.objectStoreNames.contains(FILTERS_STORE)) return watch(current);
  const nextVersion = current.version + 1;
  current.close();
  const upgraded = await openDB(DB_NAME, nextVersion, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(FILTERS_STORE)) db.createObjectStore(FILTERS_STORE);
    },
  });
  return watch(upgraded);
}

function getDb(): Promise<IDBPDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  dbPromise ??= openFiltersDb().catch((err: unknown) => {
    dbPromise = null;
    throw err;
  });
  return dbPromise;
}

/** The saved filters of one list, or null when none are saved (or storage is unavailable). */
export async function loadFilters(key: SavedFiltersKey): Promise<ListingFilters | null> {
  try {
    const db = await getDb();
    const value: unknown = await db.get(FILTERS_STORE, key);
    return value === undefined ? null : normaliseFilters(value);
  } catch {
    return null;
  }
}

/** Saves the filters of one list; best effort, never throws. */
export async function saveFilters(key: SavedFiltersKey, filters: ListingFilters): Promise<void> {
  const { locations, categories, packages, equities, sectors, natures, genders, search, maxAge } = filters;
  const record: SavedFilters = { locations, categories, packages, equities, sectors, natures, genders, search, maxAge };
  try {
    const db = await getDb();
    await db.put(FILTERS_STORE, record, key);
  } catch {
    // Filters that cannot be kept are a convenience lost, not an error to show.
  }
}

/** Forgets every saved filter (used on sign-out by whoever clears local state). */
export async function clearSavedFilters(): Promise<void> {
  try {
    const db = await getDb();
    await db.clear(FILTERS_STORE);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
