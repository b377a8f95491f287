/**
 * The registry of mail templates: each has a zod schema for its data, a renderer, and whether it
 * is urgent. Urgent: one member's answer to something just done (activation, password, approval,
 * a proposal and its contact details), which they may be waiting for right now. Not urgent: the
 * fan-out mails (bulk messages, alerts, digests), sent to many members at once.
 */
import type { z } from 'zod';
import type { LayoutContext, RenderedMail } from '../layout';
import { LISTING_ALERT_TOGGLES, type NotificationToggle } from '../../../shared/constants';
import { renderAccountDeletionRequested, ZAccountDeletionRequestedData } from './account-deletion';
import { renderActivation, ZActivationData } from './activation';
import { renderApprovalRequest, ZApprovalRequestData } from './approval-request';
import { renderPasswordChanged, ZPasswordChangedData } from './password-changed';
import { renderPasswordReset, ZPasswordResetData } from './password-reset';
import { proposalRenderers, ZProposalMailData } from './proposals';
import {
  renderBulkMessage,
  renderDigest,
  renderListingAlert,
  ZBulkMessageData,
  ZDigestData,
  ZListingAlertData,
} from './alerts';
import { renderRegistrationApproved, ZRegistrationApprovedData } from './registration-approved';
import { renderDealUpdate, ZDealMailData } from './deals';
import { renderThreadDigest, ZThreadDigestData } from './threads';
import {
  renderListingExpiring,
  renderProposalLapsed,
  renderProposalReminder,
  ZListingExpiringData,
  ZProposalDeadlineData,
} from './deadlines';

type Template<S extends z.ZodType> = {
  schema: S;
  render: (data: z.infer<S>, ctx: LayoutContext) => RenderedMail;
  /** Sent on its own queue, so fan-out mails queued ahead of it never delay it (api/mail/enqueue-mail.ts). */
  isUrgent: boolean;
  /**
   * Fields holding a one-time link's token: sealed in the job's data (api/mail/enqueue-mail.ts),
   * opened only to render, and the job's data emptied once the mail is sent (api/jobs/send-mail.ts).
   */
  secretFields?: readonly string[];
  /**
   * The notification toggles this mail is sent under, for its one-click unsubscribe (RFC 8058
   * List-Unsubscribe, api/services/mail/unsubscribe-links.ts). Only the fan-out mails a member
   * chose to get have it; a transactional mail (activation, password, a proposal and its answer,
   * a deal's step) answers something of the member's own and carries no unsubscribe.
   */
  unsubscribe?: (data: z.infer<S>) => NotificationToggle[];
};
const template = <S extends z.ZodType>(t: Template<S>) => t;

export const MAIL_TEMPLATES = {
  activation: template({ schema: ZActivationData, render: renderActivation, isUrgent: true, secretFields: ['token'] }),
  'password-reset': template({
    schema: ZPasswordResetData,
    render: renderPasswordReset,
    isUrgent: true,
    secretFields: ['token'],
  }),
  'password-changed': template({ schema: ZPasswordChangedData, render: renderPasswordChanged, isUrgent: true }),
  // "Delete my account": the member's confirmation, with the due date and how to cancel.
  'account-deletion-requested': template({
    schema: ZAccountDeletionRequestedData,
    render: renderAccountDeletionRequested,
    isUrgent: true,
  }),
  'approval-request': template({ schema: ZApprovalRequestData, render: renderApprovalRequest, isUrgent: true }),
  'listing-alert': template({
    schema: ZListingAlertData,
    render: renderListingAlert,
    isUrgent: false,
    // The alert toggles of the kinds listed (job specs, then candidates).
    unsubscribe: (data) =>
      (['job', 'candidate'] as const)
        .filter((kind) => data.items.some((i) => i.kind === kind))
        .map((kind) => LISTING_ALERT_TOGGLES[kind]),
  }),
  digest: template({
    schema: ZDigestData,
    render: renderDigest,
    isUrgent: false,
    unsubscribe: (data) => [data.period === 'daily' ? 'summaryDaily' : 'summaryWeekly'],
  }),
  'bulk-message': template({
    schema: ZBulkMessageData,
    render: renderBulkMessage,
    isUrgent: false,
    unsubscribe: () => ['generalUpdates'],
  }),
  // Conversations (docs/conversations.md): messages still unread 15 minutes on, one digest per run.
  'thread-digest': template({
    schema: ZThreadDigestData,
    render: renderThreadDigest,
    isUrgent: false,
    unsubscribe: () => ['generalUpdates'],
  }),
  'registration-approved': template({
    schema: ZRegistrationApprovedData,
    render: renderRegistrationApproved,
    isUrgent: true,
  }),
  // Deals (docs/deals.md): a stage moved, the terms, a payment or guarantee reminder, a dispute.
  'deal-update': template({ schema: ZDealMailData, render: renderDealUpdate, isUrgent: true }),
  // Proposal deadlines and listing expiry (docs/deadlines.md): a member acts on these the day they arrive.
  'proposal-reminder': template({ schema: ZProposalDeadlineData, render: renderProposalReminder, isUrgent: true }),
  'proposal-lapsed': template({ schema: ZProposalDeadlineData, render: renderProposalLapsed, isUrgent: true }),
  'listing-expiring': template({
    schema: ZListingExpiringData,
    render: renderListingExpiring,
    isUrgent: true,
    secretFields: ['token'],
  }),
  ...(Object.fromEntries(
    Object.entries(proposalRenderers).map(([name, render]) => [
      name,
      template({ schema: ZProposalMailData, render, isUrgent: true }),
    ]),
  ) as { [K in keyof typeof proposalRenderers]: Template<typeof ZProposalMailData> }),
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailTemplateData<T extends MailTemplateName> = z.infer<(typeof MAIL_TEMPLATES)[T]['schema']>;

/** The template's secret fields, sealed (`transform` = seal) or opened (`transform` = open); the rest as it is. */
export function mapSecretFields(
  name: MailTemplateName,
  data: Record<string, unknown>,
  transform: (value: string) => string,
): Record<string, unknown> {
  const fields = (MAIL_TEMPLATES[name] as Template<z.ZodType>).secretFields ?? [];
  if (fields.length === 0) return data;
  const out = { ...data };
  for (const field of fields) if (typeof out[field] === 'string') out[field] = transform(out[field]);
  return out;
}

export function hasSecretFields(name: MailTemplateName): boolean {
  return ((MAIL_TEMPLATES[name] as Template<z.ZodType>).secretFields ?? []).length > 0;
}

/** The toggles a mail of this template and data is sent under (empty: a transactional mail). */
export function unsubscribeTogglesOf(name: MailTemplateName, data: unknown): NotificationToggle[] {
  const t = MAIL_TEMPLATES[name] as Template<z.ZodType>;
  return t.unsubscribe ? t.unsubscribe(t.schema.parse(data)) : [];
}

export function renderMail(name: MailTemplateName, data: unknown, ctx: LayoutContext): RenderedMail {
  const t = MAIL_TEMPLATES[name] as Template<z.ZodType>;
  return t.render(t.schema.parse(data), ctx);
}
