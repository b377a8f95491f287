import { z } from 'zod';
import { renderLayout, type LayoutContext } from '../layout';

export const ZApprovalRequestData = z.object({
  uid: z.uuid(),
  email: z.string(),
  fullname: z.string(),
  mobile: z.string(),
  company: z.string(),
  invited: z.boolean(),
});

export function renderApprovalRequest(data: z.infer<typeof ZApprovalRequestData>, ctx: LayoutContext) {
  return renderLayout(
    {
      subject: `Approval requested: ${data.fullname || data.email}`,
      heading: 'A member asks for approval',
      paragraphs: [
        `${data.fullname || 'A member'} (${data.email}) of ${data.company || 'an unnamed company'} asks to be approved.`,
        `Mobile: ${data.mobile || '-'}`,
        data.invited
          ? 'This member registered with a valid invitation code.'
          : 'This member registered without an invitation code.',
      ],
      action: { label: 'Review the member', url: `${ctx.appUrl}/account/user/${data.uid}` },
    },
    ctx,
  );
}
