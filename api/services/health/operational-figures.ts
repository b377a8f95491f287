import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { candidates, deals, jobs, proposals } from '../../db/schema';
import { QUEUES, type QueueName } from '../../jobs/queues';
import { openListing } from '../listings/open-listing';

export type OperationalFigures = {
  openListings: Array<{ kind: 'job' | 'candidate'; count: number }>;
  openProposals: Array<{ kind: string; count: number }>;
  dealsByStage: Array<{ stage: string; count: number }>;
  queues: Array<{ queue: string; queued: number; ready: number; active: number; deferred: number; failed: number }>;
};

/**
 * The business and queue figures a metrics scrape shows: five small aggregate statements (the
 * listing counts use the expiry indexes; pg-boss keeps its per-queue counts in its queue table,
 * refreshed by its monitor every few seconds).
 */
export async function readOperationalFigures(ctx: AppContext): Promise<OperationalFigures> {
  const [openJobs, openCandidates, proposed, stages, queues] = await Promise.all([
    ctx.db.select({ n: count() }).from(jobs).where(openListing(jobs)),
    ctx.db.select({ n: count() }).from(candidates).where(openListing(candidates)),
    ctx.db
      .select({ kind: proposals.kind, n: count() })
      .from(proposals)
      .where(eq(proposals.status, 'proposed'))
      .groupBy(proposals.kind),
    ctx.db.select({ stage: deals.stage, n: count() }).from(deals).groupBy(deals.stage),
    ctx.boss.getQueues(Object.keys(QUEUES) as QueueName[]),
  ]);
  return {
    openListings: [
      { kind: 'job', count: openJobs[0]?.n ?? 0 },
      { kind: 'candidate', count: openCandidates[0]?.n ?? 0 },
    ],
    openProposals: proposed.map((r) => ({ kind: r.kind, count: r.n })),
    dealsByStage: stages.map((r) => ({ stage: r.stage, count: r.n })),
    queues: queues.map((q) => ({
      queue: q.name,
      queued: q.queuedCount,
      ready: q.readyCount,
      active: q.activeCount,
      deferred: q.deferredCount,
      failed: q.failedCount,
    })),
  };
}
