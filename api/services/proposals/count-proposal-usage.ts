import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { preparedOnce } from '../../db/prepared';
import { usageEvents } from '../../db/schema';

/** The start of the current month (usage is counted from there, spec “The calls it makes”/“Business constants and limits”). */
export function startOfMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** A named statement, built once: the dashboard (a sixth of the load mix) reads it. */
const usageOf = preparedOnce((db) =>
  db
    .select({ kind: usageEvents.kind, n: sql<number>`count(*)::int` })
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.accountId, sql.placeholder('accountId')),
        eq(usageEvents.subjectType, 'match'),
        gte(usageEvents.createdAt, sql.placeholder('since')),
      ),
    )
    .groupBy(usageEvents.kind)
    .prepare('count_proposal_usage'),
);

/** This month's match-proposal tiles of the dashboard, from the member's usage events. */
export async function countProposalUsage(ctx: AppContext, accountId: string, now = new Date()) {
  const rows = await usageOf(ctx.db).execute({
    accountId,
    since: usageEvents.createdAt.mapToDriverValue(startOfMonth(now)),
  });
  const count = (kind: string) => rows.find((r) => r.kind === kind)?.n ?? 0;
  return {
    proposalsSent: count('proposals'),
    proposalsSentAccepted: count('completed'),
    proposalsReceived: count('offers'),
    proposalsReceivedAccepted: count('approved'),
  };
}
