import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, proposals } from '../../db/schema';
import { isJobRow, type ListingRow, type ListingSummaryRow } from '../../domain/rows';
import { now as clockNow } from '../../clock';
import {
  SUGGESTION_LIMIT,
  scoreAgainstTerms,
  suggestionTerms,
  type ScoredListing,
} from '../../../shared/rules/suggestion-score';
import type { ProposalStatus } from '../../../shared/types/matches';
import { rankSuggestions, type RankedSuggestion } from './rank-suggestions';
import { canUseNetwork } from '../../policies/account';
import { loadSettings } from '../settings/read-settings';

/** The suggestions whose owners may be proposed to now (in good standing), at most SUGGESTION_LIMIT. */
async function withOwnersInStanding(ctx: AppContext, ranked: RankedSuggestion[], now: Date) {
  if (ranked.length === 0) return [];
  const owners = await ctx.db
    .select()
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(ranked.map((r) => r.row.ownerId))]));
  const settings = await loadSettings(ctx);
  const inStanding = new Set(owners.filter((owner) => canUseNetwork(owner, settings, now)).map((owner) => owner.id));
  return ranked.filter((r) => inStanding.has(r.row.ownerId)).slice(0, SUGGESTION_LIMIT);
}

export type SuggestionRow = {
  row: ListingSummaryRow;
  score: number;
  reasons: string[];
  /** The latest match proposal between the two listings (always between their two owners), or null. */
  proposal: { uid: string; status: ProposalStatus } | null;
};

/** The fields the score reads, from a row of either kind. */
export function scoredListing(row: ListingSummaryRow): ScoredListing {
  return { ...row, kind: isJobRow(row) ? 'job' : 'candidate' };
}

/**
 * The best listings of the other kind for one listing (issue 20): ranked in PostgreSQL
 * (rank-suggestions.ts), then the ten rows explained with the same rule in words, and
 * each paired with the latest proposal between the two listings. Only what its owner may propose
 * on: other members' listed listings, of members in good standing (issue 23). The route has authorized the viewer on `listing`.
 */
export async function listSuggestions(
  ctx: AppContext,
  options: { listing: ListingRow; now?: Date },
): Promise<SuggestionRow[]> {
  const { listing } = options;
  const now = options.now ?? clockNow();
  const own = scoredListing(listing);
  const terms = suggestionTerms(own);
  // Twice as many as shown, so that listings of members who may not be proposed to now (lapsed,
  // issue 23) can be left out and ten usually remain.
  const candidates = await rankSuggestions(ctx.db, {
    terms,
    ownerId: listing.ownerId,
    now,
    limit: SUGGESTION_LIMIT * 2,
  });
  const ranked = await withOwnersInStanding(ctx, candidates, now);
  if (ranked.length === 0) return [];

  const ids = ranked.map((r) => r.row.id);

  const isJob = own.kind === 'job';
  const pairs = await ctx.db
    .select({ uid: proposals.id, status: proposals.status, jobId: proposals.jobId, candidateId: proposals.candidateId })
    .from(proposals)
    .where(
      and(
        eq(proposals.kind, 'match'),
        isJob
          ? and(eq(proposals.jobId, listing.id), inArray(proposals.candidateId, ids))
          : and(eq(proposals.candidateId, listing.id), inArray(proposals.jobId, ids)),
      ),
    )
    .orderBy(desc(proposals.proposedAt));
  const latest = new Map<string, { uid: string; status: ProposalStatus }>();
  for (const p of pairs) {
    const otherId = isJob ? p.candidateId! : p.jobId;
    if (!latest.has(otherId)) latest.set(otherId, { uid: p.uid, status: p.status });
  }

  const result: SuggestionRow[] = [];
  for (const { row, score } of ranked) {
    const explained = scoreAgainstTerms(terms, own, scoredListing(row), now);
    if (!explained) continue;
    result.push({ row, score, reasons: explained.reasons, proposal: latest.get(row.id) ?? null });
  }
  return result;
}
