import { isDeletionPending } from '../../shared/rules/account-deletion';
import type { Account } from '../domain/rows';
import { TRIAL_DAYS } from '../../shared/constants';
import {
  canUseNetwork,
  isHiringCompany as isHiringCompanyAccount,
  mustEnrolSecondFactor,
  profileGaps,
  standingOf,
} from '../policies/account';
import { now } from '../clock';
import { trialEndsAt } from '../../shared/rules/standing';
import type { Me } from '../../shared/types/account';
import { DEFAULT_SETTINGS, type AppSettings } from '../../shared/types/settings';

const DAY_MS = 86_400_000;

export function trialDaysLeft(account: Account, now = Date.now()): number {
  if (!account.activatedAt) return account.trialDays || TRIAL_DAYS;
  const ends = account.activatedAt.getTime() + account.trialDays * DAY_MS;
  return Math.max(0, Math.ceil((ends - now) / DAY_MS));
}

/** The signed-in member's own account. Never includes the password hash or tokens. */
/** `adminMfa`: this deployment's ADMIN_MFA (whether an administrator must set up a second factor now). */
export function presentMe(
  account: Account,
  options: { settings?: AppSettings; adminMfa?: 'required' | 'optional' } = {},
): Me {
  const isHiringCompany = isHiringCompanyAccount(account);
  const at = now();
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
    trialEnds: account.activatedAt ? trialEndsAt(account).toISOString() : null,
    paidUntil: account.paidUntil?.toISOString() ?? null,
    created: account.createdAt.toISOString(),
    activated: account.activatedAt?.toISOString() ?? null,
    login: account.lastLoginAt?.toISOString() ?? null,
    termsAccepted: account.termsAcceptedAt?.toISOString() ?? null,
    notifications: account.notifications,
    sourcing: account.sourcing,
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
