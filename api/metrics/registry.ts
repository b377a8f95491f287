/**
 * The process's Prometheus metrics (prom-client). One registry per process; with several web
 * processes (api/cluster.ts) the primary asks each for its figures and adds them up
 * (api/metrics/cluster.ts), so a scrape sees the whole machine.
 *
 * Counters and histograms are updated where things happen (a request answered, a mail sent);
 * the figures read from the database (queue depths, open listings…) are computed when scraped,
 * by the process that serves the scrape (api/metrics/database-figures.ts).
 */
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/**
 * The registry's text as the exposition format spells it. prom-client writes a NaN sample as
 * `Nan` (the event-loop lag gauges before their first sample, right after start); the format's
 * value is `NaN`, and a strict parser refuses anything else.
 */
export const asExposition = (text: string) => text.replace(/ Nan$/gm, ' NaN');

export const httpRequestDuration = new Histogram({
  name: 'rc_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, Express route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const mailsTotal = new Counter({
  name: 'rc_mails_total',
  help: 'Mails handed to the SMTP server (result="sent") or refused by it / not reached (result="failed"; retried)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const pushesTotal = new Counter({
  name: 'rc_pushes_total',
  help: 'Web Push deliveries: sent, failed (retried), gone (device unsubscribed), refused (endpoint not allowed)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const sessionCacheLookups = new Counter({
  name: 'rc_session_cache_lookups_total',
  help: 'Signed-in session reads answered from the session cache (result="hit") or the database ("miss")',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const slowQueries = new Counter({
  name: 'rc_db_slow_queries_total',
  help: 'Statements slower than SLOW_QUERY_MS (each also logged with its fingerprint)',
  registers: [registry],
});

export const backupsTotal = new Counter({
  name: 'rc_backups_total',
  help: 'Backups taken by BACKUP_SCHEDULE: written, or failed (retried twice, then the next scheduled run)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const lastBackupSuccess = new Gauge({
  name: 'rc_backup_last_success_seconds',
  help: 'When this process last wrote a scheduled backup (Unix time); absent until it has',
  registers: [registry],
  // Several processes: the newest, not their sum.
  aggregator: 'max',
});

/** The pools whose connections are reported, by name (app, sessions, jobs). */
const pools = new Map<pg.Pool, string>();

/** Reports `pool`'s connections (in use, idle, waiting clients) under `name` until it ends. */
export function trackPool(pool: pg.Pool, name: string): void {
  pools.set(pool, name);
}

new Gauge({
  name: 'rc_db_pool_connections',
  help: 'Database pool connections by pool (app, sessions, jobs) and state (in_use, idle); waiting = clients queued for one',
  labelNames: ['pool', 'state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [pool, name] of pools) {
      if ((pool as pg.Pool & { ending?: boolean }).ending) {
        pools.delete(pool);
        continue;
      }
      this.inc({ pool: name, state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.inc({ pool: name, state: 'idle' }, pool.idleCount);
      this.inc({ pool: name, state: 'waiting' }, pool.waitingCount);
    }
  },
});
