import { and, arrayOverlaps, desc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accounts, candidates, jobs, proposals } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { enqueueMail } from '../mail/enqueue-mail';
import { alertItem } from '../services/alerts/alert-items';
import { listedListing, openListing, type ListingTable } from '../services/listings/open-listing';
import { HIRING_COMPANY_TYPE_ID } from '../../shared/lookups';
import { ZDigestPayload } from './queues';

const PERIOD_MS = { daily: 86_400_000, weekly: 7 * 86_400_000 };
const MAX_ITEMS = 25;

/**
 * The daily and weekly summaries (summaryDaily / summaryWeekly): new listings in the member's
 * categories since the last period, and proposals or offers waiting for their answer.
 * Scheduled by pg-boss's cron; `now` in the payload runs it for a chosen date.
 */
export async function handleDigest(ctx: AppContext, period: 'daily' | 'weekly', data: unknown): Promise<number> {
  const payload = ZDigestPayload.parse(data);
  const now = payload?.now ? new Date(payload.now) : new Date();
  const since = new Date(now.getTime() - PERIOD_MS[period]);
  const toggle = period === 'daily' ? 'summaryDaily' : 'summaryWeekly';

  const members = await ctx.db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.isActive, true),
        eq(accounts.isDeleted, false),
        sql`(${accounts.notifications} ->> ${toggle})::boolean IS TRUE`,
      ),
    );

  const openAt = (t: ListingTable) => openListing(t, now);

  let sent = 0;
  for (const member of members) {
    const inWindow = (t: ListingTable) =>
      and(
        arrayOverlaps(t.categories, member.categories.length ? member.categories : [-1]),
        ne(t.ownerId, member.id),
        gte(t.createdAt, since),
        sql`${t.createdAt} < ${now}`,
        // Open then, and not an offboarded member's (those have left the network).
        listedListing(t, now),
      );
    const newJobs = await ctx.db
      .select()
      .from(jobs)
      .where(inWindow(jobs))
      .orderBy(desc(jobs.createdAt))
      .limit(MAX_ITEMS);
    const newCandidates =
      member.companyType === HIRING_COMPANY_TYPE_ID
        ? []
        : await ctx.db
            .select()
            .from(candidates)
            .where(inWindow(candidates))
            .orderBy(desc(candidates.createdAt))
            .limit(MAX_ITEMS);
    // Only proposals the member can still answer: an expired one (a listing closed) is not waiting.
    // Matches first, then sourcing offers (a sourcing offer has no candidate to be closed).
    const pending = await ctx.db
      .select({
        uid: proposals.id,
        jReference: proposals.jReference,
        cReference: proposals.cReference,
        kind: proposals.kind,
        answerBy: proposals.answerBy,
      })
      .from(proposals)
      .innerJoin(jobs, eq(jobs.id, proposals.jobId))
      .leftJoin(candidates, eq(candidates.id, proposals.candidateId))
      .where(
        and(
          eq(proposals.seconderId, member.id),
          eq(proposals.status, 'proposed'),
          openAt(jobs),
          or(isNull(proposals.candidateId), openAt(candidates)),
        ),
      )
      .orderBy(proposals.kind, proposals.proposedAt);

    const items = [...newJobs, ...newCandidates].map(alertItem);
    if (items.length === 0 && pending.length === 0) continue;
    await withTransaction(ctx, (tx) => enqueueMail(tx, 'digest', member.email, { period, items, pending }));
    sent++;
  }
  return sent;
}
