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
 * columns and the latest proposal. The first step has one shape whatever the terms (each term a
 * value, "fits all" a flag), so Drizzle renders its text once per kind (api/db/prepared.ts), not
 * on every call.
 */
import { and, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { accounts, proposals } from '../../db/schema';
import type { ListingSummaryRow } from '../../domain/rows';
import type { Db } from '../../db/pool';
import { preparedOnce } from '../../db/prepared';
import type { ProposalStatus } from '../../../shared/types/matches';
import type { SuggestionProposal } from '../../../shared/types/suggestions';
import type { ListingKind } from '../../../shared/lookups';
import {
  MAX_SCORE_WITHOUT_CATEGORY,
  SUGGESTION_LIMIT,
  SUGGESTION_WEIGHTS as W,
  type SuggestionTerms,
} from '../../../shared/rules/suggestion-score';
import { LISTING_TABLES, summaryColumns } from '../listings/listing-tables';
import { facetValues } from '../listings/search-facets';
import { int, ints, paramsOf, placeholders, scoreSql, valuesOf, type ValueOf } from './score-sql';

/**
 * Owners who may not be proposed to at `at` (issue 23): the lapsed members of
 * shared/rules/standing.ts `memberStanding`, in SQL. Administrators never lapse; a contracted
 * member lapses when `paid until` has passed; an approved one never; anyone else when the trial
 * days since activation (or creation) are over.
 */
function lapsedOwnerIds(at: SQL): SQL {
  return sql`(SELECT ${accounts.id} FROM ${accounts} WHERE NOT ${accounts.isAdmin} AND CASE
    WHEN ${accounts.isContracted} THEN ${accounts.paidUntil} IS NOT NULL AND ${accounts.paidUntil} < ${at}
    WHEN ${accounts.isApproved} THEN false
    ELSE coalesce(${accounts.activatedAt}, ${accounts.createdAt}) + ${accounts.trialDays} * interval '24 hours' <= ${at} END)`;
}

/**
 * One step's statement: the rows of `kind` that are listed at `now`, not the owner's, not of a
 * lapsed member (when standing is required) and match `where`, ranked by `score`; the best
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
  const listed = sql`${table.expiresAt} >= ${v('now')} AND NOT ${table.ownerOffboarded}
    AND ${table.ownerId} <> ${v('ownerId')}
    AND (NOT ${v('isStandingRequired')} OR ${table.ownerId} NOT IN ${lapsedOwnerIds(v('now'))})`;
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
 * Step 1, its text rendered once per kind: the listings sharing a category and passing the hard
 * filters, found through their suggestion keys (migration 0021), which imply all three; its
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
    const where = sql`${table.suggestionKeys} && ${v('keys')} AND (${v('categoryOther')} = '' OR (${category}) IS TRUE)`;
    return stepQuery(db, kind, v, { where, score, limit: sql.placeholder('limit') }).prepare('');
  });
const FIRST_STEPS = { job: firstStep('job'), candidate: firstStep('candidate') };

type StepRow = ListingSummaryRow & { score: number; proposalUid: string | null; proposalStatus: ProposalStatus | null };

/**
 * The tiles and scores of the best `limit` listings of the other kind for a listing with these
 * terms, best first (equal scores: newest first): listed (open, owner not offboarded) at `now`,
 * not the owner's own, passing the hard filters; with `isStandingRequired`, not of a member lapsed
 * at `now` (left out before ranking, so ten still come when lapsed members' listings would have
 * been among them). With `listingId` (the listing ranked for), each carries the latest match
 * proposal between the two. Exact: see the steps above.
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

  // Step 1 (only when the listing has a category to share). Every listing it left out scores at
  // most MAX_SCORE_WITHOUT_CATEGORY: when the last of its top beats that, the top is the top of all.
  if ((values.keys as number[]).length > 0) {
    const top = toTop((await FIRST_STEPS[kind](db).execute({ ...values, limit })) as StepRow[]);
    if (top.length === limit && top[limit - 1]!.score > MAX_SCORE_WITHOUT_CATEGORY) return top;
  }

  // Step 2: every listed listing passing the hard filters, as facets of search_facets so that one
  // GIN scan finds them.
  const { table } = LISTING_TABLES[kind];
  const v = paramsOf(values);
  const hard = [sql`${table.searchFacets} && ${ints(facetValues('natures', terms.natureIds))}`];
  if (terms.equityIds !== null)
    hard.push(sql`${table.searchFacets} && ${ints(facetValues('equities', terms.equityIds))}`);
  const { score } = scoreSql(kind, v);
  return toTop((await stepQuery(db, kind, v, { where: sql.join(hard, sql` AND `), score, limit })) as StepRow[]);
}

export type RankedSuggestion = {
  row: ListingSummaryRow;
  score: number;
  /** The latest match proposal between the suggested listing and `listingId`'s (null: none, or no listingId). */
  proposal: SuggestionProposal | null;
};
