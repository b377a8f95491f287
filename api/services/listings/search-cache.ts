/**
 * A per-process cache of listing search results that is never stale.
 *
 * Most searches repeat (the default /jobs list, a recruiter's saved filters), and counting every
 * match of a broad search visits thousands of rows. A result is stored with the kind's listing
 * version (a counter bumped in the writer's transaction by a trigger, migration 0005) and is
 * served only while the counter still reads the same, so a write in any process is seen by the
 * next search everywhere. Time is the other thing that changes a result: the result also carries
 * the moment its first match expires or ages out of the Date Posted window, and dies then.
 */
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context';
import type { ListingKind } from '../../../shared/lookups';

/** Upper bound on a result's life even when nothing would change it (bounds memory churn). */
const MAX_AGE_MS = 10 * 60_000;
/** Entries per process; a tile row is about half a kilobyte, so this stays a few megabytes. */
const MAX_ENTRIES = 500;

type Entry = { version: number; validUntil: number; value: unknown };

// One cache per application context: tests run many apps (and databases) in one process.
const caches = new WeakMap<AppContext, LRUCache<string, Entry>>();

function cacheOf(ctx: AppContext): LRUCache<string, Entry> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
    caches.set(ctx, cache);
  }
  return cache;
}

// Plain SQL with a constant text: this runs on every member search, and the query builder's work
// per call showed up in the search's CPU profile (drizzle's entity checks were ~4 % of the time).
const READ_VERSION = 'SELECT version FROM listing_versions WHERE kind = $1';

async function readVersion(ctx: AppContext, kind: ListingKind): Promise<number | null> {
  // A named statement: parsed and planned once per connection, as it runs before every search.
  const { rows } = await ctx.pool.query<{ version: string }>({
    name: 'listing_version',
    text: READ_VERSION,
    values: [kind],
  });
  return rows[0] ? Number(rows[0].version) : null;
}

/**
 * Returns the cached value for `key` when the listings have not changed since it was computed
 * and it has not timed out; otherwise computes it. `compute` reports how long its answer stays
 * true on its own (milliseconds, or null when only a write can change it).
 */
export async function cachedSearch<T>(
  ctx: AppContext,
  kind: ListingKind,
  key: string,
  compute: () => Promise<{ value: T; validForMs: number | null }>,
): Promise<T> {
  // The version is read before the search runs: a write committing in between makes the stored
  // result newer than its version, never older, and the next reader sees a new version anyway.
  const version = await readVersion(ctx, kind);
  if (version === null) return (await compute()).value;
  const cache = cacheOf(ctx);
  const cacheKey = `${kind}:${key}`;
  const hit = cache.get(cacheKey);
  if (hit && hit.version === version && hit.validUntil > Date.now()) return hit.value as T;

  // validForMs is measured from the database's clock at query time, which is after `started`:
  // counting from `started` ends the entry a little early, never late, whatever the clock skew.
  const started = Date.now();
  const { value, validForMs } = await compute();
  const life = Math.min(MAX_AGE_MS, validForMs ?? MAX_AGE_MS);
  if (life > 0) cache.set(cacheKey, { version, validUntil: started + life, value });
  return value;
}
