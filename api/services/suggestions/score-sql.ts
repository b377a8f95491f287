/**
 * The score of shared/rules/suggestion-score.ts as SQL over the suggested kind's table, in one
 * shape whatever the listing's terms: each term a named value (a parameter of this call, or a
 * placeholder of a statement rendered once), "fits all" a flag. rank-suggestions.ts ranks with
 * it; notify-strong-suggestions.ts scores a new listing the other way round.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  INTERNATIONAL_LOCATION_ID,
  LOCATIONS,
  OTHER_CATEGORY_ID,
  OTHER_LOCATION_ID,
  OTHER_SECTOR_ID,
  type ListingKind,
} from '../../../shared/lookups';
import {
  FRESH_MONTH_DAYS,
  FRESH_WEEK_DAYS,
  SUGGESTION_WEIGHTS as W,
  type SuggestionTerms,
} from '../../../shared/rules/suggestion-score';
import { LISTING_TABLES } from '../listings/listing-tables';
import { facetValues } from '../listings/search-facets';
import { suggestionKeys } from './suggestion-keys';

const DAY_MS = 86_400_000;
const LOCATION_IDS = LOCATIONS.map((location) => location.id);
export const int = (value: number) => sql`${value}::int`;
export const ints = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;

/** The values the score and the steps read, by name, with their SQL types. */
const VALUE_TYPES = {
  categoryFacets: 'int[]',
  categoryOther: 'text',
  isRemote: 'boolean',
  cityIds: 'int[]',
  abroadCountry: 'text',
  provinceAreaIds: 'int[]',
  outsideCountryIds: 'int[]',
  packageId: 'int',
  isAnySector: 'boolean',
  sectorIds: 'int[]',
  sectorOther: 'text',
  isAnyGender: 'boolean',
  genderIds: 'int[]',
  weekSince: 'timestamptz',
  monthSince: 'timestamptz',
  now: 'timestamptz',
  ownerId: 'uuid',
  listingId: 'uuid',
  keys: 'int[]',
  facets: 'int[]',
} as const;
export type ValueName = keyof typeof VALUE_TYPES;
export type Values = Record<ValueName, unknown>;
/** A value in SQL: a parameter of this call, or a placeholder of a statement rendered once. */
export type ValueOf = (name: ValueName) => SQL;

/** The categories a listing shares when it has one of them ('Other' when its free text is the same). */
export const sharedCategoriesOf = (terms: SuggestionTerms) => [
  ...terms.categoryIds,
  ...(terms.categoryOther !== '' ? [OTHER_CATEGORY_ID] : []),
];

/** The terms (and the call's options) as the named values of the statements. */
export function valuesOf(
  terms: SuggestionTerms,
  now: Date,
  options: { ownerId?: string; listingId?: string } = {},
): Values {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return {
    categoryFacets: facetValues('categories', terms.categoryIds),
    categoryOther: terms.categoryOther,
    isRemote: terms.isRemote,
    cityIds: terms.cityIds,
    abroadCountry: terms.abroadCountry,
    provinceAreaIds: terms.provinceAreaIds,
    // A listing's places are all of LOCATIONS, so "any in the country area" is "not all outside
    // it": a test against the few places outside (Remote Work, International, Other) instead of
    // the hundred inside (an && compares every pair).
    outsideCountryIds: LOCATION_IDS.filter((id) => !terms.countryAreaIds.includes(id)),
    packageId: terms.packageId,
    isAnySector: terms.sectorIds === null,
    sectorIds: terms.sectorIds ?? [],
    sectorOther: terms.sectorOther,
    isAnyGender: terms.genderIds === null,
    genderIds: terms.genderIds ?? [],
    weekSince: since(FRESH_WEEK_DAYS),
    monthSince: since(FRESH_MONTH_DAYS),
    now: now.toISOString(),
    ownerId: options.ownerId ?? null,
    listingId: options.listingId ?? null,
    keys: suggestionKeys(sharedCategoriesOf(terms), terms.natureIds, terms.equityIds),
    // Only the ranking's narrower steps ask for facets (rank-suggestions.ts).
    facets: [],
  };
}

export const paramsOf =
  (values: Values): ValueOf =>
  (name) =>
    sql`${sql.param(values[name])}::${sql.raw(VALUE_TYPES[name])}`;
export const placeholders: ValueOf = (name) => sql`${sql.placeholder(name)}::${sql.raw(VALUE_TYPES[name])}`;

/**
 * The score and the category test over `kind`'s table, mirroring scoreAgainstTerms, in one shape
 * whatever the values. `categoryPoints` replaces the category part when the caller knows it
 * (a step over category sharers only); `freshness` the age part (a caller scoring the other way
 * round: a new listing as the suggestion for each of these rows).
 */
export function scoreSql(
  kind: ListingKind,
  v: ValueOf,
  options: { categoryPoints?: SQL; freshness?: SQL } = {},
): { score: SQL; category: SQL } {
  const { table } = LISTING_TABLES[kind];
  const freeTextIs = (column: AnyColumn, value: SQL) => sql`(${value} <> '' AND lower(btrim(${column})) = ${value})`;

  // Category: any in common (through search_facets), or the same 'Other' free text.
  const category = sql`(${table.searchFacets} && ${v('categoryFacets')}
    OR (${table.searchFacets} && ${ints(facetValues('categories', [OTHER_CATEGORY_ID]))} AND ${freeTextIs(table.categoryOther, v('categoryOther'))}))`;

  const location = sql`(CASE WHEN ${v('isRemote')} OR ${table.locations} && ${v('cityIds')} THEN ${int(W.location.city)}
    WHEN ${table.locations} && ${ints([INTERNATIONAL_LOCATION_ID, OTHER_LOCATION_ID])} AND ${freeTextIs(table.countryOther, v('abroadCountry'))} THEN ${int(W.location.city)}
    WHEN ${table.locations} && ${v('provinceAreaIds')} THEN ${int(W.location.province)}
    WHEN NOT (${table.locations} <@ ${v('outsideCountryIds')}) THEN ${int(W.location.country)} ELSE 0 END)`;

  const p = v('packageId');
  const pkg = sql`(CASE WHEN ${table.packageId} = ${p} THEN ${int(W.package.same)}
    WHEN ${table.packageId} = 1 OR ${p} = 1 THEN ${int(W.package.negotiable)}
    WHEN abs(${table.packageId} - ${p}) = 1 THEN ${int(W.package.oneBand)}
    WHEN abs(${table.packageId} - ${p}) = 2 THEN ${int(W.package.twoBands)} ELSE 0 END)`;

  const sector = sql`(CASE WHEN ${v('isAnySector')} OR ${table.sectors} && ${v('sectorIds')}
    OR (${table.sectors} && ${ints([OTHER_SECTOR_ID])} AND ${freeTextIs(table.sectorOther, v('sectorOther'))})
    THEN ${int(W.sector)} ELSE 0 END)`;

  const gender = sql`(CASE WHEN ${v('isAnyGender')} OR ${table.genderId} = ANY(${v('genderIds')}) THEN ${int(W.gender)} ELSE 0 END)`;

  const freshness =
    options.freshness ??
    sql`(CASE WHEN ${table.createdAt} > ${v('weekSince')} THEN ${int(W.freshness.week)}
    WHEN ${table.createdAt} > ${v('monthSince')} THEN ${int(W.freshness.month)} ELSE 0 END)`;

  const categoryPoints = options.categoryPoints ?? sql`(CASE WHEN ${category} THEN ${int(W.category)} ELSE 0 END)`;
  // The two required parts (a nature in common, an equity accepted) always count when met.
  const score = sql`(${categoryPoints} + ${location} + ${pkg} + ${int(W.nature)} + ${sector} + ${int(W.equity)} + ${gender} + ${freshness})`;
  return { score, category };
}

/** The parts of the score as SQL over the suggested kind's table, mirroring scoreAgainstTerms. */
export function suggestionScoreSql(
  terms: SuggestionTerms,
  now: Date,
  options: { freshnessPoints?: number } = {},
): { score: SQL; hardFilter: SQL; category: SQL } {
  const { table } = LISTING_TABLES[terms.targetKind];
  const v = paramsOf(valuesOf(terms, now));
  const { score, category } = scoreSql(terms.targetKind, v, {
    freshness: options.freshnessPoints === undefined ? undefined : int(options.freshnessPoints),
  });
  const hardParts = [sql`${table.natures} && ${ints(terms.natureIds)}`];
  if (terms.equityIds !== null) hardParts.push(sql`${table.equities} && ${ints(terms.equityIds)}`);
  return { score, hardFilter: sql.join(hardParts, sql` AND `), category };
}
