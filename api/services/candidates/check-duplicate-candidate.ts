import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { now } from '../../clock';
import { saDateOf, saStartOf } from '../../../shared/rules/business-days';
import type { CandidateIdentifiers } from '../../../shared/rules/candidate-identifiers';
import type { DuplicateCheck } from '../../../shared/types/duplicates';
import { findRepresentedCandidates } from './find-represented-candidates';
import { hashIdentifiers } from './identifier-hash';

/**
 * POST /api/candidates/duplicate-check: whether another member already represents this person
 * (an open candidate sharing an identifier), and since when (the first one's posting day, as its SA
 * midnight, never the instant a search tile shows). Says
 * nothing of whose or which listing it is.
 */
export async function checkDuplicateCandidate(
  ctx: AppContext,
  options: { viewer: Account; identifiers: CandidateIdentifiers },
): Promise<DuplicateCheck> {
  const hashes = hashIdentifiers(ctx, options.identifiers);
  const [first] = await findRepresentedCandidates(ctx.db, { hashes, ownerId: options.viewer.id, at: now() });
  // The day only (its SA midnight): the creation instant is every search tile's `created`, and
  // would pick this person's anonymous listing out of the search.
  return first ? { duplicate: true, since: saStartOf(saDateOf(first.createdAt)).toISOString() } : { duplicate: false };
}
