import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/pool';
import type { Account } from '../../domain/rows';
import { accounts, listingVersions } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { ListingKind } from '../../../shared/lookups';
import {
  COLUMN_FILTER_KEYS,
  FACET_FILTER_KEYS,
  LISTING_FILTERS,
  appliesTo,
  widenedIds,
  type ColumnFilterKey,
  type FacetFilterKey,
} from '../../../shared/listing-filters';
import { SEARCH_TOTAL_CAP, type TListingSearch } from '../../../shared/schemas/listing-search';
import { DATE_POSTED_DEFAULT } from '../../../shared/constants';
import type { ListingSummaryRow } from '../../domain/rows';
import { LISTING_TABLES, filterColumnOf, summaryColumns } from './listing-tables';
import { activeListing, listedListing, listedUntil } from './open-listing';
import { cachedSearch } from './search-cache';
import { facetValues } from './search-facets';
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

/**
 * Newest first, spelled as the (created_at DESC NULLS LAST, id DESC NULLS LAST) indexes
 * jobs_created_idx and candidates_created_idx are built: both columns are NOT NULL, so the order
 * is the same as a plain DESC, but only this spelling lets the planner walk the index and stop
 * at the page. With a plain DESC the default list (no filter) sorted every open listing: 138 ms
 * against 1.2 ms at 100,000 listings (docs/performance.md).
 */
const newestFirst = (createdAt: SQLWrapper, id: SQLWrapper) => [
  sql`${createdAt} desc nulls last`,
  sql`${id} desc nulls last`,
];

/**
 * The same order spelled so that the index cannot give it (plain DESC is NULLS FIRST): the
 * matches are found first, then sorted. For a keyword with no trigram (`strpos`), which the
 * planner guesses at a third of the rows whatever it matches: a walk of the index for it read
 * all 100,000 rows in index order when it matched none ("zz": 460 ms against 160 ms).
 */
const sortedNewestFirst = (createdAt: SQLWrapper, id: SQLWrapper) => [sql`${createdAt} desc`, sql`${id} desc`];

/** Which statement a search needs: its filters, who asks, which page (the values are placeholders). */
type Shape = {
  kind: ListingKind;
  part: 'first page' | 'later page' | 'count';
  isAdmin: boolean;
  hasMaxAge: boolean;
  keyword: 'none' | 'trigram' | 'strpos';
  /** The multi-select filters in use, matched on search_facets. */
  facets: FacetFilterKey[];
  /** The single-choice filters in use, matched on their own column. */
  columns: ColumnFilterKey[];
  mine: boolean;
};

/**
 * Drizzle's `prepare()` renders a query's SQL text once; without a name (node-postgres then
 * sends an unnamed statement) PostgreSQL still plans each search for its own values. A named
 * statement may be switched to one generic plan after five runs, and a generic plan cannot tell
 * a facet three rows hold from one half the table holds: the GIN scan or the created_at walk
 * must be chosen per search.
 */
const UNNAMED = undefined as unknown as string;

/**
 * Builds the statement of one shape, every value a placeholder. Built once per shape and
 * database handle: building the query objects and rendering their text on every search was a
 * fifth of the API process's CPU on an uncached search (CPU profile, docs/performance.md).
 */
function buildStatement(db: Db, shape: Shape) {
  const { table, title } = LISTING_TABLES[shape.kind];
  const value = (name: string) => sql.placeholder(name);
  // The kind's listing version, read in the search's own statement (an InitPlan, so once, and of
  // the same snapshot as the rows): the result cache keeps the answer under it, and a search
  // nobody has run needs no version read of its own before it (search-cache.ts).
  const version = sql<
    string | null
  >`(select ${listingVersions.version} from ${listingVersions} where ${listingVersions.kind} = ${shape.kind})`.as(
    'listing_version',
  );

  // Other members find listed listings only: open, of an owner neither offboarded nor out of good
  // standing (both kept on the listing's row in the transaction that changes the owner, which
  // bumps the listing version, so a cached answer that still shows them is never served). The
  // owner's own list and administrators' searches show every active one, whatever the standing.
  const isOwnersView = shape.mine || shape.isAdmin;
  const where: SQL[] = [isOwnersView ? activeListing(table) : listedListing(table)];
  if (shape.hasMaxAge) where.push(sql`${table.createdAt} >= now() - make_interval(days => ${value('maxAge')})`);
  const keyword = sql`lower(${title} || ' ' || ${table.reference})`;
  if (shape.keyword === 'trigram') where.push(sql`${keyword} LIKE ${value('keyword')}`);
  if (shape.keyword === 'strpos') where.push(sql`strpos(${keyword}, ${value('keyword')}) > 0`);
  // Each multi-select is one overlap on search_facets: the planner puts them all, with the
  // keyword, into one scan of the search_gin index (search-facets.ts says why).
  for (const name of shape.facets) where.push(sql`${table.searchFacets} && ${value(name)}::int[]`);
  for (const name of shape.columns) where.push(sql`${filterColumnOf(shape.kind, name)} = any(${value(name)}::int[])`);
  if (shape.mine) where.push(sql`${table.ownerId} = ${value('viewer')}::uuid`);
  const filter = and(...where)!;

  // A match leaves the result when it expires, its owner's trial or contract ends, or it ages out
  // of the Date Posted window; the first such moment bounds how long this answer stays true (new
  // matches only come with a write).
  const leavesAt = (expires: SQL, created: SQL) =>
    shape.hasMaxAge ? sql`least(${expires}, ${created} + make_interval(days => ${value('maxAge')}))` : expires;

  // The capped count of every match, with the first moment one of them leaves: any
  // SEARCH_TOTAL_CAP + 1 matches bound it, as a capped total cannot fall to the cap before one
  // of them leaves (and below the cap they are all the matches).
  const until = isOwnersView ? sql<Date>`${table.expiresAt}` : listedUntil(table);
  const capped = db
    .select({ createdAt: table.createdAt, expiresAt: until.as('listed_until') })
    .from(table)
    .where(filter)
    .limit(SEARCH_TOTAL_CAP + 1)
    .as('capped');
  const count = db
    .select({
      total: sql<number>`count(*)::int`.as('total'),
      validForMs: msUntil(leavesAt(sql`min(${capped.expiresAt})`, sql`min(${capped.createdAt})`)).as('valid_for_ms'),
    })
    .from(capped);
  if (shape.part === 'count')
    return db
      .select({ ...count.as('counted')._.selectedFields, version })
      .from(count.as('counted'))
      .prepare(UNNAMED);

  const columns = {
    ...summaryColumns(shape.kind),
    // The poster's e-mail is for administrators; members' statements do not join accounts.
    ownerEmail: (shape.isAdmin ? sql<string | null>`${accounts.email}` : sql<null>`null`).as('owner_email'),
    cursorCreated: sql<string>`to_char(${table.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
      'cursor_created',
    ),
  };
  const owner = eq(accounts.id, table.ownerId);

  if (shape.part === 'first page') {
    // One statement, one scan of the matches. The newest SEARCH_TOTAL_CAP + 1 matches are read
    // once, as (id, created_at, expires_at) only (a CTE read twice, so computed once); their
    // count is the total ("1,000+" beyond the cap, where the screen stops counting) and their
    // first `limit + 1` are the page, whose listings alone are then read whole, by primary key:
    // a broad search sorts narrow rows, not every column of its matches. The page's life is
    // within the matches' (they include it).
    //
    // The count is an aggregate, not a window over the page (`count(*) over ()`): PostgreSQL 15
    // costs a window as if the page's LIMIT stopped it early, so it took a walk of the created_at
    // index for 2 % of its cost and walked 50,000 rows for "mine" (130 ms against 6 ms).
    // Planned on its own, the CTE is costed for all its rows: the walk where matches are many
    // (the default list), the GIN or owner index where they are few.
    const matched = db.$with('matched').as(
      db
        .select({ id: table.id, createdAt: table.createdAt, expiresAt: until.as('listed_until') })
        .from(table)
        .where(filter)
        .orderBy(...(shape.keyword === 'strpos' ? sortedNewestFirst : newestFirst)(table.createdAt, table.id))
        .limit(SEARCH_TOTAL_CAP + 1),
    );
    const page = db
      .select({ id: matched.id, createdAt: matched.createdAt })
      .from(matched)
      .orderBy(...newestFirst(matched.createdAt, matched.id))
      .limit(value('pageRows'))
      .as('page');
    const counted = db
      .select({
        total: sql<number>`count(*)::int`.as('total'),
        validForMs: msUntil(leavesAt(sql`min(${matched.expiresAt})`, sql`min(${matched.createdAt})`)).as(
          'valid_for_ms',
        ),
      })
      .from(matched)
      .as('counted');
    const first = db
      .with(matched)
      .select({
        ...columns,
        total: counted.total,
        validForMs: counted.validForMs,
        leavesInMs: sql<number | null>`null`.as('leaves_in_ms'),
        version,
      })
      .from(page)
      .innerJoin(table, eq(table.id, page.id))
      .innerJoin(counted, sql`true`)
      .$dynamic();
    return (shape.isAdmin ? first.leftJoin(accounts, owner) : first)
      .orderBy(...newestFirst(page.createdAt, page.id))
      .prepare(UNNAMED);
  }

  // A later page: the page and the (capped) count in one statement; the count is an
  // uncorrelated derived table, computed once.
  const counted = count.as('counted');
  const later = db
    .select({
      ...columns,
      total: counted.total,
      validForMs: counted.validForMs,
      leavesInMs: msUntil(leavesAt(until, sql`${table.createdAt}`)),
      version,
    })
    .from(table)
    .innerJoin(counted, sql`true`)
    .$dynamic();
  return (
    (shape.isAdmin ? later.leftJoin(accounts, owner) : later)
      .where(
        and(
          filter,
          sql`(${table.createdAt}, ${table.id}) < (${value('cursorCreated')}::timestamptz, ${value('cursorId')}::uuid)`,
        ),
      )
      // As on the first page, a keyword with no trigram is not walked along the index.
      .orderBy(...(shape.keyword === 'strpos' ? sortedNewestFirst : newestFirst)(table.createdAt, table.id))
      .limit(value('pageRows'))
      .prepare(UNNAMED)
  );
}

type Statement = ReturnType<typeof buildStatement>;
const statements = new WeakMap<Db, Map<string, Statement>>();

function statementOf(db: Db, shape: Shape): Statement {
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  const key = JSON.stringify(shape);
  let statement = byShape.get(key);
  if (!statement) byShape.set(key, (statement = buildStatement(db, shape)));
  return statement;
}

/** The ids chosen for one multi-select filter (none: the filter is not in use). */
const idsOf = (query: TListingSearch, key: FacetFilterKey | ColumnFilterKey): number[] =>
  query[LISTING_FILTERS[key].param] ?? [];

type FoundRow = Record<string, unknown> & {
  id: string;
  cursorCreated: string;
  ownerEmail: string | null;
  total: number | string;
  validForMs: number | null;
  leavesInMs: number | null;
  version: number | string | null;
};

/** The search itself, straight on the database; also says how long its answer stays true. */
export async function runSearch(
  ctx: AppContext,
  options: SearchOptions,
): Promise<{ value: SearchResult; validForMs: number | null; version: number | null }> {
  const { kind, viewer, query } = options;
  // Date posted defaults to 60 days; "my listings" shows every open one of mine unless asked.
  const maxAge = query.maxAge ?? (query.mine ? null : DATE_POSTED_DEFAULT);
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const needle = query[LISTING_FILTERS.search.param]?.toLowerCase() ?? '';
  const hasTrigram = HAS_TRIGRAM.test(needle);
  const shape: Shape = {
    kind,
    part: cursor ? 'later page' : 'first page',
    isAdmin: viewer.isAdmin,
    hasMaxAge: maxAge !== null,
    keyword: !needle ? 'none' : hasTrigram ? 'trigram' : 'strpos',
    facets: FACET_FILTER_KEYS.filter((key) => appliesTo(key, kind) && idsOf(query, key).length),
    columns: COLUMN_FILTER_KEYS.filter((key) => appliesTo(key, kind) && idsOf(query, key).length),
    mine: Boolean(query.mine),
  };
  const values = {
    maxAge,
    keyword: hasTrigram ? `%${escapeLike(needle)}%` : needle,
    ...Object.fromEntries(
      FACET_FILTER_KEYS.map((key) => [key, facetValues(key, widenedIds(key, idsOf(query, key), kind))]),
    ),
    ...Object.fromEntries(COLUMN_FILTER_KEYS.map((key) => [key, widenedIds(key, idsOf(query, key), kind)])),
    viewer: viewer.id,
    pageRows: query.limit + 1,
    cursorCreated: cursor?.created ?? null,
    cursorId: cursor?.id ?? null,
  };

  const found = (await statementOf(ctx.db, shape).execute(values)) as unknown as FoundRow[];
  // A first page nothing matches has no row to carry the version: that answer is not cached
  // (running it again costs about what reading the version first would).
  let version = found[0]?.version ?? null;
  let counted = Number(found[0]?.total ?? 0);
  let validForMs = found[0]?.validForMs ?? null;
  if (cursor) {
    // No row after the cursor (its rows left meanwhile): the count alone.
    if (!found.length) {
      const [total] = (await statementOf(ctx.db, { ...shape, part: 'count' }).execute(values)) as unknown as FoundRow[];
      counted = Number(total?.total ?? 0);
      validForMs = total?.validForMs ?? null;
      version = total?.version ?? null;
    }
    const lives = [validForMs, ...found.map((r) => r.leavesInMs)].filter((ms): ms is number => ms !== null);
    validForMs = lives.length ? Math.min(...lives) : null;
  }
  // The first page without a row: nothing matches, and only a write can change that.

  const pageRows = found.slice(0, query.limit);
  const last = pageRows.at(-1);
  const toRow = ({
    ownerEmail,
    cursorCreated: _c,
    total: _t,
    validForMs: _v,
    leavesInMs: _l,
    version: _version,
    ...row
  }: FoundRow) => ({
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
    version: version === null ? null : Number(version),
  };
}
