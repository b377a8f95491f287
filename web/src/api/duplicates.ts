/** POST /api/candidates/duplicate-check (issue 23): asked before a candidate with identifiers is saved. */
import { api } from './client';
import type { CandidateIdentifiers } from '../../../shared/rules/candidate-identifiers';
import type { DuplicateCheck } from '../../../shared/types/duplicates';

export function checkDuplicateCandidate(identifiers: CandidateIdentifiers): Promise<DuplicateCheck> {
  return api.post<DuplicateCheck>('/candidates/duplicate-check', { identifiers });
}
