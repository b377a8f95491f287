import type { NewNote } from '../notes/create-note';
import { titleOf, type ListingRow, type SavedSearchRow } from '../../domain/rows';

/** Where a saved search opens: its list with its query and `saved` (which resets its newCount). */
export function savedSearchLink(search: Pick<SavedSearchRow, 'id' | 'kind' | 'query'>): string {
  const params = new URLSearchParams(Object.entries(search.query).map(([k, v]) => [k, String(v)]));
  params.set('saved', search.id);
  const list = `/${search.kind === 'job' ? 'jobs' : 'candidates'}`;
  const link = `${list}?${params.toString()}`;
  // A note's link holds 300 characters: a long query opens by its uid alone (the PWA reads the rest).
  return link.length <= 300 ? link : `${list}?saved=${search.id}`;
}

const SHOWN = 3;

/** 'Saved Search - New': how many new listings match, the first few by reference and title. */
export function savedSearchAlertNote(search: SavedSearchRow, rows: ListingRow[]): NewNote {
  const noun = search.kind === 'job' ? 'job spec' : 'candidate';
  const count = rows.length;
  const shown = rows
    .slice(0, SHOWN)
    .map((row) => `${row.reference} (${titleOf(row)})`)
    .join(', ');
  const more = count > SHOWN ? ` and ${count - SHOWN} more` : '';
  return {
    userId: search.accountId,
    heading: 'Saved Search - New',
    message: `${count} new ${noun}${count === 1 ? '' : 's'} match your saved search “${search.name}”: ${shown}${more}.`,
    link: savedSearchLink(search),
  };
}
