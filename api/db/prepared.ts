import type { Db } from './pool';

/**
 * A statement built once per database handle and then only executed: `build` makes the
 * Drizzle query and calls `.prepare(name)` on it, which renders its SQL text once (Drizzle
 * otherwise builds the query object and its text on every call) and makes it a named statement,
 * parsed and planned once per connection. Values go in as `sql.placeholder(…)`s; a placeholder
 * is not passed through its column's encoder, so give it what the column would send (for a
 * timestamp, `column.mapToDriverValue(date)`). For the reads of the hot request paths
 * (docs/performance.md § Load). With the pool's handle (`ctx.db`) the query is built once; a
 * transaction's handle (`tx.db`) builds its own once per transaction, and PostgreSQL still parses
 * and plans the named statement once per connection (node-postgres remembers which it has sent).
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) byDb.set(db, (statement = build(db)));
    return statement;
  };
}
