/** The bookkeeping rows a service writes beside its work, each in the caller's transaction. */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { analyticsEvents, auditLog, usageEvents } from '../../db/schema';
import type { AnalyticsEvent } from '../../../shared/constants';

type Usage = typeof usageEvents.$inferInsert;
type Audit = {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
};

/**
 * Usage (spec “Entities and their fields”, counted on the dashboard), an analytics event and an audit entry, whichever are
 * given, in ONE statement: each insert is a data-modifying CTE. A proposal and its answer write
 * two or three of them, and each statement is a round trip on the request's path (the load
 * bench's CPU profile puts those socket writes first; docs/performance.md § Load).
 */
export async function recordActivity(
  tx: Tx,
  rows: { usage?: Usage[]; analytics?: { name: AnalyticsEvent; accountId: string }; audit?: Audit },
): Promise<void> {
  const inserts: SQL[] = [];
  if (rows.usage?.length) inserts.push(tx.db.insert(usageEvents).values(rows.usage).getSQL());
  if (rows.analytics) inserts.push(tx.db.insert(analyticsEvents).values(rows.analytics).getSQL());
  if (rows.audit) inserts.push(tx.db.insert(auditLog).values(rows.audit).getSQL());
  if (inserts.length === 0) return;
  if (inserts.length === 1) {
    await tx.db.execute(inserts[0]!);
    return;
  }
  const ctes = sql.join(
    inserts.map((insert, i) => sql`${sql.raw(`activity_${i}`)} AS (${insert})`),
    sql`, `,
  );
  await tx.db.execute(sql`WITH ${ctes} SELECT 1`);
}

export async function recordUsage(tx: Tx, rows: Usage[]): Promise<void> {
  await recordActivity(tx, { usage: rows });
}

export async function recordAnalytics(tx: Tx, name: AnalyticsEvent, accountId: string): Promise<void> {
  await recordActivity(tx, { analytics: { name, accountId } });
}

export async function recordAudit(tx: Tx, entry: Audit): Promise<void> {
  await recordActivity(tx, { audit: entry });
}
