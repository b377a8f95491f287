import { and, eq, or } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { proposals } from '../../db/schema';
import type { Account } from '../../domain/rows';
import { recordAudit } from '../activity/record-activity';

/** Why a member's open proposals were withdrawn: an admin offboarded them, or they asked to delete their account. */
export type WithdrawalReason = 'offboarded' | 'deletion-requested';

/**
 * Ends every open match proposal and sourcing offer a member made or received as 'withdrawn'
 * (no one can answer it, so no contact details are ever exchanged with them), each audited as
 * done by `actor` (the admin who offboarded them, or the member who asked for the deletion).
 * Run by the offboarding and by "Delete my account" (accounts/request-account-deletion.ts), in
 * their transaction, after they locked the member's account for update.
 */
export async function withdrawOpenProposals(
  tx: Tx,
  options: { member: Account; actor: Account; reason: WithdrawalReason },
): Promise<void> {
  const { member, actor, reason } = options;
  const withdrawn = await tx.db
    .update(proposals)
    .set({ status: 'withdrawn' })
    .where(
      and(
        eq(proposals.status, 'proposed'),
        or(eq(proposals.proposerId, member.id), eq(proposals.seconderId, member.id)),
      ),
    )
    .returning({ id: proposals.id, kind: proposals.kind });
  const details = { reason, memberId: member.id };
  // Matches first, then offers, as the audit trail listed them when they were two tables.
  const ordered = [...withdrawn.filter((p) => p.kind === 'match'), ...withdrawn.filter((p) => p.kind === 'sourcing')];
  for (const { id, kind } of ordered)
    await recordAudit(tx, { actorId: actor.id, action: 'withdraw', targetType: kind, targetId: id, details });
}
