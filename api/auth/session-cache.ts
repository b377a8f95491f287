/**
 * The signed-in account and its session, kept per web process between requests, so that a request
 * whose session nothing has changed needs no database read before its own work: that read was
 * one of the two statements of every signed-in read (docs/performance.md § Load).
 *
 * An entry is served only while nothing may have changed it:
 * - a write of the session or account rows by this process forgets at once, after the statement
 *   and again when its transaction ends (api/db/table-writes.ts), so a request that follows a
 *   write here always reads afresh;
 * - a write by another process (another web process, the job worker, psql) arrives as a NOTIFY
 *   from the tables' triggers (migration 0023, api/auth/session-invalidation.ts), within about a
 *   millisecond on one machine: as if the request had come that much earlier;
 * - a read that was under way when anything was forgotten is not kept (the epoch), since it may
 *   have seen the row from before that write;
 * - the session's own stored expiry is checked on every use, and an entry lives at most `ttlMs`
 *   (SESSION_CACHE_SECONDS) whatever happens, a bound on any notification lost;
 * - nothing is served while the cache is off: until the listener has proved that notifications
 *   arrive, and from the moment its connection fails until it has proved it again.
 */
export type CachedSession<A> = {
  /** The session as stored (JSON text): each request gets its own copy to change. */
  sessText: string;
  account: A | null;
  /** The stored expiry (epoch ms): the row's `expire`, which the database read also checks. */
  expiresAt: number;
};

type Entry<A> = CachedSession<A> & { cachedAt: number; accountId: string | null };

export type SessionCacheOptions = { ttlMs: number; maxEntries?: number; now?: () => number };

export class SessionCache<A extends { id: string }> {
  private readonly entries = new Map<string, Entry<A>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private isOn = false;
  private currentEpoch = 0;

  constructor(options: SessionCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  get isEnabled(): boolean {
    return this.isOn;
  }

  /** Serving may start (notifications are known to arrive, or this process is the only writer). */
  enable(): void {
    // A read under way began before notifications were known to arrive: it is not kept.
    this.currentEpoch++;
    if (this.ttlMs > 0) this.isOn = true;
  }

  /** Stop serving and forget everything (notifications may be lost from now on). */
  disable(): void {
    this.isOn = false;
    this.forgetAll();
  }

  /** Changes whenever anything is forgotten: take it before a read, hand it back to remember(). */
  get epoch(): number {
    return this.currentEpoch;
  }

  /** The entry for `sid`, if it is still good; undefined means: read the database. */
  read(sid: string): CachedSession<A> | undefined {
    if (!this.isOn) return undefined;
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.cachedAt > this.ttlMs || entry.expiresAt < now) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry;
  }

  /** Keeps what a read found, unless something was forgotten since the read began (`epoch`). */
  remember(sid: string, found: CachedSession<A>, epoch: number): void {
    if (!this.isOn || epoch !== this.currentEpoch) return;
    this.entries.delete(sid);
    if (this.entries.size >= this.maxEntries) {
      // The oldest entry (a Map iterates in insertion order).
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(sid, { ...found, cachedAt: this.now(), accountId: found.account?.id ?? null });
  }

  forgetSession(sid: string): void {
    this.currentEpoch++;
    this.entries.delete(sid);
  }

  forgetAccount(accountId: string): void {
    this.currentEpoch++;
    for (const [sid, entry] of this.entries) if (entry.accountId === accountId) this.entries.delete(sid);
  }

  forgetAll(): void {
    this.currentEpoch++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
