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
import { observeStatements } from './statement-observers';

export type TableWriteListener = (tables: ReadonlySet<string>) => void;

type Watch = {
  pattern: WritePattern;
  listener: TableWriteListener;
  /**
   * What each statement text writes, read once per text: the code base runs a few hundred
   * distinct texts over and over (the search's is several kB), and matching the patterns against
   * each of them on every run was about 1 % of a web process's time under the mixed load.
   */
  known: Map<string, ReadonlySet<string>>;
};
/** Distinct texts remembered per watch; past it the memory starts again (texts with inline values). */
const MAX_KNOWN_TEXTS = 2000;
const NOTHING: ReadonlySet<string> = new Set();
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
  const watch: Watch = { pattern: writePattern(tables), listener, known: new Map() };
  watches.add(watch);
  return () => watches.delete(watch);
}

/**
 * Makes a pool's clients report their statements to watchTableWrites. Called by createPool, so it
 * sees every client the pool will ever hand out; with nobody watching it only checks a set's size.
 */
export function reportTableWrites(pool: pg.Pool): void {
  observeStatements(pool, (client, text) => noteWrites(pool, client, text));
  // A client handed back with its transaction neither committed nor rolled back (an error on the way).
  pool.on('release', (_err: unknown, client: pg.PoolClient) => settle(client, true));
}

/** Remembers what `text` writes; reports it once the statement has run (undefined: nothing to report). */
function noteWrites(pool: pg.Pool, client: pg.PoolClient, text: string): (() => void) | undefined {
  const watches = watchesOf.get(pool);
  if (!watches?.size) return undefined;
  const isEnd = endsTransaction(text);
  let wrote = false;
  for (const watch of watches) {
    const tables = knownTablesWritten(watch, text);
    if (!tables.size) continue;
    wrote = true;
    let pending = pendingOf.get(client);
    if (!pending) pendingOf.set(client, (pending = new Map()));
    const seen = pending.get(watch) ?? new Set<string>();
    for (const table of tables) seen.add(table);
    pending.set(watch, seen);
  }
  if (!wrote && !(isEnd && pendingOf.has(client))) return undefined;
  return () => settle(client, isEnd);
}

function knownTablesWritten(watch: Watch, text: string): ReadonlySet<string> {
  let tables = watch.known.get(text);
  if (tables === undefined) {
    const found = tablesWritten(text, watch.pattern);
    tables = found.size ? found : NOTHING;
    if (watch.known.size >= MAX_KNOWN_TEXTS) watch.known.clear();
    watch.known.set(text, tables);
  }
  return tables;
}

/** Tells the watchers what the client wrote; forgets it too when its transaction has ended. */
function settle(client: pg.PoolClient, ended: boolean): void {
  const pending = pendingOf.get(client);
  if (!pending) return;
  if (ended) pendingOf.delete(client);
  for (const [watch, tables] of pending) watch.listener(tables);
}
