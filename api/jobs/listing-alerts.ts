import { and, arrayOverlaps, eq, ne, or, sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { AppContext } from '../context';
import { accounts, alertClock, pendingAlerts } from '../db/schema';
import { isListed } from '../policies/listing';
import { LISTING_TABLES } from '../services/listings/listing-tables';
import { notifyStrongSuggestions } from '../services/suggestions/notify-strong-suggestions';
import { now } from '../clock';
import { HIRING_COMPANY_TYPE_ID } from '../../shared/lookups';
import { LISTING_ALERT_TOGGLES } from '../../shared/constants';
import { ZDeliverAlertsPayload, ZListingAlertsPayload, QUEUES } from './queues';

export const ALERT_BATCH_MS = 15 * 60_000;

/**
 * A new listing alerts members whose recruitment categories overlap and whose toggle is on
 * (newPosition for job specs, newCandidate for candidates; never hiring companies, never the
 * poster). A job spec open to sourcing offers also alerts every member who offers candidate
 * sourcing (account `sourcing`), whatever their categories: they are the ones who can take it up.
 * Each alert waits in pending_alerts; one deliver-alerts job per member mails them. First, members
 * whose own listing the new one fits strongly get a 'Suggested Match - New' note and push
 * (services/suggestions/notify-strong-suggestions.ts).
 */
export async function handleListingAlerts(ctx: AppContext, job: Job<unknown>): Promise<void> {
  const { kind, listingId } = ZListingAlertsPayload.parse(job.data);
  const { table } = LISTING_TABLES[kind];
  const [listing] = await ctx.db.select().from(table).where(eq(table.id, listingId));
  if (!listing || !isListed(listing)) return;
  // Members whose own listing it fits strongly hear about it too (at most daily per listing).
  await notifyStrongSuggestions(ctx, { listing, now: now() });

  const toggle = LISTING_ALERT_TOGGLES[kind];
  const inCategories = arrayOverlaps(accounts.categories, listing.categories);
  const isOpenToSourcing = 'sourcing' in listing && listing.sourcing;
  const recipients = await ctx.db
    .select({ id: accounts.id, lastSentAt: alertClock.lastSentAt })
    .from(accounts)
    .leftJoin(alertClock, eq(alertClock.accountId, accounts.id))
    .where(
      and(
        isOpenToSourcing ? or(inCategories, eq(accounts.sourcing, true)) : inCategories,
        ne(accounts.id, listing.ownerId),
        eq(accounts.isActive, true),
        eq(accounts.isDeleted, false),
        ne(accounts.companyType, HIRING_COMPANY_TYPE_ID),
        sql`(${accounts.notifications} ->> ${toggle})::boolean IS TRUE`,
      ),
    );
  if (recipients.length === 0) return;

  await ctx.db
    .insert(pendingAlerts)
    .values(recipients.map((r) => ({ accountId: r.id, kind, listingId })))
    .onConflictDoNothing();
  for (const r of recipients) {
    const wait = r.lastSentAt ? Math.max(0, r.lastSentAt.getTime() + ALERT_BATCH_MS - Date.now()) : 0;
    // stately + singletonKey: if a delivery is already queued for this member, it will carry this alert too.
    await ctx.boss.send('deliver-alerts', ZDeliverAlertsPayload.parse({ accountId: r.id }), {
      ...QUEUES['deliver-alerts'].sendOptions(ctx.config),
      singletonKey: r.id,
      startAfter: Math.ceil(wait / 1000),
    });
  }
}
