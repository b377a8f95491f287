/**
 * The deal after an approval: its stages and which moves are allowed, the money (whole
 * rand, computed on the server) and the dates the association's terms set (spec “What the product does”, “Business constants and limits”; /terms
 * clauses 6–10). Pure functions of their arguments: "today" is always passed in (the server's
 * `now()` as a South African date), so the API, the reminder sweep and the tests agree.
 * docs/deals.md explains the rules in words.
 */
import { addBusinessDays, addCalendarDays, type IsoDate } from './business-days';
import { TERMS_VERSION } from '../terms-version';
import { LIMITS } from '../constants';

/** The job owner holds the client (invoices it, is paid by it) and owes the partner their share. */
export type DealRole = 'jobOwner' | 'partner';

/** The version of the collaboration terms (/terms) a party accepts on a deal; recorded with each acceptance. */
export const DEAL_TERMS_VERSION = TERMS_VERSION;

/** The terms in force at approval (spec “Business constants and limits”); only the guarantee and, where the job has none, the fee % are editable. */
export const DEAL_DEFAULTS = {
  splitPercent: 50,
  guaranteeDays: 90,
  paymentBusinessDays: 3,
  nonApproachMonths: 12,
  effectiveCauseMonths: 6,
} as const;
export const GUARANTEE_DAYS_MIN = 0;
export const GUARANTEE_DAYS_MAX = 365;
/** The guarantee-end reminder goes this many calendar days before the guarantee ends. */
export const GUARANTEE_REMINDER_DAYS_BEFORE = 7;
/** The largest annual CTC a deal accepts, in rand (R1 billion): a typo guard, not a business rule. */
export const CTC_MAX_RAND = 1_000_000_000;
export const DISPUTE_STATEMENT_MAX = 2000;

/** The main line, in order, then the three ends off it. */
export const MAIN_STAGES = [
  'introduced',
  'interviewing',
  'offer_made',
  'placed',
  'invoiced',
  'client_paid',
  'partner_paid',
  'guarantee_ended',
] as const;
export const DEAL_STAGES = [...MAIN_STAGES, 'fell_through', 'replaced', 'refunded'] as const;
export type DealStage = (typeof DEAL_STAGES)[number];
type MainStage = (typeof MAIN_STAGES)[number];

/** What a deal's timeline records (deal_events.kind). */
export const DEAL_EVENT_KINDS = ['created', 'terms-changed', 'terms-accepted', 'stage', 'dispute', 'reminder'] as const;
export type DealEventKind = (typeof DEAL_EVENT_KINDS)[number];

export const DEAL_STAGE_LABELS: Record<DealStage, string> = {
  introduced: 'Introduced',
  interviewing: 'Interviewing',
  offer_made: 'Offer made',
  placed: 'Placed',
  invoiced: 'Invoiced',
  client_paid: 'Client paid',
  partner_paid: 'Partner paid',
  guarantee_ended: 'Guarantee ended',
  fell_through: 'Fell through',
  replaced: 'Replaced',
  refunded: 'Refunded',
};

/** A deal ends here: nothing moves after these. */
export const CLOSED_STAGES: readonly DealStage[] = ['guarantee_ended', 'fell_through', 'replaced', 'refunded'];
/** Before Placed: a deal may still fall through. */
const BEFORE_PLACED: readonly DealStage[] = ['introduced', 'interviewing', 'offer_made'];
/** Placed and not yet closed: inside the guarantee a candidate may be replaced or the fee refunded. */
const PLACED_OPEN: readonly DealStage[] = ['placed', 'invoiced', 'client_paid', 'partner_paid'];

export const FELL_THROUGH_REASONS = [
  'Candidate withdrew',
  'Candidate declined the offer',
  'Client withdrew the role',
  'Client hired another candidate',
  'Candidate not suitable',
  'Partner stopped responding',
  'Other',
] as const;
export type FellThroughReason = (typeof FELL_THROUGH_REASONS)[number];

/** What a stage needs from the person recording it. */
export const STAGE_INPUTS: Partial<Record<DealStage, { date?: string; ctc?: true; reason?: true }>> = {
  placed: { date: 'Start date', ctc: true },
  invoiced: { date: 'Invoice date' },
  client_paid: { date: 'Date the client paid' },
  partner_paid: { date: 'Date the partner was paid' },
  fell_through: { reason: true },
};

export const isClosedStage = (stage: DealStage): boolean => CLOSED_STAGES.includes(stage);
export const isPlacedStage = (stage: DealStage): boolean =>
  PLACED_OPEN.includes(stage) || stage === 'guarantee_ended' || stage === 'replaced' || stage === 'refunded';

/** The state a move is judged on. */
export type DealState = {
  stage: DealStage;
  /** Both parties accepted the terms (they are frozen). */
  isTermsFrozen: boolean;
  guaranteeEndDate: IsoDate | null;
};

export function nextMainStage(stage: DealStage): MainStage | null {
  const index = (MAIN_STAGES as readonly DealStage[]).indexOf(stage);
  return index < 0 || index === MAIN_STAGES.length - 1 ? null : MAIN_STAGES[index + 1]!;
}

/**
 * Why `target` cannot be recorded now, in words for the member (the API's 409), or null when it can.
 * The main line moves one stage at a time; Fell through only before Placed; Replaced and Refunded
 * only after Placed and on or before the guarantee's last day; Guarantee ended only from that day.
 */
export function stageRefusal(state: DealState, target: DealStage, today: IsoDate): string | null {
  const { stage } = state;
  const label = DEAL_STAGE_LABELS[target];
  if (isClosedStage(stage)) return `This deal is closed (${DEAL_STAGE_LABELS[stage]}): its stage cannot change.`;
  if (target === 'fell_through') {
    return BEFORE_PLACED.includes(stage) ? null : 'A deal can fall through only before the candidate is placed.';
  }
  if (target === 'replaced' || target === 'refunded') {
    if (!PLACED_OPEN.includes(stage)) return `${label} can be recorded only after the candidate is placed.`;
    if (state.guaranteeEndDate && today > state.guaranteeEndDate)
      return `${label} can be recorded only inside the guarantee, which ended on ${state.guaranteeEndDate}.`;
    return null;
  }
  const next = nextMainStage(stage);
  if (target !== next) {
    return next
      ? `This deal is at ${DEAL_STAGE_LABELS[stage]}: the next stage is ${DEAL_STAGE_LABELS[next]}, not ${label}.`
      : `This deal is at ${DEAL_STAGE_LABELS[stage]}: it cannot move to ${label}.`;
  }
  if (target === 'placed' && !state.isTermsFrozen)
    return 'Both parties must accept the terms before the candidate is recorded as placed.';
  if (target === 'guarantee_ended' && state.guaranteeEndDate && today < state.guaranteeEndDate)
    return `The guarantee runs until ${state.guaranteeEndDate}: it cannot be recorded as ended before then.`;
  return null;
}

/** Every stage that could be recorded now (the PWA's buttons; the server still asks stageRefusal). */
export function allowedStages(state: DealState, today: IsoDate): DealStage[] {
  return DEAL_STAGES.filter((target) => stageRefusal(state, target, today) === null);
}

/** A percentage string ('15', '7.5', '12.345') in thousandths of a percent, or null when it is not one (0–100). */
export function feePercentMilli(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,3}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return milli <= 100_000 ? milli : null;
}

/** The same percentage written plainly ('15', '7.5'), or null. */
export function normaliseFeePercent(text: string | null | undefined): string | null {
  const milli = feePercentMilli(text);
  if (milli === null) return null;
  return String(milli / 1000);
}

/** The placement fee in whole rand: annual CTC × fee %, rounded to the nearest rand (half up). */
export function feeRandOf(ctcRand: number, feePercent: string): number {
  const milli = feePercentMilli(feePercent);
  if (milli === null) throw new RangeError(`not a fee percentage: ${feePercent}`);
  // ctc ≤ 1e9 and milli ≤ 1e5: the product stays well inside the integers a double holds exactly.
  return Math.floor((ctcRand * milli + 50_000) / 100_000);
}

/**
 * Each party's share of the fee in whole rand. The partner (who is owed) gets `splitPercent` of it
 * rounded half up, the job owner the rest, so the two always add up to the fee.
 */
export function sharesOf(feeRand: number, splitPercent: number): { jobOwner: number; partner: number } {
  const partner = Math.floor((feeRand * splitPercent + 50) / 100);
  return { jobOwner: feeRand - partner, partner };
}

/** The partner's payment is due this many business days after the client paid (SA public holidays excluded). */
export function paymentDueDate(
  clientPaidDate: IsoDate,
  businessDays: number = DEAL_DEFAULTS.paymentBusinessDays,
): IsoDate {
  return addBusinessDays(clientPaidDate, businessDays);
}

/** The partner is offered to refer a deal still unpaid this many business days after the client paid. */
export const REFER_UNPAID_BUSINESS_DAYS = 14;
/** A proof reference recorded with Client paid (the client's or bank's payment reference): at most this long. */
export const PAYMENT_PROOF_MAX = LIMITS.paymentProof;

/** The day from which the partner may refer an unpaid deal: 14 business days after the client paid. */
export const referUnpaidDate = (clientPaidDate: IsoDate): IsoDate =>
  addBusinessDays(clientPaidDate, REFER_UNPAID_BUSINESS_DAYS);

/**
 * Why the partner cannot refer the deal as unpaid now (the API's 409), or null when they can: the
 * deal waits for Partner paid, 14 business days have passed since the client paid, and it was not
 * referred before.
 */
export function unpaidReferralRefusal(
  state: { stage: DealStage; clientPaidDate: IsoDate | null; isDisputed: boolean },
  today: IsoDate,
): string | null {
  if (state.isDisputed) return 'This deal has already been referred to the ethics committee.';
  if (state.stage !== 'client_paid' || !state.clientPaidDate)
    return 'Only a deal waiting for Partner paid can be referred as unpaid.';
  const from = referUnpaidDate(state.clientPaidDate);
  if (today < from)
    return `An unpaid deal can be referred from ${from}, ${REFER_UNPAID_BUSINESS_DAYS} business days after the client paid.`;
  return null;
}

/** The guarantee's last day: the start date plus the guarantee period in calendar days. */
export function guaranteeEndDate(startDate: IsoDate, guaranteeDays: number): IsoDate {
  return addCalendarDays(startDate, guaranteeDays);
}

/**
 * The payment reminder that is due on `today`: the due date itself, then every `everyBusinessDays`
 * after it — the latest of those on or before today, or null before the due date. A sweep that
 * missed days sends only the latest one; its date is the reminder's key, so each goes out once.
 */
export function paymentReminderDate(
  dueDate: IsoDate,
  today: IsoDate,
  everyBusinessDays: number = DEAL_DEFAULTS.paymentBusinessDays,
): IsoDate | null {
  if (today < dueDate) return null;
  let current = dueDate;
  for (;;) {
    const next = addBusinessDays(current, everyBusinessDays);
    if (next > today) return current;
    current = next;
  }
}

/** The day the guarantee-end reminder goes: a week before the guarantee ends. */
export function guaranteeReminderDate(guaranteeEnd: IsoDate): IsoDate {
  return addCalendarDays(guaranteeEnd, -GUARANTEE_REMINDER_DAYS_BEFORE);
}

/** Whether the guarantee-end reminder is due on `today` (from a week before up to the last day). */
export function isGuaranteeReminderDue(guaranteeEnd: IsoDate, today: IsoDate): boolean {
  return today >= guaranteeReminderDate(guaranteeEnd) && today <= guaranteeEnd;
}

export { formatRand } from './rand';
