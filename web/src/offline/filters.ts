/**
 * Saved list filters (spec §2.3: "Filters are saved locally"), one record per list kind and
 * account in IndexedDB: database 'recruiter-connect', store 'filters', keys '<account uid>:jobs'
 * and '<account uid>:candidates' (see offline/db.ts, which adds the store only when it is missing).
 * IndexedDB can be missing or refused (private windows); then filters are simply not kept.
 */
import { normaliseFilters, type ListingFilters } from '../features/listings/filter-model';
import type { SavedFiltersKey } from '../features/listings/kind-config';
import { currentAccount, lastAccount } from './account';
import { DB_NAME, FILTERS_STORE, getDb } from './db';

export { DB_NAME, FILTERS_STORE };

/** The record as stored: exactly the spec's saved keys. */
export type SavedFilters = Pick<
  ListingFilters,
  'locations' | 'categories' | 'packages' | 'equities' | 'sectors' | 'natures' | 'genders' | 'search' | 'maxAge'
>;

/** Filters are filed under the signed-in account, so members sharing a device keep their own. */
function recordKey(key: SavedFiltersKey): string {
  const uid = currentAccount() ?? lastAccount();
  return uid ? `${uid}:${key}` : key;
}

/** The saved filters of one list, or null when none are saved (or storage is unavailable). */
export async function loadFilters(key: SavedFiltersKey): Promise<ListingFilters | null> {
  // Filters are saved under a member; with none known on this device there are none to read,
  // and a first visit's list is not held back while IndexedDB opens.
  if (!currentAccount() && !lastAccount()) return null;
  try {
    const db = await getDb();
    const value: unknown = await db.get(FILTERS_STORE, recordKey(key));
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
    await db.put(FILTERS_STORE, record, recordKey(key));
  } catch {
    // Filters that cannot be kept are a convenience lost, not an error to show.
  }
}

/** Forgets every saved filter of every account (used on sign-out). */
export async function clearSavedFilters(): Promise<void> {
  try {
    const db = await getDb();
    await db.clear(FILTERS_STORE);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Forgets the saved filters of one account (its session ended without a sign-out here). */
export async function clearAccountFilters(uid: string): Promise<void> {
  try {
    const db = await getDb();
    const range = IDBKeyRange.bound(`${uid}:`, `${uid}:\uffff`);
    await db.delete(FILTERS_STORE, range);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
