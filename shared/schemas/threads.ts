/**
 * Conversations (docs/conversations.md): an anonymous question on another member's listing
 * (POST /api/threads), a message in a thread (POST /api/threads/:uid/messages), muting a thread,
 * reporting a message to the association.
 */
import { z } from 'zod';

export const THREAD_MESSAGE_MAX = 2000;
export const THREAD_REPORT_MAX = 500;

export const THREAD_MESSAGES = {
  listingUid: 'Choose the listing to ask about.',
  kind: "The kind must be 'job' or 'candidate'.",
  bodyRequired: 'Please write a message.',
  bodyTooLong: 'A message can be at most 2,000 characters.',
  messageUid: 'Choose the message to report.',
  muted: 'Say whether the conversation is muted (true or false).',
  reason: `The reason can be at most ${THREAD_REPORT_MAX} characters.`,
} as const;

const body = z
  .string({ error: THREAD_MESSAGES.bodyRequired })
  .trim()
  .min(1, THREAD_MESSAGES.bodyRequired)
  .max(THREAD_MESSAGE_MAX, THREAD_MESSAGES.bodyTooLong);

export const ZThreadCreateSchema = z.strictObject({
  listingUid: z.string({ error: THREAD_MESSAGES.listingUid }).trim().min(1, THREAD_MESSAGES.listingUid).max(64),
  kind: z.enum(['job', 'candidate'], { error: THREAD_MESSAGES.kind }),
  body,
});
export type TThreadCreate = z.infer<typeof ZThreadCreateSchema>;

export const ZThreadMessageSchema = z.strictObject({ body });
export type TThreadMessage = z.infer<typeof ZThreadMessageSchema>;

export const ZThreadMuteSchema = z.strictObject({ muted: z.boolean({ error: THREAD_MESSAGES.muted }) });
export type TThreadMute = z.infer<typeof ZThreadMuteSchema>;

export const ZThreadReportSchema = z.strictObject({
  messageUid: z.string({ error: THREAD_MESSAGES.messageUid }).trim().min(1, THREAD_MESSAGES.messageUid).max(64),
  reason: z.string({ error: THREAD_MESSAGES.reason }).trim().max(THREAD_REPORT_MAX, THREAD_MESSAGES.reason).optional(),
});
export type TThreadReport = z.infer<typeof ZThreadReportSchema>;
