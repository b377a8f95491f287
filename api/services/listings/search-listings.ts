import { and, arrayOverlaps, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../auth/passport';
import { accounts } from '../../db/schema';
import { ValidationError } from '../../errors';
import { ANY_SECTOR_ID, expandLocationIds, type ListingKind } from '../../../shared/lookups';
import type { TListingSearch } from '../../../shared/schemas/listing-search';
import { DATE_POSTED_DEFAULT } from '../../../shared/constants';
import { LISTING_TABLES, summaryColumns, type ListingSummaryRow } from './listing-tables';
import { cachedSearch } from './search-cache';
import { isUuid } from '../../ids';

type Cursor = { created: string; id: string };

/**
 * The cursor carries created_at at full (microsecond) precision, as Postgres stores it: a value
 * rounded to JavaScript's milliseconds would skip rows created within the same millisecond.
 */
export function encodeCursor(created: string, id: string): string {
  return Buffer.from(JSON.stringify([created, id])).toString('base64url');
}

const CURSOR_CREATED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** A real UTC instant in the cursor's own format (no Feb 31, no 24:00, nothing before 1970). */
function isCursorTime(value: unknown): value is string {
  if (typeof value !== 'string' || !CURSOR_CREATED.test(value)) return false;
  const ms = Date.parse(value);
  return ms >= 0 && new Date(ms).toISOString().slice(0, 19) === value.slice(0, 19);
}

function decodeCursor(cursor: string): Cursor {
  try {
    const [created, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [unknown, unknown];
    // Strict shapes only: anything else would reach Postgres as a cast it cannot make (a 500).
    if (!isCursorTime(created) || typeof id !== 'string' || !isUuid(id)) throw new Error('bad cursor');
    return { created, id };
  } catch {
    throw new ValidationError('The cursor is not valid.', 'cursor');
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export type SearchResult = {
  rows: Array<{ row: ListingSummaryRow; ownerEmail: string | null }>;
  next: string | null;
  total: number;
};
type SearchOptions = { kind: ListingKind; viewer: Account; query: TListingSearch };

/**
 * Searches every open listing not owned by an offboarded member (not only the newest 500):
 * keyword over title and reference, date posted, multi-select filters (overlap), province → its
 * cities, mine. Newest first, keyset-paginated, with the total count of matches. Members'
 * searches are served from the version-checked cache (search-cache.ts); administrators' carry
 * poster e-mails, which a listing write does not version, so theirs always run.
 */
export async function searchListings(ctx: AppContext, options: SearchOptions): Promise<SearchResult> {
  const { kind, viewer, query } = options;
  if (viewer.isAdmin) return (await runSearch(ctx, options)).value;
  // Only "mine" depends on who asks; every other member sees the same rows for the same query.
  const key = JSON.stringify([query, query.mine ? viewer.id : null]);
  return cachedSearch(ctx, kind, key, () => runSearch(ctx, options));
}

/** The search itself, straight on the database; also says how long its answer stays true. */
export async function runSearch(ctx: AppContext, options: SearchOptions): Promise<{ value: SearchResult; validForMs: number | null }> {
  const { kind, viewer, query } = options;
  const { table, title } = LISTING_TABLES[kind];

  // Date posted defaults to 60 days; "my listings" shows every open one of mine unless asked.
  const maxAge = query.maxAge ?? (query.mine ? null : DATE_POSTED_DEFAULT);
  // Open, and not an offboarded member's (set in the offboarding transaction, which also bumps
  // the listing version, so a cached answer that still shows them is never served).
  const where: SQL[] = [sql`${table.expiresAt} >= now()`, sql`NOT ${table.ownerOffboarded}`];
  if (maxAge) where.push(sql`${table.createdAt} >= now() - make_interval(days => ${maxAge})`);
  if (query.q) {
    where.push(sql`lower(${title} || ' ' || ${table.reference}) LIKE ${`%${escapeLike(query.q.toLowerCase())}%`}`);
  }
  if (query.categories?.length) where.push(arrayOverlaps(table.categories, query.categories));
  if (query.natures?.length) where.push(arrayOverlaps(table.natures, query.natures));
  if (query.equities?.length) where.push(arrayOverlaps(table.equities, query.equities));
  if (query.genders?.length) where.push(inArray(table.genderId, query.genders));
  if (query.packages?.length) where.push(inArray(table.packageId, query.packages));
  if (query.sectors?.length) {
    // A job open to 'Any' sector matches whatever sector the searcher wants.
    const sectors = kind === 'job' ? [...query.sectors, ANY_SECTOR_ID] : query.sectors;
    where.push(arrayOverlaps(table.sectors, sectors));
  }
  if (query.locations?.length) where.push(arrayOverlaps(table.locations, expandLocationIds(query.locations)));
  if (query.mine) where.push(eq(table.ownerId, viewer.id));

  const filter = and(...where)!;
  const page = query.cursor ? decodeCursor(query.cursor) : null;
  const pageFilter = page
    ? and(filter, sql`(${table.createdAt}, ${table.id}) < (${page.created}::timestamptz, ${page.id}::uuid)`)!
    : filter;

  // A match leaves the result when it expires or ages out of the Date Posted window; the first
  // such moment bounds how long this answer stays true (new matches only come with a write).
  const leaves = maxAge
    ? sql`least(min(${table.expiresAt}), min(${table.createdAt}) + make_interval(days => ${maxAge}))`
    : sql`min(${table.expiresAt})`;
  const [found, counted] = await Promise.all([
    ctx.db
      .select({
        row: summaryColumns(kind),
        ownerEmail: viewer.isAdmin ? accounts.email : sql<null>`null`,
        cursorCreated: sql<string>`to_char(${table.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(table)
      .leftJoin(accounts, viewer.isAdmin ? eq(accounts.id, table.ownerId) : sql`false`)
      .where(pageFilter)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(query.limit + 1),
    ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        validForMs: sql<number | null>`floor(extract(epoch from (${leaves} - now())) * 1000)::float8`,
      })
      .from(table)
      .where(filter),
  ]);

  const pageRows = found.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    value: {
      rows: pageRows.map(({ row, ownerEmail }) => ({ row: row as ListingSummaryRow, ownerEmail })),
      next: found.length > query.limit && last ? encodeCursor(last.cursorCreated, last.row.id) : null,
      total: counted[0]?.total ?? 0,
    },
    validForMs: counted[0]?.validForMs ?? null,
  };
}

/** Listed (open, not an offboarded member's) listings counts for the dashboard tiles. */
export async function countActiveListings(ctx: AppContext, viewer: Account) {
  const count = (kind: ListingKind) => {
    const { table } = LISTING_TABLES[kind];
    return ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        mine: sql<number>`(count(*) FILTER (WHERE ${table.ownerId} = ${viewer.id}))::int`,
      })
      .from(table)
      .where(sql`${table.expiresAt} >= now() AND NOT ${table.ownerOffboarded}`);
  };
  const [[jobCounts], [candidateCounts]] = await Promise.all([count('job'), count('candidate')]);
  return {
    totalActiveJobs: jobCounts?.total ?? 0,
    myActiveJobs: jobCounts?.mine ?? 0,
    totalActiveCandidates: candidateCounts?.total ?? 0,
    myActiveCandidates: candidateCounts?.mine ?? 0,
  };
}
