import type { AppContext } from '../../context';
import { withTransaction } from '../../db/transaction';
import type { LoadedProposal } from '../../domain/proposal';
import type { Account } from '../../domain/rows';
import { recordAudit } from '../activity/record-activity';

/**
 * The reveal audit trail: who saw the contact details of an approved proposal, written each
 * time they are shown to a viewer (POST …/contact-view; the route asks the policy, canSeeContacts,
 * whether this viewer sees them at all).
 */
export async function recordContactView(
  ctx: AppContext,
  options: { viewer: Account; loaded: LoadedProposal },
): Promise<void> {
  const { viewer, loaded } = options;
  const { id, kind } = loaded.proposal;
  await withTransaction(ctx, (tx) =>
    recordAudit(tx, { actorId: viewer.id, action: 'contact-view', targetType: kind, targetId: id }),
  );
}
