import { and, arrayOverlaps, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accounts, candidates, jobs, matches, sourcingOffers } from '../db/schema';
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
    const waitingMatches = await ctx.db
      .select({ uid: matches.id, jReference: matches.jReference, cReference: matches.cReference })
      .from(matches)
      .innerJoin(jobs, eq(jobs.id, matches.jobId))
      .innerJoin(candidates, eq(candidates.id, matches.candidateId))
      .where(and(eq(matches.seconderId, member.id), eq(matches.status, 'proposed'), openAt(jobs), openAt(candidates)));
    const waitingOffers = await ctx.db
      .select({ uid: sourcingOffers.id, jReference: sourcingOffers.jReference })
      .from(sourcingOffers)
      .innerJoin(jobs, eq(jobs.id, sourcingOffers.jobId))
      .where(and(eq(sourcingOffers.seconderId, member.id), eq(sourcingOffers.status, 'proposed'), openAt(jobs)));

    const items = [...newJobs, ...newCandidates].map(alertItem);
    const pending = [
      ...waitingMatches.map((m) => ({ ...m, kind: 'match' as const })),
      ...waitingOffers.map((o) => ({ ...o, cReference: null, kind: 'sourcing' as const })),
    ];
    if (items.length === 0 && pending.length === 0) continue;
    await withTransaction(ctx, (tx) => enqueueMail(tx, 'digest', member.email, { period, items, pending }));
    sent++;
  }
  return sent;
}
