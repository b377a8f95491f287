import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, notes } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { isJobRow, type ListingRow, type ListingSummaryRow } from '../../domain/rows';
import { HIRING_COMPANY_TYPE_ID } from '../../../shared/lookups';
import { LISTING_ALERT_TOGGLES } from '../../../shared/constants';
import {
  STRONG_SUGGESTION_SCORE,
  freshnessPoints,
  scoreSuggestion,
  suggestionTerms,
} from '../../../shared/rules/suggestion-score';
import { LISTING_TABLES, summaryColumns } from '../listings/listing-tables';
import { listedListing } from '../listings/open-listing';
import { facetValues } from '../listings/search-facets';
import { createNotes } from '../notes/create-note';
import { loadSettings } from '../settings/read-settings';
import { canUseNetwork } from '../../policies/account';
import { suggestionScoreSql } from './score-sql';
import { scoredListing } from './list-suggestions';

export const SUGGESTION_NOTE_HEADING = 'Suggested Match - New';
/** At most this many 'Suggested Match - New' notes a member gets in 24 hours. */
export const SUGGESTION_NOTES_PER_DAY = 10;
const DAY_MS = 86_400_000;

/** "A new candidate fits your J2611AB12: 86 %" (a job spec of the member's), or the job variant. */
export function suggestionNoteMessage(newKind: 'job' | 'candidate', ownReference: string, score: number): string {
  return `A new ${newKind === 'job' ? 'job spec' : 'candidate'} fits your ${ownReference}: ${score} %`;
}

/** The member's listing page, its Suggested matches panel showing the new listing. */
export function suggestionNoteLink(own: { kind: 'job' | 'candidate'; uid: string }, suggestedUid: string): string {
  return `/${own.kind === 'job' ? 'jobs' : 'candidates'}/${own.uid}?suggested=${suggestedUid}#suggestions`;
}

/**
 * When a new listing scores ≥ 80 as a suggestion for another member's listed listing of the other
 * kind posted before it, that member gets one 'Suggested Match - New' note with a link to it, and the
 * push every note brings (createNotes) — if their newCandidate (a new candidate for their job
 * spec) or newPosition toggle is on; never a hiring company (whose alerts are off; its job specs'
 * suggestions are read-only), never an offboarded, inactive or lapsed member. At most
 * one such note per listing of theirs a day and SUGGESTION_NOTES_PER_DAY a day per member. Run by
 * the listing-alerts job, before the new listing's category alerts; idempotent (a retried job
 * finds today's notes).
 *
 * Who fits is found in SQL: the score is symmetric but for freshness, so the new listing's terms
 * are tested against the other table with the new listing's own freshness as a constant; the
 * shared rule then scores each pair the way its owner will see it, and that score decides.
 */
export async function notifyStrongSuggestions(
  ctx: AppContext,
  options: { listing: ListingRow; now: Date },
): Promise<number> {
  const { listing, now } = options;
  const fresh = scoredListing(listing);
  const terms = suggestionTerms(fresh);
  const { table } = LISTING_TABLES[terms.targetKind];
  const { score, category } = suggestionScoreSql(terms, now, {
    freshnessPoints: freshnessPoints(listing.createdAt, now),
  });
  const toggle = LISTING_ALERT_TOGGLES[fresh.kind];
  const hard = [sql`${table.searchFacets} && ${sql.param(facetValues('natures', terms.natureIds))}::int[]`];
  if (terms.equityIds !== null)
    hard.push(sql`${table.searchFacets} && ${sql.param(facetValues('equities', terms.equityIds))}::int[]`);

  // A score of 80 needs a category in common (70 is the most without one): the GIN index finds them.
  const fits = await ctx.db
    .select({ ...summaryColumns(terms.targetKind), points: sql<number>`${score}`.mapWith(Number).as('points') })
    .from(table)
    .innerJoin(accounts, eq(accounts.id, table.ownerId))
    .where(
      and(
        listedListing(table, now),
        ne(table.ownerId, listing.ownerId),
        // Only listings that were there before it: to their owners it is new. A listing posted
        // after it is told of by its own alerts (each listing's job runs once, in either order).
        lt(table.createdAt, listing.createdAt),
        sql.join(hard, sql` AND `),
        category,
        sql`${score} >= ${STRONG_SUGGESTION_SCORE}`,
        eq(accounts.isActive, true),
        eq(accounts.isDeleted, false),
        ne(accounts.companyType, HIRING_COMPANY_TYPE_ID),
        sql`(${accounts.notifications} ->> ${toggle})::boolean IS TRUE`,
      ),
    )
    .orderBy(sql`points DESC`, table.createdAt);

  // Each member's listings, strongest first.
  const byMember = new Map<string, Array<{ own: ListingSummaryRow; score: number }>>();
  for (const { points: _points, ...row } of fits) {
    const own = row as ListingSummaryRow;
    const result = scoreSuggestion(scoredListing(own), fresh, now);
    if (!result || result.score < STRONG_SUGGESTION_SCORE) continue;
    const list = byMember.get(own.ownerId) ?? [];
    list.push({ own, score: result.score });
    byMember.set(own.ownerId, list);
  }

  // A member who may not use the network now (lapsed) is not sent to it.
  if (byMember.size === 0) return 0;
  const settings = await loadSettings(ctx);
  const members = await ctx.db
    .select()
    .from(accounts)
    .where(inArray(accounts.id, [...byMember.keys()]));
  for (const member of members) if (!canUseNetwork(member, settings, now)) byMember.delete(member.id);

  let sent = 0;
  const since = new Date(now.getTime() - DAY_MS);
  for (const [memberId, listings] of byMember) {
    listings.sort((a, b) => b.score - a.score);
    sent += await withTransaction(ctx, async (tx) => {
      // One member's notes are counted and written by one job at a time.
      await tx.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`suggestion-notes:${memberId}`}))`);
      const today = await tx.db
        .select({ link: notes.link })
        .from(notes)
        .where(and(eq(notes.userId, memberId), eq(notes.heading, SUGGESTION_NOTE_HEADING), gt(notes.createdAt, since)));
      const room = SUGGESTION_NOTES_PER_DAY - today.length;
      const items = listings
        .map(({ own, score: points }) => ({
          own,
          points,
          kind: isJobRow(own) ? ('job' as const) : ('candidate' as const),
        }))
        .filter(({ own, kind }) => {
          const prefix = suggestionNoteLink({ kind, uid: own.id }, '').split('?')[0]!;
          return !today.some((note) => note.link?.startsWith(`${prefix}?`));
        })
        .slice(0, Math.max(0, room))
        .map(({ own, points, kind }) => ({
          userId: memberId,
          heading: SUGGESTION_NOTE_HEADING,
          message: suggestionNoteMessage(fresh.kind, own.reference, points),
          link: suggestionNoteLink({ kind, uid: own.id }, listing.id),
        }));
      await createNotes(tx, items);
      return items.length;
    });
  }
  return sent;
}
