/**
 * Jobs and candidates share their columns; this adapter lets one set of services serve both
 * kinds without copying them. `title` is jobTitle or candidateTitle.
 */
import { candidates, jobs } from '../../db/schema';
import type { ListingKind } from '../../../shared/lookups';

export const LISTING_TABLES = {
  job: { table: jobs, title: jobs.jobTitle, titleField: 'jobTitle' },
  candidate: { table: candidates, title: candidates.candidateTitle, titleField: 'candidateTitle' },
} as const;

export type JobRow = typeof jobs.$inferSelect;
export type CandidateRow = typeof candidates.$inferSelect;
export type ListingRow = JobRow | CandidateRow;

export function isJobRow(row: ListingRow): row is JobRow {
  return 'jobTitle' in row;
}

export function titleOf(row: ListingRow): string {
  return isJobRow(row) ? row.jobTitle : row.candidateTitle;
}

export type { ListingKind };
