/**
 * Starts the parts a process needs: the database (a server from DATABASE_URL, or embedded
 * PGlite under DATA_DIR), migrations, pg-boss and the session secret. Used by api/server.ts,
 * the scripts and the tests, so they all run the same code.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import type { AppContext } from './context';
import { startEmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';
import { createDb, createPool } from './db/pool';
import type { Config } from './env';
import { SUPERVISION } from './jobs/queues';
import { createQueues, startWorkers } from './jobs/worker';
import { createLogger, type Logger } from './logger';
import { loadVapidKeys } from './push/vapid';

export type Runtime = {
  ctx: AppContext;
  /** 'embedded' when PGlite runs in this process. */
  database: 'embedded' | 'server';
  stop(): Promise<void>;
};

export async function startRuntime(
  config: Config,
  options: { logger?: Logger; workers?: boolean } = {},
): Promise<Runtime> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedDatabase(config.NODE_ENV === 'test' ? 'memory://' : path.join(config.DATA_DIR, 'pglite'));
  const databaseUrl = config.DATABASE_URL ?? embedded!.url;

  const pool = createPool(databaseUrl, config.DATABASE_POOL_MAX, logger);
  await runMigrations(pool);

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

  const ctx: AppContext = {
    config,
    logger,
    pool,
    db: createDb(pool),
    boss,
    sessionSecret: config.SESSION_SECRET ?? readOrCreateSecret(config.DATA_DIR, config.NODE_ENV === 'test'),
    vapid: loadVapidKeys(config),
  };
  await createQueues(ctx);
  const stopWorkers = isWorker ? await startWorkers(ctx) : () => undefined;

  return {
    ctx,
    database: embedded ? 'embedded' : 'server',
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
      stopWorkers();
      await pool.end();
      await embedded?.stop();
    },
  };
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
