/** The conversation policy as a table: who sees a thread, who writes in it, when it is closed, who may ask. */
import { describe, expect, it } from 'vitest';
import type { Account, ListingRow } from '../../api/domain/rows';
import type { LoadedThread } from '../../api/domain/thread';
import {
  authorizeQuestion,
  authorizeThread,
  canWriteThread,
  isThreadOpen,
  threadRole,
  type ThreadAction,
} from '../../api/policies/thread';
import type { AppError } from '../../api/errors';

const NOW = new Date('2026-06-01T10:00:00Z');
const standing = { settings: { requireGoodStanding: true }, at: NOW };
const member = (id: string, extra: Partial<Account> = {}) =>
  ({
    id,
    isAdmin: false,
    isActive: true,
    isDeleted: false,
    isApproved: true,
    isContracted: false,
    paidUntil: null,
    trialDays: 14,
    activatedAt: NOW,
    createdAt: NOW,
    deletionDueAt: null,
    deletionRequestedAt: null,
    erasedAt: null,
    companyType: 1,
    ...extra,
  }) as Account;
const asker = member('a');
const owner = member('o');
const admin = member('x', { isAdmin: true });
const outsider = member('z');
const thread = (a: Account = asker, o: Account = owner) =>
  ({
    thread: { id: 't', kind: 'question', askerId: a.id, ownerId: o.id, listingKind: 'job' },
    asker: a,
    owner: o,
  }) as unknown as LoadedThread;

const statusOf = (fn: () => void): number | 'ok' => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return (err as AppError).status;
  }
};

describe('thread policy', () => {
  it('gives each caller a role: the two parties, an admin, or nobody', () => {
    expect([asker, owner, admin, outsider].map((u) => threadRole(u, thread().thread))).toEqual([
      'asker',
      'owner',
      'admin',
      null,
    ]);
  });

  const TABLE: Array<[ThreadAction, Array<number | 'ok'>]> = [
    // asker, owner, admin, outsider
    ['view', ['ok', 'ok', 'ok', 404]],
    ['write', ['ok', 'ok', 403, 404]],
    ['mark-read', ['ok', 'ok', 403, 404]],
    ['mute', ['ok', 'ok', 403, 404]],
    ['report', ['ok', 'ok', 403, 404]],
  ];
  it.each(TABLE)('%s: asker, owner, admin, outsider', (action, expected) => {
    expect(
      [asker, owner, admin, outsider].map((user) => statusOf(() => authorizeThread(user, action, thread(), standing))),
    ).toEqual(expected);
    expect(statusOf(() => authorizeThread(asker, action, null, standing))).toBe(404);
  });

  it.each([
    ['offboarded', { isDeleted: true }],
    ['inactive', { isActive: false }],
    ['lapsed', { isApproved: false, activatedAt: new Date('2026-01-01T00:00:00Z') }],
    ['deletion pending', { deletionRequestedAt: NOW, deletionDueAt: new Date('2026-07-01T00:00:00Z') }],
  ] as const)('closes the thread when a party is %s: nobody writes (409), both still read', (_name, change) => {
    for (const loaded of [thread(member('a', change), owner), thread(asker, member('o', change))]) {
      expect(isThreadOpen(loaded, standing)).toBe(false);
      expect(canWriteThread(loaded.asker, loaded, standing)).toBe(false);
      expect(statusOf(() => authorizeThread(loaded.owner, 'write', loaded, standing))).toBe(409);
      expect(statusOf(() => authorizeThread(loaded.asker, 'view', loaded, standing))).toBe('ok');
    }
    expect(isThreadOpen(thread(), standing)).toBe(true);
    expect(
      isThreadOpen(thread(member('a', { isApproved: false, activatedAt: new Date('2026-01-01') })), {
        ...standing,
        settings: { requireGoodStanding: false },
      }),
    ).toBe(true);
  });

  it('lets a member ask about a listed listing of someone else only', () => {
    const listing = (extra: Partial<ListingRow> = {}) =>
      ({
        id: 'l',
        ownerId: owner.id,
        jobTitle: 'Dev',
        createdAt: new Date('2026-05-01T00:00:00Z'),
        expiresAt: new Date('2026-07-01T00:00:00Z'),
        ownerOffboarded: false,
        ownerListedUntil: null,
        ...extra,
      }) as unknown as ListingRow;
    expect(statusOf(() => authorizeQuestion(asker, listing(), 'job', NOW))).toBe('ok');
    expect(statusOf(() => authorizeQuestion(owner, listing(), 'job', NOW))).toBe(403);
    expect(statusOf(() => authorizeQuestion(admin, listing(), 'job', NOW))).toBe(403);
    expect(statusOf(() => authorizeQuestion(asker, null, 'job', NOW))).toBe(404);
    expect(statusOf(() => authorizeQuestion(asker, listing(), 'candidate', NOW))).toBe(404);
    expect(statusOf(() => authorizeQuestion(asker, listing({ ownerOffboarded: true }), 'job', NOW))).toBe(404);
    expect(
      statusOf(() => authorizeQuestion(asker, listing({ expiresAt: new Date('2026-05-31T00:00:00Z') }), 'job', NOW)),
    ).toBe(404);
    expect(
      statusOf(() =>
        authorizeQuestion(asker, listing({ ownerListedUntil: new Date('2026-05-31T00:00:00Z') }), 'job', NOW),
      ),
    ).toBe(404);
  });
});
