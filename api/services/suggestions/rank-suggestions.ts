/**
 * The top suggestions for one listing, ranked by PostgreSQL: the score of
 * shared/rules/suggestion-score.ts written as one SQL expression over the other kind's table,
 * with the weights and the listing's terms (suggestionTerms) passed in as parameters, so the rule
 * keeps its one home. Only the ten tiles and their scores come back; nothing is loaded into Node to be ranked.
 *
 * A few steps, each exact, each one statement. A listing with no category in common scores at
 * most MAX_SCORE_WITHOUT_CATEGORY (70), one whose package gives no points (more than two bands
 * apart, neither Negotiable) at most MAX_SCORE_WITHOUT_PACKAGE (85), one sharing no city at most
 * MAX_SCORE_WITHOUT_CITY (94), no sector at most MAX_SCORE_WITHOUT_SECTOR (90), neither at most
 * MAX_SCORE_WITHOUT_CITY_OR_SECTOR (84). So the best ten of a set are the best ten overall when
 * the tenth of them scores more than anything the set leaves out can. The steps, narrowest first:
 * the category sharers near in package that also share a sector, then a city or a sector
 * (narrowedSteps below); the category sharers near in package (85); all category sharers (70).
 * Each is one look-up of the suggestion_keys GIN index (migrations 0021, 0022: category × nature
 * × equity, with and without the package band, so the category, both hard filters and the band
 * at once), the narrower ones intersected with facets of search_facets (migration 0011) before a
 * row is read, and all are one statement with different values. Only otherwise does a last step
 * score every listed listing that passes the hard filters (through the search_facets GIN index).
 * The ranking sorts only the id, age and score of the rows it scores; the ten it keeps are joined
 * back for their tile columns and the latest proposal. The key steps have one shape whatever the
 * terms (each term a value, "fits all" a flag), so Drizzle renders their text once per kind
 * (api/db/prepared.ts), not on every call.
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
 * The key steps, their text rendered once per kind: the listings sharing a category and passing
 * the hard filters (and near in package, or with facets, as the step asks), found through their
 * suggestion keys, which imply all of these; its category points are a constant. An 'Other'
 * category's free text is checked on the rows found ("IS TRUE" keeps the planner from intersecting the category's search_facets bitmap as well,
 * which costs more than it saves). It is sent unnamed (the empty name), so PostgreSQL plans it
 * with each call's values, folding the flags away: as a named statement its generic plan cost
 * 4 ms more PostgreSQL CPU per request in the bench (docs/performance.md).
 */
const keyStep = (kind: ListingKind) =>
  preparedOnce((db) => {
    const { table } = LISTING_TABLES[kind];
    const v = placeholders;
    const { score, category } = scoreSql(kind, v, { categoryPoints: int(W.category) });
    // An empty facet list asks nothing: the planner, given the values, folds its test away.
    const facets = sql`(cardinality(${v('facets')}) = 0 OR ${table.searchFacets} && ${v('facets')})`;
    const where = sql`${table.suggestionKeys} && ${v('keys')} AND ${facets}
      AND (${v('categoryOther')} = '' OR (${category}) IS TRUE)`;
    return stepQuery(db, kind, v, { where, score, limit: sql.placeholder('limit') }).prepare('');
  });
const KEY_STEPS = { job: keyStep('job'), candidate: keyStep('candidate') };

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

  // The key steps (only when the listing has a category to share), one statement with different
  // values: the narrower steps, the sharers near in package (unless the listing's own package is
  // Negotiable, which fits every band), then all sharers. Every listing a step left out scores at
  // most its bound: when the last of its top beats that, the top is the top of all.
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
    const stepValues = { keys: step.keys, facets: step.facets ?? [], limit };
    const top = toTop((await KEY_STEPS[kind](db).execute({ ...values, ...stepValues })) as StepRow[]);
    if (top.length === limit && top[limit - 1]!.score > step.bound) {
      options.onDecided?.(step.name);
      return top;
    }
  }
  options.onDecided?.('everything passing the hard filters');

  // The last step: every listed listing passing the hard filters, as facets of search_facets so
  // that one GIN scan finds them.
  const { table } = LISTING_TABLES[kind];
  const v = paramsOf(values);
  const hard = [sql`${table.searchFacets} && ${ints(facetValues('natures', terms.natureIds))}`];
  if (terms.equityIds !== null)
    hard.push(sql`${table.searchFacets} && ${ints(facetValues('equities', terms.equityIds))}`);
  const { score } = scoreSql(kind, v);
  return toTop((await stepQuery(db, kind, v, { where: sql.join(hard, sql` AND `), score, limit })) as StepRow[]);
}

/**
 * One look-up of the suggestion keys, narrowed by facets of search_facets or not, and the most a
 * listing it leaves out can score.
 */
type KeyStep = { name: RankingStep; keys: number[]; bound: number; facets?: number[] };

export type RankingStep =
  | 'sharers of a city'
  | 'sharers of a sector'
  | 'sharers of a city or a sector'
  | 'category sharers near in package'
  | 'category sharers'
  | 'everything passing the hard filters';

/**
 * The narrower steps before `within`: its listings that also share a sector (10 points), then
 * those sharing a city (20 location points) or a sector; where only one of the two applies, those
 * sharing it. Each asks only what is a facet a listing has or lacks — no place for a remote
 * listing (every place gets the city's points) or one abroad (a country's free text), no sector
 * for 'Any' sector (every sector fits) or an 'Other' one (a free text). A listing a step leaves
 * out scores at most the bound of what it asked for (a city 94, a sector 90, either 84), so each
 * decides when the tenth best overall scores above it (and above `within`'s).
 *
 * Measured on a million listings (docs/scaling.md): each step costs 5–7 ms of PostgreSQL CPU
 * whatever it finds, most of it the two GIN bitmap scans, so fewer steps beat narrower ones — a
 * first step for a city *and* a sector (bound 94) found 34 rows where the sector's found 294 but
 * cost the same, and failed for two thirds of the job specs; a step for the province (bound 88)
 * cost more than it saved (a province holds up to two fifths of the listings).
 */
function narrowedSteps(terms: SuggestionTerms, within: KeyStep): KeyStep[] {
  const byPlace = !terms.isRemote && terms.abroadCountry === '' && terms.cityIds.length > 0;
  const bySector = terms.sectorIds !== null && terms.sectorOther === '' && terms.sectorIds.length > 0;
  const placeFacets = byPlace ? facetValues('locations', terms.cityIds) : undefined;
  const sectorFacets = bySector ? facetValues('sectors', terms.sectorIds!) : undefined;
  const step = (name: RankingStep, bound: number, facets: number[]): KeyStep => ({
    name,
    keys: within.keys,
    bound: Math.max(within.bound, bound),
    facets,
  });
  if (placeFacets && sectorFacets)
    return [
      step('sharers of a sector', MAX_SCORE_WITHOUT_SECTOR, sectorFacets),
      // One overlap with both lists: their facets are apart in search_facets.
      step('sharers of a city or a sector', MAX_SCORE_WITHOUT_CITY_OR_SECTOR, [...placeFacets, ...sectorFacets]),
    ];
  if (placeFacets) return [step('sharers of a city', MAX_SCORE_WITHOUT_CITY, placeFacets)];
  if (sectorFacets) return [step('sharers of a sector', MAX_SCORE_WITHOUT_SECTOR, sectorFacets)];
  return [];
}

/** The latest match proposal between two listings: its uid and where it stands. */
export type LatestProposal = { uid: string; status: ProposalStatus };

export type RankedSuggestion = {
  row: ListingSummaryRow;
  score: number;
  /** The latest match proposal between the suggested listing and `listingId`'s (null: none, or no listingId). */
  proposal: LatestProposal | null;
};
