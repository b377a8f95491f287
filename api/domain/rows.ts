/**
 * The domain's row types, in one module of their own: what a service loads and a policy or
 * presenter reads. Types and pure helpers only (nothing here queries), so policies, presenters
 * and middleware can depend on them without depending on services or the database.
 */
import type {
  accounts,
  apiTokens,
  candidates,
  jobs,
  notes,
  savedSearches,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema';

export type Account = typeof accounts.$inferSelect;

/** One in-app notification (the bell). */
export type NoteRow = typeof notes.$inferSelect;

/** A member's saved search. */
export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type ApiTokenRow = typeof apiTokens.$inferSelect;
/** A token with whose it is (the administrators' list). */
export type ApiTokenWithOwner = ApiTokenRow & { owner: Pick<Account, 'id' | 'firstname' | 'lastname' | 'email'> };
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
/** An endpoint with its newest delivery attempt (the list screen's "last delivery"). */
export type WebhookEndpointWithLast = WebhookEndpointRow & { lastDelivery: WebhookDeliveryRow | null };
/** A saved search with how many listings it matched since the member last opened it. */
export type SavedSearchWithCount = Omit<SavedSearchRow, 'newCount'> & { newCount: number };

export type JobRow = typeof jobs.$inferSelect;
export type CandidateRow = typeof candidates.$inferSelect;
export type ListingRow = JobRow | CandidateRow;

/**
 * Not on a tile: the long free-text fields (only the full listing shows them), the search's
 * own facet array (search-facets.ts) and the suggestions' keys (suggestion-keys.ts).
 */
export type ListingLongText = 'qualifications' | 'experience' | 'additional' | 'searchFacets' | 'suggestionKeys';
export type ListingSummaryRow = Omit<JobRow, ListingLongText> | Omit<CandidateRow, ListingLongText>;

export function isJobRow<R extends ListingSummaryRow>(row: R): row is Extract<R, { jobTitle: string }> {
  return 'jobTitle' in row;
}

export function titleOf(row: ListingSummaryRow): string {
  return 'jobTitle' in row ? row.jobTitle : row.candidateTitle;
}

/** One entry of a member's audit trail, with the acting administrator's e-mail (null: the system). */
export type AuditRow = {
  id: number;
  action: string;
  actorEmail: string | null;
  createdAt: Date;
  details: Record<string, unknown> | null;
};

/** Another member's candidate flagged as the same person, and whether it was posted first. */
export type CandidateDuplicateRow = { id: string; reference: string; createdAt: Date; isEarlier: boolean };

/**
 * A listing just posted (or the one an earlier post with the same key made). `alreadyListed`: only
 * on a candidate saved with identifiers — whether another member's open candidate shares one.
 */
export type CreatedListing = { id: string; reference: string; alreadyListed?: boolean };

/** The admin console's anonymity risks (services/admin/list-anonymity-risks.ts). */
export type ConfirmedWarningRow = {
  kind: 'job' | 'candidate';
  id: string;
  reference: string;
  title: string;
  ownerId: string;
  ownerName: string | null;
  ownerCompany: string | null;
  kinds: string[];
  warnings: number;
  confirmedAt: Date;
  isConfirmedByOwner: boolean;
};

export type RefusingMemberRow = {
  id: string;
  name: string | null;
  company: string | null;
  refusals: number;
  kinds: string[];
  lastAt: Date;
};
