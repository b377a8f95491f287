/**
 * The payment record: how fast a member pays partners their share once the client has paid, in
 * coarse bands — and the words the PWA shows for it ("Pays partners within 3–7 business days ·
 * 20 % overdue", or "New to deals"). Pure: the caller passes the member's deals and today's South
 * African date. docs/payment-record.md states every rule in words.
 *
 * The member who pays is the deal's job owner: they hold the client, are paid by it and owe the
 * partner (shared/rules/deal.ts, DealRole). Only deals where this member is the job owner count.
 */
import { businessDaysBetween, type IsoDate } from './business-days';
import type { PaymentBand, PaymentRecord } from '../types/payment-record';

export { PAYMENT_BANDS, type PaymentBand, type PaymentRecord } from '../types/payment-record';

/** "Their last deals": at most this many completed deals, the latest by the date the client paid. */
export const PAYMENT_RECORD_LAST_DEALS = 10;
/** Fewer completed deals than this and the record is "New to deals". */
export const PAYMENT_RECORD_MIN_DEALS = 3;

/** One deal the member owes (is the job owner of) on which the client paid. */
export type OwedDeal = {
  clientPaidDate: IsoDate;
  /** Null while the partner is not yet recorded as paid. */
  partnerPaidDate: IsoDate | null;
  /** The agreed payment period's last day (Client paid + the deal's payment business days). */
  paymentDueDate: IsoDate;
  /** Still waiting for Partner paid (stage Client paid). A deal closed without it is not judged. */
  isAwaitingPayment: boolean;
};

/** The exact record: only ever on the server (the presenters coarsen it). */
export type PaymentRecordSummary = {
  /** Completed deals in the window (both Client paid and Partner paid recorded), at most 10. */
  completed: number;
  /** Median business days from Client paid to Partner paid over them; null when none. */
  medianDays: number | null;
  /** Completed deals in the window paid after the due date, plus deals still unpaid past it. */
  overdue: number;
  /** The denominator of the overdue share: the window's completed deals plus those still unpaid past due. */
  judged: number;
};

/** Business days from Client paid to Partner paid: days after the first up to and including the second. */
export const paymentDays = (deal: Pick<OwedDeal, 'clientPaidDate'> & { partnerPaidDate: IsoDate }): number =>
  businessDaysBetween(deal.clientPaidDate, deal.partnerPaidDate);

/** Median of whole numbers; with an even count the mean of the two middle ones, rounded up. */
export function medianDays(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.ceil((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** The band of a median: ≤ 2, 3–7, 8–30, over 30 business days (edges inclusive). */
export function bandOf(days: number): Exclude<PaymentBand, 'new'> {
  if (days <= 2) return 'le2';
  if (days <= 7) return '3to7';
  if (days <= 30) return '8to30';
  return 'over30';
}

const byLatestClientPaid = (a: OwedDeal, b: OwedDeal): number =>
  a.clientPaidDate !== b.clientPaidDate
    ? a.clientPaidDate < b.clientPaidDate
      ? 1
      : -1
    : (a.partnerPaidDate ?? '') < (b.partnerPaidDate ?? '')
      ? 1
      : (a.partnerPaidDate ?? '') > (b.partnerPaidDate ?? '')
        ? -1
        : 0;

/** The exact record of the deals a member owes, as of `today` (a South African date). */
export function summarisePaymentRecord(deals: readonly OwedDeal[], today: IsoDate): PaymentRecordSummary {
  const window = deals
    .filter((d): d is OwedDeal & { partnerPaidDate: IsoDate } => d.partnerPaidDate !== null)
    .sort(byLatestClientPaid)
    .slice(0, PAYMENT_RECORD_LAST_DEALS);
  const paidLate = window.filter((d) => d.partnerPaidDate > d.paymentDueDate).length;
  // The due date passes at its end: on the due date itself a deal is not yet overdue.
  const unpaidPastDue = deals.filter(
    (d) => d.partnerPaidDate === null && d.isAwaitingPayment && today > d.paymentDueDate,
  );
  return {
    completed: window.length,
    medianDays: medianDays(window.map(paymentDays)),
    overdue: paidLate + unpaidPastDue.length,
    judged: window.length + unpaidPastDue.length,
  };
}

/**
 * The overdue share in 10 % steps, to the nearest (half up) — except that some overdue never reads
 * 0 % and not all never reads 100 %.
 */
export function coarseShare(overdue: number, judged: number): number {
  if (judged === 0 || overdue === 0) return 0;
  if (overdue >= judged) return 1;
  const tenths = Math.min(9, Math.max(1, Math.floor((overdue / judged) * 10 + 0.5)));
  return tenths / 10;
}

/** The record as it leaves the server: a band and the coarse overdue share, or 'new' alone. */
export function coarsenPaymentRecord(summary: PaymentRecordSummary): PaymentRecord {
  if (summary.completed < PAYMENT_RECORD_MIN_DEALS || summary.medianDays === null) return { band: 'new' };
  return { band: bandOf(summary.medianDays), overdueShare: coarseShare(summary.overdue, summary.judged) };
}

export const PAYMENT_BAND_TEXTS: Record<PaymentBand, string> = {
  le2: 'Pays partners within 2 business days',
  '3to7': 'Pays partners within 3–7 business days',
  '8to30': 'Pays partners within 8–30 business days',
  over30: 'Takes over 30 business days to pay partners',
  new: 'New to deals',
};

/** "Pays partners within 3–7 business days · 20 % overdue", or "New to deals". */
export function describePaymentRecord(record: PaymentRecord): string {
  const text = PAYMENT_BAND_TEXTS[record.band];
  if (record.band === 'new' || record.overdueShare === undefined) return text;
  return `${text} · ${Math.round(record.overdueShare * 100)} % overdue`;
}

/** The line under it: what the band is a median of, without any count. */
export function explainPaymentRecord(record: PaymentRecord): string {
  return record.band === 'new'
    ? `Fewer than ${PAYMENT_RECORD_MIN_DEALS} deals paid to a partner so far.`
    : `Median business days from "Client paid" to "Partner paid" over their last deals (up to ${PAYMENT_RECORD_LAST_DEALS}).`;
}
