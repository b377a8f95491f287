/** What an account may do as such: enter the members' network, and administer it. */
import type { Account } from '../domain/rows';
import { AppError, ConflictError, ForbiddenError } from '../errors';
import { HIRING_COMPANY_TYPE_ID } from '../../shared/lookups';
import { MESSAGES, TITLES } from '../../shared/messages';
import { mayUseNetwork, memberStanding, type Standing } from '../../shared/rules/standing';
import { isDeletionDue, isDeletionPending } from '../../shared/rules/account-deletion';
import type { AppSettings } from '../../shared/rules/settings';

/**
 * The gaps the access guard looks at (spec “Screen details”): names, company and job title, and at least one
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

/** Trial, approved, contracted or lapsed at `at` (shared/rules/standing.ts). */
export function standingOf(account: Account, at: Date): Standing {
  return memberStanding(account, at);
}

/**
 * Members in good standing: while the administrators' rule is on, a lapsed member may
 * sign in, see their own listings and account pages and ask for approval, but may not search
 * others' listings or open them, post, extend, propose, offer, answer or be proposed to.
 * Administrators are never lapsed. The routes ask this where the network is entered
 * (middleware/require-good-standing.ts); a lapsed member's listings are not listed to others
 * (policies/listing.ts `isListed`), and proposing to one is refused under the lock as if their
 * listing had closed (services/proposals/lock-parties.ts).
 */
export function canUseNetwork(account: Account, settings: AppSettings, at: Date): boolean {
  return mayUseNetwork(standingOf(account, at), settings.requireGoodStanding);
}

/** Throws 403 'Membership lapsed' (or the deletion-pending refusal) unless the member may use the network now. */
export function authorizeNetworkUse(account: Account, settings: AppSettings, at: Date): void {
  // "Delete my account": a member who asked to be deleted may sign in to cancel, not to
  // post, propose or answer again (their listings were closed and proposals withdrawn at the request).
  if (isDeletionPending(account, at))
    throw new ForbiddenError(MESSAGES.deletionPendingNetworkUse, TITLES.accountDeletion);
  if (!canUseNetwork(account, settings, at))
    throw new ForbiddenError(MESSAGES.membershipLapsed, TITLES.membershipLapsed);
}

/**
 * The other member of a proposal must be in standing too: a lapsed one (or one due for deletion)
 * is neither proposed to nor sent contacts. Lapsed is invisible, not refused: the callers answer
 * as they would for a closed listing, never with a word about the member's standing.
 */
export function isCounterpartInStanding(other: Account, settings: AppSettings, at: Date): boolean {
  return !isDeletionPending(other, at) && canUseNetwork(other, settings, at);
}

/** Throws `gone()` (what the caller answers for a closed listing) unless the other member is in standing. */
export function authorizeCounterpart(other: Account, settings: AppSettings, at: Date, gone: () => Error): void {
  if (!isCounterpartInStanding(other, settings, at)) throw gone();
}

/**
 * Spec “States and transitions”: a member asks to be approved. An approved member may ask again
 * only once lapsed (a contract whose paid-until date passed); otherwise 409.
 */
export function authorizeApprovalRequest(account: Account, at: Date): void {
  if (account.isApproved && standingOf(account, at) !== 'lapsed')
    throw new ConflictError('Your account is already approved.', 'Activation requested');
}

/**
 * An administrator without a confirmed second factor while ADMIN_MFA=required: signed in with the
 * password only, they may do nothing but set one up (api/middleware/require-mfa.ts).
 */
export function mustEnrolSecondFactor(
  account: Pick<Account, 'isAdmin' | 'mfaEnabledAt'>,
  adminMfa: 'required' | 'optional',
): boolean {
  return account.isAdmin && adminMfa === 'required' && !account.mfaEnabledAt;
}

/** Why an account whose password was right may still not sign in. */
export type LoginRefusal = 'deleted' | 'offboarded' | 'inactive';

/**
 * The account-state rules of signing in, in the order the member is told: due for deletion (or
 * erased) first, then offboarded, then not yet activated; null when the account may sign in.
 */
export function loginRefusal(
  account: Pick<Account, 'isActive' | 'isDeleted' | 'deletionDueAt' | 'erasedAt'>,
  at: Date,
): LoginRefusal | null {
  if (isDeletionDue(account, at)) return 'deleted';
  if (account.isDeleted) return 'offboarded';
  if (!account.isActive) return 'inactive';
  return null;
}

/** The error each refusal answers with (the login screen shows its title and message). */
export function loginRefusalError(refusal: LoginRefusal): AppError {
  switch (refusal) {
    case 'deleted':
      return new ForbiddenError(MESSAGES.accountDeleted, TITLES.accountDeleted);
    case 'offboarded':
      return new ForbiddenError(MESSAGES.offboarded, TITLES.accountOffboarded);
    case 'inactive':
      return new AppError(403, 'inactive', TITLES.accountInactive, MESSAGES.inactive);
  }
}

/**
 * A session stays signed in only while its account is neither offboarded nor due for deletion
 * (an offboarded account loses its sessions at once). Inactive never holds one: it cannot sign in.
 */
export function mayKeepSession(account: Pick<Account, 'isDeleted' | 'deletionDueAt' | 'erasedAt'>, at: Date): boolean {
  return !account.isDeleted && !isDeletionDue(account, at);
}

/**
 * The code step of a sign-in (POST /auth/mfa) completes it only for an account that could still
 * sign in with its password and still has a second factor; anything else and the challenge is void.
 */
export function mayCompleteSecondFactor(
  account: Pick<Account, 'isActive' | 'isDeleted' | 'deletionDueAt' | 'erasedAt' | 'mfaEnabledAt'>,
  at: Date,
): boolean {
  return loginRefusal(account, at) === null && account.mfaEnabledAt !== null;
}
