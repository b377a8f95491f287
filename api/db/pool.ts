import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Logger } from '../logger';
import * as schema from './schema';

export function createPool(connectionString: string, max: number, logger: Logger, name = 'app'): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 });
  // An idle client losing its server (a restart, a network blip) must not crash the process.
  pool.on('error', (err) => logger.warn({ err: err.message, pool: name }, 'idle database client error'));
  return pool;
}

export function createDb(client: pg.Pool | pg.PoolClient) {
  return drizzle(client, { schema });
}

export type Db = ReturnType<typeof createDb>;
