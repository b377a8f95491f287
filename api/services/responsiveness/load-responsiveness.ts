import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/pool';
import { proposals } from '../../db/schema';
import { RESPONSIVENESS_WINDOW_DAYS, type ReceivedProposal } from '../../../shared/rules/responsiveness';

/**
 * What a member's responsiveness record is made of as of `at` (api/clock.ts now()): the match
 * proposals and sourcing offers they received in the last 90 days that were answered or lapsed
 * (the presenter summarises them, shared/rules/responsiveness.ts). Pending ones
 * are not judged yet, and withdrawn ones (a member offboarded) are nobody's doing.
 */
export async function loadResponsiveness(
  db: Db,
  options: { accountId: string; at: Date },
): Promise<ReceivedProposal[]> {
  const since = new Date(options.at.getTime() - RESPONSIVENESS_WINDOW_DAYS * 86_400_000);
  const rows = await db
    .select({
      status: proposals.status,
      proposedAt: proposals.proposedAt,
      secondedAt: proposals.secondedAt,
      answerBy: proposals.answerBy,
    })
    .from(proposals)
    .where(
      and(
        eq(proposals.seconderId, options.accountId),
        gte(proposals.proposedAt, since),
        inArray(proposals.status, ['approved', 'declined', 'lapsed']),
      ),
    );
  return rows as ReceivedProposal[];
}
