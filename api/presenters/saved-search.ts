/** Saved searches as their owner sees them (nobody else ever does). */
import type { SavedSearchWithCount } from '../domain/rows';
import type { SavedSearchList, SavedSearchResponse, SavedSearchView } from '../../shared/types/saved-searches';
import { SAVED_SEARCHES_PER_MEMBER } from '../../shared/schemas/saved-search';

export function presentSavedSearch(row: SavedSearchWithCount): SavedSearchView {
  return {
    uid: row.id,
    name: row.name,
    kind: row.kind,
    query: row.query,
    alert: row.alert,
    paused: row.isPaused,
    newCount: row.newCount,
    created: row.createdAt.toISOString(),
  };
}

export const presentSavedSearchResponse = (row: SavedSearchWithCount): SavedSearchResponse => ({
  savedSearch: presentSavedSearch(row),
});

export const presentSavedSearchList = (rows: SavedSearchWithCount[]): SavedSearchList => ({
  items: rows.map(presentSavedSearch),
  limit: SAVED_SEARCHES_PER_MEMBER,
});
