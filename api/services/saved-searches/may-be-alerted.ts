import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool';

/**
 * Whether a member may hear of new listings now: active, not offboarded, no deletion pending or
 * done, and not lapsed while the standing rule is on (listing_owner_listed_until, the same test as
 * for their own listings' visibility).
 */
export async function mayBeAlerted(db: Db, accountId: string, at: Date): Promise<boolean> {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    SELECT (a.is_active AND NOT a.is_deleted AND a.deletion_due_at IS NULL AND a.erased_at IS NULL
      AND coalesce(public.listing_owner_listed_until(a.id), 'infinity') >= ${at.toISOString()}::timestamptz) AS ok
    FROM accounts a WHERE a.id = ${accountId}`);
  return rows[0]?.ok === true;
}
