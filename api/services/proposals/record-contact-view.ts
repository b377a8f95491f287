import type { AppContext } from '../../context';
import { withTransaction } from '../../db/transaction';
import type { LoadedProposal } from '../../domain/proposal';
import type { Account } from '../../domain/rows';
import { canSeeContacts } from '../../policies/proposal';
import { recordAudit } from '../activity/record-activity';

/**
 * The reveal audit trail: who saw the contact details of an approved proposal, written each
 * time the proposal is shown to a viewer who sees them.
 */
export async function recordContactView(
  ctx: AppContext,
  options: { viewer: Account; loaded: LoadedProposal },
): Promise<void> {
  const { viewer, loaded } = options;
  if (!canSeeContacts(viewer, loaded.proposal, loaded)) return;
  const { id, kind } = loaded.proposal;
  await withTransaction(ctx, (tx) =>
    recordAudit(tx, { actorId: viewer.id, action: 'contact-view', targetType: kind, targetId: id }),
  );
}
