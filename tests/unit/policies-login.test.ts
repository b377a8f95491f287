/**
 * Signing in (api/policies/account.ts) as a table: for each state of an account whose password was
 * right, whether it may sign in, with which refusal and message, whether a session of it survives,
 * and whether the code step of a two-factor sign-in may complete.
 */
import { describe, expect, it } from 'vitest';
import type { Account } from '../../api/domain/rows';
import { loginRefusal, loginRefusalError, mayCompleteSecondFactor, mayKeepSession } from '../../api/policies/account';

const at = new Date('2026-05-01T10:00:00Z');
const before = new Date('2026-04-30T10:00:00Z');
const after = new Date('2026-05-02T10:00:00Z');
const account = (extra: Partial<Account> = {}) =>
  ({
    id: 'a',
    isActive: true,
    isDeleted: false,
    deletionDueAt: null,
    erasedAt: null,
    mfaEnabledAt: null,
    ...extra,
  }) as Account;

/** [state, account, refusal, keeps a session, completes a second factor] */
const TABLE = [
  ['active member', account(), null, true, false],
  ['active member with a second factor', account({ mfaEnabledAt: before }), null, true, true],
  ['not yet activated', account({ isActive: false }), 'inactive', true, false],
  ['offboarded', account({ isDeleted: true }), 'offboarded', false, false],
  ['offboarded and never activated', account({ isDeleted: true, isActive: false }), 'offboarded', false, false],
  ['deletion requested, not yet due', account({ deletionDueAt: after, mfaEnabledAt: before }), null, true, true],
  ['deletion due', account({ deletionDueAt: before }), 'deleted', false, false],
  ['deletion due at this instant', account({ deletionDueAt: at }), 'deleted', false, false],
  ['erased', account({ erasedAt: before, isDeleted: true }), 'deleted', false, false],
  ['deletion due and second factor', account({ deletionDueAt: before, mfaEnabledAt: before }), 'deleted', false, false],
  ['inactive with a second factor', account({ isActive: false, mfaEnabledAt: before }), 'inactive', true, false],
] as const;

describe('login policy', () => {
  it.each(TABLE)('%s: refused %s, keeps a session %s', (_state, user, refusal, keepsSession, completesMfa) => {
    expect(loginRefusal(user, at)).toBe(refusal);
    expect(mayKeepSession(user, at)).toBe(keepsSession);
    expect(mayCompleteSecondFactor(user, at)).toBe(completesMfa);
  });

  it.each([
    ['deleted', 403, 'Account deleted', 'This account has been deleted at its owner’s request.'],
    ['offboarded', 403, 'Account offboarded!', 'Your account has been offboarded.'],
    [
      'inactive',
      403,
      'Account inactive',
      'Your account has not been activated yet. Please check your email for an activation email.',
    ],
  ] as const)('refusal %s answers %i with the spec’s title and message', (refusal, status, title, message) => {
    const error = loginRefusalError(refusal);
    expect(error.status).toBe(status);
    expect(error.title).toBe(title);
    expect(error.message).toBe(message);
  });
});
