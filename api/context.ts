import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { Config } from './env';
import type { Logger } from './logger';
import type { Db } from './db/pool';
import type { LiveHub } from './live/live-hub';
import type { VapidKeys } from './push/vapid';

/** Everything a route, service or job needs, built once at start-up (api/runtime.ts). */
export type AppContext = {
  config: Config;
  logger: Logger;
  pool: pg.Pool;
  db: Db;
  boss: PgBoss;
  /** Secret for signing session cookies (from configuration or generated into DATA_DIR). */
  sessionSecret: string;
  /** Web Push signing keys (configured, or generated into DATA_DIR). */
  vapid: VapidKeys;
  /** This process's open live-update streams, fed by the database's notifications (api/live/). */
  live: LiveHub;
};
