/**
 * Tells this process when one of its own statements has written a watched table: once when the
 * statement has run, and once more when the transaction it ran in has ended (committed or not),
 * which is when other connections see the change. The session cache (api/auth/session-cache.ts)
 * forgets what it holds then, so that a request that follows a write in this process never reads
 * the row from before it; writes of other processes reach it by NOTIFY instead
 * (api/auth/session-invalidation.ts).
 *
 * It reads the statement's text, so it sees every way this code base writes a table (Drizzle's
 * update/delete/insert, raw SQL, a write inside a CTE) without each service having to remember to
 * say so. Only statements that name a watched table after UPDATE, INSERT INTO, DELETE FROM or
 * TRUNCATE count; reads never do.
 */
import type pg from 'pg';

export type TableWriteListener = (tables: ReadonlySet<string>) => void;

type Watch = { pattern: WritePattern; listener: TableWriteListener };
const watchesOf = new WeakMap<pg.Pool, Set<Watch>>();
/** What a client has written in its open transaction, per watch, reported again when it ends. */
const pendingOf = new WeakMap<pg.PoolClient, Map<Watch, Set<string>>>();

// Not ROLLBACK TO SAVEPOINT: the transaction, and what it wrote before the savepoint, goes on.
const TRANSACTION_END = /^\s*(?:commit|end|abort|rollback(?!\s+to\b))\b/i;
const TRUNCATE = /^\s*truncate\b/i;

export type WritePattern = { write: RegExp; name: RegExp };

/**
 * Writes of `tables`: the table named right after UPDATE, INSERT INTO or DELETE FROM (quoted or
 * not, with or without the public schema), anywhere in the text (a CTE too); and any of them in
 * a TRUNCATE's list.
 */
export function writePattern(tables: readonly string[]): WritePattern {
  const names = tables.map((t) => t.replace(/[^a-z0-9_]/gi, '')).join('|');
  const table = String.raw`(?:"?public"?\.)?"?(${names})"?(?![\w$])`;
  return {
    write: new RegExp(String.raw`\b(?:update(?:\s+only)?|insert\s+into|delete\s+from(?:\s+only)?)\s+${table}`, 'gi'),
    name: new RegExp(String.raw`(?<![\w$])${table}`, 'gi'),
  };
}

/** Whether `text` ends its transaction (so what it wrote is now seen by every connection). */
export const endsTransaction = (text: string) => TRANSACTION_END.test(text);

/** The watched tables `text` writes (empty when none). */
export function tablesWritten(text: string, pattern: WritePattern): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(TRUNCATE.test(text) ? pattern.name : pattern.write))
    found.add(match[1]!.toLowerCase());
  return found;
}

/**
 * Calls `listener` after each statement of `pool` that writes one of `tables`, and after the end
 * of its transaction. Returns a function that stops watching. The pool must come from createPool
 * (api/db/pool.ts), which lets its clients report their statements.
 */
export function watchTableWrites(pool: pg.Pool, tables: string[], listener: TableWriteListener): () => void {
  let watches = watchesOf.get(pool);
  if (!watches) watchesOf.set(pool, (watches = new Set()));
  const watch: Watch = { pattern: writePattern(tables), listener };
  watches.add(watch);
  return () => watches.delete(watch);
}

/**
 * Makes a pool's clients report their statements to watchTableWrites. Called by createPool, so it
 * sees every client the pool will ever hand out; with nobody watching it only checks a set's size.
 */
export function reportTableWrites(pool: pg.Pool): void {
  pool.on('connect', (client) => wrapQuery(pool, client));
  // A client handed back with its transaction neither committed nor rolled back (an error on the way).
  pool.on('release', (_err: unknown, client: pg.PoolClient) => settle(client, true));
}

function wrapQuery(pool: pg.Pool, client: pg.PoolClient): void {
  // pg's query has several call forms (text, values, callback; a config object; a Submittable);
  // this passes every one through untouched and only looks at the text. A Submittable (a cursor)
  // is reported when the call returns, before it has run; its transaction's end or the client's
  // release reports it again. Nothing writes the watched tables that way.
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const watches = watchesOf.get(pool);
    if (!watches?.size) return query(...args);
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : typeof first?.text === 'string' ? first.text : '';
    const isEnd = endsTransaction(text);
    let wrote = false;
    for (const watch of watches) {
      const tables = tablesWritten(text, watch.pattern);
      if (!tables.size) continue;
      wrote = true;
      let pending = pendingOf.get(client);
      if (!pending) pendingOf.set(client, (pending = new Map()));
      const seen = pending.get(watch) ?? new Set<string>();
      for (const table of tables) seen.add(table);
      pending.set(watch, seen);
    }
    if (!wrote && !(isEnd && pendingOf.has(client))) return query(...args);
    const after = () => settle(client, isEnd);
    const callbackAt = args.findIndex((a) => typeof a === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (...r: unknown[]) => void;
      args[callbackAt] = (...r: unknown[]) => {
        after();
        callback(...r);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) void result.then(after, after);
    else after();
    return result;
  };
}

/** Tells the watchers what the client wrote; forgets it too when its transaction has ended. */
function settle(client: pg.PoolClient, ended: boolean): void {
  const pending = pendingOf.get(client);
  if (!pending) return;
  if (ended) pendingOf.delete(client);
  for (const [watch, tables] of pending) watch.listener(tables);
}
