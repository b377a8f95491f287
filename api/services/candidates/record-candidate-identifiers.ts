import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { candidateDuplicates, candidateIdentifiers } from '../../db/schema';
import type { CandidateRow } from '../../domain/rows';
import { findRepresentedCandidates } from './find-represented-candidates';
import type { IdentifierHash } from './identifier-hash';

/**
 * Keeps the hashes of a candidate's identifiers (one per kind: a kind given again replaces the
 * old hash; kinds not given are left as they were) and flags it against every other member's
 * open candidate that shares one, recording which of the two was posted first. In the caller's
 * transaction (the listing's save). Answers whether another member's open candidate shares one:
 * the poster's only duplicate check (no date, no whose).
 */
export async function recordCandidateIdentifiers(
  tx: Tx,
  options: { candidate: Pick<CandidateRow, 'id' | 'ownerId' | 'createdAt'>; hashes: IdentifierHash[]; at: Date },
): Promise<boolean> {
  const { candidate, hashes, at } = options;
  if (hashes.length === 0) return false;
  await tx.db.delete(candidateIdentifiers).where(
    and(
      eq(candidateIdentifiers.candidateId, candidate.id),
      inArray(
        candidateIdentifiers.kind,
        hashes.map((h) => h.kind),
      ),
    ),
  );
  await tx.db
    .insert(candidateIdentifiers)
    .values(hashes.map((h) => ({ candidateId: candidate.id, ownerId: candidate.ownerId, kind: h.kind, hash: h.hash })));
  const others = await findRepresentedCandidates(tx.db, { hashes, ownerId: candidate.ownerId, at });
  if (others.length === 0) return false;
  await tx.db
    .insert(candidateDuplicates)
    .values(
      others.map((other) =>
        other.createdAt.getTime() <= candidate.createdAt.getTime()
          ? { candidateId: candidate.id, earlierCandidateId: other.id }
          : { candidateId: other.id, earlierCandidateId: candidate.id },
      ),
    )
    .onConflictDoNothing();
  return true;
}
