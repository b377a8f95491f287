/**
 * The mails of spec §7 about match proposals and sourcing offers. They name references and
 * titles only; contact details appear solely in the mails sent on approval, to the two parties.
 */
import { z } from 'zod';
import { renderLayout, type LayoutContext } from '../layout';

const ZListingRef = z.object({ reference: z.string(), title: z.string() });
const ZContact = z.object({
  fullname: z.string(),
  company: z.string(),
  title: z.string(),
  website: z.string(),
  email: z.string(),
  cellphone: z.string(),
});

export const ZProposalMailData = z.object({
  uid: z.uuid(),
  job: ZListingRef,
  candidate: ZListingRef.optional(),
  /** The other party's contact card: only in approval mails. */
  contact: ZContact.optional(),
});
type Data = z.infer<typeof ZProposalMailData>;

const describe = (d: Data) =>
  d.candidate
    ? `candidate ${d.candidate.reference} (${d.candidate.title}) for job spec ${d.job.reference} (${d.job.title})`
    : `job spec ${d.job.reference} (${d.job.title})`;

function contactLines(d: Data): string[] {
  if (!d.contact) return [];
  const c = d.contact;
  return [
    'Their contact details:',
    `Name: ${c.fullname}`,
    `Company: ${c.company}`,
    `Job title: ${c.title}`,
    `Website: ${c.website}`,
    `E-mail: ${c.email}`,
    `Cellphone: ${c.cellphone}`,
  ];
}

const matchUrl = (ctx: LayoutContext, view: string, d: Data) => `${ctx.appUrl}/match/${view}/${d.uid}`;
const sourcingUrl = (ctx: LayoutContext, view: string, d: Data) => `${ctx.appUrl}/sourcing/${view}/${d.uid}`;

export const proposalRenderers = {
  /** To the job owner: someone proposes a candidate for their job spec. */
  'propose-matching-job': (d: Data, ctx: LayoutContext) =>
    renderLayout(
      {
        subject: `New Match Proposal for your job spec ${d.job.reference}`,
        heading: 'Match Proposal - New',
        paragraphs: [`A recruiter proposes ${describe(d)}.`, 'Open the proposal to approve or decline it.'],
        action: { label: 'View Now', url: matchUrl(ctx, 'proposal', d) },
      },
      ctx,
    ),
  /** To the candidate owner: someone proposes their candidate for a job spec. */
  'propose-matching-candidate': (d: Data, ctx: LayoutContext) =>
    renderLayout(
      {
        subject: `New Match Proposal for your candidate ${d.candidate?.reference ?? ''}`,
        heading: 'Match Proposal - New',
        paragraphs: [`A recruiter proposes ${describe(d)}.`, 'Open the proposal to approve or decline it.'],
        action: { label: 'View Now', url: matchUrl(ctx, 'proposal', d) },
      },
      ctx,
    ),
  'accept-matching-job': (d: Data, ctx: LayoutContext) => accepted(d, ctx, 'job spec'),
  'accept-matching-candidate': (d: Data, ctx: LayoutContext) => accepted(d, ctx, 'candidate'),
  'decline-matching-job': (d: Data, ctx: LayoutContext) => declined(d, ctx),
  'decline-matching-candidate': (d: Data, ctx: LayoutContext) => declined(d, ctx),
  /** To the approver: the proposer's contact details, now that both sides agreed. */
  'match-contact': (d: Data, ctx: LayoutContext) =>
    renderLayout(
      {
        subject: `Match approved: ${d.job.reference} and ${d.candidate?.reference ?? ''}`,
        heading: 'You approved a Match Proposal',
        paragraphs: [`You approved the match of ${describe(d)}.`, ...contactLines(d)],
        action: { label: 'View Now', url: matchUrl(ctx, 'approved', d) },
      },
      ctx,
    ),
  'offer-job-sourcing': (d: Data, ctx: LayoutContext) =>
    renderLayout(
      {
        subject: `New Sourcing Offer for your job spec ${d.job.reference}`,
        heading: 'Sourcing Offer - New',
        paragraphs: [
          `A recruiter offers to source candidates for your ${describe(d)}.`,
          'Open the offer to accept or decline it. Contact details are exchanged only when you accept.',
        ],
        action: { label: 'View Now', url: sourcingUrl(ctx, 'proposal', d) },
      },
      ctx,
    ),
  'accept-job-sourcing': (d: Data, ctx: LayoutContext) =>
    renderLayout(
      {
        subject: `Your Sourcing Offer for ${d.job.reference} was accepted`,
        heading: 'Sourcing Offer - Accepted',
        paragraphs: [`Your offer to source candidates for ${describe(d)} was accepted.`, ...contactLines(d)],
        action: { label: 'View Now', url: sourcingUrl(ctx, 'approved', d) },
      },
      ctx,
    ),
  'decline-job-sourcing': (d: Data, ctx: LayoutContext) =>
    renderLayout(
      {
        subject: `Your Sourcing Offer for ${d.job.reference} was declined`,
        heading: 'Sourcing Offer - Declined',
        paragraphs: [`Your offer to source candidates for ${describe(d)} was declined.`],
        action: { label: 'View Now', url: sourcingUrl(ctx, 'declined', d) },
      },
      ctx,
    ),
  'sourcing-contact': (d: Data, ctx: LayoutContext) =>
    renderLayout(
      {
        subject: `Sourcing Offer accepted: ${d.job.reference}`,
        heading: 'You accepted a Sourcing Offer',
        paragraphs: [`You accepted an offer to source candidates for ${describe(d)}.`, ...contactLines(d)],
        action: { label: 'View Now', url: sourcingUrl(ctx, 'approved', d) },
      },
      ctx,
    ),
};

function accepted(d: Data, ctx: LayoutContext, what: string) {
  return renderLayout(
    {
      subject: `Your Match Proposal was accepted: ${d.job.reference} and ${d.candidate?.reference ?? ''}`,
      heading: 'Match Proposal - Accepted',
      paragraphs: [`The owner of the ${what} accepted your proposal of ${describe(d)}.`, ...contactLines(d)],
      action: { label: 'View Now', url: matchUrl(ctx, 'approved', d) },
    },
    ctx,
  );
}

function declined(d: Data, ctx: LayoutContext) {
  return renderLayout(
    {
      subject: `Your Match Proposal was declined: ${d.job.reference} and ${d.candidate?.reference ?? ''}`,
      heading: 'Match Proposal - Declined',
      paragraphs: [`Your proposal of ${describe(d)} was declined.`],
      action: { label: 'View Now', url: matchUrl(ctx, 'declined', d) },
    },
    ctx,
  );
}

export type ProposalTemplateName = keyof typeof proposalRenderers;
