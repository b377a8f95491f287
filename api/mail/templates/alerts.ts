/** New-listing alerts, the daily and weekly digests, and bulk messages by e-mail. */
import { z } from 'zod';
import { renderLayout, type LayoutContext } from '../layout';
import { formatAnswerBy } from '../../../shared/rules/proposal-deadline';

const ZItem = z.object({
  kind: z.enum(['job', 'candidate']),
  reference: z.string(),
  title: z.string(),
  location: z.string(),
  package: z.string(),
  uid: z.uuid(),
  /** A job spec whose owner welcomes sourcing offers. */
  openToSourcing: z.boolean().optional(),
  /** Sent only because the recipient offers candidate sourcing, not for their categories. */
  bySourcing: z.boolean().optional(),
});
type Item = z.infer<typeof ZItem>;

const line = (item: Item, ctx: LayoutContext) =>
  `${item.reference} — ${item.title}${item.openToSourcing ? ' — open to sourcing offers' : ''} (${item.location || 'any location'}, ${item.package || 'package not given'}): ${ctx.appUrl}/${item.kind === 'job' ? 'jobs' : 'candidates'}/${item.uid}`;

/** Why these listings reached the member: their categories, their sourcing services, or both. */
function alertReason(items: Item[]) {
  const bySourcing = items.filter((i) => i.bySourcing).length;
  if (bySourcing === 0) return { subject: 'in your categories', text: 'matching your recruitment categories' };
  if (bySourcing === items.length) {
    return { subject: 'open to sourcing offers', text: 'open to sourcing offers (you offer candidate sourcing)' };
  }
  return {
    subject: 'in your categories or open to sourcing offers',
    text: 'matching your recruitment categories or open to sourcing offers',
  };
}

export const ZListingAlertData = z.object({ items: z.array(ZItem).min(1), isTest: z.boolean().optional() });

export function renderListingAlert(data: z.infer<typeof ZListingAlertData>, ctx: LayoutContext) {
  const jobs = data.items.filter((i) => i.kind === 'job').length;
  const candidates = data.items.length - jobs;
  const parts = [
    jobs ? `${jobs} job spec${jobs === 1 ? '' : 's'}` : '',
    candidates ? `${candidates} candidate${candidates === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const reason = alertReason(data.items);
  return renderLayout(
    {
      subject: `${data.isTest ? '[Test] ' : ''}New on Recruiter Connect: ${parts} ${reason.subject}`,
      heading: data.isTest ? 'Test alert' : `New listings ${reason.subject}`,
      paragraphs: [
        ...(data.isTest ? ['This is a test alert sent by an administrator. Real alerts look like this.'] : []),
        `${parts} ${reason.text} ${data.items.length === 1 ? 'was' : 'were'} posted:`,
        ...data.items.map((i) => line(i, ctx)),
      ],
      action: { label: 'Search listings', url: `${ctx.appUrl}/${jobs ? 'jobs' : 'candidates'}` },
    },
    ctx,
  );
}

export const ZDigestData = z.object({
  period: z.enum(['daily', 'weekly']),
  items: z.array(ZItem),
  pending: z.array(
    z.object({
      uid: z.uuid(),
      kind: z.enum(['match', 'sourcing']),
      jReference: z.string(),
      cReference: z.string().nullable(),
      /** Its answer-by date; absent in digests queued before, null on older proposals. */
      answerBy: z.iso.date().nullable().optional(),
    }),
  ),
  /** The member's daily saved searches and what each matched since the last digest. */
  saved: z.array(z.object({ name: z.string(), link: z.string(), items: z.array(ZItem) })).optional(),
  /** False when the member gets this digest only for their saved searches (summary toggle off). */
  hasSummary: z.boolean().optional(),
});

export function renderDigest(data: z.infer<typeof ZDigestData>, ctx: LayoutContext) {
  const label = data.period === 'daily' ? 'Daily' : 'Weekly';
  const since = data.period === 'daily' ? 'the last day' : 'the last week';
  const saved = data.saved ?? [];
  const savedLines = saved.flatMap((s) => [
    `New for your saved search “${s.name}” (${s.items.length}): ${ctx.appUrl}${s.link}`,
    ...s.items.map((i) => line(i, ctx)),
  ]);
  if (data.hasSummary === false) {
    const count = saved.reduce((n, s) => n + s.items.length, 0);
    return renderLayout(
      {
        subject: `${label} summary: ${count} new listing${count === 1 ? '' : 's'} for your saved searches`,
        heading: `Your ${label.toLowerCase()} summary`,
        paragraphs: savedLines,
        action: { label: 'Open the dashboard', url: `${ctx.appUrl}/dashboard` },
      },
      ctx,
    );
  }
  return renderLayout(
    {
      subject: `${label} summary: ${data.items.length} new listing${data.items.length === 1 ? '' : 's'}, ${data.pending.length} waiting for you`,
      heading: `Your ${label.toLowerCase()} summary`,
      paragraphs: [
        ...savedLines,
        data.items.length ? `New in your categories over ${since}:` : `Nothing new in your categories over ${since}.`,
        ...data.items.map((i) => line(i, ctx)),
        data.pending.length ? 'Waiting for your answer:' : 'No proposals are waiting for your answer.',
        ...data.pending.map((p) => {
          const by = p.answerBy ? ` (answer by ${formatAnswerBy(p.answerBy)})` : '';
          return p.kind === 'match'
            ? `Match Proposal ${p.jReference} / ${p.cReference}${by}: ${ctx.appUrl}/match/proposal/${p.uid}`
            : `Sourcing Offer for ${p.jReference}${by}: ${ctx.appUrl}/sourcing/proposal/${p.uid}`;
        }),
      ],
      action: { label: 'Open the dashboard', url: `${ctx.appUrl}/dashboard` },
    },
    ctx,
  );
}

export const ZBulkMessageData = z.object({ heading: z.string(), message: z.string() });

export function renderBulkMessage(data: z.infer<typeof ZBulkMessageData>, ctx: LayoutContext) {
  return renderLayout(
    {
      subject: data.heading,
      heading: data.heading,
      paragraphs: [data.message],
      action: { label: 'Open Recruiter Connect', url: `${ctx.appUrl}/dashboard` },
    },
    ctx,
  );
}
