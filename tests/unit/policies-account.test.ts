/**
 * The account policy (api/policies/account.ts) as a table: for each kind of account, whether it may
 * enter the members' network (the listing and proposal routes), administer it, and what the access
 * guard says is missing.
 */
import { describe, expect, it } from 'vitest';
import type { Account } from '../../api/domain/rows';
import { canAdminister, canEnterNetwork, isHiringCompany, profileGaps } from '../../api/policies/account';
import { HIRING_COMPANY_TYPE_ID, INDEPENDENT_RECRUITER_TYPE_ID } from '../../shared/lookups';

const complete = {
  firstname: 'Thandi',
  lastname: 'Mokoena',
  company: 'Acme Talent',
  title: 'Recruiter',
  categories: [2],
  companyType: INDEPENDENT_RECRUITER_TYPE_ID,
  isAdmin: false,
  isDeleted: false,
};
const account = (extra: Partial<Account> = {}) => ({ id: 'a', ...complete, ...extra }) as Account;

/** [kind of account, account, enters the network, administers, hiring company, profile complete, has categories] */
const TABLE = [
  ['member with a complete profile', account(), true, false, false, true, true],
  ['member without a first name', account({ firstname: null }), false, false, false, false, true],
  ['member with a blank job title', account({ title: '   ' }), false, false, false, false, true],
  ['member without categories', account({ categories: [] }), false, false, false, true, false],
  ['hiring company', account({ companyType: HIRING_COMPANY_TYPE_ID }), true, false, true, true, true],
  ['admin', account({ isAdmin: true }), true, true, false, true, true],
  [
    'admin without categories (the bootstrap admin)',
    account({ isAdmin: true, categories: [], firstname: null }),
    true,
    true,
    false,
    false,
    false,
  ],
  // Offboarded members never reach a policy (their sessions end at offboarding); by itself the
  // policy treats them as any member with the same profile.
  ['offboarded member', account({ isDeleted: true }), true, false, false, true, true],
] as const;

describe('account policy', () => {
  it.each(TABLE)(
    '%s: enters the network %s, administers %s, hiring company %s',
    (_kind, user, entersNetwork, administers, isHiring, isProfileComplete, hasCategories) => {
      expect(canEnterNetwork(user)).toBe(entersNetwork);
      expect(canAdminister(user)).toBe(administers);
      expect(isHiringCompany(user)).toBe(isHiring);
      expect(profileGaps(user)).toEqual({ isProfileComplete, hasCategories });
    },
  );
});
