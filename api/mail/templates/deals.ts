/**
 * The mails about a deal: a stage moved, the terms changed or were accepted, a payment
 * or guarantee reminder, a referral to the ethics committee. One template: the service words the
 * heading and paragraphs (references, titles, dates and rand amounts; never contact details).
 */
import { z } from 'zod';
import { renderLayout, type LayoutContext } from '../layout';

export const ZDealMailData = z.object({
  uid: z.uuid(),
  subject: z.string().min(1).max(200),
  heading: z.string().min(1).max(200),
  paragraphs: z.array(z.string().max(2000)).min(1).max(10),
});

export function renderDealUpdate(data: z.infer<typeof ZDealMailData>, ctx: LayoutContext) {
  return renderLayout(
    {
      subject: data.subject,
      heading: data.heading,
      paragraphs: data.paragraphs,
      action: { label: 'Open the deal', url: `${ctx.appUrl}/deals/${data.uid}` },
    },
    ctx,
  );
}
