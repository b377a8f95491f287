import { and, arrayOverlaps, desc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accounts, candidates, jobs, proposals, savedSearches } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { enqueueMail } from '../mail/enqueue-mail';
import { alertItem } from '../services/alerts/alert-items';
import { takeDailySavedHits } from '../services/saved-searches/take-daily-saved-hits';
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

  const hasToggle = sql`(${accounts.notifications} ->> ${toggle})::boolean IS TRUE`;
  // The daily digest also reaches members with a daily saved search, whatever their summary toggle.
  const hasDailySavedSearch = sql`EXISTS (SELECT 1 FROM ${savedSearches} WHERE ${savedSearches.accountId} = ${accounts.id}
    AND ${savedSearches.alert} = 'daily' AND NOT ${savedSearches.isPaused})`;
  const members = await ctx.db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.isActive, true),
        eq(accounts.isDeleted, false),
        period === 'daily' ? or(hasToggle, hasDailySavedSearch) : hasToggle,
      ),
    );

  const openAt = (t: ListingTable) => openListing(t, now);

  let sent = 0;
  for (const member of members) {
    const hasSummary = Boolean(member.notifications[toggle]);
    if (!hasSummary) {
      // Only their saved searches: no category listings, no proposals.
      await withTransaction(ctx, async (tx) => {
        const saved = await takeDailySavedHits(tx, { accountId: member.id, at: now });
        if (saved.length === 0) return;
        await enqueueMail(tx, 'digest', member.email, { period, items: [], pending: [], saved, hasSummary: false });
        sent++;
      });
      continue;
    }
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
    await withTransaction(ctx, async (tx) => {
      const saved = period === 'daily' ? await takeDailySavedHits(tx, { accountId: member.id, at: now }) : [];
      if (items.length === 0 && pending.length === 0 && saved.length === 0) return;
      await enqueueMail(tx, 'digest', member.email, { period, items, pending, ...(saved.length ? { saved } : {}) });
      sent++;
    });
  }
  return sent;
}
