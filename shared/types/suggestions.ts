/**
 * Suggested matches as GET /api/jobs/:uid/suggestions and
 * /api/candidates/:uid/suggestions return them (api/presenters/suggestion.ts).
 */
import type { ListingSummary } from './listings';
import type { ProposalStatus } from './matches';

/** The latest match proposal between the member's listing and the suggested one. */
export type SuggestionProposal = { uid: string; status: ProposalStatus };

export type Suggestion = {
  /** The usual anonymised tile of the suggested listing (no owner identity). */
  listing: ListingSummary;
  /** 0–100 (shared/rules/suggestion-score.ts). */
  score: number;
  /** Two to four reasons in words, strongest first. */
  reasons: string[];
  proposal: SuggestionProposal | null;
};

export type SuggestionsResponse = {
  /** Best first, at most 10. */
  items: Suggestion[];
  abilities: {
    /** The viewer may propose from these tiles (the owner, not a hiring company, the listing open). */
    canPropose: boolean;
  };
};
