/**
 * Starts the parts a process needs: the database (a server from DATABASE_URL, or embedded
 * PGlite under DATA_DIR), migrations, pg-boss and the session secret. Used by api/server.ts,
 * the scripts and the tests, so they all run the same code.
 *
 * The embedded database on disk belongs to one process: the data folder's lock is taken first,
 * before anything in the folder is opened, and a second process is refused (api/db/data-dir-lock.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import { isClusterWebProcess } from './cluster';
import type { AppContext } from './context';
import { lockDataDir, usesDataDirDatabase, type DataDirLock } from './db/data-dir-lock';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './db/embedded';
import { pendingMigrations, runMigrations } from './db/migrate';
import { createDb, createPool } from './db/pool';
import type { Config } from './env';
import { SUPERVISION } from './jobs/queues';
import { createQueues, startWorkers } from './jobs/worker';
import { createLogger, type Logger } from './logger';
import { registerDatabaseFigures } from './metrics/database-figures';
import { trackPool } from './metrics/registry';
import { loadVapidKeys } from './push/vapid';
import { LiveHub, LIVE_STREAMS_PER_ACCOUNT } from './live/live-hub';
import { listenForLiveEvents } from './live/listen';
import { sessionCheck } from './live/session-check';

export type Runtime = {
  ctx: AppContext;
  /** 'embedded' when PGlite runs in this process. */
  database: 'embedded' | 'server';
  /** The tags of the migrations this start applied (none when the database was current or it did not migrate). */
  migrations: string[];
  /** The embedded database's dump while it runs (api/db/embedded.ts); null on a PostgreSQL server. */
  dumpEmbedded: (() => Promise<Blob>) | null;
  stop(): Promise<void>;
};

/**
 * `folderLock`: the data folder's lock when the caller took it already (api/server.ts does, to
 * refuse a second process before loading the app); the runtime then owns it and releases it.
 * `migrate`: apply the migrations (default: MIGRATE_ON_START); when not, a database that lacks
 * any of this release's migrations is refused.
 * `embeddedFrom`: a data folder tarball the in-memory embedded database starts from (the tests'
 * database migrated once per run); ignored with DATABASE_URL or an on-disk data folder.
 */
export type RuntimeOptions = {
  logger?: Logger;
  workers?: boolean;
  folderLock?: DataDirLock;
  migrate?: boolean;
  embeddedFrom?: Blob;
};

export async function startRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const isOnDisk = usesDataDirDatabase(config);
  const folderLock = options.folderLock ?? (isOnDisk ? await lockDataDir(config.DATA_DIR) : null);
  let embedded: EmbeddedDatabase | null = null;
  try {
    if (!config.DATABASE_URL) {
      embedded = isOnDisk
        ? await startEmbeddedDatabase(path.join(config.DATA_DIR, 'pglite'))
        : await startEmbeddedDatabase('memory://', { loadDataDir: options.embeddedFrom });
    }
    return await startOn(config, logger, options, config.DATABASE_URL ?? embedded!.url, embedded, folderLock);
  } catch (err) {
    // A caller that goes on (a script, a test) must not keep the folder or a half-started database.
    await embedded?.stop().catch(() => undefined);
    folderLock?.release();
    throw err;
  }
}

async function startOn(
  config: Config,
  logger: Logger,
  options: RuntimeOptions,
  databaseUrl: string,
  embedded: EmbeddedDatabase | null,
  folderLock: DataDirLock | null,
): Promise<Runtime> {
  const pool = createPool(databaseUrl, config.DATABASE_POOL_MAX, logger, 'app', config.SLOW_QUERY_MS);
  let migrations: string[] = [];
  try {
    if (options.migrate ?? config.migrateOnStart) migrations = await runMigrations(pool);
    else await refuseUnmigrated(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }

  const isWorker = options.workers ?? config.ROLE !== 'web';
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 4,
    schedule: isWorker,
    supervise: isWorker,
    // The supervisor looks for jobs whose worker died every 10 s, not every minute (api/jobs/queues.ts).
    ...SUPERVISION,
  });
  boss.on('error', (err: Error) => logger.warn({ err: err.message }, 'job queue error'));
  await boss.start();

  const db = createDb(pool);
  const ctx: AppContext = {
    config,
    logger,
    pool,
    db,
    boss,
    sessionSecret: config.SESSION_SECRET ?? readOrCreateSecret(config.DATA_DIR, config.NODE_ENV === 'test'),
    vapid: loadVapidKeys(config),
    live: new LiveHub(
      { perProcess: config.LIVE_MAX_STREAMS, perAccount: LIVE_STREAMS_PER_ACCOUNT },
      sessionCheck(db, config.SESSION_ABSOLUTE_HOURS * 3_600_000),
      (err) =>
        logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'live streams: session check failed'),
    ),
  };
  // A process that serves the web hears the database's live notifications for its open streams.
  const stopLive =
    config.ROLE === 'worker'
      ? async () => undefined
      : await listenForLiveEvents({ hub: ctx.live, embedded, connectionString: databaseUrl, logger });
  await createQueues(ctx);
  const stopWorkers = isWorker ? await startWorkers(ctx, embedded?.dump ?? null) : () => undefined;
  // pg-boss's own pool, reported with the app's and the session store's.
  const bossPool = (boss.getDb() as { pool?: pg.Pool }).pool;
  if (bossPool) trackPool(bossPool, 'jobs');
  // The database-wide figures are read by the process that answers scrapes, not by every web process.
  const unregisterFigures =
    (config.METRICS_PORT || config.METRICS_TOKEN) && !isClusterWebProcess() ? registerDatabaseFigures(ctx) : null;

  return {
    ctx,
    database: embedded ? 'embedded' : 'server',
    migrations,
    dumpEmbedded: embedded ? embedded.dump : null,
    async stop() {
      unregisterFigures?.();
      ctx.live.closeAll();
      await stopLive();
      await boss.stop({ graceful: true, timeout: 10_000 });
      stopWorkers();
      await pool.end();
      await embedded?.stop();
      folderLock?.release();
    },
  };
}

/**
 * Without MIGRATE_ON_START the release step migrates (`npm run db:migrate`); a process of this
 * release on a database without its migrations would fail on its first query of a new column.
 */
async function refuseUnmigrated(pool: pg.Pool): Promise<void> {
  const pending = await pendingMigrations(pool);
  if (pending.length === 0) return;
  throw new Error(
    `The database lacks ${pending.length} migration(s) of this release (${pending.join(', ')}), and MIGRATE_ON_START is off.\n` +
      'Run `npm run db:migrate` first (the Procfile release step does), or set MIGRATE_ON_START=true.',
  );
}

/** A development secret, generated once into the data folder so sessions survive restarts. */
function readOrCreateSecret(dataDir: string, ephemeral: boolean): string {
  if (ephemeral) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
