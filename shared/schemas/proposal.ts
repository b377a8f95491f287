/** Request bodies and queries of match proposals and sourcing offers (POST /api/matches, /api/sourcing, admin lists). */
import { z } from 'zod';
import { ZIsoDateSchema } from './dates';
import { LIMITS } from '../constants';

export const PROPOSAL_NOTE_MESSAGES = {
  invalid: 'The Note must be text.',
  tooLong: `The Note may be at most ${LIMITS.proposalNote.toLocaleString('en-US')} characters.`,
} as const;

/**
 * The optional note sent with a proposal ("why this candidate fits your client"): trimmed, at most
 * LIMITS.proposalNote characters once trimmed; blank is no note.
 */
export const ZProposalNoteSchema = z
  .string({ error: PROPOSAL_NOTE_MESSAGES.invalid })
  .trim()
  .max(LIMITS.proposalNote, { error: PROPOSAL_NOTE_MESSAGES.tooLong })
  .optional();

export const ZProposeMatchSchema = z.strictObject({
  job: z.string({ error: 'The Job Spec field is required.' }).max(64),
  candidate: z.string({ error: 'The Candidate field is required.' }).max(64),
  note: ZProposalNoteSchema,
});
export type TProposeMatch = z.infer<typeof ZProposeMatchSchema>;

export const ZOfferSourcingSchema = z.strictObject({
  job: z.string({ error: 'The Job Spec field is required.' }).max(64),
  note: ZProposalNoteSchema,
});
export type TOfferSourcing = z.infer<typeof ZOfferSourcingSchema>;

/** GET /api/admin/matches and /api/admin/sourcing: ?status=&from=&to= */
export const ZProposalListQuerySchema = z.strictObject({
  status: z
    .enum(['proposed', 'approved', 'declined', 'withdrawn', 'expired', 'lapsed'], { error: 'The status is not valid.' })
    .optional(),
  from: ZIsoDateSchema.optional(),
  to: ZIsoDateSchema.optional(),
});
export type TProposalListQuery = z.infer<typeof ZProposalListQuerySchema>;
