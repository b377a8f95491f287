import pg from 'pg';
import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type ExtractTablesWithRelations,
  type RelationalSchemaConfig,
} from 'drizzle-orm';
import { NodePgDatabase, NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Logger } from '../logger';
import * as schema from './schema';
import { trackPool } from '../metrics/registry';
import { reportSlowQueries } from './slow-queries';
import { reportTableWrites } from './table-writes';

/** `slowQueryMs`: statements slower than this are logged with their fingerprint (0: not watched). */
export function createPool(
  connectionString: string,
  max: number,
  logger: Logger,
  name = 'app',
  slowQueryMs = 0,
): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 });
  // An idle client losing its server (a restart, a network blip) must not crash the process.
  pool.on('error', (err) => logger.warn({ err: err.message, pool: name }, 'idle database client error'));
  reportTableWrites(pool);
  reportSlowQueries(pool, slowQueryMs, logger, name);
  trackPool(pool, name);
  return pool;
}

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool | pg.PoolClient };

// What `drizzle(client, { schema })` works out from the schema on every call (every table's
// columns, indexes and relations walked), worked out once: every transaction wraps its checked-out
// client in a Db of its own, so that was per write request (about 1 % of a web process's time
// under the load bench, docs/performance.md § Load). The dialect holds only a column-name cache.
const dialect = new PgDialect();
const tablesConfig = extractTablesRelationalConfig<ExtractTablesWithRelations<typeof schema>>(
  schema,
  createTableRelationsHelpers,
);
const relational = {
  fullSchema: schema,
  schema: tablesConfig.tables,
  tableNamesMap: tablesConfig.tableNamesMap,
} satisfies RelationalSchemaConfig<ExtractTablesWithRelations<typeof schema>>;

/** The same database handle as `drizzle(client, { schema })`, without its per-call set-up. */
export function createDb(client: pg.Pool | pg.PoolClient): Db {
  const db = new NodePgDatabase(dialect, new NodePgSession(client, dialect, relational), relational) as Db;
  db.$client = client;
  return db;
}
