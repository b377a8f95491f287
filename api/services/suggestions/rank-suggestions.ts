/**
 * The top suggestions for one listing, ranked by PostgreSQL: the score of
 * shared/rules/suggestion-score.ts written as one SQL expression over the other kind's table,
 * with the weights and the listing's terms (suggestionTerms) passed in as parameters, so the rule
 * keeps its one home. Only the ten tiles and their scores come back; nothing is loaded into Node to be ranked.
 *
 * Up to four steps, each exact, each one statement. A listing with no category in common scores
 * at most MAX_SCORE_WITHOUT_CATEGORY (70), one whose package gives no points (more than two bands
 * apart, neither Negotiable) at most MAX_SCORE_WITHOUT_PACKAGE (85), one sharing no city at most
 * MAX_SCORE_WITHOUT_CITY (94) and one sharing no sector at most MAX_SCORE_WITHOUT_SECTOR (90). So
 * the best ten among the category sharers near in package that also share a city and a sector
 * are the best ten overall when the tenth of them scores more than the highest bound of what that
 * step asked for (step 0); else the best ten among the category sharers near in package, when the
 * tenth scores more than 85 (step 1); else among all category sharers, when the tenth scores more
 * than 70 (step 2). Steps 1 and 2 are one look-up of the suggestion_keys GIN index (migrations
 * 0021, 0022: category × nature × equity, with and without the package band, so the category,
 * both hard filters and the band at once); step 0 intersects it with the city and sector facets
 * of search_facets (migration 0011), so at a million listings it scores tens of rows where step 1
 * scores thousands. The three are one statement with different values. Only otherwise does step 3
 * score every listed listing that passes the hard filters (through the search_facets GIN index).
 * The ranking sorts only the id, age and score of the rows it
 * scores; the ten it keeps are joined back for their tile columns and the latest proposal. Steps 1
 * and 2 have one shape whatever the terms (each term a value, "fits all" a flag), so Drizzle
 * renders their text once per kind (api/db/prepared.ts), not on every call.
 */
import { and, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { proposals } from '../../db/schema';
import type { ListingSummaryRow } from '../../domain/rows';
import type { Db } from '../../db/pool';
import { preparedOnce } from '../../db/prepared';
import type { ProposalStatus } from '../../domain/proposal';
import { NEGOTIABLE_PACKAGE_ID, type ListingKind } from '../../../shared/lookups';
import {
  MAX_SCORE_WITHOUT_CATEGORY,
  MAX_SCORE_WITHOUT_CITY,
  MAX_SCORE_WITHOUT_CITY_OR_SECTOR,
  MAX_SCORE_WITHOUT_PACKAGE,
  MAX_SCORE_WITHOUT_SECTOR,
  SUGGESTION_LIMIT,
  packageIdsNear,
  SUGGESTION_WEIGHTS as W,
  type SuggestionTerms,
} from '../../../shared/rules/suggestion-score';
import { LISTING_TABLES, summaryColumns } from '../listings/listing-tables';
import { listedListing } from '../listings/open-listing';
import { facetValues } from '../listings/search-facets';
import { int, ints, paramsOf, placeholders, scoreSql, sharedCategoriesOf, valuesOf, type ValueOf } from './score-sql';
import { suggestionKeys } from './suggestion-keys';

/**
 * One step's statement: the rows of `kind` that are listed at `now` (open-listing.ts: open, of a
 * member neither offboarded nor lapsed), not the owner's, and match `where`, ranked by `score`; the best
 * `limit` joined back for their tile columns and the latest match proposal between each and
 * `listingId` (none when it is null).
 */
function stepQuery(
  db: Db,
  kind: ListingKind,
  v: ValueOf,
  step: { where: SQL; score: SQL; limit: number | Placeholder },
) {
  const { table } = LISTING_TABLES[kind];
  const listed = sql`${listedListing(table, v('now'))} AND ${table.ownerId} <> ${v('ownerId')}`;
  const ranked = db.$with('ranked').as(
    db
      .select({ id: table.id, createdAt: table.createdAt, score: sql<number>`${step.score}`.as('score') })
      .from(table)
      .where(sql`${listed} AND ${step.where}`)
      .orderBy(sql`score DESC`, desc(table.createdAt), desc(table.id))
      .limit(step.limit),
  );
  // The latest proposal between the two listings (always between their two owners).
  const latest = db
    .select({ uid: proposals.id, status: proposals.status })
    .from(proposals)
    .where(
      and(
        eq(proposals.kind, 'match'),
        kind === 'job'
          ? sql`${proposals.jobId} = ${table.id} AND ${proposals.candidateId} = ${v('listingId')}`
          : sql`${proposals.candidateId} = ${table.id} AND ${proposals.jobId} = ${v('listingId')}`,
      ),
    )
    .orderBy(desc(proposals.proposedAt))
    .limit(1)
    .as('latest');
  return db
    .with(ranked)
    .select({
      ...summaryColumns(kind),
      score: ranked.score,
      proposalUid: sql<string | null>`${latest.uid}`,
      proposalStatus: sql<ProposalStatus | null>`${latest.status}`,
    })
    .from(ranked)
    .innerJoin(table, eq(table.id, ranked.id))
    .leftJoinLateral(latest, sql`true`)
    .orderBy(sql`${ranked.score} DESC`, desc(ranked.createdAt), desc(ranked.id));
}

/**
 * Steps 1 and 2, their text rendered once per kind: the listings sharing a category and passing
 * the hard filters (and near in package, step 1), found through their suggestion keys, which imply
 * all of these; its
 * category points are a constant. An 'Other' category's free text is checked on the rows found
 * ("IS TRUE" keeps the planner from intersecting the category's search_facets bitmap as well,
 * which costs more than it saves). It is sent unnamed (the empty name), so PostgreSQL plans it
 * with each call's values, folding the flags away: as a named statement its generic plan cost
 * 4 ms more PostgreSQL CPU per request in the bench (docs/performance.md).
 */
const firstStep = (kind: ListingKind) =>
  preparedOnce((db) => {
    const { table } = LISTING_TABLES[kind];
    const v = placeholders;
    const { score, category } = scoreSql(kind, v, { categoryPoints: int(W.category) });
    // An empty facet list asks nothing: the planner, given the values, folds its test away.
    const facets = (name: 'placeFacets' | 'sectorFacets') =>
      sql`(cardinality(${v(name)}) = 0 OR ${table.searchFacets} && ${v(name)})`;
    const where = sql`${table.suggestionKeys} && ${v('keys')} AND ${facets('placeFacets')} AND ${facets('sectorFacets')}
      AND (${v('categoryOther')} = '' OR (${category}) IS TRUE)`;
    return stepQuery(db, kind, v, { where, score, limit: sql.placeholder('limit') }).prepare('');
  });
const FIRST_STEPS = { job: firstStep('job'), candidate: firstStep('candidate') };

type StepRow = ListingSummaryRow & { score: number; proposalUid: string | null; proposalStatus: ProposalStatus | null };

/**
 * The tiles and scores of the best `limit` listings of the other kind for a listing with these
 * terms, best first (equal scores: newest first): listed at `now` (open, of a member neither
 * offboarded nor lapsed then: left out before ranking, so ten still come when lapsed members'
 * listings would have been among them), not the owner's own, passing the hard filters. With `listingId` (the listing ranked for), each carries the latest match
 * proposal between the two. Exact: see the steps above.
 */
export async function rankSuggestions(
  db: Db,
  options: {
    terms: SuggestionTerms;
    ownerId: string;
    now: Date;
    limit?: number;
    listingId?: string;
    /** Told which step decided (the bench counts them). */
    onDecided?: (step: RankingStep) => void;
  },
): Promise<RankedSuggestion[]> {
  const { terms, now } = options;
  const kind = terms.targetKind;
  const limit = options.limit ?? SUGGESTION_LIMIT;
  const values = valuesOf(terms, now, options);
  const toTop = (rows: StepRow[]) =>
    rows.map(({ score, proposalUid, proposalStatus, ...row }) => ({
      row: row as ListingSummaryRow,
      score: Number(score),
      proposal: proposalUid && proposalStatus ? { uid: proposalUid, status: proposalStatus } : null,
    }));

  // Steps 1 and 2 (only when the listing has a category to share), one statement with different
  // keys: first the sharers near in package (unless the listing's own package is Negotiable, which
  // fits every band), then all sharers. Every listing a step left out scores at most its bound:
  // when the last of its top beats that, the top is the top of all.
  const keys = values.keys as number[];
  const keySteps: KeyStep[] = [];
  if (keys.length > 0 && terms.packageId !== NEGOTIABLE_PACKAGE_ID) {
    const near = packageIdsNear(terms.packageId).filter((id) => id >= 0 && id < 100);
    keySteps.push({
      name: 'category sharers near in package',
      keys: suggestionKeys(sharedCategoriesOf(terms), terms.natureIds, terms.equityIds, near),
      bound: MAX_SCORE_WITHOUT_PACKAGE,
    });
  }
  if (keys.length > 0) keySteps.push({ name: 'category sharers', keys, bound: MAX_SCORE_WITHOUT_CATEGORY });
  const narrowed = keySteps[0] ? narrowedSteps(terms, keySteps[0]) : [];
  // A narrower step with the same bound as the key step decides whenever that one would.
  if (narrowed.at(-1)?.bound === keySteps[0]?.bound) keySteps.shift();
  keySteps.unshift(...narrowed);
  for (const step of keySteps) {
    const { keys: stepKeys, placeFacets = [], sectorFacets = [] } = step;
    const stepValues = { keys: stepKeys, placeFacets, sectorFacets, limit };
    const top = toTop((await FIRST_STEPS[kind](db).execute({ ...values, ...stepValues })) as StepRow[]);
    if (top.length === limit && top[limit - 1]!.score > step.bound) {
      options.onDecided?.(step.name);
      return top;
    }
  }
  options.onDecided?.('everything passing the hard filters');

  // Step 3: every listed listing passing the hard filters, as facets of search_facets so that one
  // GIN scan finds them.
  const { table } = LISTING_TABLES[kind];
  const v = paramsOf(values);
  const hard = [sql`${table.searchFacets} && ${ints(facetValues('natures', terms.natureIds))}`];
  if (terms.equityIds !== null)
    hard.push(sql`${table.searchFacets} && ${ints(facetValues('equities', terms.equityIds))}`);
  const { score } = scoreSql(kind, v);
  return toTop((await stepQuery(db, kind, v, { where: sql.join(hard, sql` AND `), score, limit })) as StepRow[]);
}

/** One look-up of the suggestion keys, narrowed by place and sector facets or not, and the most a listing it leaves out can score. */
type KeyStep = { name: RankingStep; keys: number[]; bound: number; placeFacets?: number[]; sectorFacets?: number[] };

export type RankingStep =
  | 'sharers of a city and a sector'
  | 'sharers of a sector'
  | 'sharers of a city or a sector'
  | 'category sharers near in package'
  | 'category sharers'
  | 'everything passing the hard filters';

/**
 * The narrower steps before `within`: its listings that also share a city (20 location points)
 * and a sector (10), then those sharing a sector. Each asks only what is a facet a listing has or
 * lacks — no place for a remote listing (every place gets the city's points) or one abroad (a
 * country's free text), no sector for 'Any' sector (every sector fits) or an 'Other' one (a free
 * text). A listing a step leaves out scores at most the highest bound of what it asked for, so
 * each decides when the tenth best overall scores above it (94, then 90). A step for the province
 * (bound 88) was tried and cost more than it saved: a province holds up to two fifths of the
 * listings (docs/scaling.md).
 */
function narrowedSteps(terms: SuggestionTerms, within: KeyStep): KeyStep[] {
  const byPlace = !terms.isRemote && terms.abroadCountry === '' && terms.cityIds.length > 0;
  const bySector = terms.sectorIds !== null && terms.sectorOther === '' && terms.sectorIds.length > 0;
  const placeFacets = byPlace ? facetValues('locations', terms.cityIds) : undefined;
  const sectorFacets = bySector ? facetValues('sectors', terms.sectorIds!) : undefined;
  const steps: KeyStep[] = [];
  if (placeFacets || sectorFacets)
    steps.push({
      name: 'sharers of a city and a sector',
      keys: within.keys,
      bound: Math.max(within.bound, byPlace ? MAX_SCORE_WITHOUT_CITY : 0, bySector ? MAX_SCORE_WITHOUT_SECTOR : 0),
      placeFacets,
      sectorFacets,
    });
  if (placeFacets && sectorFacets) {
    steps.push({
      name: 'sharers of a sector',
      keys: within.keys,
      bound: Math.max(within.bound, MAX_SCORE_WITHOUT_SECTOR),
      sectorFacets,
    });
    // A city or a sector: one overlap with both lists (their facets are apart in search_facets).
    const eitherBound = Math.max(within.bound, MAX_SCORE_WITHOUT_CITY_OR_SECTOR);
    steps.push({
      name: 'sharers of a city or a sector',
      keys: within.keys,
      bound: eitherBound,
      placeFacets: [...placeFacets, ...sectorFacets],
    });
  }
  return steps;
}

/** The latest match proposal between two listings: its uid and where it stands. */
export type LatestProposal = { uid: string; status: ProposalStatus };

export type RankedSuggestion = {
  row: ListingSummaryRow;
  score: number;
  /** The latest match proposal between the suggested listing and `listingId`'s (null: none, or no listingId). */
  proposal: LatestProposal | null;
};
