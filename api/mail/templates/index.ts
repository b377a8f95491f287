/** The registry of mail templates: each has a zod schema for its data and a renderer. */
import type { z } from 'zod';
import type { LayoutContext, RenderedMail } from '../layout';
import { renderActivation, ZActivationData } from './activation';
import { renderApprovalRequest, ZApprovalRequestData } from './approval-request';
import { renderPasswordChanged, ZPasswordChangedData } from './password-changed';
import { renderPasswordReset, ZPasswordResetData } from './password-reset';
import { proposalRenderers, ZProposalMailData } from './proposals';
import { renderBulkMessage, renderDigest, renderListingAlert, ZBulkMessageData, ZDigestData, ZListingAlertData } from './alerts';
import { renderRegistrationApproved, ZRegistrationApprovedData } from './registration-approved';

type Template<S extends z.ZodType> = { schema: S; render: (data: z.infer<S>, ctx: LayoutContext) => RenderedMail };
const template = <S extends z.ZodType>(t: Template<S>) => t;

export const MAIL_TEMPLATES = {
  activation: template({ schema: ZActivationData, render: renderActivation }),
  'password-reset': template({ schema: ZPasswordResetData, render: renderPasswordReset }),
  'password-changed': template({ schema: ZPasswordChangedData, render: renderPasswordChanged }),
  'approval-request': template({ schema: ZApprovalRequestData, render: renderApprovalRequest }),
  'listing-alert': template({ schema: ZListingAlertData, render: renderListingAlert }),
  digest: template({ schema: ZDigestData, render: renderDigest }),
  'bulk-message': template({ schema: ZBulkMessageData, render: renderBulkMessage }),
  'registration-approved': template({ schema: ZRegistrationApprovedData, render: renderRegistrationApproved }),
  ...(Object.fromEntries(
    Object.entries(proposalRenderers).map(([name, render]) => [name, template({ schema: ZProposalMailData, render })]),
  ) as { [K in keyof typeof proposalRenderers]: Template<typeof ZProposalMailData> }),
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailTemplateData<T extends MailTemplateName> = z.infer<(typeof MAIL_TEMPLATES)[T]['schema']>;

export function renderMail(name: MailTemplateName, data: unknown, ctx: LayoutContext): RenderedMail {
  const t = MAIL_TEMPLATES[name] as Template<z.ZodType>;
  return t.render(t.schema.parse(data), ctx);
}
