/** The dashboard's "Needs you" body: rows in words, countdowns, the checklist and the chart's weeks. */
import type { Account } from '../domain/rows';
import { profileGaps } from '../policies/account';
import { CHART_WEEKS, type NeedsYou } from '../domain/dashboard';
import { addCalendarDays, businessDaysBetween, saDateOf, type IsoDate } from '../../shared/rules/business-days';
import { formatAnswerBy } from '../../shared/rules/proposal-deadline';
import { sharesOf } from '../../shared/rules/deal';
import { formatRand } from '../../shared/rules/rand';
import type {
  ChecklistStep,
  DashboardCounts,
  DueTone,
  NeedsYouItem,
  NeedsYouResponse,
  WeekCount,
} from '../../shared/types/dashboard';

/** Within this many days a countdown turns amber. */
const SOON_DAYS = 2;

/** 'Tue 3 Dec' this year, 'Tue 5 Jan 2027' across the new year. */
function shortDate(date: IsoDate, today: IsoDate): string {
  const text = formatAnswerBy(date);
  return date.slice(0, 4) === today.slice(0, 4) ? text.replace(/ \d{4}$/, '') : text;
}

const days = (n: number, unit = 'day') => `${n} ${unit}${n === 1 ? '' : 's'}`;

const calendarDaysBetween = (from: IsoDate, to: IsoDate) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** "Answer by Tue 3 Dec · 2 days left" (business days, as the deadline itself counts them). */
function countdown(verb: string, date: IsoDate, today: IsoDate, unit: 'business' | 'calendar') {
  const by = `${verb} ${shortDate(date, today)}`;
  if (date < today) {
    const late = calendarDaysBetween(date, today);
    return { label: `${by} · ${days(late)} overdue`, tone: 'overdue' as DueTone };
  }
  const left = unit === 'business' ? businessDaysBetween(today, date) : calendarDaysBetween(today, date);
  const tone: DueTone = left <= SOON_DAYS ? 'soon' : 'neutral';
  return { label: `${by} · ${left === 0 ? 'today is the last day' : `${days(left)} left`}`, tone };
}

const TONE_ORDER: Record<DueTone, number> = { overdue: 0, soon: 1, neutral: 2 };

function items(data: NeedsYou): NeedsYouItem[] {
  const { today } = data;
  const rows: NeedsYouItem[] = [];
  for (const p of data.waiting) {
    const isOffer = p.kind === 'sourcing';
    rows.push({
      key: `${p.kind}:${p.id}`,
      type: isOffer ? 'offer' : 'proposal',
      title: `${isOffer ? 'Sourcing offer' : 'Proposal'} on ${p.reference} · ${p.title}`,
      action: 'Answer',
      href: `/${isOffer ? 'sourcing' : 'match'}/proposal/${p.id}`,
      due: p.answerBy ? countdown('Answer by', p.answerBy, today, 'business') : null,
    });
  }
  for (const d of data.payments) {
    const share = d.feeRand === null ? null : sharesOf(d.feeRand, d.splitPercent).partner;
    rows.push({
      key: `payment:${d.id}`,
      type: 'payment',
      title: `Pay your partner${share === null ? '' : ` ${formatRand(share)}`} · ${d.reference} · ${d.title}`,
      action: 'Record payment',
      href: `/deals/${d.id}`,
      due: d.paymentDueDate ? countdown('Due', d.paymentDueDate, today, 'business') : null,
    });
  }
  for (const d of data.terms) {
    rows.push({
      key: `terms:${d.id}`,
      type: d.hasFee ? 'terms' : 'fee',
      title: `${d.hasFee ? 'Deal terms to accept' : 'Enter the placement fee'} · ${d.reference} · ${d.title}`,
      action: d.hasFee ? 'Review terms' : 'Enter fee',
      href: `/deals/${d.id}`,
      due: null,
    });
  }
  for (const l of data.expiring) {
    const path = l.kind === 'job' ? 'jobs' : 'candidates';
    rows.push({
      key: `expiring:${l.id}`,
      type: 'expiring',
      title: `${l.kind === 'job' ? 'Job spec' : 'Candidate'} ${l.reference} · ${l.title}`,
      action: 'Extend',
      href: `/${path}/${l.id}`,
      due: countdown('Expires', saDateOf(new Date(l.expiresAt)), today, 'calendar'),
      extend: { kind: l.kind, uid: l.id },
    });
  }
  for (const s of data.suggestions) {
    rows.push({
      key: `suggestion:${s.id}`,
      type: 'suggestion',
      title: s.message,
      action: 'See the match',
      href: s.link ?? '/dashboard',
      due: null,
    });
  }
  // The most pressing first; within a tone, the order above (answers, money, terms, listings, news).
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const ta = a.row.due ? TONE_ORDER[a.row.due.tone] : 3;
      const tb = b.row.due ? TONE_ORDER[b.row.due.tone] : 3;
      return ta - tb || a.index - b.index;
    })
    .map(({ row }) => row);
}

function checklist(viewer: Account, data: NeedsYou): ChecklistStep[] | null {
  const { isProfileComplete, hasCategories } = profileGaps(viewer);
  const steps: ChecklistStep[] = [
    { key: 'profile', done: isProfileComplete },
    { key: 'categories', done: hasCategories },
    { key: 'listing', done: data.hasListing },
    { key: 'proposal', done: data.hasProposal },
  ];
  // Administrators oversee the network; they are not walked through a recruiter's first steps.
  if (viewer.isAdmin || steps.every((s) => s.done)) return null;
  return steps;
}

function weeks(data: NeedsYou): WeekCount[] {
  return Array.from({ length: CHART_WEEKS }, (_, week) => {
    const found = data.weeks.find((w) => w.week === week);
    return {
      weekStart: addCalendarDays(data.firstWeek, week * 7),
      sent: found?.sent ?? 0,
      received: found?.received ?? 0,
    };
  });
}

export function presentNeedsYou(data: NeedsYou, viewer: Account): NeedsYouResponse {
  return { items: items(data), checklist: checklist(viewer, data), weeks: weeks(data) };
}

type ListingCounts = Pick<
  DashboardCounts,
  'totalActiveJobs' | 'myActiveJobs' | 'totalActiveCandidates' | 'myActiveCandidates'
>;
type ProposalCounts = Pick<
  DashboardCounts,
  'proposalsSent' | 'proposalsSentAccepted' | 'proposalsReceived' | 'proposalsReceivedAccepted'
>;

/** GET /api/dashboard: the tiles' counts, and the bell's own count of unread notes. */
export function presentDashboardCounts(
  listings: ListingCounts,
  proposals: ProposalCounts,
  unreadNotes: number,
): DashboardCounts {
  return { ...listings, ...proposals, unreadNotes };
}
