/** The signed-in member's own account, as GET /api/me returns it (api/presenters/account.ts). */
import type { NotificationToggle } from '../constants';
import type { Standing } from '../rules/standing';
import type { PaymentRecord } from './payment-record';

export type Me = {
  uid: string;
  email: string;
  firstname: string;
  lastname: string;
  company: string;
  companyType: number;
  website: string;
  title: string;
  apso: string;
  landline: string;
  cellphone: string;
  natures: number[];
  categories: number[];
  categoryOther: string;
  admin: boolean;
  active: boolean;
  approved: boolean;
  contact: boolean;
  contracted: boolean;
  trail: number;
  trialDaysLeft: number;
  /** Members in good standing (shared/rules/standing.ts). */
  standing: Standing;
  /** When the trial ends (or ended): activation + trial days; null before activation. */
  trialEnds: string | null;
  paidUntil: string | null;
  created: string;
  activated: string | null;
  login: string | null;
  termsAccepted: string | null;
  notifications: Record<NotificationToggle, boolean>;
  /** Offers candidate-sourcing services (spec “Entities and their fields” Account "sourcing"); always false for hiring companies. */
  sourcing: boolean;
  isProfileComplete: boolean;
  hasCategories: boolean;
  /** "Delete my account": the pending request, null when none. */
  deletion: AccountDeletion | null;
  abilities: {
    canPostCandidates: boolean;
    canPropose: boolean;
    canSource: boolean;
    canReceiveListingAlerts: boolean;
    /** Search others' listings, post, propose, offer, be proposed to: false while lapsed and the rule is on. */
    canUseNetwork: boolean;
    isAdmin: boolean;
  };
  /**
   * Two-factor sign-in: on or not, and whether this account must set it up before anything else
   * (an administrator while ADMIN_MFA=required).
   */
  mfa: { enabled: boolean; enrolmentRequired: boolean };
};

/** GET /api/me, PUT /api/me (and POST /api/auth/login). */
export type MeResponse = { account: Me };

/**
 * GET /api/me adds the member's own payment record (docs/payment-record.md): a band only, as
 * others see it — at the top and on `account` alike.
 */
export type MeWithPaymentRecord = { account: Me & { paymentRecord: PaymentRecord }; paymentRecord: PaymentRecord };

/** POST /api/me/request-approval */
export type ApprovalRequested = { status: 'activation-requested' };

/** A pending "Delete my account" request: the personal fields are erased at `dueAt` unless it is cancelled before. */
export type AccountDeletion = { requestedAt: string; dueAt: string };

/** POST /api/me/delete: the member is signed out; the cookie is cleared. */
export type DeletionRequested = { status: 'deletion-requested'; dueAt: string };

/** DELETE /api/me/delete: the request is cancelled (closed listings stay closed). */
export type DeletionCancelled = { account: Me };

/** POST /api/me/mfa/setup: a new authenticator to add (shown once; confirmed with a code from it). */
export type MfaEnrolment = { secret: string; uri: string; qr: string };

/** POST /api/me/mfa/confirm: two-factor sign-in is on; the recovery codes, in clear this once. */
export type MfaEnabled = { account: Me; recoveryCodes: string[] };

/** POST /api/me/mfa/recovery-codes: the new recovery codes, in clear this once (the old ones no longer work). */
export type MfaRecoveryCodes = { recoveryCodes: string[] };
