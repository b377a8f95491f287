import { eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { candidateDuplicates, candidates } from '../../db/schema';
import type { CandidateDuplicateRow } from '../../domain/rows';

/** For administrators: the candidates flagged as the same person as this one, and which came first. */
export async function listCandidateDuplicates(ctx: AppContext, candidateId: string): Promise<CandidateDuplicateRow[]> {
  const flags = await ctx.db
    .select()
    .from(candidateDuplicates)
    .where(
      or(eq(candidateDuplicates.candidateId, candidateId), eq(candidateDuplicates.earlierCandidateId, candidateId)),
    );
  const result: CandidateDuplicateRow[] = [];
  for (const flag of flags) {
    const isOtherEarlier = flag.candidateId === candidateId;
    const otherId = isOtherEarlier ? flag.earlierCandidateId : flag.candidateId;
    const [other] = await ctx.db
      .select({ id: candidates.id, reference: candidates.reference, createdAt: candidates.createdAt })
      .from(candidates)
      .where(eq(candidates.id, otherId));
    if (other) result.push({ ...other, isEarlier: isOtherEarlier });
  }
  return result.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
