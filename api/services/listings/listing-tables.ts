/**
 * Jobs and candidates share their columns; this adapter lets one set of services serve both
 * kinds without copying them. `title` is jobTitle or candidateTitle.
 */
import { getTableColumns } from 'drizzle-orm';
import { candidates, jobs } from '../../db/schema';
import type { ListingKind } from '../../../shared/lookups';

export const LISTING_TABLES = {
  job: { table: jobs, title: jobs.jobTitle, titleField: 'jobTitle' },
  candidate: { table: candidates, title: candidates.candidateTitle, titleField: 'candidateTitle' },
} as const;

export type JobRow = typeof jobs.$inferSelect;
export type CandidateRow = typeof candidates.$inferSelect;
export type ListingRow = JobRow | CandidateRow;

/**
 * Not on a tile: the long free-text fields (only the full listing shows them) and the search's
 * own facet array (search-facets.ts).
 */
type LongText = 'qualifications' | 'experience' | 'additional' | 'searchFacets';
export type ListingSummaryRow = Omit<JobRow, LongText> | Omit<CandidateRow, LongText>;

/** The columns a list tile needs: search reads (and caches) these, not the long texts. */
export function summaryColumns(kind: ListingKind) {
  const {
    qualifications: _q,
    experience: _e,
    additional: _a,
    searchFacets: _f,
    ...columns
  } = getTableColumns(LISTING_TABLES[kind].table);
  return columns;
}

export function isJobRow<R extends ListingSummaryRow>(row: R): row is Extract<R, { jobTitle: string }> {
  return 'jobTitle' in row;
}

export function titleOf(row: ListingSummaryRow): string {
  return 'jobTitle' in row ? row.jobTitle : row.candidateTitle;
}

export type { ListingKind };
