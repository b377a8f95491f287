/**
 * The filters of the job spec and candidate lists (spec “Screen details” Job Spec List), each
 * written once. Everything else is derived from this table: the API's query schema and types
 * (schemas/listing-search.ts, types/listings.ts), the search's SQL (one condition per filter in
 * use, api/services/listings/search-listings.ts), the PWA's filter model and URL, the filters
 * sheet's option lists and the copy saved on the device (web/src/features/listings/,
 * web/src/offline/filters.ts).
 *
 * Kinds:
 * - `text`: the keyword box, trimmed, up to LIMITS.searchKeyword characters.
 * - `datePosted`: one of DATE_POSTED_OPTIONS days, DATE_POSTED_DEFAULT when not chosen.
 * - `ids`: a multi-select of one lookup list (comma-separated ids in the query string). A listing
 *   matches when it shares one of them: `match: 'facet'` overlaps the listing's multi-select in the
 *   search_facets array; `match: { column }` compares the listing's single-choice id column.
 *   `widen` adds the ids a chosen one also stands for (a province its cities). `isAdvanced`: one
 *   of the sheet's advanced multi-selects, in the spec's order. `kinds`: the lists it filters
 *   (both when absent); the other list neither shows it nor applies it.
 */
import { DATE_POSTED_DEFAULT, DATE_POSTED_OPTIONS } from './constants';
import { ANY_SECTOR_ID, expandLocationIds, type ListingKind, type Lookups } from './lookups';

type TextFilter = { kind: 'text'; param: string; label: string };
type DatePostedFilter = { kind: 'datePosted'; param: string; label: string };
type IdsFilter = {
  kind: 'ids';
  param: string;
  lookup: keyof Lookups;
  /** The label of the filter (and its message when the query string's value is not valid). */
  label: string;
  /** Where the label differs for the job list. */
  jobLabel?: string;
  match: 'facet' | { column: string };
  isAdvanced: boolean;
  kinds?: readonly ListingKind[];
  widen?: (ids: readonly number[], kind: ListingKind) => number[];
};
export type ListingFilterDefinition = TextFilter | DatePostedFilter | IdsFilter;

export const LISTING_FILTERS = {
  search: { kind: 'text', param: 'q', label: 'Keyword' },
  maxAge: { kind: 'datePosted', param: 'maxAge', label: 'Date Posted' },
  locations: {
    kind: 'ids',
    param: 'locations',
    lookup: 'locations',
    label: 'Locations',
    match: 'facet',
    isAdvanced: false,
    widen: (ids) => expandLocationIds(ids),
  },
  categories: {
    kind: 'ids',
    param: 'categories',
    lookup: 'categories',
    label: 'Recruitment Category',
    match: 'facet',
    isAdvanced: true,
  },
  natures: {
    kind: 'ids',
    param: 'natures',
    lookup: 'natures',
    label: 'Nature of Employment',
    match: 'facet',
    isAdvanced: true,
  },
  equities: {
    kind: 'ids',
    param: 'equities',
    lookup: 'equities',
    label: 'Employment Equity',
    match: 'facet',
    isAdvanced: true,
  },
  genders: {
    kind: 'ids',
    param: 'genders',
    lookup: 'genders',
    label: 'Gender',
    jobLabel: 'Gender Preference',
    match: { column: 'genderId' },
    isAdvanced: true,
  },
  packages: {
    kind: 'ids',
    param: 'packages',
    lookup: 'packages',
    label: 'Annual CTC Package',
    match: { column: 'packageId' },
    isAdvanced: true,
  },
  sectors: {
    kind: 'ids',
    param: 'sectors',
    lookup: 'sectors',
    label: 'Industry Sector',
    match: 'facet',
    isAdvanced: true,
    // A job open to 'Any' sector matches whatever sector the searcher wants.
    widen: (ids, kind) => (kind === 'job' && ids.length ? [...ids, ANY_SECTOR_ID] : [...ids]),
  },
} as const satisfies Record<string, ListingFilterDefinition>;

type Filters = typeof LISTING_FILTERS;
export type ListingFilterKey = keyof Filters;
/** The multi-select filters (lists of lookup ids). */
export type IdFilterKey = { [K in ListingFilterKey]: Filters[K] extends { kind: 'ids' } ? K : never }[ListingFilterKey];
/** The multi-selects matched on the search_facets array. */
export type FacetFilterKey = {
  [K in IdFilterKey]: Filters[K] extends { match: 'facet' } ? K : never;
}[IdFilterKey];
/** The multi-selects matched on a single id column, with that column's name. */
export type ColumnFilterKey = Exclude<IdFilterKey, FacetFilterKey>;
export type FilterColumn = { [K in ColumnFilterKey]: Filters[K]['match']['column'] }[ColumnFilterKey];

const keysOf = <K extends ListingFilterKey>(test: (filter: ListingFilterDefinition) => boolean) =>
  (Object.keys(LISTING_FILTERS) as ListingFilterKey[]).filter((key) => test(LISTING_FILTERS[key])) as K[];

export const LISTING_FILTER_KEYS = Object.keys(LISTING_FILTERS) as ListingFilterKey[];
export const ID_FILTER_KEYS = keysOf<IdFilterKey>((filter) => filter.kind === 'ids');
export const FACET_FILTER_KEYS = keysOf<FacetFilterKey>((filter) => filter.kind === 'ids' && filter.match === 'facet');
export const COLUMN_FILTER_KEYS = keysOf<ColumnFilterKey>(
  (filter) => filter.kind === 'ids' && filter.match !== 'facet',
);
/** The sheet's advanced multi-selects, in the spec's order. */
export const ADVANCED_FILTER_KEYS = keysOf<IdFilterKey>((filter) => filter.kind === 'ids' && filter.isAdvanced);

/** The filters' values as the PWA holds them: every key present, lists sorted. */
export type ListingFilterValues = Record<IdFilterKey, number[]> & { search: string; maxAge: number };

export const DEFAULT_FILTER_VALUES: ListingFilterValues = {
  ...(Object.fromEntries(ID_FILTER_KEYS.map((key) => [key, []])) as unknown as Record<IdFilterKey, number[]>),
  search: '',
  maxAge: DATE_POSTED_DEFAULT,
};

/** Whether the filter is one of the list of this kind (shown in its sheet, applied by its search). */
export function appliesTo(key: ListingFilterKey, kind: ListingKind): boolean {
  const filter: ListingFilterDefinition = LISTING_FILTERS[key];
  return filter.kind !== 'ids' || !filter.kinds || filter.kinds.includes(kind);
}

/** The filter's label on the list of this kind. */
export function filterLabel(key: ListingFilterKey, kind: ListingKind): string {
  const filter: ListingFilterDefinition = LISTING_FILTERS[key];
  return kind === 'job' && filter.kind === 'ids' && filter.jobLabel ? filter.jobLabel : filter.label;
}

/** The ids a search for these ones must match (a province stands for its cities too, …). */
export function widenedIds(key: IdFilterKey, ids: readonly number[], kind: ListingKind): number[] {
  const filter: ListingFilterDefinition = LISTING_FILTERS[key];
  return filter.kind === 'ids' && filter.widen ? filter.widen(ids, kind) : [...ids];
}

/** The listing column a single-choice filter compares. */
export function filterColumn(key: ColumnFilterKey): FilterColumn {
  return LISTING_FILTERS[key].match.column;
}

export const isDatePostedOption = (value: number): boolean =>
  (DATE_POSTED_OPTIONS as readonly number[]).includes(value);
