/** Accounts as administrators see them (never the password hash or tokens). */
import type { Account, AuditRow } from '../domain/rows';
import { COMPANY_TYPES, lookupName } from '../../shared/lookups';
import type { MemberDetail, MemberDetailResponse, MemberList, MemberRow, MemberStage } from '../../shared/types/admin';
import { sortedPeriods } from '../../shared/rules/payment-periods';
import { trialDaysLeft } from './account';
import { presentAuditEntry } from './member-audit';
import { standingOf } from '../policies/account';
import { now } from '../clock';

export function presentMemberRow(a: Account): MemberRow {
  const at = now();
  return {
    uid: a.id,
    email: a.email,
    firstname: a.firstname ?? '',
    lastname: a.lastname ?? '',
    company: a.company ?? '',
    companyType: a.companyType,
    companyTypeName: lookupName(COMPANY_TYPES, a.companyType) ?? '',
    apso: a.apso ?? '',
    created: a.createdAt.toISOString(),
    login: a.lastLoginAt?.toISOString() ?? null,
    trialDaysLeft: trialDaysLeft(a, at.getTime()),
    standing: standingOf(a, at),
    active: a.isActive,
    approved: a.isApproved,
    deleted: a.isDeleted,
    contact: a.contactRequested,
    contracted: a.isContracted,
    invited: a.isInvited,
    sourcing: a.sourcing,
    deletion:
      a.deletionRequestedAt && a.deletionDueAt
        ? {
            requestedAt: a.deletionRequestedAt.toISOString(),
            dueAt: a.deletionDueAt.toISOString(),
            erased: a.erasedAt?.toISOString() ?? null,
          }
        : null,
  };
}

export function presentMemberDetail(a: Account): MemberDetail {
  return {
    ...presentMemberRow(a),
    website: a.website ?? '',
    title: a.title ?? '',
    landline: a.landline ?? '',
    cellphone: a.cellphone ?? '',
    natures: a.natures,
    categories: a.categories,
    categoryOther: a.categoryOther ?? '',
    admin: a.isAdmin,
    trail: a.trialDays,
    paidUntil: a.paidUntil?.toISOString() ?? null,
    periods: Object.fromEntries(sortedPeriods(a.periods)),
    activated: a.activatedAt?.toISOString() ?? null,
    termsAccepted: a.termsAcceptedAt?.toISOString() ?? null,
    contract: a.contract ?? null,
    notifications: a.notifications,
    mfa: Boolean(a.mfaEnabledAt),
  };
}

/** GET /api/admin/accounts: one stage's members (all at once, no further page) and every stage's count. */
export function presentMemberList(rows: Account[], counts: Record<MemberStage, number>): MemberList {
  return { items: rows.map(presentMemberRow), next: null, total: rows.length, counts };
}

/** One member's page, and the answer of every change made there: the account and its audit trail. */
export function presentMemberDetailResponse(account: Account, audit: AuditRow[]): MemberDetailResponse {
  return { account: presentMemberDetail(account), audit: audit.map(presentAuditEntry) };
}
