import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { candidates, jobs, savedSearchHits, savedSearches } from '../../db/schema';
import { isListed } from '../../policies/listing';
import { alertItem } from '../alerts/alert-items';
import { mayBeAlerted } from './may-be-alerted';
import { savedSearchLink } from './saved-search-note';

export type DailySavedSearch = { name: string; link: string; items: ReturnType<typeof alertItem>[] };

/**
 * For the daily digest: each of the member's daily saved searches (not paused) with the listings it
 * matched since the last digest that are still listed, and those matches marked told — in the
 * digest mail's transaction, so a digest that fails to queue tells them again tomorrow. Nothing
 * for a member who may not be alerted now (their matches are marked all the same: no backlog
 * mails them later).
 */
export async function takeDailySavedHits(
  tx: Tx,
  options: { accountId: string; at: Date },
): Promise<DailySavedSearch[]> {
  const searches = await tx.db
    .select()
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.accountId, options.accountId),
        eq(savedSearches.alert, 'daily'),
        eq(savedSearches.isPaused, false),
      ),
    )
    .orderBy(savedSearches.createdAt);
  if (searches.length === 0) return [];
  const hits = await tx.db
    .update(savedSearchHits)
    .set({ alertedAt: sql`now()` })
    .where(
      and(
        inArray(
          savedSearchHits.savedSearchId,
          searches.map((s) => s.id),
        ),
        isNull(savedSearchHits.alertedAt),
      ),
    )
    .returning({ savedSearchId: savedSearchHits.savedSearchId, listingId: savedSearchHits.listingId });
  if (hits.length === 0 || !(await mayBeAlerted(tx.db, options.accountId, options.at))) return [];
  const ids = (kind: 'job' | 'candidate') => {
    const of = new Set(searches.filter((s) => s.kind === kind).map((s) => s.id));
    return [...new Set(hits.filter((h) => of.has(h.savedSearchId)).map((h) => h.listingId))];
  };
  const jobIds = ids('job');
  const candidateIds = ids('candidate');
  const rows = [
    ...(jobIds.length ? await tx.db.select().from(jobs).where(inArray(jobs.id, jobIds)) : []),
    ...(candidateIds.length ? await tx.db.select().from(candidates).where(inArray(candidates.id, candidateIds)) : []),
  ].filter((row) => isListed(row, options.at));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return searches
    .map((search) => ({
      name: search.name,
      link: savedSearchLink(search),
      items: hits
        .filter((h) => h.savedSearchId === search.id)
        .map((h) => byId.get(h.listingId))
        .filter((row) => row !== undefined)
        .map(alertItem),
    }))
    .filter((s) => s.items.length > 0);
}
