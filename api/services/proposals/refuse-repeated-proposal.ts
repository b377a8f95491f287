/**
 * Repeated proposals: a match pair (job spec + candidate, whoever proposes it) or a
 * sourcing pair (job spec + offering member) that was approved is never proposed again, and one
 * that was declined not for PROPOSAL_DECLINE_COOLDOWN_DAYS after the decline — so a member
 * cannot wear the other party down by asking again.
 *
 * Called right after the new row is inserted, in the same transaction, never before: the insert
 * waits on the one-open-proposal-per-pair index while another transaction is answering the
 * previous proposal, and under READ COMMITTED only a statement that starts after that wait sees
 * the answer. Checking first would let a proposal slip in next to a decline committed meanwhile.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { proposals } from '../../db/schema';
import { PROPOSAL_TEXTS, type ProposalRow } from '../../domain/proposal';
import { ConflictError } from '../../errors';
import { PROPOSAL_DECLINE_COOLDOWN_DAYS } from '../../../shared/constants';

// The window is counted back from the new proposal's own time, written (like the decline's) by the
// app clock (api/clock.ts), not from the database's now(): one clock for the decision.
export async function refuseRepeatedProposal(tx: Tx, proposal: ProposalRow): Promise<void> {
  const pair =
    proposal.kind === 'match'
      ? eq(proposals.candidateId, proposal.candidateId!)
      : eq(proposals.proposerId, proposal.proposerId);
  const [history] = await tx.db
    .select({
      isApproved: sql<boolean>`coalesce(bool_or(${proposals.status} = 'approved'), false)`,
      isDeclinedRecently: sql<boolean>`coalesce(bool_or(${proposals.status} = 'declined' AND ${proposals.secondedAt} > ${proposal.proposedAt.toISOString()}::timestamptz - make_interval(days => ${PROPOSAL_DECLINE_COOLDOWN_DAYS})), false)`,
    })
    .from(proposals)
    .where(
      and(eq(proposals.kind, proposal.kind), eq(proposals.jobId, proposal.jobId), pair, ne(proposals.id, proposal.id)),
    );
  const texts = PROPOSAL_TEXTS[proposal.kind];
  if (history?.isApproved) throw new ConflictError(texts.alreadyApproved, texts.failedTitle);
  if (history?.isDeclinedRecently) throw new ConflictError(texts.declinedRecently, texts.failedTitle);
}
