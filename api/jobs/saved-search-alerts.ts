import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { AppContext } from '../context';
import { candidates, jobs, savedSearchHits, savedSearches } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { isListed } from '../policies/listing';
import { createNotes } from '../services/notes/create-note';
import { matchSavedSearches } from '../services/saved-searches/match-saved-searches';
import { savedSearchAlertNote } from '../services/saved-searches/saved-search-note';
import { mayBeAlerted } from '../services/saved-searches/may-be-alerted';
import { LISTING_TABLES } from '../services/listings/listing-tables';
import { now } from '../clock';
import { QUEUES, ZSavedSearchAlertPayload, ZSavedSearchMatchPayload } from './queues';

/** At most one instant note per saved search per hour; what matched meanwhile waits for it. */
export const SAVED_SEARCH_ALERT_INTERVAL_MS = 60 * 60_000;

async function queueAlert(ctx: AppContext, savedSearchId: string, waitMs: number): Promise<void> {
  // stately + singletonKey: a note already queued for this search carries this match too.
  await ctx.boss.send(
    'saved-search-alert',
    { savedSearchId },
    {
      ...QUEUES['saved-search-alert'].sendOptions(ctx.config),
      singletonKey: savedSearchId,
      startAfter: Math.ceil(Math.max(0, waitMs) / 1000),
    },
  );
}

/**
 * A listing posted or extended: the saved searches it matches count it (match-saved-searches.ts),
 * and each instant one that is not paused queues its note — at once, or when its hour is up.
 */
export async function handleSavedSearchMatch(ctx: AppContext, job: Job<unknown>): Promise<void> {
  const { kind, listingId } = ZSavedSearchMatchPayload.parse(job.data);
  const { table } = LISTING_TABLES[kind];
  const [listing] = await ctx.db.select().from(table).where(eq(table.id, listingId));
  const at = now();
  if (!listing || !isListed(listing, at)) return;
  const matched = await matchSavedSearches(ctx.db, { kind, listing, at });
  const instant = matched.filter((m) => m.alert === 'instant' && !m.isPaused);
  if (instant.length === 0) return;
  const clocks = await ctx.db
    .select({ id: savedSearches.id, lastAlertedAt: savedSearches.lastAlertedAt })
    .from(savedSearches)
    .where(
      inArray(
        savedSearches.id,
        instant.map((m) => m.id),
      ),
    );
  for (const clock of clocks) {
    const wait = clock.lastAlertedAt ? clock.lastAlertedAt.getTime() + SAVED_SEARCH_ALERT_INTERVAL_MS - Date.now() : 0;
    await queueAlert(ctx, clock.id, wait);
  }
}

/**
 * One saved search's instant note (and so its push): every listing it matched since its last
 * note that is still listed, at most once an hour — too early, and the job puts itself back.
 * Nothing for a search paused or switched off meanwhile (its matches stay for the digest if it
 * became daily), nor for a member who may not be alerted now.
 */
export async function handleSavedSearchAlert(ctx: AppContext, job: Job<unknown>): Promise<void> {
  const { savedSearchId } = ZSavedSearchAlertPayload.parse(job.data);
  const [search] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, savedSearchId));
  if (!search || search.alert !== 'instant' || search.isPaused) return;
  const wait = search.lastAlertedAt ? search.lastAlertedAt.getTime() + SAVED_SEARCH_ALERT_INTERVAL_MS - Date.now() : 0;
  if (wait > 1000) {
    await queueAlert(ctx, savedSearchId, wait);
    return;
  }
  await withTransaction(ctx, async (tx) => {
    const waiting = await tx.db
      .update(savedSearchHits)
      .set({ alertedAt: sql`now()` })
      .where(and(eq(savedSearchHits.savedSearchId, savedSearchId), isNull(savedSearchHits.alertedAt)))
      .returning({ listingId: savedSearchHits.listingId });
    if (waiting.length === 0) return;
    if (!(await mayBeAlerted(tx.db, search.accountId, now()))) return;
    const table = search.kind === 'job' ? jobs : candidates;
    const rows = (
      await tx.db
        .select()
        .from(table)
        .where(
          inArray(
            table.id,
            waiting.map((w) => w.listingId),
          ),
        )
    ).filter((row) => isListed(row, now()) && row.ownerId !== search.accountId);
    if (rows.length === 0) return;
    await createNotes(tx, [savedSearchAlertNote(search, rows)]);
    await tx.db.update(savedSearches).set({ lastAlertedAt: now() }).where(eq(savedSearches.id, savedSearchId));
  });
}
