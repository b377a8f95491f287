/** The administrators' console (spec “States and transitions” Account admin actions): the members list query and the member edits. */
import { z } from 'zod';
import { byNotificationToggle } from '../constants';
import { MEMBER_STAGES, type MemberStage } from '../rules/members';
import { ZIsoDateSchema } from './dates';
import { ZPaymentPeriodsPatchSchema } from './payment-periods';

/** GET /api/admin/accounts (and accounts.csv): which stage, a search, and the order. */
export const ZMemberQuerySchema = z.strictObject({
  stage: z
    .enum(MEMBER_STAGES as [MemberStage, ...MemberStage[]], { error: 'The stage is not valid.' })
    .default('registered'),
  q: z.string({ error: 'The search is not valid.' }).trim().max(100).optional(),
  sort: z
    .enum(['name', 'company', 'companyType', 'created', 'login', 'trial'], { error: 'The sort is not valid.' })
    .default('created'),
  dir: z.enum(['asc', 'desc'], { error: 'The direction is not valid.' }).default('desc'),
});
export type TMemberQuerySchema = z.infer<typeof ZMemberQuerySchema>;

// A real calendar date from 1900 to 2100 (2026-02-30, 2026-13-01 and 0000-01-01 are refused, not
// turned into 500s or rolled over).
const isoDate = ZIsoDateSchema;

/** POST /api/admin/accounts/:uid/contract */
export const ZContractSchema = z
  .strictObject({
    months: z
      .int({ error: 'The Months field must be a whole number.' })
      .min(1, { error: 'The Months field must be at least 1.' })
      .max(120),
    paid: z.boolean({ error: 'The Paid field must be yes or no.' }),
    start: isoDate,
    end: isoDate,
  })
  .refine((c) => c.end >= c.start, { error: 'The contract must end after it starts.', path: ['end'] });
export type TContractSchema = z.infer<typeof ZContractSchema>;

/** PATCH /api/admin/accounts/:uid: trial days, paid-until, toggles, sourcing and the payment history. */
export const ZMemberPatchSchema = z.strictObject({
  trail: z.int({ error: 'The Trial Days field must be a whole number.' }).min(0).max(3650).optional(),
  paidUntil: isoDate.nullable().optional(),
  notifications: z.strictObject(byNotificationToggle(() => z.boolean().optional())).optional(),
  sourcing: z.boolean({ error: 'The Candidate Sourcing field must be yes or no.' }).optional(),
  periods: ZPaymentPeriodsPatchSchema.optional(),
});
export type TMemberPatchSchema = z.infer<typeof ZMemberPatchSchema>;
