/** GET /api/dashboard (api/routes/dashboard.ts). */

export type DashboardCounts = {
  totalActiveJobs: number;
  myActiveJobs: number;
  totalActiveCandidates: number;
  myActiveCandidates: number;
  /** This month's match proposals (usage events from the start of the month). */
  proposalsSent: number;
  proposalsSentAccepted: number;
  proposalsReceived: number;
  proposalsReceivedAccepted: number;
  unreadNotes: number;
};

/** How pressing a "Needs you" row is: neutral, within 2 days (amber), overdue or today's last day (red). */
export type DueTone = 'neutral' | 'soon' | 'overdue';

/** One thing waiting for the member, one tap from acting on it (GET /api/dashboard/needs-you). */
export type NeedsYouItem = {
  /** Stable across refreshes: `<type>:<uid>`. */
  key: string;
  type: 'proposal' | 'offer' | 'terms' | 'fee' | 'payment' | 'expiring' | 'suggestion';
  /** What and for whom: "Proposal on J2611A1B · Java Developer". */
  title: string;
  /** The action the row's tap does: "Answer", "Accept terms", "Extend". */
  action: string;
  /** Where the row's tap goes (the listing for an Extend row, which acts in place). */
  href: string;
  /** "Answer by Tue 3 Dec · 2 days left", or null when nothing is dated. */
  due: { label: string; tone: DueTone } | null;
  /** For an expiring listing: what the one-tap Extend posts to. */
  extend?: { kind: 'job' | 'candidate'; uid: string };
};

export type ChecklistStep = { key: 'profile' | 'categories' | 'listing' | 'proposal'; done: boolean };

export type WeekCount = { weekStart: string; sent: number; received: number };

export type NeedsYouResponse = {
  items: NeedsYouItem[];
  /** The first-run checklist, or null once every step is done. */
  checklist: ChecklistStep[] | null;
  /** Match proposals and sourcing offers sent and received, per week (Monday start), oldest first. */
  weeks: WeekCount[];
};
