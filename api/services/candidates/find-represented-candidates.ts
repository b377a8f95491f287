import { and, asc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/pool';
import { candidateIdentifiers, candidates } from '../../db/schema';
import type { IdentifierHash } from './identifier-hash';

export type RepresentedCandidate = { id: string; reference: string; createdAt: Date };

/**
 * Other members' open candidates (not closed or expired, owner not offboarded) that share one of
 * these identifier hashes, the first posted first. Never the viewer's own.
 */
export async function findRepresentedCandidates(
  db: Db,
  options: { hashes: IdentifierHash[]; ownerId: string; at: Date },
): Promise<RepresentedCandidate[]> {
  if (options.hashes.length === 0) return [];
  return db
    .selectDistinct({ id: candidates.id, reference: candidates.reference, createdAt: candidates.createdAt })
    .from(candidateIdentifiers)
    .innerJoin(candidates, eq(candidates.id, candidateIdentifiers.candidateId))
    .where(
      and(
        inArray(
          candidateIdentifiers.hash,
          options.hashes.map((h) => h.hash),
        ),
        ne(candidates.ownerId, options.ownerId),
        gte(candidates.expiresAt, options.at),
        eq(candidates.ownerOffboarded, false),
      ),
    )
    .orderBy(asc(candidates.createdAt), asc(candidates.id));
}
