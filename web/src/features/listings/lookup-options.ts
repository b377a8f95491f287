/**
 * The lookup lists as choices for one listing kind: scoped lists keep only the items that kind may
 * use (sector Any jobs only / None candidates only, gender Other candidates only / Open jobs only,
 * equity Open jobs only), locations come indented under their country and province.
 */
import {
  CATEGORIES,
  EQUITIES,
  GENDERS,
  LOCATIONS,
  NATURES,
  PACKAGES,
  SECTORS,
  allowedIds,
  type ListingKind,
  type LookupItem,
  type LookupScope,
} from '../../../../shared/lookups';
import type { ListFilterKey } from './filter-model';

export type Option = { id: number; name: string; depth?: number };

export function scopedOptions(list: readonly (LookupItem & { scope?: LookupScope })[], kind: ListingKind): Option[] {
  const allowed = new Set(allowedIds(list, kind));
  return list.filter((item) => allowed.has(item.id)).map(({ id, name }) => ({ id, name }));
}

const DEPTH = { remote: 0, international: 0, other: 0, country: 0, province: 1, city: 2 } as const;

export const LOCATION_OPTIONS: Option[] = LOCATIONS.map(({ id, name, kind }) => ({ id, name, depth: DEPTH[kind] }));

export type OptionSet = { key: ListFilterKey; label: string; options: Option[] };

/** The six advanced filters of the list, in the spec's order. */
export function advancedFilterSets(kind: ListingKind): OptionSet[] {
  return [
    { key: 'categories', label: 'Recruitment Category', options: scopedOptions(CATEGORIES, kind) },
    { key: 'natures', label: 'Nature of Employment', options: scopedOptions(NATURES, kind) },
    { key: 'equities', label: 'Employment Equity', options: scopedOptions(EQUITIES, kind) },
    { key: 'genders', label: kind === 'job' ? 'Gender Preference' : 'Gender', options: scopedOptions(GENDERS, kind) },
    { key: 'packages', label: 'Annual CTC Package', options: scopedOptions(PACKAGES, kind) },
    { key: 'sectors', label: 'Industry Sector', options: scopedOptions(SECTORS, kind) },
  ];
}

/** The location selector's caption: 'Any Location' or 'N Location(s)'. */
export function locationCaption(selected: readonly number[]): string {
  return selected.length === 0 ? 'Any Location' : `${selected.length} Location(s)`;
}
