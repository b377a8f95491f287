/**
 * The top suggestions for one listing, ranked by PostgreSQL: the score of
 * shared/rules/suggestion-score.ts written as one SQL expression over the other kind's table,
 * with the weights and the listing's terms (suggestionTerms) passed in as parameters, so the rule
 * keeps its one home. Only the ten tiles and their scores come back; nothing is loaded into Node to be ranked.
 *
 * Two steps, each exact, each one statement. A listing with no category in common scores at
 * most MAX_SCORE_WITHOUT_CATEGORY (70), so the best ten among the listings sharing a category are
 * the best ten overall when the tenth of them scores more than 70: the first statement finds them
 * with one look-up of the suggestion_keys GIN index (migration 0021: category × nature × equity,
 * so the category and both hard filters at once), a few per cent of the table. Only otherwise
 * does the second score every listed listing that passes the hard filters (through the
 * search_facets GIN index, migration 0011). (A first step also asking for a nearby place decided
 * for only 79 of 200 job specs in the bench and cost more than it saved.) The ranking sorts only
 * the id, age and score of the rows it scores; the ten it keeps are joined back for their tile
 * columns and the latest proposal.
 */
import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { accounts, proposals } from '../../db/schema';
import type { ListingSummaryRow } from '../../domain/rows';
import type { Db } from '../../db/pool';
import type { ProposalStatus } from '../../../shared/types/matches';
import type { SuggestionProposal } from '../../../shared/types/suggestions';
import {
  INTERNATIONAL_LOCATION_ID,
  LOCATIONS,
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
import { LISTING_TABLES, summaryColumns } from '../listings/listing-tables';
import { listedListing } from '../listings/open-listing';
import { facetValues } from '../listings/search-facets';
import { suggestionKeys } from './suggestion-keys';

const ints = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;
const int = (value: number) => sql`${value}::int`;
const text = (value: string) => sql`${value}::text`;
const DAY_MS = 86_400_000;
const LOCATION_IDS = LOCATIONS.map((location) => location.id);

export type RankedSuggestion = {
  row: ListingSummaryRow;
  score: number;
  /** The latest match proposal between the suggested listing and `listingId`'s (null: none, or no listingId). */
  proposal: SuggestionProposal | null;
};

/** The parts of the score as SQL over `table` (the suggested kind's), mirroring scoreAgainstTerms. */
export function suggestionScoreSql(
  terms: SuggestionTerms,
  now: Date,
  options: { freshnessPoints?: number; isCategoryShared?: boolean } = {},
): { score: SQL; hardFilter: SQL; category: SQL } {
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
  if (terms.countryAreaIds.length) {
    // A listing's places are all of LOCATIONS, so "any in the area" is "not all outside it": the
    // same answer from a test against the few places outside the country (Remote Work,
    // International, Other) instead of the hundred inside (each && compares every pair).
    const outside = LOCATION_IDS.filter((id) => !terms.countryAreaIds.includes(id));
    locationCases.push(
      outside.length < terms.countryAreaIds.length
        ? sql`WHEN NOT (${table.locations} <@ ${ints(outside)}) THEN ${int(W.location.country)}`
        : sql`WHEN ${table.locations} && ${ints(terms.countryAreaIds)} THEN ${int(W.location.country)}`,
    );
  }
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
  // The suggested listing's age; a caller scoring the other way round (a new listing as the
  // suggestion for each of these rows) passes that listing's freshness as a constant.
  const freshness =
    options.freshnessPoints !== undefined
      ? int(options.freshnessPoints)
      : sql`(CASE WHEN ${table.createdAt} > ${since(FRESH_WEEK_DAYS)} THEN ${int(W.freshness.week)}
    WHEN ${table.createdAt} > ${since(FRESH_MONTH_DAYS)} THEN ${int(W.freshness.month)} ELSE 0 END)`;

  // The two required parts: a nature in common, an equity accepted. They always count when met.
  const hardParts = [sql`${table.natures} && ${ints(terms.natureIds)}`];
  if (terms.equityIds !== null) hardParts.push(sql`${table.equities} && ${ints(terms.equityIds)}`);

  // A caller that only scores listings sharing a category passes isCategoryShared: its points are a constant.
  const categoryPoints = options.isCategoryShared
    ? int(W.category)
    : sql`(CASE WHEN ${category} THEN ${int(W.category)} ELSE 0 END)`;
  const score = sql`(${categoryPoints} + ${location} + ${pkg}
    + ${int(W.nature)} + ${sector} + ${int(W.equity)} + ${gender} + ${freshness})`;
  return { score, hardFilter: sql.join(hardParts, sql` AND `), category };
}

/**
 * Owners who may not be proposed to at `at` (issue 23): the lapsed members of
 * shared/rules/standing.ts `memberStanding`, in SQL. Administrators never lapse; a contracted
 * member lapses when `paid until` has passed; an approved one never; anyone else when the trial
 * days since activation (or creation) are over.
 */
function lapsedOwnerIds(at: Date): SQL {
  const a = sql`${at.toISOString()}::timestamptz`;
  return sql`(SELECT ${accounts.id} FROM ${accounts} WHERE NOT ${accounts.isAdmin} AND CASE
    WHEN ${accounts.isContracted} THEN ${accounts.paidUntil} IS NOT NULL AND ${accounts.paidUntil} < ${a}
    WHEN ${accounts.isApproved} THEN false
    ELSE coalesce(${accounts.activatedAt}, ${accounts.createdAt}) + ${accounts.trialDays} * interval '24 hours' <= ${a} END)`;
}

/**
 * The tiles and scores of the best `limit` listings of the other kind for a listing with these
 * terms, best first (equal scores: newest first): listed (open, owner not offboarded) at `now`,
 * not the owner's own, passing the hard filters; with `isStandingRequired`, not of a member lapsed
 * at `now` (left out before ranking, so ten still come when lapsed members' listings would have
 * been among them). With `listingId` (the listing ranked for), each carries the latest match
 * proposal between the two. Exact: see the steps above. Each step is one statement: the ranking
 * reads only the id, age and score of the rows it scores, and the ten it keeps are joined back
 * for their tile columns and their proposal.
 */
export async function rankSuggestions(
  db: Db,
  options: {
    terms: SuggestionTerms;
    ownerId: string;
    now: Date;
    limit?: number;
    isStandingRequired?: boolean;
    listingId?: string;
  },
): Promise<RankedSuggestion[]> {
  const { terms, ownerId, now, listingId } = options;
  const limit = options.limit ?? SUGGESTION_LIMIT;
  const { table } = LISTING_TABLES[terms.targetKind];
  const { score, category } = suggestionScoreSql(terms, now);
  const listedParts = [listedListing(table, now), sql`${table.ownerId} <> ${ownerId}::uuid`];
  if (options.isStandingRequired) listedParts.push(sql`${table.ownerId} NOT IN ${lapsedOwnerIds(now)}`);
  const listed = sql.join(listedParts, sql` AND `);
  // The hard filters as facets of search_facets, so that one GIN scan intersects them with the
  // category of the first step.
  const facetHard = [sql`${table.searchFacets} && ${ints(facetValues('natures', terms.natureIds))}`];
  if (terms.equityIds !== null)
    facetHard.push(sql`${table.searchFacets} && ${ints(facetValues('equities', terms.equityIds))}`);
  const hard = sql.join(facetHard, sql` AND `);

  // The latest proposal between the two listings (always between their two owners).
  const isJobTarget = terms.targetKind === 'job';
  const latest = db
    .select({ uid: proposals.id, status: proposals.status })
    .from(proposals)
    .where(
      and(
        eq(proposals.kind, 'match'),
        isJobTarget
          ? sql`${proposals.jobId} = ${table.id} AND ${proposals.candidateId} = ${listingId ?? null}::uuid`
          : sql`${proposals.candidateId} = ${table.id} AND ${proposals.jobId} = ${listingId ?? null}::uuid`,
      ),
    )
    .orderBy(desc(proposals.proposedAt))
    .limit(1)
    .as('latest');

  // Step 1: the listings sharing a category and passing the hard filters, found through their
  // suggestion keys (migration 0021), which imply all three; an 'Other' category's free text is
  // checked on the rows found ("IS TRUE" keeps the planner from intersecting the category's
  // search_facets bitmap as well, which costs more than it saves). Step 2: every listing passing
  // the hard filters, through search_facets.
  const sharedCategories = [...terms.categoryIds, ...(terms.categoryOther !== '' ? [OTHER_CATEGORY_ID] : [])];
  const keys = sql`${table.suggestionKeys} && ${ints(suggestionKeys(sharedCategories, terms.natureIds, terms.equityIds))}`;
  const steps: Array<{ where: SQL; score: SQL; bound: number }> = [];
  if (sharedCategories.length > 0)
    steps.push({
      where: terms.categoryOther !== '' ? sql`${keys} AND (${category}) IS TRUE` : keys,
      score: suggestionScoreSql(terms, now, { isCategoryShared: true }).score,
      bound: MAX_SCORE_WITHOUT_CATEGORY,
    });
  steps.push({ where: hard, score, bound: -1 });

  for (const step of steps) {
    const ranked = db.$with('ranked').as(
      db
        .select({ id: table.id, createdAt: table.createdAt, score: sql<number>`${step.score}`.as('score') })
        .from(table)
        .where(sql`${listed} AND ${step.where}`)
        .orderBy(sql`score DESC`, desc(table.createdAt), desc(table.id))
        .limit(limit),
    );
    const query = db
      .with(ranked)
      .select({
        ...summaryColumns(terms.targetKind),
        score: ranked.score,
        proposalUid: listingId ? latest.uid : sql<string | null>`null`,
        proposalStatus: listingId ? latest.status : sql<ProposalStatus | null>`null`,
      })
      .from(ranked)
      .innerJoin(table, eq(table.id, ranked.id));
    const rows = await (listingId ? query.leftJoinLateral(latest, sql`true`) : query).orderBy(
      sql`${ranked.score} DESC`,
      desc(ranked.createdAt),
      desc(ranked.id),
    );
    const top = rows.map(({ score: points, proposalUid, proposalStatus, ...row }) => ({
      row: row as ListingSummaryRow,
      score: Number(points),
      proposal: proposalUid && proposalStatus ? { uid: proposalUid, status: proposalStatus } : null,
    }));
    // Every listing this step left out scores at most `bound`: when the last of the top beats it,
    // the top is the top of all.
    if (step.bound < 0 || (top.length === limit && top[limit - 1]!.score > step.bound)) return top;
  }
  return [];
}
