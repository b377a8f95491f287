import type { Tx } from '../../db/transaction';
import { threads } from '../../db/schema';
import type { ProposalRow } from '../../domain/proposal';

/**
 * An approved proposal's conversation (and so its deal's), opened by the approval in its own
 * transaction. Its id is the proposal's, so a proposal's `threadUid` needs no look-up; migration
 * 0028 opened one for every proposal approved before.
 */
export async function openConversation(tx: Tx, proposal: ProposalRow): Promise<void> {
  await tx.db
    .insert(threads)
    .values({
      id: proposal.id,
      kind: proposal.kind,
      askerId: proposal.proposerId,
      ownerId: proposal.seconderId,
      listingKind: 'job',
      listingId: proposal.jobId,
      proposalId: proposal.id,
    })
    .onConflictDoNothing();
}
