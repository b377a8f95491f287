import { z } from 'zod';
import { renderLayout, type LayoutContext } from '../layout';

export const ZActivationData = z.object({ uid: z.uuid(), token: z.string().min(1) });

export function renderActivation(data: z.infer<typeof ZActivationData>, ctx: LayoutContext) {
  return renderLayout(
    {
      subject: 'Activate your Recruiter Connect account',
      heading: 'Welcome to Recruiter Connect',
      paragraphs: [
        'Thank you for registering. Please confirm your e-mail address to activate your account.',
        'Once activated you can log in, complete your profile and start sharing job specs and candidates.',
        'If you did not register, you can ignore this e-mail.',
      ],
      action: { label: 'Activate my account', url: `${ctx.appUrl}/activate/${data.uid}/${data.token}` },
    },
    ctx,
  );
}
