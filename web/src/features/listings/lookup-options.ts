/**
 * The lookup lists as choices for one listing kind: scoped lists keep only the items that kind may
 * use (sector Any jobs only / None candidates only, gender Other candidates only / Open jobs only,
 * equity Open jobs only), locations come indented under their country and province.
 */
import {
  LOCATIONS,
  LOOKUPS,
  allowedIds,
  type ListingKind,
  type LookupItem,
  type LookupScope,
} from '../../../../shared/lookups';
import { ADVANCED_FILTER_KEYS, LISTING_FILTERS, appliesTo, filterLabel } from '../../../../shared/listing-filters';
import type { ListFilterKey } from './filter-model';

export type Option = { id: number; name: string; depth?: number };

export function scopedOptions(list: readonly (LookupItem & { scope?: LookupScope })[], kind: ListingKind): Option[] {
  const allowed = new Set(allowedIds(list, kind));
  return list.filter((item) => allowed.has(item.id)).map(({ id, name }) => ({ id, name }));
}

const DEPTH = { remote: 0, international: 0, other: 0, country: 0, province: 1, city: 2 } as const;

export const LOCATION_OPTIONS: Option[] = LOCATIONS.map(({ id, name, kind }) => ({ id, name, depth: DEPTH[kind] }));

export type OptionSet = { key: ListFilterKey; label: string; options: Option[] };

/** The advanced filters of the list (shared/listing-filters.ts), in the spec's order. */
export function advancedFilterSets(kind: ListingKind): OptionSet[] {
  return ADVANCED_FILTER_KEYS.filter((key) => appliesTo(key, kind)).map((key) => ({
    key,
    label: filterLabel(key, kind),
    options: scopedOptions(LOOKUPS[LISTING_FILTERS[key].lookup], kind),
  }));
}

/** The location selector's caption: 'Any Location' or 'N Location(s)'. */
export function locationCaption(selected: readonly number[]): string {
  return selected.length === 0 ? 'Any Location' : `${selected.length} Location(s)`;
}
