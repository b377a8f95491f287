/**
 * The administrators' one-click member actions (api/policies/member.ts) as a table: each
 * action's precondition on the member's row, and the sentence the console shows when it fails.
 */
import { describe, expect, it } from 'vitest';
import type { Account } from '../../api/domain/rows';
import { AppError } from '../../api/errors';
import { authorizeMemberAction, memberActionRefusal } from '../../api/policies/member';

const AT = new Date('2026-06-01T10:00:00Z');
const admin = { id: 'admin' };
const member = (extra: Partial<Account> = {}) =>
  ({
    id: 'm',
    isActive: true,
    isApproved: false,
    isDeleted: false,
    isContracted: false,
    contactRequested: false,
    erasedAt: null,
    deletionRequestedAt: null,
    deletionDueAt: null,
    ...extra,
  }) as Account;

/** [action, member, refusal or null] */
const TABLE = [
  ['approve', member(), null],
  [
    'approve',
    member({ isActive: false }),
    'Only an activated member who is not yet approved or offboarded can be approved.',
  ],
  ['unapprove', member({ isApproved: true }), null],
  ['unapprove', member(), 'This member is not approved.'],
  ['offboard', member(), null],
  ['offboard', member({ isDeleted: true }), 'This member is already offboarded.'],
  ['offboard', member({ isContracted: true }), 'A member with a contract cannot be offboarded.'],
  ['offboard', member({ id: 'admin' }), 'You cannot offboard your own account.'],
  ['reinstate', member({ isDeleted: true }), null],
  ['reinstate', member(), 'This member is not offboarded.'],
  [
    'reinstate',
    member({ isDeleted: true, erasedAt: AT }),
    'This account was erased at its owner’s request and cannot be reinstated.',
  ],
  ['resend-activation', member({ isActive: false }), null],
  ['resend-activation', member(), 'This account is already activated.'],
  ['clear-contact', member({ contactRequested: true }), null],
  ['clear-contact', member(), 'This member has not requested activation.'],
  ['cancel-deletion', member({ deletionRequestedAt: AT, deletionDueAt: new Date(AT.getTime() + 86_400_000) }), null],
] as const;

describe('member actions', () => {
  it.each(TABLE)('%s on %o: %s', (action, m, refusal) => {
    expect(memberActionRefusal(action, m, admin, AT)).toBe(refusal);
  });

  it('refuses with 409 Action not possible and the reason', () => {
    try {
      authorizeMemberAction('unapprove', member(), admin, AT);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(409);
      expect((err as AppError).message).toBe('This member is not approved.');
    }
  });
});
