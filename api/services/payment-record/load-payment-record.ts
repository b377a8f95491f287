import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/pool';
import { deals } from '../../db/schema';
import type { OwedDeal } from '../../../shared/rules/payment-record';

/**
 * What a member's payment record is made of (docs/payment-record.md): every deal where they are
 * the job owner — the party the client pays, who owes the partner — and the client has paid. The
 * presenter summarises and coarsens them (shared/rules/payment-record.ts).
 */
export async function loadPaymentRecord(db: Db, options: { accountId: string }): Promise<OwedDeal[]> {
  const rows = await db
    .select({
      stage: deals.stage,
      clientPaidDate: deals.clientPaidDate,
      partnerPaidDate: deals.partnerPaidDate,
      paymentDueDate: deals.paymentDueDate,
    })
    .from(deals)
    .where(
      and(eq(deals.jobOwnerId, options.accountId), isNotNull(deals.clientPaidDate), isNotNull(deals.paymentDueDate)),
    );
  return rows.map((row) => ({
    clientPaidDate: row.clientPaidDate!,
    partnerPaidDate: row.partnerPaidDate,
    paymentDueDate: row.paymentDueDate!,
    isAwaitingPayment: row.stage === 'client_paid',
  }));
}
