/**
 * The mails of spec “The calls it makes” about match proposals and sourcing offers: one set of templates, worded
 * per kind. They name references and titles only; contact details appear solely in the mails
 * sent on approval, to the two parties. Template names are what the mail queue stores, so they
 * stay as they were: a mail queued before this code still renders.
 */
import { z } from 'zod';
import { renderLayout, type LayoutContext } from '../layout';
import { formatAnswerBy } from '../../../shared/rules/proposal-deadline';

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
  /** A new proposal's answer-by date; absent in mails queued before deadlines existed. */
  answerBy: z.iso.date().optional(),
  /** A new proposal's note from the proposer; absent when none. */
  note: z.string().optional(),
});
type Data = z.infer<typeof ZProposalMailData>;

type Kind = 'match' | 'sourcing';
/** What happened, as a proposal mail tells it. */
export type ProposalMailEvent = 'proposed' | 'accepted' | 'declined' | 'contact';
/** The listing the proposal's recipient (the seconder) owns: a match's mails differ by it. */
type Listing = 'job' | 'candidate';

const describe = (d: Data) =>
  d.candidate
    ? `candidate ${d.candidate.reference} (${d.candidate.title}) for job spec ${d.job.reference} (${d.job.title})`
    : `job spec ${d.job.reference} (${d.job.title})`;
const pair = (d: Data) => `${d.job.reference} and ${d.candidate?.reference ?? ''}`;
const listingName = (listing: Listing) => (listing === 'job' ? 'job spec' : 'candidate');

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

/** The words that differ between the two kinds; everything else is shared. */
const WORDS = {
  match: {
    name: 'Match Proposal',
    template: (event: ProposalMailEvent, listing: Listing) =>
      event === 'contact'
        ? 'match-contact'
        : `${{ proposed: 'propose', accepted: 'accept', declined: 'decline' }[event]}-matching-${listing}`,
    newLines: (d: Data) => [`A recruiter proposes ${describe(d)}.`, 'Open the proposal to approve or decline it.'],
    answeredSubject: (d: Data, verb: string) => `Your Match Proposal was ${verb}: ${pair(d)}`,
    acceptedLine: (d: Data, listing: Listing) =>
      `The owner of the ${listingName(listing)} accepted your proposal of ${describe(d)}.`,
    declinedLine: (d: Data) => `Your proposal of ${describe(d)} was declined.`,
    contactSubject: (d: Data) => `Match approved: ${pair(d)}`,
    contactHeading: 'You approved a Match Proposal',
    contactLine: (d: Data) => `You approved the match of ${describe(d)}.`,
  },
  sourcing: {
    name: 'Sourcing Offer',
    template: (event: ProposalMailEvent) =>
      event === 'contact'
        ? 'sourcing-contact'
        : `${{ proposed: 'offer', accepted: 'accept', declined: 'decline' }[event]}-job-sourcing`,
    newLines: (d: Data) => [
      `A recruiter offers to source candidates for your ${describe(d)}.`,
      'Open the offer to accept or decline it. Contact details are exchanged only when you accept.',
    ],
    answeredSubject: (d: Data, verb: string) => `Your Sourcing Offer for ${d.job.reference} was ${verb}`,
    acceptedLine: (d: Data) => `Your offer to source candidates for ${describe(d)} was accepted.`,
    declinedLine: (d: Data) => `Your offer to source candidates for ${describe(d)} was declined.`,
    contactSubject: (d: Data) => `Sourcing Offer accepted: ${d.job.reference}`,
    contactHeading: 'You accepted a Sourcing Offer',
    contactLine: (d: Data) => `You accepted an offer to source candidates for ${describe(d)}.`,
  },
} as const;

const url = (ctx: LayoutContext, kind: Kind, view: string, d: Data) => `${ctx.appUrl}/${kind}/${view}/${d.uid}`;

/** To the recipient: a new proposal of their listing (`listing`: the one they own). */
const proposed = (kind: Kind, listing: Listing) => (d: Data, ctx: LayoutContext) =>
  renderLayout(
    {
      subject: `New ${WORDS[kind].name} for your ${listingName(listing)} ${listing === 'job' ? d.job.reference : (d.candidate?.reference ?? '')}`,
      heading: `${WORDS[kind].name} - New`,
      paragraphs: [
        ...WORDS[kind].newLines(d),
        ...(d.note ? ['Their note:', d.note] : []),
        ...(d.answerBy
          ? [`Please answer by ${formatAnswerBy(d.answerBy)}: unanswered, it lapses at the end of that day.`]
          : []),
      ],
      action: { label: 'View Now', url: url(ctx, kind, 'proposal', d) },
    },
    ctx,
  );

/** To the proposer: accepted, with the recipient's contact card. */
const accepted = (kind: Kind, listing: Listing) => (d: Data, ctx: LayoutContext) =>
  renderLayout(
    {
      subject: WORDS[kind].answeredSubject(d, 'accepted'),
      heading: `${WORDS[kind].name} - Accepted`,
      paragraphs: [WORDS[kind].acceptedLine(d, listing), ...contactLines(d)],
      action: { label: 'View Now', url: url(ctx, kind, 'approved', d) },
    },
    ctx,
  );

const declined = (kind: Kind) => (d: Data, ctx: LayoutContext) =>
  renderLayout(
    {
      subject: WORDS[kind].answeredSubject(d, 'declined'),
      heading: `${WORDS[kind].name} - Declined`,
      paragraphs: [WORDS[kind].declinedLine(d)],
      action: { label: 'View Now', url: url(ctx, kind, 'declined', d) },
    },
    ctx,
  );

/** To the approver: the proposer's contact details, now that both sides agreed. */
const contact = (kind: Kind) => (d: Data, ctx: LayoutContext) =>
  renderLayout(
    {
      subject: WORDS[kind].contactSubject(d),
      heading: WORDS[kind].contactHeading,
      paragraphs: [WORDS[kind].contactLine(d), ...contactLines(d)],
      action: { label: 'View Now', url: url(ctx, kind, 'approved', d) },
    },
    ctx,
  );

export const proposalRenderers = {
  'propose-matching-job': proposed('match', 'job'),
  'propose-matching-candidate': proposed('match', 'candidate'),
  'accept-matching-job': accepted('match', 'job'),
  'accept-matching-candidate': accepted('match', 'candidate'),
  'decline-matching-job': declined('match'),
  'decline-matching-candidate': declined('match'),
  'match-contact': contact('match'),
  'offer-job-sourcing': proposed('sourcing', 'job'),
  'accept-job-sourcing': accepted('sourcing', 'job'),
  'decline-job-sourcing': declined('sourcing'),
  'sourcing-contact': contact('sourcing'),
};

export type ProposalTemplateName = keyof typeof proposalRenderers;

/**
 * The template of `event` for a proposal of `kind` whose recipient owns `listing` (a sourcing
 * offer's recipient always owns the job spec).
 */
export function proposalTemplate(kind: Kind, event: ProposalMailEvent, listing: Listing): ProposalTemplateName {
  return WORDS[kind].template(event, listing) as ProposalTemplateName;
}
