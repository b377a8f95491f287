import type { AppContext } from '../../context';
import { isJobRow, type ListingRow, type ListingSummaryRow } from '../../domain/rows';
import { now as clockNow } from '../../clock';
import { scoreAgainstTerms, suggestionTerms, type ScoredListing } from '../../../shared/rules/suggestion-score';
import { rankSuggestions, type LatestProposal } from './rank-suggestions';

export type SuggestionRow = {
  row: ListingSummaryRow;
  score: number;
  reasons: string[];
  /** The latest match proposal between the two listings (always between their two owners), or null. */
  proposal: LatestProposal | null;
};

/** The fields the score reads, from a row of either kind. */
export function scoredListing(row: ListingSummaryRow): ScoredListing {
  return { ...row, kind: isJobRow(row) ? 'job' : 'candidate' };
}

/**
 * The best listings of the other kind for one listing: ranked in PostgreSQL
 * (rank-suggestions.ts; one statement returns the ten tiles, their scores and the latest proposal
 * between the two listings), then explained with the same rule in words. Only what its owner may
 * propose on: other members' listed listings (open-listing.ts: of members in good standing). The route
 * has authorized the viewer on `listing`.
 */
export async function listSuggestions(
  ctx: AppContext,
  options: { listing: ListingRow; now?: Date },
): Promise<SuggestionRow[]> {
  const { listing } = options;
  const now = options.now ?? clockNow();
  const own = scoredListing(listing);
  const terms = suggestionTerms(own);
  const ranked = await rankSuggestions(ctx.db, {
    terms,
    ownerId: listing.ownerId,
    now,
    listingId: listing.id,
  });
  const result: SuggestionRow[] = [];
  for (const { row, score, proposal } of ranked) {
    const explained = scoreAgainstTerms(terms, own, scoredListing(row), now);
    if (!explained) continue;
    result.push({ row, score, reasons: explained.reasons, proposal });
  }
  return result;
}
