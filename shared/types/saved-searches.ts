/** Saved searches as the API returns them (api/presenters/saved-search.ts): only ever to their owner. */
import type { SavedSearchAlert } from '../schemas/saved-search';

export type SavedSearchView = {
  uid: string;
  name: string;
  kind: 'job' | 'candidate';
  /** The list screen's query as saved: `q`, the multi-selects as comma-separated ids, `maxAge`. */
  query: Record<string, string | number>;
  alert: SavedSearchAlert;
  /** Alerts held: no note, push or digest line while paused (newCount still counts). */
  paused: boolean;
  /** Listings matched since the member last opened it (PATCH { seen: true } resets it). */
  newCount: number;
  created: string;
};

/** GET /api/saved-searches */
export type SavedSearchList = { items: SavedSearchView[]; limit: number };
/** POST (201), PATCH /api/saved-searches(/:uid) */
export type SavedSearchResponse = { savedSearch: SavedSearchView };
