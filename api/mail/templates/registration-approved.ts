import { z } from 'zod';
import { renderLayout, type LayoutContext } from '../layout';

export const ZRegistrationApprovedData = z.object({ firstname: z.string() });

export function renderRegistrationApproved(data: z.infer<typeof ZRegistrationApprovedData>, ctx: LayoutContext) {
  return renderLayout(
    {
      subject: 'Your Recruiter Connect registration was approved',
      heading: 'Registration approved',
      paragraphs: [
        `Hello ${data.firstname || 'there'},`,
        'The association has approved your Recruiter Connect membership. You can keep posting job specs and candidates, search every member\u2019s listings and propose matches.',
      ],
      action: { label: 'Open Recruiter Connect', url: `${ctx.appUrl}/dashboard` },
    },
    ctx,
  );
}
