import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { AppContext } from '../context';
import { accounts, alertClock, candidates, jobs, pendingAlerts } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { enqueueMail } from '../mail/enqueue-mail';
import { alertItem, isSourcingOnlyMatch } from '../services/alerts/alert-items';
import { isListed } from '../policies/listing';
import { ALERT_BATCH_MS } from './listing-alerts';
import { QUEUES, ZDeliverAlertsPayload } from './queues';

/**
 * Mails one member every alert waiting for them, at most once per 15 minutes: too early, and
 * the job puts itself back for the rest of the window.
 */
export async function handleDeliverAlerts(ctx: AppContext, job: Job<unknown>): Promise<void> {
  const { accountId } = ZDeliverAlertsPayload.parse(job.data);
  const [clock] = await ctx.db.select().from(alertClock).where(eq(alertClock.accountId, accountId));
  const wait = clock ? clock.lastSentAt.getTime() + ALERT_BATCH_MS - Date.now() : 0;
  if (wait > 1000) {
    await ctx.boss.send(
      'deliver-alerts',
      { accountId },
      {
        ...QUEUES['deliver-alerts'].sendOptions(ctx.config),
        singletonKey: accountId,
        startAfter: Math.ceil(wait / 1000),
      },
    );
    return;
  }

  await withTransaction(ctx, async (tx) => {
    const [account] = await tx.db.select().from(accounts).where(eq(accounts.id, accountId));
    const waiting = await tx.db
      .select()
      .from(pendingAlerts)
      .where(and(eq(pendingAlerts.accountId, accountId), isNull(pendingAlerts.sentAt)))
      .orderBy(desc(pendingAlerts.createdAt))
      .for('update');
    if (!account || waiting.length === 0) return;
    await tx.db
      .update(pendingAlerts)
      .set({ sentAt: new Date() })
      .where(
        inArray(
          pendingAlerts.id,
          waiting.map((w) => w.id),
        ),
      );
    // Toggles may have changed since the alert was queued; offboarded members get nothing.
    if (account.isDeleted || !account.isActive) return;

    const jobIds = waiting.filter((w) => w.kind === 'job' && account.notifications.newPosition).map((w) => w.listingId);
    const candidateIds = waiting
      .filter((w) => w.kind === 'candidate' && account.notifications.newCandidate)
      .map((w) => w.listingId);
    // Closed meanwhile, or its owner offboarded meanwhile: no longer news.
    const rows = [
      ...(jobIds.length ? await tx.db.select().from(jobs).where(inArray(jobs.id, jobIds)) : []),
      ...(candidateIds.length ? await tx.db.select().from(candidates).where(inArray(candidates.id, candidateIds)) : []),
    ].filter((row) => isListed(row));
    if (rows.length === 0) return;

    const items = rows.map((row) => ({ ...alertItem(row), bySourcing: isSourcingOnlyMatch(row, account) }));
    await enqueueMail(tx, 'listing-alert', account.email, { items });
    await tx.db
      .insert(alertClock)
      .values({ accountId, lastSentAt: new Date() })
      .onConflictDoUpdate({ target: alertClock.accountId, set: { lastSentAt: new Date() } });
  });
}
