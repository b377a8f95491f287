import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { now } from '../../clock';
import type { CandidateIdentifiers } from '../../../shared/rules/candidate-identifiers';
import type { DuplicateCheck } from '../../../shared/types/duplicates';
import { findRepresentedCandidates } from './find-represented-candidates';
import { hashIdentifiers } from './identifier-hash';

/**
 * POST /api/candidates/duplicate-check: whether another member already represents this person
 * (an open candidate sharing an identifier), and since when (the first one's posting day). Says
 * nothing of whose or which listing it is.
 */
export async function checkDuplicateCandidate(
  ctx: AppContext,
  options: { viewer: Account; identifiers: CandidateIdentifiers },
): Promise<DuplicateCheck> {
  const hashes = hashIdentifiers(ctx, options.identifiers);
  const [first] = await findRepresentedCandidates(ctx.db, { hashes, ownerId: options.viewer.id, at: now() });
  return first ? { duplicate: true, since: first.createdAt.toISOString() } : { duplicate: false };
}
