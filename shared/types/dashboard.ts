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
