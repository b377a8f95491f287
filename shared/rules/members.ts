/** The members workflow (spec “States and transitions” Account): its stages and the administrators' actions. */

export type MemberStage = 'registered' | 'activated' | 'approved' | 'deleted';
export const MEMBER_STAGES: readonly MemberStage[] = ['registered', 'activated', 'approved', 'deleted'];

/**
 * POST /api/admin/accounts/:uid/{action} (no body, except `contract`, which takes a Contract).
 * Each answers { account, audit } or 409 with a clear message when its precondition fails.
 */
export type MemberAction =
  | 'reset-two-factor'
  | 'approve'
  | 'unapprove'
  | 'offboard'
  | 'reinstate'
  | 'resend-activation'
  | 'clear-contact'
  | 'cancel-deletion'
  | 'contract'
  | 'test-alert';
