import type { Db } from './pool';

/**
 * A statement built once and then only executed: `build` makes the Drizzle query and calls
 * `.prepare(name)` on it, which renders its SQL text once (Drizzle otherwise builds the query
 * object and its text on every call) and makes it a named statement, parsed and planned once per
 * connection. Values go in as `sql.placeholder(…)`s; a placeholder is not passed through its
 * column's encoder, so give it what the column would send (for a timestamp,
 * `column.mapToDriverValue(date)`). For the reads of the hot request paths (docs/performance.md
 * § Load).
 *
 * Built once for the first handle; any other handle (a transaction's `tx.db`, on its checked-out
 * client) gets the same statement bound to its own client, rather than building it again: that
 * build was a tenth of a write request's CPU (the proposal read of every approve). A prepared
 * query keeps its client in `client`; should a Drizzle upgrade change that, each handle builds
 * its own again (the check below), as it did before.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  let first: { db: Db; statement: T } | undefined;
  return (db) => {
    let statement = byDb.get(db);
    if (statement !== undefined) return statement;
    if (!first) {
      statement = build(db);
      first = { db, statement };
    } else statement = rebound(first.statement, first.db, db) ?? build(db);
    byDb.set(db, statement);
    return statement;
  };
}

/** `statement` (built on `from`) executing on `to`'s client, or undefined if it cannot be. */
function rebound<T>(statement: T, from: Db, to: Db): T | undefined {
  if (typeof statement !== 'object' || statement === null) return undefined;
  if ((statement as { client?: unknown }).client !== from.$client) return undefined;
  return Object.create(statement as object, { client: { value: to.$client } }) as T;
}
