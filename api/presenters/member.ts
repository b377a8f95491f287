/** Accounts as administrators see them (never the password hash or tokens). */
import type { Account, AuditRow } from '../domain/rows';
import type { MemberDetailResponse, MemberList, MemberStage } from '../../shared/types/admin';
import { presentAuditEntry } from './member-audit';
import { presentMemberRow, presentProfile } from './profile';

/** GET /api/admin/accounts: one stage's members (all at once, no further page) and every stage's count. */
export function presentMemberList(rows: Account[], counts: Record<MemberStage, number>): MemberList {
  return { items: rows.map(presentMemberRow), next: null, total: rows.length, counts };
}

/** One member's page, and the answer of every change made there: the account and its audit trail. */
export function presentMemberDetailResponse(account: Account, audit: AuditRow[]): MemberDetailResponse {
  return { account: presentProfile(account, { viewer: 'admin' }), audit: audit.map(presentAuditEntry) };
}
