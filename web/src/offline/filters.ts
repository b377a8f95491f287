/**
 * Saved list filters (spec “Screen details”: "Filters are saved locally"), one record per list kind and
 * account in IndexedDB: database 'recruiter-connect', store 'filters', keys '<account uid>:jobs'
 * and '<account uid>:candidates' (see offline/db.ts, which adds the store only when it is missing).
 * IndexedDB can be missing or refused (private windows); then filters are simply not kept.
 */
import { LISTING_FILTER_KEYS } from '../../../shared/listing-filters';
import { isDefaultFilters, normaliseFilters, type ListingFilters } from '../features/listings/filter-model';
import type { SavedFiltersKey } from '../features/listings/kind-config';
import { currentAccount, lastAccount } from './account';
import { DB_NAME, FILTERS_STORE, getDb } from './db';

export { DB_NAME, FILTERS_STORE };

/** The record as stored: exactly the list's filters (shared/listing-filters.ts), nothing else. */
export type SavedFilters = ListingFilters;

const savedRecord = (filters: ListingFilters): SavedFilters =>
  Object.fromEntries(LISTING_FILTER_KEYS.map((key) => [key, filters[key]])) as SavedFilters;

/**
 * Whether this device may keep saved filters: a member was remembered here when the page loaded, or
 * this page has saved some since. A member is forgotten only together with their saved filters
 * (offline/query-cache.ts), so with nobody remembered there are none to read, and a first visit's
 * list neither waits for IndexedDB to open nor renders twice. (A list opened in another tab since
 * is not restored here: a convenience missed, nothing lost.)
 */
let mayHoldFilters = lastAccount() !== null;

export function mayHaveSavedFilters(): boolean {
  return mayHoldFilters;
}

/** Filters are filed under the signed-in account, so members sharing a device keep their own. */
function recordKey(key: SavedFiltersKey): string {
  const uid = currentAccount() ?? lastAccount();
  return uid ? `${uid}:${key}` : key;
}

/** The saved filters of one list, or null when none are saved (or storage is unavailable). */
export async function loadFilters(key: SavedFiltersKey): Promise<ListingFilters | null> {
  if (!mayHoldFilters) return null;
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
  // The defaults are what a list opens with anyway: with nothing saved here, there is nothing to
  // keep (and a first visit does not open IndexedDB while its first screen is being shown).
  if (!mayHoldFilters && isDefaultFilters(filters)) return;
  const record = savedRecord(filters);
  mayHoldFilters = true;
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
