/**
 * Members in good standing (spec “What the product does” "free of charge to members in good standing", spec “States and transitions”
 * trial and contracts). Pure: the caller passes the instant to judge at (api/clock.ts `now()`).
 *
 * - contracted: a contract was created (spec “States and transitions”) and `paid until` has not passed (or is not set);
 * - approved: approved by the association, without a contract;
 * - trial: activated, not approved, within the trial days granted at activation (14 by default);
 * - lapsed: the trial ended without approval, or a contracted member's `paid until` passed.
 *
 * Administrators oversee rather than recruit: they are never lapsed.
 */
export type Standing = 'trial' | 'approved' | 'contracted' | 'lapsed';

export type StandingFacts = {
  isAdmin: boolean;
  isApproved: boolean;
  isContracted: boolean;
  paidUntil: Date | null;
  trialDays: number;
  activatedAt: Date | null;
  createdAt: Date;
};

const DAY_MS = 86_400_000;

/** When the trial ends: activation (or, for an account activated before that was recorded, creation) + trial days. */
export function trialEndsAt(facts: Pick<StandingFacts, 'trialDays' | 'activatedAt' | 'createdAt'>): Date {
  const start = facts.activatedAt ?? facts.createdAt;
  return new Date(start.getTime() + facts.trialDays * DAY_MS);
}

export function memberStanding(facts: StandingFacts, at: Date): Standing {
  if (facts.isAdmin) return facts.isContracted ? 'contracted' : 'approved';
  if (facts.isContracted) {
    return facts.paidUntil && facts.paidUntil.getTime() < at.getTime() ? 'lapsed' : 'contracted';
  }
  if (facts.isApproved) return 'approved';
  return trialEndsAt(facts).getTime() > at.getTime() ? 'trial' : 'lapsed';
}

/** Whether a member of this standing may use the network, with the admins' rule on or off. */
export function mayUseNetwork(standing: Standing, isRuleOn: boolean): boolean {
  return !isRuleOn || standing !== 'lapsed';
}
