/**
 * One wrapper around each pooled client's `query`, shared by everything that needs to see the
 * statements a pool runs (api/db/table-writes.ts, api/db/slow-queries.ts). Each observer looks at a
 * statement's text before it runs and may hand back a function to call once it has finished
 * (succeeded or failed); an observer with nothing to do returns undefined, so a statement nobody
 * cares about costs one call per observer and no allocation.
 *
 * pg's query has several call forms (text, values, callback; a config object; a Submittable such as
 * a cursor). Every one passes through untouched. A Submittable runs after the call returns, so its
 * "finished" is reported at once; nothing in this code base writes or times a statement that way.
 */
import type pg from 'pg';

/** Sees a statement before it runs; returns what to do once it has finished, if anything. */
export type StatementObserver = (client: pg.PoolClient, text: string) => (() => void) | undefined;

type Query = (...args: unknown[]) => unknown;
const observersOf = new WeakMap<pg.Pool, StatementObserver[]>();

/**
 * Calls `observer` for every statement of every client `pool` hands out. Must be called before the
 * pool connects its first client (createPool in api/db/pool.ts does).
 */
export function observeStatements(pool: pg.Pool, observer: StatementObserver): void {
  let observers = observersOf.get(pool);
  if (!observers) {
    const list: StatementObserver[] = [];
    observersOf.set(pool, (observers = list));
    pool.on('connect', (client) => wrapQuery(client, list));
  }
  observers.push(observer);
}

function statementText(first: unknown): string {
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : '';
}

function wrapQuery(client: pg.PoolClient, observers: readonly StatementObserver[]): void {
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const text = statementText(args[0]);
    let first: (() => void) | undefined;
    let more: (() => void)[] | undefined;
    for (const observer of observers) {
      const done = observer(client, text);
      if (!done) continue;
      if (!first) first = done;
      else (more ??= []).push(done);
    }
    if (!first) return query(...args);
    const finished = () => {
      first();
      if (more) for (const done of more) done();
    };
    const callbackAt = args.findIndex((a) => typeof a === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (...r: unknown[]) => void;
      args[callbackAt] = (...r: unknown[]) => {
        finished();
        callback(...r);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) void result.then(finished, finished);
    else finished();
    return result;
  };
}
