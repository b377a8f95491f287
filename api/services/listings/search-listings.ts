import { and, arrayOverlaps, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { accounts } from '../../db/schema';
import { ValidationError } from '../../errors';
import { ANY_SECTOR_ID, expandLocationIds, type ListingKind } from '../../../shared/lookups';
import { SEARCH_TOTAL_CAP, type TListingSearch } from '../../../shared/schemas/listing-search';
import { DATE_POSTED_DEFAULT } from '../../../shared/constants';
import type { ListingSummaryRow } from '../../domain/rows';
import { LISTING_TABLES, summaryColumns } from './listing-tables';
import { listedListing } from './open-listing';
import { cachedSearch } from './search-cache';
import { facetValues, type SearchFacet } from './search-facets';
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
  /** Matches, counted up to SEARCH_TOTAL_CAP; `isTotalCapped` when there are more. */
  total: number;
  isTotalCapped: boolean;
};
type SearchOptions = { kind: ListingKind; viewer: Account; query: TListingSearch };

/**
 * Searches every open listing not owned by an offboarded member (not only the newest 500):
 * keyword over title and reference, date posted, multi-select filters (overlap), province → its
 * cities, mine. Newest first, keyset-paginated, with the count of matches up to
 * SEARCH_TOTAL_CAP. Members' searches are served from the version-checked cache (search-cache.ts); administrators' carry
 * poster e-mails, which a listing write does not version, so theirs always run.
 */
export async function searchListings(ctx: AppContext, options: SearchOptions): Promise<SearchResult> {
  const { kind, viewer, query } = options;
  if (viewer.isAdmin) return (await runSearch(ctx, options)).value;
  // Only "mine" depends on who asks; every other member sees the same rows for the same query.
  const key = JSON.stringify([query, query.mine ? viewer.id : null]);
  return cachedSearch(ctx, kind, key, () => runSearch(ctx, options));
}

/**
 * A keyword the trigram index can serve: pg_trgm takes trigrams from runs of letters and digits,
 * and a pattern with none (e.g. "C#", "HR") would make the search's GIN index read every entry of
 * its keyword column; such keywords are matched on the rows the other filters leave (strpos).
 */
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

/** Milliseconds from now until `at` (a timestamptz expression), as the cache wants them. */
const msUntil = (at: SQL) => sql<number | null>`floor(extract(epoch from (${at} - now())) * 1000)::float8`;

/** The search itself, straight on the database; also says how long its answer stays true. */
export async function runSearch(
  ctx: AppContext,
  options: SearchOptions,
): Promise<{ value: SearchResult; validForMs: number | null }> {
  const { kind, viewer, query } = options;
  const { table, title } = LISTING_TABLES[kind];

  // Date posted defaults to 60 days; "my listings" shows every open one of mine unless asked.
  const maxAge = query.maxAge ?? (query.mine ? null : DATE_POSTED_DEFAULT);
  // Open, and not an offboarded member's (set in the offboarding transaction, which also bumps
  // the listing version, so a cached answer that still shows them is never served).
  const where: SQL[] = [listedListing(table)];
  if (maxAge) where.push(sql`${table.createdAt} >= now() - make_interval(days => ${maxAge})`);
  if (query.q) {
    const keyword = sql`lower(${title} || ' ' || ${table.reference})`;
    const needle = query.q.toLowerCase();
    where.push(
      HAS_TRIGRAM.test(needle)
        ? sql`${keyword} LIKE ${`%${escapeLike(needle)}%`}`
        : sql`strpos(${keyword}, ${needle}) > 0`,
    );
  }
  // Each multi-select is one overlap on search_facets: the planner puts them all, with the
  // keyword, into one scan of the search_gin index (search-facets.ts says why).
  const facet = (name: SearchFacet, ids: readonly number[]) =>
    arrayOverlaps(table.searchFacets, facetValues(name, ids));
  if (query.categories?.length) where.push(facet('categories', query.categories));
  if (query.natures?.length) where.push(facet('natures', query.natures));
  if (query.equities?.length) where.push(facet('equities', query.equities));
  if (query.genders?.length) where.push(inArray(table.genderId, query.genders));
  if (query.packages?.length) where.push(inArray(table.packageId, query.packages));
  if (query.sectors?.length) {
    // A job open to 'Any' sector matches whatever sector the searcher wants.
    const sectors = kind === 'job' ? [...query.sectors, ANY_SECTOR_ID] : query.sectors;
    where.push(facet('sectors', sectors));
  }
  if (query.locations?.length) where.push(facet('locations', expandLocationIds(query.locations)));
  if (query.mine) where.push(eq(table.ownerId, viewer.id));
  const filter = and(...where)!;

  // A match leaves the result when it expires or ages out of the Date Posted window; the first
  // such moment bounds how long this answer stays true (new matches only come with a write).
  const leavesAt = (expires: SQL, created: SQL) =>
    maxAge ? sql`least(${expires}, ${created} + make_interval(days => ${maxAge}))` : expires;
  const columns = {
    ...summaryColumns(kind),
    ownerEmail: (viewer.isAdmin ? sql<string | null>`${accounts.email}` : sql<null>`null`).as('owner_email'),
    cursorCreated: sql<string>`to_char(${table.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
      'cursor_created',
    ),
  };
  const order = [desc(table.createdAt), desc(table.id)];
  const ownerJoin = viewer.isAdmin ? eq(accounts.id, table.ownerId) : sql`false`;

  let found: Array<Record<string, unknown> & { cursorCreated: string; id: string; ownerEmail: string | null }>;
  let counted: number;
  let validForMs: number | null;
  if (!query.cursor) {
    // The first page: one statement, one index scan. The newest SEARCH_TOTAL_CAP + 1 matches
    // are read once; a window count over them is the total ("1,000+" beyond the cap, where the
    // screen stops counting) and the page is their first `limit + 1`. Counting every match of a
    // broad search read up to all 100,000 rows; the second statement read them all again.
    const matched = ctx.db
      .select(columns)
      .from(table)
      .leftJoin(accounts, ownerJoin)
      .where(filter)
      .orderBy(...order)
      .limit(SEARCH_TOTAL_CAP + 1)
      .as('matched');
    const rows = await ctx.db
      .select({
        ...matched._.selectedFields,
        total: sql<number>`count(*) over ()`.mapWith(Number),
        // Any SEARCH_TOTAL_CAP + 1 matches bound the answer's life: the page is among them, and
        // a capped total cannot fall to the cap before one of them leaves.
        validForMs: msUntil(leavesAt(sql`min(${matched.expiresAt}) over ()`, sql`min(${matched.createdAt}) over ()`)),
      })
      .from(matched)
      .orderBy(desc(matched.createdAt), desc(matched.id))
      .limit(query.limit + 1);
    found = rows as typeof found;
    counted = rows[0]?.total ?? 0;
    validForMs = rows[0]?.validForMs ?? null;
  } else {
    // A later page: the page and the (capped) count of every match in one statement; the count
    // is an uncorrelated derived table, computed once.
    const page = decodeCursor(query.cursor);
    const capped = ctx.db
      .select({ createdAt: table.createdAt, expiresAt: table.expiresAt })
      .from(table)
      .where(filter)
      .limit(SEARCH_TOTAL_CAP + 1)
      .as('capped');
    const count = ctx.db
      .select({
        total: sql<number>`count(*)::int`.as('total'),
        validForMs: msUntil(leavesAt(sql`min(${capped.expiresAt})`, sql`min(${capped.createdAt})`)).as('valid_for_ms'),
      })
      .from(capped)
      .as('count');
    const rows = await ctx.db
      .select({
        ...columns,
        total: count.total,
        countValidForMs: count.validForMs,
        leavesInMs: msUntil(leavesAt(sql`${table.expiresAt}`, sql`${table.createdAt}`)),
      })
      .from(table)
      .innerJoin(count, sql`true`)
      .leftJoin(accounts, ownerJoin)
      .where(and(filter, sql`(${table.createdAt}, ${table.id}) < (${page.created}::timestamptz, ${page.id}::uuid)`))
      .orderBy(...order)
      .limit(query.limit + 1);
    // No row after the cursor (its rows left meanwhile): the count alone.
    const [total] = rows.length
      ? [rows[0]!]
      : await ctx.db.select({ total: count.total, countValidForMs: count.validForMs }).from(count);
    found = rows as unknown as typeof found;
    counted = total?.total ?? 0;
    const lives = [total?.countValidForMs, ...rows.map((r) => r.leavesInMs)].filter(
      (ms): ms is number => ms !== null && ms !== undefined,
    );
    validForMs = lives.length ? Math.min(...lives) : null;
  }

  const pageRows = found.slice(0, query.limit);
  const last = pageRows.at(-1);
  const toRow = ({
    ownerEmail,
    cursorCreated: _c,
    total: _t,
    validForMs: _v,
    countValidForMs: _cv,
    leavesInMs: _l,
    ...row
  }: (typeof found)[number]) => ({
    row: row as unknown as ListingSummaryRow,
    ownerEmail,
  });
  return {
    value: {
      rows: pageRows.map(toRow),
      next: found.length > query.limit && last ? encodeCursor(last.cursorCreated, last.id) : null,
      total: Math.min(counted, SEARCH_TOTAL_CAP),
      isTotalCapped: counted > SEARCH_TOTAL_CAP,
    },
    validForMs,
  };
}
