/** For administrators, on a flagged candidate: another member's listing of the same person, and which came first. */
import type { CandidateDuplicateRow } from '../domain/rows';
import type { CandidateDuplicate } from '../../shared/types/duplicates';

export function presentCandidateDuplicate(row: CandidateDuplicateRow): CandidateDuplicate {
  return { uid: row.id, reference: row.reference, created: row.createdAt.toISOString(), isEarlier: row.isEarlier };
}
