import { and, arrayOverlaps, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../auth/passport';
import { accounts } from '../../db/schema';
import { ValidationError } from '../../errors';
import { ANY_SECTOR_ID, expandLocationIds, type ListingKind } from '../../../shared/lookups';
import type { TListingSearch } from '../../../shared/schemas/listing-search';
import { LISTING_TABLES, type ListingRow } from './listing-tables';

type Cursor = { created: string; id: string };

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

function decodeCursor(cursor: string): Cursor {
  try {
    const [created, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string];
    if (Number.isNaN(Date.parse(created)) || !/^[0-9a-f-]{36}$/i.test(id)) throw new Error('bad cursor');
    return { created, id };
  } catch {
    throw new ValidationError('The cursor is not valid.', 'cursor');
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Searches every open listing (not only the newest 500): keyword over title and reference,
 * date posted, multi-select filters (overlap), province → its cities, mine. Newest first,
 * keyset-paginated, with the total count of matches.
 */
export async function searchListings(
  ctx: AppContext,
  options: { kind: ListingKind; viewer: Account; query: TListingSearch },
): Promise<{ rows: Array<{ row: ListingRow; ownerEmail: string | null }>; next: string | null; total: number }> {
  const { kind, viewer, query } = options;
  const { table, title } = LISTING_TABLES[kind];

  const where: SQL[] = [
    sql`${table.expiresAt} >= now()`,
    sql`${table.createdAt} >= now() - make_interval(days => ${query.maxAge})`,
  ];
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

  const [found, counted] = await Promise.all([
    ctx.db
      .select({ row: table, ownerEmail: viewer.isAdmin ? accounts.email : sql<null>`null` })
      .from(table)
      .leftJoin(accounts, viewer.isAdmin ? eq(accounts.id, table.ownerId) : sql`false`)
      .where(pageFilter)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(query.limit + 1),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(table).where(filter),
  ]);

  const rows = found.slice(0, query.limit) as Array<{ row: ListingRow; ownerEmail: string | null }>;
  const last = rows.at(-1);
  return {
    rows,
    next: found.length > query.limit && last ? encodeCursor(last.row) : null,
    total: counted[0]?.total ?? 0,
  };
}

/** Open listings counts for the dashboard tiles. */
export async function countActiveListings(ctx: AppContext, viewer: Account) {
  const count = (kind: ListingKind) => {
    const { table } = LISTING_TABLES[kind];
    return ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        mine: sql<number>`(count(*) FILTER (WHERE ${table.ownerId} = ${viewer.id}))::int`,
      })
      .from(table)
      .where(sql`${table.expiresAt} >= now()`);
  };
  const [[jobCounts], [candidateCounts]] = await Promise.all([count('job'), count('candidate')]);
  return {
    totalActiveJobs: jobCounts?.total ?? 0,
    myActiveJobs: jobCounts?.mine ?? 0,
    totalActiveCandidates: candidateCounts?.total ?? 0,
    myActiveCandidates: candidateCounts?.mine ?? 0,
  };
}
