/**
 * Payment records as they leave the server (shared/rules/payment-record.ts): a band and the
 * overdue share in 10 % steps, to the member and to others alike — never a day count, a deal
 * count, or who the member is (the record is the same on every listing of its member).
 */
import {
  coarsenPaymentRecord,
  summarisePaymentRecord,
  type OwedDeal,
  type PaymentRecord,
} from '../../shared/rules/payment-record';
import { saDateOf } from '../../shared/rules/business-days';

export function presentPaymentRecord(owed: readonly OwedDeal[], at: Date): PaymentRecord {
  return coarsenPaymentRecord(summarisePaymentRecord(owed, saDateOf(at)));
}
