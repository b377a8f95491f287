import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { usageEvents } from '../../db/schema';

/** The start of the current month (usage is counted from there, spec “The calls it makes”/“Business constants and limits”). */
export function startOfMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The kinds of usage event the dashboard's proposal tiles count, in the order `proposalUsage` gives them. */
const TILE_KINDS = ['proposals', 'completed', 'offers', 'approved'] as const;

type Placeholder = ReturnType<typeof sql.placeholder>;

/**
 * This month's match-proposal counts of a member, from their usage events, as the value of one
 * column (one count per kind of TILE_KINDS, in one pass over the member's rows of the month), so
 * that the dashboard reads them in its one statement (api/services/dashboard/count-dashboard.ts).
 * `since` is startOfMonth, as the column sends it.
 */
export function proposalUsage(accountId: Placeholder, since: Placeholder): SQL<number[]> {
  const counts = TILE_KINDS.map((kind) => sql`(count(*) FILTER (WHERE ${usageEvents.kind} = ${kind}))::int`);
  return sql<number[]>`(SELECT ARRAY[${sql.join(counts, sql`, `)}] FROM ${usageEvents} WHERE ${and(
    eq(usageEvents.accountId, accountId),
    eq(usageEvents.subjectType, 'match'),
    gte(usageEvents.createdAt, since),
  )})`;
}

/** The dashboard's proposal tiles from `proposalUsage`'s counts. */
export function proposalTiles(counts: readonly number[]) {
  const [proposalsSent = 0, proposalsSentAccepted = 0, proposalsReceived = 0, proposalsReceivedAccepted = 0] = counts;
  return { proposalsSent, proposalsSentAccepted, proposalsReceived, proposalsReceivedAccepted };
}
