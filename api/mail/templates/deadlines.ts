/**
 * The deadline mails (docs/deadlines.md): a reminder to answer a proposal, the
 * proposer told that theirs lapsed, and a listing's owner told it expires soon with a one-tap
 * "Extend 7 days" link. References and titles only: no member is named (a proposal stays
 * anonymous until it is approved).
 */
import { z } from 'zod';
import { renderLayout, type LayoutContext } from '../layout';
import { formatAnswerBy } from '../../../shared/rules/proposal-deadline';
import { saDateOf } from '../../../shared/rules/business-days';

const ZListingRef = z.object({ reference: z.string(), title: z.string() });

export const ZProposalDeadlineData = z.object({
  kind: z.enum(['match', 'sourcing']),
  uid: z.uuid(),
  job: ZListingRef,
  candidate: ZListingRef.optional(),
  answerBy: z.iso.date(),
});
type DeadlineData = z.infer<typeof ZProposalDeadlineData>;

const nameOf = (d: DeadlineData) => (d.kind === 'match' ? 'Match Proposal' : 'Sourcing Offer');
const describe = (d: DeadlineData) =>
  d.candidate
    ? `candidate ${d.candidate.reference} (${d.candidate.title}) for job spec ${d.job.reference} (${d.job.title})`
    : `sourcing candidates for job spec ${d.job.reference} (${d.job.title})`;
const viewUrl = (d: DeadlineData, ctx: LayoutContext) => `${ctx.appUrl}/${d.kind}/proposal/${d.uid}`;

/** To the recipient, 2 and 1 business days before the answer-by date. */
export function renderProposalReminder(d: DeadlineData, ctx: LayoutContext) {
  const by = formatAnswerBy(d.answerBy);
  return renderLayout(
    {
      subject: `Please answer by ${by}: ${nameOf(d)} ${d.job.reference}${d.candidate ? ` and ${d.candidate.reference}` : ''}`,
      heading: `${nameOf(d)} - Answer by ${by}`,
      paragraphs: [
        `A ${nameOf(d)} of ${describe(d)} is waiting for your answer.`,
        `Please approve or decline it by ${by}. Unanswered, it lapses at the end of that day and the proposer is told.`,
      ],
      action: { label: 'Answer Now', url: viewUrl(d, ctx) },
    },
    ctx,
  );
}

/** To the proposer: the recipient did not answer in time. */
export function renderProposalLapsed(d: DeadlineData, ctx: LayoutContext) {
  const by = formatAnswerBy(d.answerBy);
  return renderLayout(
    {
      subject: `Your ${nameOf(d)} lapsed unanswered: ${d.job.reference}${d.candidate ? ` and ${d.candidate.reference}` : ''}`,
      heading: `${nameOf(d)} - Lapsed`,
      paragraphs: [
        `Your ${nameOf(d)} of ${describe(d)} was not answered by ${by}, so it has lapsed.`,
        'No contact details were exchanged. You are free to propose it to another member.',
      ],
      action: { label: 'View Now', url: viewUrl(d, ctx) },
    },
    ctx,
  );
}

export const ZListingExpiringData = z.object({
  kind: z.enum(['job', 'candidate']),
  uid: z.uuid(),
  reference: z.string(),
  title: z.string(),
  /** The listing's expiry (an instant) when the mail was made. */
  expiresAt: z.iso.datetime({ offset: true }),
  /** The one-tap extension link's token (only its hash is stored). */
  token: z.string().min(20).max(200),
  extensionDays: z.number().int().min(1),
});

/** To a listing's owner, 3 days before it expires. */
export function renderListingExpiring(d: z.infer<typeof ZListingExpiringData>, ctx: LayoutContext) {
  const noun = d.kind === 'job' ? 'job spec' : 'candidate';
  const expires = formatAnswerBy(saDateOf(new Date(d.expiresAt)));
  return renderLayout(
    {
      subject: `Your ${noun} ${d.reference} expires on ${expires}`,
      heading: `Your ${noun} expires soon`,
      paragraphs: [
        `Your ${noun} ${d.reference} (${d.title}) expires on ${expires}. Once expired, no one can find it or propose a match for it.`,
        `To keep it listed, extend it by ${d.extensionDays} days with one tap. The link works once, for this ${noun} only, until it expires.`,
      ],
      action: {
        label: `Extend ${d.extensionDays} days`,
        url: `${ctx.appUrl}/listing-links/${encodeURIComponent(d.token)}`,
      },
    },
    ctx,
  );
}
