/**
 * "Delete my account": the due date and the pending/due states (shared/rules/account-deletion.ts),
 * the password schema of POST /api/me/delete, and the admin console's badge of a request.
 */
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  deletionDueAt,
  isDeletionDue,
  isDeletionPending,
} from '../../shared/rules/account-deletion';
import { firstIssue, ZDeleteAccountSchema } from '../../shared/schemas/account';
import { badgesOf } from '../../web/src/features/admin/admin-model';
import { ACCOUNT_BADGE_TONE } from '../../web/src/features/admin/badge-tones';

const at = new Date('2026-11-24T10:00:00.000Z');
const due = new Date('2026-12-24T10:00:00.000Z');

describe('account deletion rules', () => {
  it('falls due 30 days after the request', () => {
    expect(ACCOUNT_DELETION_GRACE_DAYS).toBe(30);
    expect(deletionDueAt(at)).toEqual(due);
  });

  it.each([
    ['no request', { deletionDueAt: null, erasedAt: null }, at, false, false],
    [
      'a day before the due date',
      { deletionDueAt: due, erasedAt: null },
      new Date(due.getTime() - 86_400_000),
      true,
      false,
    ],
    ['at the due date', { deletionDueAt: due, erasedAt: null }, due, false, true],
    ['after the due date', { deletionDueAt: due, erasedAt: null }, new Date(due.getTime() + 1), false, true],
    ['erased', { deletionDueAt: due, erasedAt: due }, at, false, true],
  ])('%s: pending %s, due %s', (_name, account, when, isPending, isDue) => {
    expect(isDeletionPending(account, when)).toBe(isPending);
    expect(isDeletionDue(account, when)).toBe(isDue);
  });
});

describe('ZDeleteAccountSchema', () => {
  it('takes the password as typed', () => {
    expect(ZDeleteAccountSchema.parse({ password: ' Placement42 ' })).toEqual({ password: ' Placement42 ' });
  });

  it.each([
    [{}, 'The Password field is required.'],
    [{ password: '' }, 'The Password field is required.'],
    [{ password: 'x'.repeat(500) }, 'The Password provided is not correct.'],
  ])('refuses %o: %s', (body, message) => {
    const parsed = ZDeleteAccountSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(firstIssue(parsed.error!)).toMatchObject({ field: 'password', message });
  });

  it('refuses unknown fields', () => {
    expect(ZDeleteAccountSchema.safeParse({ password: 'Placement42', now: 1 }).success).toBe(false);
  });
});

describe('the admin badge of a deletion', () => {
  const member = {
    contact: false,
    invited: false,
    contracted: false,
    sourcing: false,
    standing: 'approved' as const,
    active: true,
    deleted: false,
  };

  it('shows the due date while pending and Erased after', () => {
    const pending = badgesOf({
      ...member,
      deletion: { requestedAt: at.toISOString(), dueAt: due.toISOString(), erased: null },
    });
    expect(pending.map((b) => b.key)).toEqual(['deletion']);
    expect(pending[0]!.label).toMatch(/^Deletion due \d{2} Dec 2026$/);
    const erased = badgesOf({
      ...member,
      deleted: true,
      deletion: { requestedAt: at.toISOString(), dueAt: due.toISOString(), erased: due.toISOString() },
    });
    expect(erased.map((b) => b.key)).toEqual(['erased']);
    for (const b of [...pending, ...erased]) expect(ACCOUNT_BADGE_TONE[b.key]).toBeDefined();
    expect(badgesOf({ ...member, deletion: null })).toEqual([]);
  });
});
