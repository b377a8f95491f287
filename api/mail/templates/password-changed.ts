import { z } from 'zod';
import { renderLayout, type LayoutContext } from '../layout';

export const ZPasswordChangedData = z.object({});

export function renderPasswordChanged(_data: z.infer<typeof ZPasswordChangedData>, ctx: LayoutContext) {
  return renderLayout(
    {
      subject: 'Your Recruiter Connect password was changed',
      heading: 'Password changed',
      paragraphs: [
        'The password of your Recruiter Connect account was just changed, and your other sessions were signed out.',
        'If this was not you, reset your password at once and contact support.',
      ],
      action: { label: 'Reset my password', url: `${ctx.appUrl}/forgot` },
    },
    ctx,
  );
}
