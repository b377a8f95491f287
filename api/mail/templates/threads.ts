/**
 * The unread-message digest (docs/conversations.md): one mail listing the conversations with
 * messages a member has not read 15 minutes after they came. A question thread's entry names no
 * one (its labels and the listing's reference); a conversation's names the other member.
 */
import { z } from 'zod';
import { renderLayout, type LayoutContext } from '../layout';

export const ZThreadDigestData = z.object({
  threads: z
    .array(
      z.object({
        uid: z.uuid(),
        /** "The job spec's recruiter", or the other member's name in a conversation. */
        from: z.string(),
        subject: z.string(),
        count: z.number().int().min(1),
        excerpt: z.string(),
      }),
    )
    .min(1),
});

export function renderThreadDigest(d: z.infer<typeof ZThreadDigestData>, ctx: LayoutContext) {
  const total = d.threads.reduce((sum, t) => sum + t.count, 0);
  const plural = total === 1 ? 'message' : 'messages';
  return renderLayout(
    {
      subject: `You have ${total} unread ${plural} on Recruiter Connect`,
      heading: `Unread ${plural}`,
      paragraphs: [
        `You have ${total} unread ${plural} in ${d.threads.length === 1 ? 'one conversation' : `${d.threads.length} conversations`}:`,
        ...d.threads.map(
          (t) => `${t.from} about ${t.subject} (${t.count} new): “${t.excerpt}” — ${ctx.appUrl}/messages/${t.uid}`,
        ),
        'You can mute a conversation in it, or turn off general updates under Notifications.',
      ],
      action: { label: 'Read Now', url: `${ctx.appUrl}/messages` },
    },
    ctx,
  );
}
