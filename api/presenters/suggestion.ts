/**
 * Suggested matches as the listing's owner (or an admin) sees them: each suggested listing as the
 * usual tile, never with its poster's identity (no owner is passed to the tile presenter, whoever
 * asks), plus the score, its reasons and the latest proposal between the two listings.
 */
import type { Account, ListingRow, ListingSummaryRow } from '../domain/rows';
import { canProposeWith } from '../policies/listing';
import type { SuggestionProposal, SuggestionsResponse } from '../../shared/types/suggestions';
import { presentListingSummary } from './listing';

/** One suggestion as the service found it (api/services/suggestions/list-suggestions.ts). */
type SuggestionRow = { row: ListingSummaryRow; score: number; reasons: string[]; proposal: SuggestionProposal | null };

export function presentSuggestions(
  rows: SuggestionRow[],
  viewer: Account,
  listing: ListingRow,
  now = new Date(),
): SuggestionsResponse {
  return {
    items: rows.map(({ row, score, reasons, proposal }) => ({
      listing: presentListingSummary(row, viewer, undefined, now),
      score,
      reasons,
      proposal,
    })),
    abilities: { canPropose: canProposeWith(viewer, listing, now) },
  };
}
