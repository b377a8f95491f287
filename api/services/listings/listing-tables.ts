/**
 * Jobs and candidates share their columns; this adapter lets one set of services serve both
 * kinds without copying them. `title` is jobTitle or candidateTitle.
 */
import { getTableColumns } from 'drizzle-orm';
import { candidates, jobs } from '../../db/schema';
import type { ListingKind } from '../../../shared/lookups';
import { isJobRow, type ListingRow } from '../../domain/rows';

export const LISTING_TABLES = {
  job: { table: jobs, title: jobs.jobTitle, titleField: 'jobTitle' },
  candidate: { table: candidates, title: candidates.candidateTitle, titleField: 'candidateTitle' },
} as const;

/** The columns a list tile needs: search reads (and caches) these, not the long texts. */
export function summaryColumns(kind: ListingKind) {
  const {
    qualifications: _q,
    experience: _e,
    additional: _a,
    searchFacets: _f,
    suggestionKeys: _k,
    ...columns
  } = getTableColumns(LISTING_TABLES[kind].table);
  return columns;
}

/** The table a loaded row lives in. */
export function tableOf(row: ListingRow) {
  return isJobRow(row) ? LISTING_TABLES.job.table : LISTING_TABLES.candidate.table;
}

export type { ListingKind };
