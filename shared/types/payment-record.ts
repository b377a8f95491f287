/**
 * A member's payment record (docs/payment-record.md): how fast they pay partners once the client
 * has paid, as a band. The same coarse shape for everyone, the member included: no day count, no
 * deal count, and never who the member is.
 */
export const PAYMENT_BANDS = ['le2', '3to7', '8to30', 'over30', 'new'] as const;
/** Median business days from Client paid to Partner paid: ≤ 2, 3–7, 8–30, over 30; 'new' below 3 completed deals. */
export type PaymentBand = (typeof PAYMENT_BANDS)[number];

/**
 * `overdueShare`: 0–1 in steps of 0.1 — of the judged deals, those paid after the agreed period or
 * still unpaid past it. Absent when the band is 'new'.
 */
export type PaymentRecord = { band: PaymentBand; overdueShare?: number };
