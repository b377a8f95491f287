import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool';
import type { ListingKind } from '../../../shared/lookups';
import { titleOf, type ListingRow } from '../../domain/rows';
import { ANY } from './saved-search-columns';

export type SavedSearchMatch = { id: string; accountId: string; alert: 'instant' | 'daily' | 'off'; isPaused: boolean };

/**
 * The saved searches a listing just posted or extended matches, in one statement: each filter of a
 * saved search is an array overlap with the listing's values plus ANY (so a saved search without
 * that filter matches too; the categories' GIN index narrows the rows first), the keyword a
 * substring of the listing's title and reference (as the search reads them), the Date Posted
 * window against the listing's posting date. Never the owner's own searches; never a member who
 * is inactive, offboarded, asked to be deleted, or lapsed while the standing rule is on (the same
 * test as a listing owner's, listing_owner_listed_until). Each match is recorded once per listing
 * (saved_search_hits: newCount counts them when read); returns the searches newly matched.
 */
export async function matchSavedSearches(
  db: Db,
  options: { kind: ListingKind; listing: ListingRow; at: Date },
): Promise<SavedSearchMatch[]> {
  const { kind, listing, at } = options;
  const ints = (ids: readonly number[]) => sql`${`{${[...ids, ANY].join(',')}}`}::int[]`;
  const text = `${titleOf(listing)} ${listing.reference}`.toLowerCase();
  const { rows } = await db.execute<{
    id: string;
    account_id: string;
    alert: SavedSearchMatch['alert'];
    is_paused: boolean;
  }>(sql`
    WITH fits AS (
      SELECT s.id, s.account_id, s.alert, s.is_paused FROM saved_searches s
      WHERE s.kind = ${kind}
        AND s.account_id <> ${listing.ownerId}
        AND s.categories && ${ints(listing.categories)}
        AND s.locations && ${ints(listing.locations)}
        AND s.natures && ${ints(listing.natures)}
        AND s.equities && ${ints(listing.equities)}
        AND s.sectors && ${ints(listing.sectors)}
        AND s.genders && ${ints([listing.genderId])}
        AND s.packages && ${ints([listing.packageId])}
        AND (s.keyword IS NULL OR strpos(${text}, s.keyword) > 0)
        AND ${listing.createdAt.toISOString()}::timestamptz >= ${at.toISOString()}::timestamptz - make_interval(days => s.max_age_days)
    ), members AS (
      -- Each member once (not once per saved search): their standing is a function call.
      SELECT a.id FROM accounts a
      WHERE a.id IN (SELECT DISTINCT account_id FROM fits)
        AND a.is_active AND NOT a.is_deleted AND a.deletion_due_at IS NULL AND a.erased_at IS NULL
        AND coalesce(public.listing_owner_listed_until(a.id), 'infinity') >= ${at.toISOString()}::timestamptz
    ), hits AS (
      INSERT INTO saved_search_hits (saved_search_id, listing_id)
      SELECT fits.id, ${listing.id}::uuid FROM fits JOIN members ON members.id = fits.account_id
      ON CONFLICT DO NOTHING
      RETURNING saved_search_id
    )
    SELECT fits.id, fits.account_id, fits.alert, fits.is_paused FROM hits JOIN fits ON fits.id = hits.saved_search_id`);
  return rows.map((r) => ({ id: r.id, accountId: r.account_id, alert: r.alert, isPaused: r.is_paused }));
}
