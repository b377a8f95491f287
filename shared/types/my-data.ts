/**
 * GET /api/me/export ("My data"): one JSON document with everything the product holds
 * about the signed-in member, and the same tables as CSV strings in `csv` (one per table), so a
 * single file carries both formats without a zip library.
 */
import type { SavedSearchView } from './saved-searches';
import type { ApiTokenView } from './api-tokens';
import type { Me } from './account';
import type { DealListItem } from './deals';
import type { ListingView } from './listings';
import type { MatchView, SourcingView } from './matches';
import type { NoteView } from './notes';

/** An audit entry without its details (they may name other members' accounts). */
export type MyDataAuditEntry = {
  id: number;
  action: string;
  targetType: string;
  targetId: string | null;
  /** Whether the member did it (else an administrator or the system did it to their account). */
  byMe: boolean;
  created: string;
};

export type MyDataPushSubscription = { endpointHost: string; created: string };

/**
 * One message of a conversation the member is a party to (theirs and the other party's), with the
 * thread's subject and the other party as the member sees them (a label in a question thread).
 */
export type MyDataMessage = {
  threadUid: string;
  threadKind: 'question' | 'match' | 'sourcing';
  about: string;
  withWhom: string;
  uid: string;
  mine: boolean;
  body: string;
  created: string;
  read: boolean;
};

export type MyDataConsent = {
  termsAccepted: string | null;
  candidates: { uid: string; reference: string; consentDate: string | null; consentRecorded: string | null }[];
};

/** The bulk import's saved mapping of one kind: header → field, and per lookup field word → id. */
export type MyDataImportMapping = {
  kind: 'job' | 'candidate';
  columns: Record<string, string>;
  values: Record<string, Record<string, number | null>>;
  updated: string;
};

export type MyDataTables = {
  profile: Me[];
  jobs: ListingView[];
  candidates: ListingView[];
  proposals: (MatchView | SourcingView)[];
  deals: DealListItem[];
  notes: (NoteView & { deleted: boolean })[];
  audit: MyDataAuditEntry[];
  pushSubscriptions: MyDataPushSubscription[];
  messages: MyDataMessage[];
  consent: MyDataConsent['candidates'];
  savedSearches: SavedSearchView[];
  apiTokens: ApiTokenView[];
  importMappings: MyDataImportMapping[];
};

export type MyDataExport = {
  exported: string;
  format: 'recruiter-connect-my-data/1';
  profile: Me;
  jobs: ListingView[];
  candidates: ListingView[];
  proposals: (MatchView | SourcingView)[];
  deals: DealListItem[];
  notes: (NoteView & { deleted: boolean })[];
  audit: MyDataAuditEntry[];
  pushSubscriptions: MyDataPushSubscription[];
  messages: MyDataMessage[];
  consent: MyDataConsent;
  /** The member's saved searches, as GET /api/saved-searches gives them. */
  savedSearches: SavedSearchView[];
  /** The member's personal API tokens, as GET /api/me/tokens gives them (never a secret). */
  apiTokens: ApiTokenView[];
  /** The bulk import's saved mapping per kind (docs/imports.md). */
  importMappings: MyDataImportMapping[];
  /** One CSV (header row + rows) per table; nested values are JSON in their cell. */
  csv: Record<keyof MyDataTables, string>;
};
