/**
 * The admin's change to a member's payment history (PATCH /api/admin/accounts/:uid `periods`):
 * an object of months ('YYYY-MM') to true (paid), false (unpaid) or null (remove). Every problem is
 * reported on the `periods` field itself, so the console shows it beside the history.
 */
import { z } from 'zod';
import { PERIODS_MAX, isPeriod, type PaymentPeriodsPatch } from '../rules/payment-periods';

export const PERIODS_MESSAGES = {
  shape: 'The Payment history must map months (YYYY-MM) to paid (true) or unpaid (false).',
  month: 'Payment history months are written YYYY-MM (for example 2026-01).',
  flag: 'Each month of the Payment history is paid (true), unpaid (false) or removed (null).',
  tooMany: `The Payment history may hold at most ${PERIODS_MAX} months.`,
} as const;

export const ZPaymentPeriodsPatchSchema = z
  .record(z.string(), z.unknown(), { error: PERIODS_MESSAGES.shape })
  .superRefine((periods, ctx) => {
    const entries = Object.entries(periods);
    const problem =
      entries.length > PERIODS_MAX
        ? PERIODS_MESSAGES.tooMany
        : entries.some(([month]) => !isPeriod(month))
          ? PERIODS_MESSAGES.month
          : entries.some(([, flag]) => typeof flag !== 'boolean' && flag !== null)
            ? PERIODS_MESSAGES.flag
            : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((periods) => periods as PaymentPeriodsPatch);
