/**
 * A member's saved searches: create (within SAVED_SEARCHES_PER_MEMBER), list, update
 * (rename, alert, pause, mark seen) and delete. The route has authorized the owner (policies/saved-search.ts).
 */
import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/pool';
import { accounts, savedSearchHits, savedSearches } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { SavedSearchRow, SavedSearchWithCount } from '../../domain/rows';
import { ConflictError } from '../../errors';
import { now } from '../../clock';
import {
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_PER_MEMBER,
  type TSavedSearchCreate,
  type TSavedSearchUpdate,
} from '../../../shared/schemas/saved-search';
import { savedSearchColumns } from './saved-search-columns';

export async function createSavedSearch(
  ctx: AppContext,
  options: { accountId: string; input: TSavedSearchCreate },
): Promise<SavedSearchWithCount> {
  const { accountId, input } = options;
  const columns = savedSearchColumns(input.kind, input.query);
  return withTransaction(ctx, async (tx) => {
    // The member's row locked: two saves at once cannot both pass the limit.
    await tx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const [held] = await tx.db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.accountId, accountId));
    if ((held?.n ?? 0) >= SAVED_SEARCHES_PER_MEMBER)
      throw new ConflictError(SAVED_SEARCH_MESSAGES.tooMany, 'Saved search not saved');
    const [row] = await tx.db
      .insert(savedSearches)
      .values({ accountId, name: input.name, kind: input.kind, alert: input.alert, ...columns })
      .returning();
    return { ...row!, newCount: 0 };
  });
}

/** newCount: its hits since the member last opened it (saved_search_hits_search_created_idx). */
const newCount = sql<number>`(SELECT count(*)::int FROM ${savedSearchHits}
  WHERE ${savedSearchHits.savedSearchId} = ${savedSearches.id} AND ${savedSearchHits.createdAt} > ${savedSearches.lastSeenAt})`;
const withCount = { ...getTableColumns(savedSearches), newCount };

export async function listSavedSearches(db: Db, accountId: string): Promise<SavedSearchWithCount[]> {
  return db
    .select(withCount)
    .from(savedSearches)
    .where(eq(savedSearches.accountId, accountId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

export async function findSavedSearch(db: Db, uid: string): Promise<SavedSearchWithCount | undefined> {
  const [row] = await db.select(withCount).from(savedSearches).where(eq(savedSearches.id, uid));
  return row;
}

export async function updateSavedSearch(
  db: Db,
  options: { row: SavedSearchRow; input: TSavedSearchUpdate },
): Promise<SavedSearchWithCount> {
  const { row, input } = options;
  const [updated] = await db
    .update(savedSearches)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.alert !== undefined ? { alert: input.alert } : {}),
      ...(input.paused !== undefined ? { isPaused: input.paused } : {}),
      ...(input.seen ? { lastSeenAt: now() } : {}),
      updatedAt: now(),
    })
    .where(and(eq(savedSearches.id, row.id), eq(savedSearches.accountId, row.accountId)))
    .returning({ id: savedSearches.id });
  return (await findSavedSearch(db, updated?.id ?? row.id))!;
}

export async function deleteSavedSearch(db: Db, row: SavedSearchRow): Promise<void> {
  await db.delete(savedSearches).where(sql`${savedSearches.id} = ${row.id}`);
}
