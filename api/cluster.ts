/**
 * Several web processes on one port (node:cluster), for deployments on a PostgreSQL server
 * (DATABASE_URL). One Node process answers with one core; on the 2-core bench machine a second
 * one serving the same port is what lifts the mixed load (docs/performance.md § Load).
 *
 * The primary process migrates, makes sure the admin exists, runs the job workers and schedules
 * (ROLE=all; never N copies of them) and forks WEB_CONCURRENCY web processes that share the
 * port. It prints the start banner once, when every web process listens; replaces a web process
 * that dies; and on SIGTERM/SIGINT stops them all (each drains its requests), then its own jobs.
 *
 * The embedded database (no DATABASE_URL) belongs to one process (api/db/data-dir-lock.ts), so
 * there WEB_CONCURRENCY stays 1.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Config } from './env';

/** How many web processes to run, and the start-log line that says why (printed once). */
export function webConcurrency(config: Config): { count: number; note: string } {
  if (config.ROLE === 'worker') return { count: 1, note: '' };
  if (!config.DATABASE_URL) {
    const ignored =
      config.WEB_CONCURRENCY && config.WEB_CONCURRENCY > 1
        ? ` (WEB_CONCURRENCY=${config.WEB_CONCURRENCY} ignored)`
        : '';
    return {
      count: 1,
      note: `Web processes: 1${ignored}; the embedded database belongs to one process, several need DATABASE_URL`,
    };
  }
  // Production defaults to one web process per core; development and tests to one (simpler to debug).
  const count = config.WEB_CONCURRENCY ?? (config.isProduction ? availableParallelism() : 1);
  return {
    count,
    note: `Web processes: ${count}${count > 1 ? ` on one port (WEB_CONCURRENCY)${config.ROLE === 'web' ? '; jobs run in ROLE=worker processes' : ', jobs in the primary process'}` : ''}`,
  };
}

/** Set in the environment of the forked web processes. */
export const CLUSTER_WORKER_ENV = 'RC_CLUSTER_WEB_PROCESS';

export function isClusterWebProcess(): boolean {
  return cluster.isWorker && process.env[CLUSTER_WORKER_ENV] === '1';
}

/** A web process that died within this long of its start is replaced after a pause (no crash loop at full speed). */
const QUICK_DEATH_MS = 5_000;
const RESTART_PAUSE_MS = 2_000;
/** How long the web processes get to drain after SIGTERM before they are killed. */
const DRAIN_MS = 20_000;

export type Primary = {
  /** Resolves once every web process listens. */
  ready: Promise<void>;
  /** SIGTERM to every web process; resolves when all have exited. */
  stop(): Promise<void>;
};

export function forkWebProcesses(options: {
  count: number;
  /**
   * The primary's session secret, handed to every web process: a cookie signed by one must be
   * valid on the others (without SESSION_SECRET, development reads it from DATA_DIR and tests
   * make a random one per process).
   */
  sessionSecret: string;
  onLog(level: 'info' | 'warn', details: Record<string, unknown>, message: string): void;
}): Primary {
  const { count, sessionSecret, onLog } = options;
  let isStopping = false;
  const startedAt = new Map<Worker, number>();

  let listening = 0;
  let markReady: () => void = () => undefined;
  let failStart: (err: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failStart = reject;
  });

  const fork = () => {
    const worker = cluster.fork({ [CLUSTER_WORKER_ENV]: '1', SESSION_SECRET: sessionSecret });
    startedAt.set(worker, Date.now());
    worker.once('listening', () => {
      if (++listening === count) markReady();
    });
    worker.once('exit', (code, signal) => {
      const lived = Date.now() - (startedAt.get(worker) ?? 0);
      startedAt.delete(worker);
      if (isStopping) return;
      if (listening < count) {
        // A web process that cannot start (bad configuration, no database) would fail again.
        failStart(new Error(`a web process exited before it listened (code ${code ?? signal})`));
        return;
      }
      // `deadPid`, not `pid`: pino's own `pid` (the primary's) is on every line already.
      onLog(
        'warn',
        { deadPid: worker.process.pid, code, signal, livedMs: lived },
        'web process died; starting a new one',
      );
      if (lived < QUICK_DEATH_MS) setTimeout(() => !isStopping && fork(), RESTART_PAUSE_MS).unref();
      else fork();
    });
  };
  for (let i = 0; i < count; i++) fork();

  return {
    ready,
    async stop() {
      isStopping = true;
      const workers = [...startedAt.keys()];
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              const timer = setTimeout(() => worker.process.kill('SIGKILL'), DRAIN_MS);
              worker.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              // Each web process drains its own requests (api/server.ts shutdown) and exits 0.
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
