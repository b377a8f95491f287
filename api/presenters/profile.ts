/**
 * A member's profile, for the member themself or for administrators (their page, and a row of
 * their members list). Never the password hash, secrets or tokens.
 */
import { isDeletionPending } from '../../shared/rules/account-deletion';
import type { Account } from '../domain/rows';
import {
  canUseNetwork,
  isHiringCompany as isHiringCompanyAccount,
  mustEnrolSecondFactor,
  profileGaps,
  standingOf,
} from '../policies/account';
import { now } from '../clock';
import { trialEndsAt } from '../../shared/rules/standing';
import { sortedPeriods } from '../../shared/rules/payment-periods';
import type { Me, MeResponse, MeWithPaymentRecord } from '../../shared/types/account';
import type { OwedDeal } from '../../shared/rules/payment-record';
import { presentPaymentRecord } from './payment-record';
import type { MemberDetail, MemberRow } from '../../shared/types/admin';
import { COMPANY_TYPES, lookupName } from '../../shared/lookups';
import { DEFAULT_SETTINGS, type AppSettings } from '../../shared/types/settings';
import { trialDaysLeft } from './account';

/** The profile as stored, the same for the member and for administrators. */
function profileFields(account: Account, at: Date) {
  return {
    uid: account.id,
    email: account.email,
    firstname: account.firstname ?? '',
    lastname: account.lastname ?? '',
    company: account.company ?? '',
    companyType: account.companyType,
    website: account.website ?? '',
    title: account.title ?? '',
    apso: account.apso ?? '',
    landline: account.landline ?? '',
    cellphone: account.cellphone ?? '',
    natures: account.natures,
    categories: account.categories,
    categoryOther: account.categoryOther ?? '',
    admin: account.isAdmin,
    active: account.isActive,
    approved: account.isApproved,
    contact: account.contactRequested,
    contracted: account.isContracted,
    trail: account.trialDays,
    trialDaysLeft: trialDaysLeft(account, at.getTime()),
    standing: standingOf(account, at),
    paidUntil: account.paidUntil?.toISOString() ?? null,
    created: account.createdAt.toISOString(),
    activated: account.activatedAt?.toISOString() ?? null,
    login: account.lastLoginAt?.toISOString() ?? null,
    termsAccepted: account.termsAcceptedAt?.toISOString() ?? null,
    notifications: account.notifications,
    sourcing: account.sourcing,
  };
}

/** What administrators see beyond the profile (a row of their list and the member's page). */
function adminFields(account: Account) {
  return {
    companyTypeName: lookupName(COMPANY_TYPES, account.companyType) ?? '',
    deleted: account.isDeleted,
    invited: account.isInvited,
    deletion:
      account.deletionRequestedAt && account.deletionDueAt
        ? {
            requestedAt: account.deletionRequestedAt.toISOString(),
            dueAt: account.deletionDueAt.toISOString(),
            erased: account.erasedAt?.toISOString() ?? null,
          }
        : null,
  };
}

/** The profile fields a row of the administrators' members list (and its CSV) shows. */
const MEMBER_ROW_FIELDS = [
  'uid',
  'email',
  'firstname',
  'lastname',
  'company',
  'companyType',
  'apso',
  'created',
  'login',
  'trialDaysLeft',
  'standing',
  'active',
  'approved',
  'contact',
  'contracted',
  'sourcing',
] as const satisfies ReadonlyArray<keyof MemberRow>;

/** A member as a row of the administrators' list; their page is presentProfile(…, { viewer: 'admin' }). */
export function presentMemberRow(account: Account): MemberRow {
  const profile = profileFields(account, now());
  const picked = Object.fromEntries(MEMBER_ROW_FIELDS.map((field) => [field, profile[field]])) as Pick<
    typeof profile,
    (typeof MEMBER_ROW_FIELDS)[number]
  >;
  return { ...picked, ...adminFields(account) };
}

/**
 * Who the profile is shown to. `self`: the signed-in member's own account (`Me`), with what the
 * PWA needs to guide them (profile gaps, trial end, second factor, abilities); `settings` decide
 * good standing, `adminMfa` is this deployment's ADMIN_MFA (whether an administrator must set up
 * a second factor now). `admin`: the member as administrators see them (`MemberDetail`): the
 * list row's workflow fields, the payment history and contract.
 */
export type ProfileViewer =
  { viewer: 'self'; settings?: AppSettings; adminMfa?: 'required' | 'optional' } | { viewer: 'admin' };

/** A member's profile for one viewer. Never includes the password hash, secrets or tokens. */
export function presentProfile(account: Account, options: Extract<ProfileViewer, { viewer: 'self' }>): Me;
export function presentProfile(account: Account, options: Extract<ProfileViewer, { viewer: 'admin' }>): MemberDetail;
export function presentProfile(account: Account, options: ProfileViewer): Me | MemberDetail {
  const at = now();
  const profile = profileFields(account, at);
  if (options.viewer === 'admin') {
    return {
      ...profile,
      ...adminFields(account),
      periods: Object.fromEntries(sortedPeriods(account.periods)),
      contract: account.contract ?? null,
      mfa: Boolean(account.mfaEnabledAt),
    };
  }
  const isHiringCompany = isHiringCompanyAccount(account);
  return {
    ...profile,
    trialEnds: account.activatedAt ? trialEndsAt(account).toISOString() : null,
    ...profileGaps(account),
    mfa: {
      enabled: Boolean(account.mfaEnabledAt),
      enrolmentRequired: mustEnrolSecondFactor(account, options.adminMfa ?? 'required'),
    },
    deletion:
      account.deletionRequestedAt && account.deletionDueAt
        ? { requestedAt: account.deletionRequestedAt.toISOString(), dueAt: account.deletionDueAt.toISOString() }
        : null,
    abilities: {
      canPostCandidates: !isHiringCompany,
      canPropose: !isHiringCompany,
      canSource: !isHiringCompany,
      canReceiveListingAlerts: !isHiringCompany,
      // A member due for deletion may only cancel it (policies/account.ts authorizeNetworkUse).
      canUseNetwork:
        !isDeletionPending(account, at) && canUseNetwork(account, options.settings ?? DEFAULT_SETTINGS, at),
      isAdmin: account.isAdmin,
    },
  };
}

/** { account }: the signed-in member's own profile, after sign-in, a change, or on request. */
export function presentMeResponse(
  account: Account,
  options: Omit<Extract<ProfileViewer, { viewer: 'self' }>, 'viewer'>,
): MeResponse {
  return { account: presentProfile(account, { viewer: 'self', ...options }) };
}

/** GET /api/me: the account with the member's own payment record, a band as others see it. */
export function presentMeWithPaymentRecord(me: MeResponse, owed: readonly OwedDeal[], at: Date): MeWithPaymentRecord {
  const paymentRecord = presentPaymentRecord(owed, at);
  return { account: { ...me.account, paymentRecord }, paymentRecord };
}
