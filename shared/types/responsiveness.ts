/**
 * A member's responsiveness record (issue 22, docs/deadlines.md): how they answered the match
 * proposals and sourcing offers they received over the last 90 days. It names no one: the
 * proposer of a pending proposal sees the approver's record, never who the approver is.
 */
export type ResponsivenessRecord = {
  /** Proposals received in the window that were answered or lapsed (pending and withdrawn ones are not counted). */
  received: number;
  /** Answered by the end of their answer-by date ÷ received, 0–1 (0 when none received). */
  answerRate: number;
  /** Median hours from proposal to answer, one decimal; null when none was answered. */
  medianHours: number | null;
  /** Received ones that lapsed unanswered. */
  lapsed: number;
  /** Fewer than 3 received: too few to judge ("New member"). */
  isNew: boolean;
};

/** GET /api/me/responsiveness */
export type ResponsivenessResponse = { record: ResponsivenessRecord; summary: string };
