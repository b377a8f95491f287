import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import type { Contract } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { enqueueMail } from '../../mail/enqueue-mail';
import { applyMemberChange, loadMemberForUpdate, requireThat } from './member-change';

/** A contract makes the member contracted (and approved), clears their request, and mails them. */
export async function createContract(ctx: AppContext, options: { admin: Account; uid: string; contract: Contract }) {
  return withTransaction(ctx, async (tx) => {
    const member = await loadMemberForUpdate(tx, options.uid);
    requireThat(!member.isDeleted, 'An offboarded member cannot get a contract. Reinstate them first.');
    requireThat(member.isActive, 'The member must activate their account before a contract is created.');
    await enqueueMail(tx, 'registration-approved', member.email, { firstname: member.firstname ?? '' });
    return applyMemberChange(tx, {
      member,
      admin: options.admin,
      action: 'contract',
      change: {
        isContracted: true,
        isApproved: true,
        contactRequested: false,
        contract: options.contract,
        paidUntil: new Date(options.contract.end),
      },
      details: { ...options.contract },
    });
  });
}
