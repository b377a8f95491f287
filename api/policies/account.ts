/** What an account may do as such: enter the members' network, and administer it. */
import type { Account } from '../domain/rows';
import { HIRING_COMPANY_TYPE_ID } from '../../shared/lookups';

/**
 * The gaps the access guard looks at (spec §2.3): names, company and job title, and at least one
 * recruitment category. The API refuses listing and proposal routes while either is missing
 * (middleware/require-profile.ts); the PWA reads the same two flags from GET /api/me.
 */
export function profileGaps(account: Account): { isProfileComplete: boolean; hasCategories: boolean } {
  const isProfileComplete = Boolean(
    account.firstname?.trim() && account.lastname?.trim() && account.company?.trim() && account.title?.trim(),
  );
  return { isProfileComplete, hasCategories: account.categories.length > 0 };
}

/**
 * May use the listing and proposal routes: administrators always (the bootstrap admin has no
 * categories and oversees rather than recruits), anyone else once the profile has no gaps.
 */
export function canEnterNetwork(account: Account): boolean {
  if (account.isAdmin) return true;
  const { isProfileComplete, hasCategories } = profileGaps(account);
  return isProfileComplete && hasCategories;
}

export function canAdminister(account: Account): boolean {
  return account.isAdmin;
}

/** Hiring companies post job specs only, and neither propose, source nor hear of new candidates. */
export function isHiringCompany(account: Pick<Account, 'companyType'>): boolean {
  return account.companyType === HIRING_COMPANY_TYPE_ID;
}
