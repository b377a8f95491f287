/**
 * The top suggestions for one listing, ranked by PostgreSQL: the score of
 * shared/rules/suggestion-score.ts written as one SQL expression over the other kind's table,
 * with the weights and the listing's terms (suggestionTerms) passed in as parameters, so the rule
 * keeps its one home. Only ids and scores come back; nothing is loaded into Node to be ranked.
 *
 * Two steps in one statement, both exact. A listing with no category in common scores at most
 * MAX_SCORE_WITHOUT_CATEGORY (70), so the best ten among the listings sharing a category (found
 * through the search_facets GIN index, migration 0011: a few per cent of the table) are the best
 * ten overall when the tenth of them scores more than that. Only otherwise does the second step
 * score every listed listing that passes the hard filters (a one-time filter: PostgreSQL skips
 * that scan entirely when the first step sufficed).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/pool';
import {
  INTERNATIONAL_LOCATION_ID,
  OTHER_CATEGORY_ID,
  OTHER_LOCATION_ID,
  OTHER_SECTOR_ID,
} from '../../../shared/lookups';
import {
  FRESH_MONTH_DAYS,
  FRESH_WEEK_DAYS,
  MAX_SCORE_WITHOUT_CATEGORY,
  SUGGESTION_LIMIT,
  SUGGESTION_WEIGHTS as W,
  type SuggestionTerms,
} from '../../../shared/rules/suggestion-score';
import { LISTING_TABLES } from '../listings/listing-tables';
import { listedListing } from '../listings/open-listing';
import { facetValues } from '../listings/search-facets';

const ints = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;
const int = (value: number) => sql`${value}::int`;
const text = (value: string) => sql`${value}::text`;
const DAY_MS = 86_400_000;

export type RankedSuggestion = { id: string; score: number };

/** The parts of the score as SQL over `table` (the suggested kind's), mirroring scoreAgainstTerms. */
export function suggestionScoreSql(terms: SuggestionTerms, now: Date): { score: SQL; hardFilter: SQL; category: SQL } {
  const { table } = LISTING_TABLES[terms.targetKind];
  const freeTextIs = (column: AnyColumn, value: string) => sql`lower(btrim(${column})) = ${text(value)}`;

  // Category: any in common (through the search_facets index), or the same 'Other' free text.
  const categoryParts: SQL[] = [];
  if (terms.categoryIds.length > 0)
    categoryParts.push(sql`${table.searchFacets} && ${ints(facetValues('categories', terms.categoryIds))}`);
  if (terms.categoryOther !== '')
    categoryParts.push(
      sql`(${table.searchFacets} && ${ints(facetValues('categories', [OTHER_CATEGORY_ID]))} AND ${freeTextIs(table.categoryOther, terms.categoryOther)})`,
    );
  const category = categoryParts.length ? sql`(${sql.join(categoryParts, sql` OR `)})` : sql`false`;

  const locationCases: SQL[] = [];
  if (terms.isRemote) locationCases.push(sql`WHEN true THEN ${int(W.location.city)}`);
  locationCases.push(sql`WHEN ${table.locations} && ${ints(terms.cityIds)} THEN ${int(W.location.city)}`);
  if (terms.abroadCountry !== '')
    locationCases.push(
      sql`WHEN ${table.locations} && ${ints([INTERNATIONAL_LOCATION_ID, OTHER_LOCATION_ID])} AND ${freeTextIs(table.countryOther, terms.abroadCountry)} THEN ${int(W.location.city)}`,
    );
  if (terms.provinceAreaIds.length)
    locationCases.push(sql`WHEN ${table.locations} && ${ints(terms.provinceAreaIds)} THEN ${int(W.location.province)}`);
  if (terms.countryAreaIds.length)
    locationCases.push(sql`WHEN ${table.locations} && ${ints(terms.countryAreaIds)} THEN ${int(W.location.country)}`);
  const location = sql`(CASE ${sql.join(locationCases, sql` `)} ELSE 0 END)`;

  const p = int(terms.packageId);
  const pkg = sql`(CASE WHEN ${table.packageId} = ${p} THEN ${int(W.package.same)}
    WHEN ${table.packageId} = 1 OR ${p} = 1 THEN ${int(W.package.negotiable)}
    WHEN abs(${table.packageId} - ${p}) = 1 THEN ${int(W.package.oneBand)}
    WHEN abs(${table.packageId} - ${p}) = 2 THEN ${int(W.package.twoBands)} ELSE 0 END)`;

  const sectorParts: SQL[] = [];
  if (terms.sectorIds === null) sectorParts.push(sql`true`);
  else if (terms.sectorIds.length) sectorParts.push(sql`${table.sectors} && ${ints(terms.sectorIds)}`);
  if (terms.sectorOther !== '')
    sectorParts.push(
      sql`(${table.sectors} && ${ints([OTHER_SECTOR_ID])} AND ${freeTextIs(table.sectorOther, terms.sectorOther)})`,
    );
  const sector = sectorParts.length
    ? sql`(CASE WHEN ${sql.join(sectorParts, sql` OR `)} THEN ${int(W.sector)} ELSE 0 END)`
    : sql`0`;

  const gender =
    terms.genderIds === null
      ? int(W.gender)
      : sql`(CASE WHEN ${table.genderId} = ANY(${ints(terms.genderIds)}) THEN ${int(W.gender)} ELSE 0 END)`;

  const since = (days: number) => sql`${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;
  const freshness = sql`(CASE WHEN ${table.createdAt} > ${since(FRESH_WEEK_DAYS)} THEN ${int(W.freshness.week)}
    WHEN ${table.createdAt} > ${since(FRESH_MONTH_DAYS)} THEN ${int(W.freshness.month)} ELSE 0 END)`;

  // The two required parts: a nature in common, an equity accepted. They always count when met.
  const hardParts = [sql`${table.natures} && ${ints(terms.natureIds)}`];
  if (terms.equityIds !== null) hardParts.push(sql`${table.equities} && ${ints(terms.equityIds)}`);

  const score = sql`((CASE WHEN ${category} THEN ${int(W.category)} ELSE 0 END) + ${location} + ${pkg}
    + ${int(W.nature)} + ${sector} + ${int(W.equity)} + ${gender} + ${freshness})`;
  return { score, hardFilter: sql.join(hardParts, sql` AND `), category };
}

/**
 * The ids and scores of the best `limit` listings of the other kind for a listing with these
 * terms, best first (equal scores: newest first): listed (open, owner not offboarded) at `now`,
 * not the owner's own, passing the hard filters.
 */
export async function rankSuggestions(
  db: Db,
  options: { terms: SuggestionTerms; ownerId: string; now: Date; limit?: number },
): Promise<RankedSuggestion[]> {
  const { terms, ownerId, now } = options;
  const limit = options.limit ?? SUGGESTION_LIMIT;
  const { table } = LISTING_TABLES[terms.targetKind];
  const { score, hardFilter, category } = suggestionScoreSql(terms, now);
  const base = sql`${listedListing(table, now)} AND ${table.ownerId} <> ${ownerId}::uuid AND ${hardFilter}`;
  const order = sql`score DESC, created_at DESC, id DESC`;
  const result = await db.execute<{ id: string; score: number }>(sql`
    WITH sharing AS (
      SELECT ${table.id} AS id, ${table.createdAt} AS created_at, ${score} AS score
        FROM ${table} WHERE ${base} AND ${category}
       ORDER BY ${order} LIMIT ${limit}
    ), decided AS (
      SELECT count(*) = ${limit} AND min(score) > ${MAX_SCORE_WITHOUT_CATEGORY} AS enough FROM sharing
    )
    SELECT id, score FROM (
      SELECT id, created_at, score FROM sharing WHERE (SELECT enough FROM decided)
      UNION ALL
      (SELECT ${table.id} AS id, ${table.createdAt} AS created_at, ${score} AS score
         FROM ${table} WHERE NOT (SELECT enough FROM decided) AND ${base}
        ORDER BY ${order} LIMIT ${limit})
    ) ranked
    ORDER BY ${order}`);
  return result.rows.map((row) => ({ id: row.id, score: Number(row.score) }));
}
