import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { withTransaction } from '../../db/transaction';
import { normaliseNotifications } from '../accounts/default-notifications';
import type { TMemberPatchSchema } from '../../../shared/schemas/admin';
import { paymentAndSourcingChange } from './payment-and-sourcing';
import { applyMemberChange, loadMemberForUpdate, type MemberChange } from './member-change';

/** Trial days, paid-until, notification toggles, candidate sourcing and the payment history. */
export async function updateMember(
  ctx: AppContext,
  options: { admin: Account; uid: string; patch: TMemberPatchSchema },
) {
  const { patch } = options;
  return withTransaction(ctx, async (tx) => {
    const member = await loadMemberForUpdate(tx, options.uid);
    const change: MemberChange = {};
    if (patch.trail !== undefined) change.trialDays = patch.trail;
    if (patch.paidUntil !== undefined) change.paidUntil = patch.paidUntil ? new Date(patch.paidUntil) : null;
    if (patch.notifications) {
      change.notifications = normaliseNotifications(
        { ...member.notifications, ...patch.notifications },
        member.companyType,
      );
    }
    Object.assign(change, paymentAndSourcingChange(member, patch));
    return applyMemberChange(tx, { member, admin: options.admin, action: 'update', change, details: { ...patch } });
  });
}
