/** Request bodies and queries of /api/deals, used by the API and the deal page's forms. */
import { z } from 'zod';
import { ZIsoDateSchema } from './dates';
import {
  CTC_MAX_RAND,
  DEAL_STAGES,
  DISPUTE_STATEMENT_MAX,
  FELL_THROUGH_REASONS,
  feePercentMilli,
  GUARANTEE_DAYS_MAX,
  GUARANTEE_DAYS_MIN,
  PAYMENT_PROOF_MAX,
  STAGE_INPUTS,
} from '../rules/deal';
import { requiredMessage } from '../messages';

export const DEAL_FIELD_LABELS = {
  feePercent: 'Fee %',
  guaranteeDays: 'Guarantee period',
  ctc: 'Annual CTC',
  reason: 'Reason',
  statement: 'Statement',
  stage: 'Stage',
  proof: 'Proof reference',
} as const;

export const DEAL_INPUT_MESSAGES = {
  feePercent: 'The Fee % must be a number from 0 to 100, with at most three decimals.',
  guaranteeDays: `The Guarantee period must be a whole number of days from ${GUARANTEE_DAYS_MIN} to ${GUARANTEE_DAYS_MAX}.`,
  ctc: `The Annual CTC must be a whole number of rand from 1 to ${CTC_MAX_RAND.toLocaleString('en-ZA')}.`,
  reason: 'Choose a reason from the list.',
  stage: 'The Stage is not valid.',
  statementShort: 'Please describe the dispute in at least 20 characters.',
  statementLong: `The Statement can be at most ${DISPUTE_STATEMENT_MAX} characters.`,
  termsEmpty: 'Change the Fee % or the Guarantee period.',
  proofLong: `The Proof reference can be at most ${PAYMENT_PROOF_MAX} characters.`,
  proofLine: 'The Proof reference must be one line of text.',
} as const;

export const ZDealTermsPatchSchema = z
  .strictObject({
    feePercent: z
      .string({ error: DEAL_INPUT_MESSAGES.feePercent })
      .trim()
      .refine((value) => feePercentMilli(value) !== null, DEAL_INPUT_MESSAGES.feePercent)
      .optional(),
    guaranteeDays: z
      .number({ error: DEAL_INPUT_MESSAGES.guaranteeDays })
      .int(DEAL_INPUT_MESSAGES.guaranteeDays)
      .min(GUARANTEE_DAYS_MIN, DEAL_INPUT_MESSAGES.guaranteeDays)
      .max(GUARANTEE_DAYS_MAX, DEAL_INPUT_MESSAGES.guaranteeDays)
      .optional(),
  })
  .refine((patch) => patch.feePercent !== undefined || patch.guaranteeDays !== undefined, {
    error: DEAL_INPUT_MESSAGES.termsEmpty,
  });
export type TDealTermsPatch = z.infer<typeof ZDealTermsPatchSchema>;

/**
 * POST /api/deals/:uid/stages { stage, date?, ctc?, reason? }: what each stage needs
 * (STAGE_INPUTS) is required; what it does not need is ignored.
 */
export const ZDealStageSchema = z
  .strictObject({
    stage: z.enum(DEAL_STAGES, { error: DEAL_INPUT_MESSAGES.stage }),
    date: ZIsoDateSchema.optional(),
    ctc: z
      .number({ error: DEAL_INPUT_MESSAGES.ctc })
      .int(DEAL_INPUT_MESSAGES.ctc)
      .min(1, DEAL_INPUT_MESSAGES.ctc)
      .max(CTC_MAX_RAND, DEAL_INPUT_MESSAGES.ctc)
      .optional(),
    reason: z.enum(FELL_THROUGH_REASONS, { error: DEAL_INPUT_MESSAGES.reason }).optional(),
    /** Client paid only (ignored otherwise): the client's or bank's payment reference; blank is none. */
    proof: z
      .string({ error: DEAL_INPUT_MESSAGES.proofLine })
      .trim()
      .max(PAYMENT_PROOF_MAX, DEAL_INPUT_MESSAGES.proofLong)
      // One line of text: no control characters (tabs and line breaks included).
      .refine((value) => !/\p{Cc}/u.test(value), DEAL_INPUT_MESSAGES.proofLine)
      .transform((value) => value || undefined)
      .optional(),
  })
  .superRefine((body, ctx) => {
    const needs = STAGE_INPUTS[body.stage] ?? {};
    if (needs.date && !body.date)
      ctx.addIssue({ code: 'custom', path: ['date'], message: requiredMessage(needs.date) });
    if (needs.ctc && body.ctc === undefined)
      ctx.addIssue({ code: 'custom', path: ['ctc'], message: requiredMessage(DEAL_FIELD_LABELS.ctc) });
    if (needs.reason && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: requiredMessage(DEAL_FIELD_LABELS.reason) });
  });
export type TDealStage = z.infer<typeof ZDealStageSchema>;

export const ZDealDisputeSchema = z.strictObject({
  statement: z
    .string({ error: requiredMessage(DEAL_FIELD_LABELS.statement) })
    .trim()
    .min(1, requiredMessage(DEAL_FIELD_LABELS.statement))
    .min(20, DEAL_INPUT_MESSAGES.statementShort)
    .max(DISPUTE_STATEMENT_MAX, DEAL_INPUT_MESSAGES.statementLong),
});
export type TDealDispute = z.infer<typeof ZDealDisputeSchema>;

/** GET /api/deals: ?stage=&status=open|closed&disputed=true&from=&to=&proposal= (admins: all deals; members: theirs). */
export const ZDealListQuerySchema = z.strictObject({
  stage: z.enum(DEAL_STAGES, { error: DEAL_INPUT_MESSAGES.stage }).optional(),
  status: z.enum(['open', 'closed'], { error: 'The status is not valid.' }).optional(),
  disputed: z.enum(['true', 'false'], { error: 'The disputed filter is true or false.' }).optional(),
  from: ZIsoDateSchema.optional(),
  to: ZIsoDateSchema.optional(),
  /** The deal a match or sourcing offer opened (the approved proposal's screen links to it). */
  proposal: z.uuid({ error: 'The proposal is not valid.' }).optional(),
});
export type TDealListQuery = z.infer<typeof ZDealListQuerySchema>;
