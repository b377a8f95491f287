/** The bookkeeping rows a service writes beside its work, each in the caller's transaction. */
import type { Tx } from '../../db/transaction';
import { analyticsEvents, auditLog, usageEvents } from '../../db/schema';
import type { AnalyticsEvent } from '../../../shared/constants';

type Usage = typeof usageEvents.$inferInsert;

/** Usage (spec §3), counted on the dashboard. */
export async function recordUsage(tx: Tx, rows: Usage[]): Promise<void> {
  await tx.db.insert(usageEvents).values(rows);
}

export async function recordAnalytics(tx: Tx, name: AnalyticsEvent, accountId: string): Promise<void> {
  await tx.db.insert(analyticsEvents).values({ name, accountId });
}

export async function recordAudit(
  tx: Tx,
  entry: { actorId: string; action: string; targetType: string; targetId: string; details?: Record<string, unknown> },
): Promise<void> {
  await tx.db.insert(auditLog).values(entry);
}
