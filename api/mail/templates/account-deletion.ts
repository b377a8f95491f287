import { z } from 'zod';
import { renderLayout, type LayoutContext } from '../layout';
import { formatAnswerBy } from '../../../shared/rules/proposal-deadline';
import { saDateOf } from '../../../shared/rules/business-days';

/** "Delete my account": the member's confirmation of the request, with the due date. */
export const ZAccountDeletionRequestedData = z.object({ dueAt: z.iso.datetime() });

export function renderAccountDeletionRequested(
  data: z.infer<typeof ZAccountDeletionRequestedData>,
  ctx: LayoutContext,
) {
  const due = formatAnswerBy(saDateOf(new Date(data.dueAt)));
  return renderLayout(
    {
      subject: 'Your Recruiter Connect account will be deleted',
      heading: 'Account deletion requested',
      paragraphs: [
        `You asked us to delete your Recruiter Connect account. You have been logged out on every device, your listings were closed and your open proposals withdrawn.`,
        `Your personal details will be erased on ${due}. Until then you can cancel: log in and choose 'Cancel deletion' under My Account → Privacy.`,
        'If this was not you, log in, cancel the deletion and change your password at once.',
      ],
      action: { label: 'Log in to cancel', url: `${ctx.appUrl}/account/privacy` },
    },
    ctx,
  );
}
