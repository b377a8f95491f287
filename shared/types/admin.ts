/** The administrator console's API shapes (api/routes/admin.ts). */
import type { NotificationToggle } from '../constants';
import type { PaymentPeriods, PaymentPeriodsPatch } from '../rules/payment-periods';
import type { ProposalListItem } from './matches';
import type { Standing } from '../rules/standing';
import type { MemberStage } from '../rules/members';

export { MEMBER_STAGES, type MemberAction, type MemberStage } from '../rules/members';

export type MemberSort = 'name' | 'company' | 'companyType' | 'created' | 'login' | 'trial';

export type MemberRow = {
  uid: string;
  email: string;
  firstname: string;
  lastname: string;
  company: string;
  companyType: number;
  companyTypeName: string;
  apso: string;
  created: string;
  login: string | null;
  trialDaysLeft: number;
  /** Members in good standing: trial, approved, contracted or lapsed, now. */
  standing: Standing;
  active: boolean;
  approved: boolean;
  deleted: boolean;
  /** Asked for approval (spec "contact"). */
  contact: boolean;
  contracted: boolean;
  invited: boolean;
  /** Offers candidate-sourcing services (spec “Entities and their fields” Account "sourcing"); always false for hiring companies. */
  sourcing: boolean;
  /**
   * "Delete my account": when the member asked and when their personal fields go;
   * `erased` once they went. Null when no deletion was asked for (or it was cancelled).
   */
  deletion: { requestedAt: string; dueAt: string; erased: string | null } | null;
};

/** GET /api/admin/accounts?stage=&q=&sort=&dir= */
export type MemberList = {
  items: MemberRow[];
  next: string | null;
  total: number;
  counts: Record<MemberStage, number>;
};

export type Contract = { months: number; paid: boolean; start: string; end: string };

export type AuditEntry = {
  id: number;
  action: string;
  actorEmail: string | null;
  created: string;
  details: Record<string, unknown> | null;
};

export type MemberDetail = MemberRow & {
  website: string;
  title: string;
  landline: string;
  cellphone: string;
  natures: number[];
  categories: number[];
  categoryOther: string;
  admin: boolean;
  trail: number;
  paidUntil: string | null;
  /** Payment history (spec “Entities and their fields” Account "periods"): month 'YYYY-MM' → paid, in calendar order. */
  periods: PaymentPeriods;
  activated: string | null;
  termsAccepted: string | null;
  contract: Contract | null;
  notifications: Record<NotificationToggle, boolean>;
  /** Two-factor sign-in is on (another administrator may reset it). */
  mfa: boolean;
};

/** GET /api/admin/accounts/:uid → { account, audit } */
export type MemberDetailResponse = { account: MemberDetail; audit: AuditEntry[] };

/** PATCH /api/admin/accounts/:uid — each field optional. */
export type MemberPatch = {
  trail?: number;
  paidUntil?: string | null;
  notifications?: Partial<Record<NotificationToggle, boolean>>;
  sourcing?: boolean;
  /** Only the months named change: true paid, false unpaid, null removes the month. */
  periods?: PaymentPeriodsPatch;
};

/** GET /api/admin/matches and /api/admin/sourcing ?status=proposed|approved|declined|expired&from=&to= */
export type ProposalList = { items: ProposalListItem[]; next: string | null; total: number };

/** POST /api/admin/messages (201): how many members got the note, and how many are mailed. */
export type BulkMessageSent = { recipients: number; mailed: number };

/** A listing whose anonymity warnings were confirmed ("I checked: this does not identify anyone"). */
export type ConfirmedWarningItem = {
  kind: 'job' | 'candidate';
  uid: string;
  reference: string;
  title: string;
  ownerUid: string;
  ownerName: string;
  ownerCompany: string;
  /** 'person-name', 'employer'. */
  kinds: string[];
  warnings: number;
  confirmed: string;
  /** The confirmation was an administrator's (editing the listing), not the owner's. */
  isConfirmedByAdmin: boolean;
};

/** A member whose listing saves the guard often refused for a blocking finding. */
export type RefusingMemberItem = {
  uid: string;
  name: string;
  company: string;
  refusals: number;
  /** Finding kinds, most frequent first ('phone', 'email', …). */
  kinds: string[];
  last: string;
};

/** GET /api/admin/anonymity: the admin console's view of the anonymity risk. */
export type AnonymityRisks = {
  confirmed: ConfirmedWarningItem[];
  refusing: RefusingMemberItem[];
  /** The window and threshold of "often": `minRefusals` or more in the last `days` days. */
  days: number;
  minRefusals: number;
};
