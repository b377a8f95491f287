import { and, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { accounts, candidates, jobs, proposals } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';
import { enqueueMail } from '../../mail/enqueue-mail';
import { openListing } from '../listings/open-listing';
import { createNotes } from '../notes/create-note';
import { claimReminder } from './claim-reminder';
import { proposalPushActions } from '../../push/actions';
import { addCalendarDays, saDateOf } from '../../../shared/rules/business-days';
import { answerByLabel, dueReminder, formatAnswerBy } from '../../../shared/rules/proposal-deadline';

const proposer = alias(accounts, 'proposer');
const seconder = alias(accounts, 'seconder');
/** Reminders fall at most 2 business days before the answer-by date: never more than 10 calendar days. */
const REMINDER_HORIZON_DAYS = 10;

type Due = {
  id: string;
  kind: 'match' | 'sourcing';
  answerBy: string;
  jReference: string;
  cReference: string | null;
  jobTitle: string;
  candidateTitle: string | null;
  proposerId: string;
  proposerEmail: string;
  seconderId: string;
  seconderEmail: string;
};

const NAME = { match: 'Match Proposal', sourcing: 'Sourcing Offer' } as const;

function mailData(p: Due) {
  return {
    kind: p.kind,
    uid: p.id,
    answerBy: p.answerBy,
    job: { reference: p.jReference, title: p.jobTitle },
    ...(p.cReference ? { candidate: { reference: p.cReference, title: p.candidateTitle ?? '' } } : {}),
  };
}

const what = (p: Due) =>
  p.cReference
    ? `candidate ${p.cReference} (${p.candidateTitle ?? ''}) for job spec ${p.jReference} (${p.jobTitle})`
    : `sourcing candidates for job spec ${p.jReference} (${p.jobTitle})`;

/** Open proposals whose listings are still open at `at`, with what the notes and mails name. */
async function openProposals(ctx: AppContext, at: Date, answerByWindow: ReturnType<typeof and>): Promise<Due[]> {
  return ctx.db
    .select({
      id: proposals.id,
      kind: proposals.kind,
      answerBy: sql<string>`${proposals.answerBy}::text`,
      jReference: proposals.jReference,
      cReference: proposals.cReference,
      jobTitle: jobs.jobTitle,
      candidateTitle: candidates.candidateTitle,
      proposerId: proposer.id,
      proposerEmail: proposer.email,
      seconderId: seconder.id,
      seconderEmail: seconder.email,
    })
    .from(proposals)
    .innerJoin(jobs, eq(jobs.id, proposals.jobId))
    .leftJoin(candidates, eq(candidates.id, proposals.candidateId))
    .innerJoin(proposer, eq(proposer.id, proposals.proposerId))
    .innerJoin(seconder, eq(seconder.id, proposals.seconderId))
    .where(
      and(
        eq(proposals.status, 'proposed'),
        answerByWindow,
        // An expired proposal (a listing closed) cannot be answered: it is neither reminded nor lapsed.
        openListing(jobs, at),
        or(isNull(proposals.candidateId), openListing(candidates, at)),
      ),
    )
    .orderBy(proposals.answerBy, proposals.id);
}

async function isStillOpen(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx.db
    .select({ status: proposals.status })
    .from(proposals)
    .where(eq(proposals.id, id))
    .for('update');
  return row?.status === 'proposed';
}

/**
 * The proposal deadlines as of `at` (api/clock.ts `now()`; docs/deadlines.md): each open proposal
 * past the end of its answer-by date becomes 'lapsed' and its proposer is told (note, push, mail);
 * each one whose reminder is due — 2, then 1 business day before the date, from 08:00 SAST — has
 * its recipient reminded (note, push, mail), once: the reminder's key in sent_reminders is claimed
 * in the transaction that queues it. Safe to run as often as wanted, and concurrently.
 */
export async function sweepProposalDeadlines(
  ctx: AppContext,
  at: Date,
): Promise<{ lapsed: string[]; reminded: Array<{ uid: string; days: number }> }> {
  const today = saDateOf(at);
  const lapsed: string[] = [];
  const reminded: Array<{ uid: string; days: number }> = [];

  for (const p of await openProposals(ctx, at, lt(proposals.answerBy, today))) {
    const didLapse = await withTransaction(ctx, async (tx) => {
      const [row] = await tx.db
        .update(proposals)
        .set({ status: 'lapsed' })
        .where(and(eq(proposals.id, p.id), eq(proposals.status, 'proposed')))
        .returning({ id: proposals.id });
      if (!row) return false;
      await createNotes(tx, [
        {
          userId: p.proposerId,
          heading: `${NAME[p.kind]} - Lapsed`,
          message: `Your ${NAME[p.kind]} of ${what(p)} was not answered by ${formatAnswerBy(p.answerBy)} and has lapsed.`,
          link: `/${p.kind}/proposal/${p.id}`,
        },
      ]);
      await enqueueMail(tx, 'proposal-lapsed', p.proposerEmail, mailData(p));
      return true;
    });
    if (didLapse) lapsed.push(p.id);
  }

  const window = and(
    gte(proposals.answerBy, today),
    lte(proposals.answerBy, addCalendarDays(today, REMINDER_HORIZON_DAYS)),
  );
  for (const p of await openProposals(ctx, at, window)) {
    const days = dueReminder(p.answerBy, at);
    if (days === null) continue;
    const didSend = await withTransaction(ctx, async (tx) => {
      if (!(await isStillOpen(tx, p.id))) return false;
      if (!(await claimReminder(tx, `proposal:${p.id}:remind-${days}`))) return false;
      await createNotes(tx, [
        {
          userId: p.seconderId,
          heading: `${NAME[p.kind]} - Reminder`,
          message: `A ${NAME[p.kind]} of ${what(p)} is waiting for your answer. ${answerByLabel(p.answerBy)}, or it lapses.`,
          link: `/${p.kind}/proposal/${p.id}`,
          actions: proposalPushActions(p.kind, p.id),
        },
      ]);
      await enqueueMail(tx, 'proposal-reminder', p.seconderEmail, mailData(p));
      return true;
    });
    if (didSend) reminded.push({ uid: p.id, days });
  }
  return { lapsed, reminded };
}
