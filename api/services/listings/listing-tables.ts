/**
 * Jobs and candidates share their columns; this adapter lets one set of services serve both
 * kinds without copying them. `title` is jobTitle or candidateTitle.
 */
import { getTableColumns, type Column } from 'drizzle-orm';
import { filterColumn, type ColumnFilterKey } from '../../../shared/listing-filters';
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

/**
 * The column a single-choice search filter compares on the listings of this kind (a filter of
 * one kind only names a column of that kind's table; tests/unit/listing-filters.test.ts checks
 * every filter's column exists where it applies).
 */
export function filterColumnOf(kind: ListingKind, key: ColumnFilterKey): Column {
  const name = filterColumn(key);
  const column = (getTableColumns(LISTING_TABLES[kind].table) as Record<string, Column | undefined>)[name];
  if (!column) throw new Error(`The ${kind} listings have no column ${name} for the ${key} filter.`);
  return column;
}

/** The table a loaded row lives in. */
export function tableOf(row: ListingRow) {
  return isJobRow(row) ? LISTING_TABLES.job.table : LISTING_TABLES.candidate.table;
}

export type { ListingKind };
