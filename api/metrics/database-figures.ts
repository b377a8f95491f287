/**
 * Figures read from the database at scrape time: open listings by kind, open proposals by kind,
 * deals by stage, and pg-boss's jobs per queue and state. They describe the whole database, not
 * this process, so only the process that answers scrapes registers them (the cluster primary, or
 * the single process), and they are kept for a few seconds: several scrapers, or a scraper and a
 * person with curl, cost one set of statements.
 */
import { Gauge } from 'prom-client';
import type { AppContext } from '../context';
import { readOperationalFigures, type OperationalFigures } from '../services/health/operational-figures';
import { registry } from './registry';

const KEEP_MS = 5_000;

export function registerDatabaseFigures(ctx: AppContext): () => void {
  let cached: { at: number; figures: Promise<OperationalFigures | null> } | undefined;
  const figures = () => {
    if (!cached || Date.now() - cached.at > KEEP_MS) {
      cached = {
        at: Date.now(),
        // A database that does not answer leaves these series out of the scrape, not the scrape.
        figures: readOperationalFigures(ctx).catch((err: unknown) => {
          ctx.logger.warn({ err: (err as Error).message }, 'metrics: database figures not read');
          return null;
        }),
      };
    }
    return cached.figures;
  };

  const gauges = [
    new Gauge({
      name: 'rc_listings_open',
      help: 'Open listings (not expired, not closed) by kind',
      labelNames: ['kind'] as const,
      registers: [],
      async collect() {
        this.reset();
        for (const r of (await figures())?.openListings ?? []) this.set({ kind: r.kind }, r.count);
      },
    }),
    new Gauge({
      name: 'rc_proposals_open',
      help: 'Match proposals and sourcing offers waiting for an answer, by kind',
      labelNames: ['kind'] as const,
      registers: [],
      async collect() {
        this.reset();
        for (const r of (await figures())?.openProposals ?? []) this.set({ kind: r.kind }, r.count);
      },
    }),
    new Gauge({
      name: 'rc_deals',
      help: 'Deals by stage',
      labelNames: ['stage'] as const,
      registers: [],
      async collect() {
        this.reset();
        for (const r of (await figures())?.dealsByStage ?? []) this.set({ stage: r.stage }, r.count);
      },
    }),
    new Gauge({
      name: 'rc_queue_jobs',
      help: "pg-boss jobs per queue and state (queued includes deferred; ready = runnable now; failed = failed jobs still retained), as of pg-boss's last monitor pass",
      labelNames: ['queue', 'state'] as const,
      registers: [],
      async collect() {
        this.reset();
        for (const q of (await figures())?.queues ?? [])
          for (const state of ['queued', 'ready', 'active', 'deferred', 'failed'] as const)
            this.set({ queue: q.queue, state }, q[state]);
      },
    }),
  ];
  const names = ['rc_listings_open', 'rc_proposals_open', 'rc_deals', 'rc_queue_jobs'];
  // One set per process: a second app in the same process (tests) takes the place of the first.
  for (const name of names) registry.removeSingleMetric(name);
  for (const gauge of gauges) registry.registerMetric(gauge);
  return () => {
    for (const name of names) registry.removeSingleMetric(name);
  };
}
