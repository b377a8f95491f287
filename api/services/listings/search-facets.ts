import type { FacetFilterKey } from '../../../shared/listing-filters';

/**
 * The search's facet array (column search_facets, migration 0011): a listing's five
 * multi-selects in one integer[], each facet shifted into its own million-wide range by the SQL
 * function listing_search_facets. These offsets must equal that function's.
 *
 * Why: with one array per facet the planner ANDed three or four GIN bitmaps (each reading
 * 10,000–45,000 entries at 100,000 listings) and rechecked thousands of heap rows; in one
 * array, one GIN scan (whose second column is the keyword's trigrams) intersects every filter
 * before any row is read (docs/performance.md).
 */
export const SEARCH_FACET_OFFSETS: Record<FacetFilterKey, number> = {
  categories: 1_000_000,
  natures: 2_000_000,
  equities: 3_000_000,
  locations: 4_000_000,
  sectors: 5_000_000,
};

export type SearchFacet = FacetFilterKey;

/** The ids of one facet as they are stored in search_facets. */
export function facetValues(facet: SearchFacet, ids: readonly number[]): number[] {
  return ids.map((id) => SEARCH_FACET_OFFSETS[facet] + id);
}
