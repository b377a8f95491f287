/**
 * What administrators may do to a member with one click (spec “States and transitions”, Account
 * admin actions), decided on the member's row as locked for the change: each action's
 * precondition, with the sentence the console shows when it does not hold (409).
 */
import type { Account } from '../domain/rows';
import { ConflictError } from '../errors';
import { MESSAGES } from '../../shared/messages';
import { isDeletionPending } from '../../shared/rules/account-deletion';
import type { MemberAction } from '../../shared/rules/members';

export type OneClickMemberAction = Exclude<MemberAction, 'contract' | 'test-alert' | 'reset-two-factor'>;

/** Why `admin` may not take `action` on `member` now, or null when they may. */
export function memberActionRefusal(
  action: OneClickMemberAction,
  member: Account,
  admin: Pick<Account, 'id'>,
  at: Date,
): string | null {
  switch (action) {
    case 'approve':
      return member.isActive && !member.isApproved && !member.isDeleted
        ? null
        : 'Only an activated member who is not yet approved or offboarded can be approved.';
    case 'unapprove':
      return member.isApproved ? null : 'This member is not approved.';
    case 'offboard':
      if (member.isDeleted) return 'This member is already offboarded.';
      if (member.isContracted) return 'A member with a contract cannot be offboarded.';
      if (member.id === admin.id) return 'You cannot offboard your own account.';
      return null;
    case 'reinstate':
      if (!member.isDeleted) return 'This member is not offboarded.';
      if (member.erasedAt !== null) return 'This account was erased at its owner’s request and cannot be reinstated.';
      return null;
    case 'resend-activation':
      if (member.isActive) return 'This account is already activated.';
      if (member.isDeleted) return 'This member is offboarded.';
      return null;
    case 'cancel-deletion':
      return isDeletionPending(member, at) ? null : MESSAGES.deletionNotPending;
    case 'clear-contact':
      return member.contactRequested ? null : 'This member has not requested activation.';
  }
}

/** Throws 409 'Action not possible' with the reason unless the action's precondition holds. */
export function authorizeMemberAction(
  action: OneClickMemberAction,
  member: Account,
  admin: Pick<Account, 'id'>,
  at: Date,
): void {
  const refusal = memberActionRefusal(action, member, admin, at);
  if (refusal) throw new ConflictError(refusal, 'Action not possible');
}
