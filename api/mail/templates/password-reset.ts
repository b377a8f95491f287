import { z } from 'zod';
import { renderLayout, type LayoutContext } from '../layout';

export const ZPasswordResetData = z.object({ token: z.string().min(1) });

export function renderPasswordReset(data: z.infer<typeof ZPasswordResetData>, ctx: LayoutContext) {
  return renderLayout(
    {
      subject: 'Reset your Recruiter Connect password',
      heading: 'Password reset',
      paragraphs: [
        'We received a request to reset the password of your Recruiter Connect account.',
        'The link below works once and expires in one hour.',
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url: `${ctx.appUrl}/change/${data.token}` },
    },
    ctx,
  );
}
