/** Pure helpers of the administrator console: stages, sorting, query strings and dates. */
import {
  MEMBER_STAGES,
  type MemberDetail,
  type MemberRow,
  type MemberSort,
  type MemberStage,
} from '../../../../shared/types/admin';
import type { ProposalListItem } from '../../../../shared/types/matches';
import { shortDate } from '../../format/dates';

/** The workflow panel of spec “Guarded pages”, in order. */
export const STAGE_STEPS: ReadonlyArray<{ stage: MemberStage; label: string }> = [
  { stage: 'registered', label: 'Registered' },
  { stage: 'activated', label: 'Awaiting approval' },
  { stage: 'approved', label: 'Approved members' },
  { stage: 'deleted', label: 'Offboarded' },
];

export const stageLabel = (stage: MemberStage) => STAGE_STEPS.find((s) => s.stage === stage)?.label ?? 'Members';

export function toStage(value: string | undefined): MemberStage | null {
  return MEMBER_STAGES.includes(value as MemberStage) ? (value as MemberStage) : null;
}

/** Which step of the workflow an account stands at (the same rules as the API's stage filter). */
export function stageOf(member: Pick<MemberRow, 'active' | 'approved' | 'deleted'>): MemberStage {
  if (member.deleted) return 'deleted';
  if (member.approved) return 'approved';
  return member.active ? 'activated' : 'registered';
}

export type SortDir = 'asc' | 'desc';

export const SORT_COLUMNS: ReadonlyArray<{ sort: MemberSort; label: string; firstDir: SortDir }> = [
  { sort: 'name', label: 'Name', firstDir: 'asc' },
  { sort: 'company', label: 'Company', firstDir: 'asc' },
  { sort: 'companyType', label: 'Company type', firstDir: 'asc' },
  { sort: 'created', label: 'Created', firstDir: 'desc' },
  { sort: 'login', label: 'Last login', firstDir: 'desc' },
  { sort: 'trial', label: 'Trial days left', firstDir: 'asc' },
];

/** The API's defaults: newest accounts first. */
export const DEFAULT_SORT: MemberSort = 'created';
export const DEFAULT_DIR: SortDir = 'desc';

export type MemberQuery = { q: string; sort: MemberSort; dir: SortDir };

export function memberQueryFrom(params: URLSearchParams): MemberQuery {
  const sort = SORT_COLUMNS.find((c) => c.sort === params.get('sort'))?.sort ?? DEFAULT_SORT;
  const dir = params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : DEFAULT_DIR;
  return { q: (params.get('q') ?? '').trim(), sort, dir };
}

/** The page's own query string: only what differs from the defaults. */
export function memberSearch({ q, sort, dir }: MemberQuery): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (sort !== DEFAULT_SORT || dir !== DEFAULT_DIR) {
    params.set('sort', sort);
    params.set('dir', dir);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Clicking a column: the same column flips direction, another starts at its natural order. */
export function nextSort(current: MemberQuery, sort: MemberSort): Pick<MemberQuery, 'sort' | 'dir'> {
  if (current.sort === sort) return { sort, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort, dir: SORT_COLUMNS.find((c) => c.sort === sort)?.firstDir ?? 'asc' };
}

export const fullName = (m: Pick<MemberRow, 'firstname' | 'lastname'>) =>
  [m.firstname, m.lastname].filter((p) => p.trim()).join(' ');

/** A member's name for people: their name, else their e-mail. */
export const displayName = (m: Pick<MemberRow, 'firstname' | 'lastname' | 'email'>) => fullName(m) || m.email;

/** An ISO timestamp or date as the value of an <input type="date"> (local calendar day). */
export function toDateInput(iso: string | null | undefined): string {
  if (!iso) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The last day of a contract of `months` months starting on `start` (YYYY-MM-DD). */
export function contractEnd(start: string, months: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(start);
  if (!match || !Number.isInteger(months) || months < 1) return '';
  const end = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1 + months, Number(match[3]) - 1));
  return end.toISOString().slice(0, 10);
}

export const badgesOf = (
  m: Pick<
    MemberDetail,
    'contact' | 'invited' | 'contracted' | 'sourcing' | 'standing' | 'active' | 'deleted' | 'deletion'
  >,
) =>
  [
    // "Delete my account": the request and its due date, or that it was carried out.
    m.deletion && !m.deletion.erased && { key: 'deletion', label: `Deletion due ${shortDate(m.deletion.dueAt)}` },
    m.deletion?.erased && { key: 'erased', label: 'Erased' },
    // Members in good standing: who is on trial and who has lapsed, at a glance.
    m.active && !m.deleted && m.standing === 'trial' && { key: 'trial', label: 'Trial' },
    m.active && !m.deleted && m.standing === 'lapsed' && { key: 'lapsed', label: 'Lapsed' },
    m.contact && { key: 'contact', label: 'Approval requested' },
    m.invited && { key: 'invited', label: 'Invited' },
    m.contracted && { key: 'contract', label: 'Contract' },
    m.sourcing && { key: 'sourcing', label: 'Offers sourcing' },
  ].filter((b): b is { key: string; label: string } => Boolean(b));

// ── Proposals ───────────────────────────────────────────────────────────────────────────────────

export type ProposalFilter = 'proposed' | 'approved' | 'declined' | 'withdrawn' | 'expired' | 'lapsed';

export const PROPOSAL_FILTERS: ReadonlyArray<{ value: ProposalFilter; label: string }> = [
  { value: 'approved', label: 'Complete' },
  { value: 'declined', label: 'Declined' },
  { value: 'proposed', label: 'Pending' },
  { value: 'expired', label: 'Expired' },
  { value: 'withdrawn', label: 'Withdrawn' },
  { value: 'lapsed', label: 'Lapsed' },
];

/**
 * Status shown in the lists (spec “States and transitions” Match): Complete, Declined, Pending — or Expired, or
 * Withdrawn (ended unanswered because a member was offboarded).
 */
export function proposalStatus(item: Pick<ProposalListItem, 'status' | 'isExpired'>): { label: string; tone: string } {
  if (item.status === 'approved') return { label: 'Complete', tone: 'complete' };
  if (item.status === 'declined') return { label: 'Declined', tone: 'declined' };
  if (item.status === 'withdrawn') return { label: 'Withdrawn', tone: 'withdrawn' };
  // Not answered by its answer-by date.
  if (item.status === 'lapsed') return { label: 'Lapsed', tone: 'lapsed' };
  if (item.isExpired) return { label: 'Expired', tone: 'expired' };
  return { label: 'Pending', tone: 'pending' };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type ProposalQuery = { status: ProposalFilter | ''; from: string; to: string };

export function proposalQueryFrom(params: URLSearchParams): ProposalQuery {
  const status = PROPOSAL_FILTERS.find((f) => f.value === params.get('status'))?.value ?? '';
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return ISO_DAY.test(value) ? value : '';
  };
  return { status, from: day('from'), to: day('to') };
}

/** Only the filters that are set, for both the page's URL and the API's. */
export function proposalSearch(query: ProposalQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params.toString();
}
