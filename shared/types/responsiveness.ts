/**
 * A member's responsiveness record (docs/deadlines.md): how they answered the match
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

/**
 * What other members see of someone's record: the Propose and Offer screens, a pending proposal's
 * `approverRecord` (shared/rules/responsiveness.ts, coarsenResponsiveness). The record is the same
 * on every listing of its member, so exact figures would let anyone link a member's anonymous
 * listings (and, after one approval names them, attribute the rest): no count of proposals received,
 * the rate in 5 % steps, the median in the summary's own bands (whole hours under a day, whole days
 * after), lapsed counted to 3 ("3 or more"); a new member's figures are not shown at all.
 */
export type PublicResponsivenessRecord = {
  /** 0–1 in steps of 0.05 (0 for a new member). */
  answerRate: number;
  /** 1 (an hour or less), whole hours under 24, then whole days in hours; null when none answered or new. */
  medianHours: number | null;
  /** 0, 1, 2, or 3 meaning 3 or more. */
  lapsed: number;
  isNew: boolean;
};

/** GET /api/me/responsiveness: one's own record, exact. */
export type ResponsivenessResponse = { record: ResponsivenessRecord; summary: string };

/** GET /api/{jobs,candidates}/:uid/responsiveness: a listing owner's record as others see it. */
export type ListingOwnerResponsivenessResponse = { record: PublicResponsivenessRecord; summary: string };
