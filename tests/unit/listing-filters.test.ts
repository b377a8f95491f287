import { describe, expect, it } from 'vitest';
import {
  ADVANCED_FILTER_KEYS,
  COLUMN_FILTER_KEYS,
  FACET_FILTER_KEYS,
  ID_FILTER_KEYS,
  LISTING_FILTERS,
  LISTING_FILTER_KEYS,
  appliesTo,
  filterLabel,
  widenedIds,
} from '../../shared/listing-filters';
import { ANY_SECTOR_ID, LOCATIONS } from '../../shared/lookups';
import { DATE_POSTED_DEFAULT } from '../../shared/constants';
import { ZListingSearchSchema } from '../../shared/schemas/listing-search';
import { SEARCH_FACET_OFFSETS } from '../../api/services/listings/search-facets';
import { filterColumnOf } from '../../api/services/listings/listing-tables';
import {
  DEFAULT_FILTERS,
  countActiveFilters,
  filtersFromParams,
  filtersToParams,
  hasFilterParams,
  normaliseFilters,
  type ListingFilters,
} from '../../web/src/features/listings/filter-model';
import { advancedFilterSets } from '../../web/src/features/listings/lookup-options';

/** Every filter set to something other than its default. */
const everyFilter: ListingFilters = {
  ...DEFAULT_FILTERS,
  search: 'engineer',
  maxAge: 7,
  ...Object.fromEntries(ID_FILTER_KEYS.map((key) => [key, [1, 2]])),
};

describe('the listing filter table', () => {
  it('lists the spec’s filters once each: keyword, date posted, locations and the six advanced', () => {
    expect(LISTING_FILTER_KEYS).toEqual([
      'search',
      'maxAge',
      'locations',
      'categories',
      'natures',
      'equities',
      'genders',
      'packages',
      'sectors',
    ]);
    expect(ADVANCED_FILTER_KEYS).toEqual(['categories', 'natures', 'equities', 'genders', 'packages', 'sectors']);
    expect([...FACET_FILTER_KEYS, ...COLUMN_FILTER_KEYS].sort()).toEqual([...ID_FILTER_KEYS].sort());
  });

  it('compares each single-choice filter on a column of every list it applies to', () => {
    for (const kind of ['job', 'candidate'] as const)
      for (const key of COLUMN_FILTER_KEYS.filter((k) => appliesTo(k, kind)))
        expect(() => filterColumnOf(kind, key), `${kind} ${key}`).not.toThrow();
    expect(appliesTo('genders', 'candidate')).toBe(true);
  });

  it('has a search_facets offset for every filter matched on the facet array, and no other', () => {
    expect(Object.keys(SEARCH_FACET_OFFSETS).sort()).toEqual([...FACET_FILTER_KEYS].sort());
  });

  it('labels the advanced filters as the spec does, per list', () => {
    expect(advancedFilterSets('job').map((set) => set.label)).toEqual([
      'Recruitment Category',
      'Nature of Employment',
      'Employment Equity',
      'Gender Preference',
      'Annual CTC Package',
      'Industry Sector',
    ]);
    expect(filterLabel('genders', 'candidate')).toBe('Gender');
    expect(advancedFilterSets('candidate').every((set) => set.options.length > 0)).toBe(true);
  });

  it('widens a province to its cities and a job search by sector to Any', () => {
    const province = LOCATIONS.find((item) => item.kind === 'province')!;
    expect(widenedIds('locations', [province.id], 'job').length).toBeGreaterThan(1);
    expect(widenedIds('sectors', [3], 'job')).toEqual([3, ANY_SECTOR_ID]);
    expect(widenedIds('sectors', [3], 'candidate')).toEqual([3]);
    expect(widenedIds('sectors', [], 'job')).toEqual([]);
    expect(widenedIds('categories', [2], 'job')).toEqual([2]);
  });
});

describe('the PWA filter model', () => {
  it('writes every filter to the query string under its parameter and reads it back', () => {
    const params = filtersToParams(everyFilter);
    for (const key of LISTING_FILTER_KEYS) expect(params.has(LISTING_FILTERS[key].param)).toBe(true);
    expect(params.get('q')).toBe('engineer');
    expect(filtersFromParams(params)).toEqual(normaliseFilters(everyFilter));
    expect(hasFilterParams(params)).toBe(true);
    expect(countActiveFilters(everyFilter)).toBe(ID_FILTER_KEYS.length + 1);
  });

  it('leaves a plain list plain', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(hasFilterParams(new URLSearchParams())).toBe(false);
    expect(DEFAULT_FILTERS.maxAge).toBe(DATE_POSTED_DEFAULT);
  });

  it('sends a query string the API accepts, with every filter in it', () => {
    const parsed = ZListingSearchSchema.parse(Object.fromEntries(filtersToParams(everyFilter)));
    for (const key of ID_FILTER_KEYS) expect(parsed[LISTING_FILTERS[key].param]).toEqual([1, 2]);
    expect(parsed.q).toBe('engineer');
    expect(parsed.maxAge).toBe(7);
  });

  it('drops unknown keys and bad values from a stored copy', () => {
    expect(normaliseFilters({ genders: [2, 2, -1, 'x'], maxAge: 5, colour: 'red' })).toEqual({
      ...DEFAULT_FILTERS,
      genders: [2],
    });
  });
});
