/**
 * Cookie sessions stored in Postgres (connect-pg-simple) so any web process can serve any
 * request. Idle timeout: the stored expiry moves forward at most once a minute (see keepAlive),
 * and the cookie's expiry with it (re-sent when the session is saved, not on every answer).
 * Absolute timeout: a session older than SESSION_ABSOLUTE_HOURS since sign-in is destroyed
 * whatever its activity.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type pg from 'pg';
import type { AppContext } from '../context';
import { createDb, createPool } from '../db/pool';
import { accounts, sessions as sessionTable } from '../db/schema';
import type { Account } from '../domain/rows';
import { watchTableWrites } from '../db/table-writes';
import { sessionCacheLookups } from '../metrics/registry';
import { SessionCache, type CachedSession } from './session-cache';
import { listenForSessionChanges } from './session-invalidation';

declare module 'express-session' {
  interface SessionData {
    /** Epoch ms of the sign-in that created this session. */
    signedInAt?: number;
    /** Epoch ms when the stored expiry was last pushed forward (keepAlive). */
    keptAliveAt?: number;
    /**
     * The password of an account with two-factor sign-in was right, the code is awaited (POST
     * /api/auth/mfa): whose, and since when (epoch ms). No one is signed in until the code is.
     */
    mfaChallenge?: { accountId: string; at: number };
  }
}

const KEEP_ALIVE_EVERY_MS = 60_000;

export function sessionCookieName(isProduction: boolean): string {
  // __Host- binds the cookie to this exact origin over HTTPS (no Domain, Path=/, Secure).
  return isProduction ? '__Host-rc.sid' : 'rc.sid';
}

export function createSessionMiddleware(ctx: AppContext): {
  middleware: RequestHandler[];
  /** The signed-in accounts kept between requests; personal API tokens are kept here too (api-tokens.ts). */
  cache: SessionCache<Account>;
  /** The store's own pool (session reads, and API tokens' reads and last-used writes). */
  pool: pg.Pool;
  close(): Promise<void>;
} {
  const { config } = ctx;
  // A pool of its own so a burst of requests cannot starve session reads, with an error handler.
  const storePool: pg.Pool = createPool(connectionStringOf(ctx.pool), 4, ctx.logger, 'sessions', config.SLOW_QUERY_MS);
  const cache = new SessionCache<Account>({ ttlMs: config.SESSION_CACHE_SECONDS * 1000 });
  // This process's own writes of accounts, sessions or API tokens (a profile saved, an account
  // disabled, sessions ended, a token revoked) empty the cache at once; the store's own writes
  // forget their one session. (A token's last-used time is written through the store's pool,
  // which is not watched: it changes nothing the cache decides on.)
  const unwatch = watchTableWrites(ctx.pool, ['accounts', 'session', 'api_tokens'], () => cache.forgetAll());
  // The embedded database belongs to this one process (api/cluster.ts), so every write is seen
  // above; with a server, other processes' writes come by NOTIFY, and the cache waits for them.
  const invalidation = config.DATABASE_URL
    ? listenForSessionChanges({ connectionString: config.DATABASE_URL, probe: storePool, cache, logger: ctx.logger })
    : (cache.enable(), null);
  const PgStore = connectPgSimple(session);
  const store = new (withAccount(PgStore, storePool, cache))({
    pool: namedStatements(storePool),
    tableName: 'session',
    createTableIfMissing: false,
    pruneSessionInterval: config.NODE_ENV === 'test' ? false : 15 * 60,
    // express-session would otherwise write the session row on every request (a commit, with
    // its disk flush, per page view); keepAlive below does it at most once a minute instead.
    disableTouch: true,
    errorLog: (...args: unknown[]) => ctx.logger.warn({ args: args.map(String) }, 'session store error'),
  });
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;

  const sessionMiddleware = session({
    name: sessionCookieName(config.isProduction),
    secret: ctx.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    // The cookie is re-sent (signed again, its expiry a full idle period ahead) whenever the session
    // is saved: at sign-in and by keepAlive below, at most once a minute — the stored expiry's own
    // pace. Rolling it on every answer cost an HMAC and a Set-Cookie per request for nothing.
    rolling: false,
    proxy: config.TRUST_PROXY ? true : undefined,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.isProduction, maxAge: idleMs, path: '/' },
  });

  const absoluteTimeout: RequestHandler = (req, _res, next) => {
    const startedAt = req.session?.signedInAt;
    if (startedAt && Date.now() - startedAt > absoluteMs) {
      // regenerate, not destroy: it deletes the stored row and leaves an empty (visitor) session
      // in its place, which passport and the routes after it expect to find on every request.
      req.session.regenerate((err) => next(err));
      return;
    }
    next();
  };

  // Pushes the stored expiry forward by re-saving the session when the last push is over a
  // minute old. The idle timeout therefore counts from at most a minute before the last request.
  const keepAlive: RequestHandler = (req, _res, next) => {
    const session = req.session;
    if (session?.signedInAt && Date.now() - (session.keptAliveAt ?? 0) > KEEP_ALIVE_EVERY_MS)
      session.keptAliveAt = Date.now();
    next();
  };

  // express-session reports a failed save/touch of the session AFTER the answer went out by
  // calling next(err) late (the database went away meanwhile). That late error reached Express's
  // final handler, which destroys the keep-alive socket: the client's next request got a reset.
  // The client already has its answer, so log the error and drop it.
  const sessions: RequestHandler = (req, res, next) =>
    sessionMiddleware(req, res, (err?: unknown) => {
      if (err && res.headersSent) {
        ctx.logger.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'session store error after the response',
        );
        return;
      }
      next(err);
    });

  return {
    middleware: [sessions, absoluteTimeout, keepAlive],
    cache,
    pool: storePool,
    async close() {
      unwatch();
      await invalidation?.close();
      await storePool.end();
    },
  };
}

/**
 * Signs this request's browser out: passport's user goes, the stored session row is deleted and the
 * cookie cleared (logout, and "Delete my account"). The deletion needs the cookie's own attributes:
 * a browser ignores a __Host- cookie without Secure.
 */
export async function signOutRequest(req: Request, res: Response, isProduction: boolean): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    req.logOut({ keepSessionInfo: false }, (e) => (e ? reject(e) : resolve())),
  );
  await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
  res.clearCookie(sessionCookieName(isProduction), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction,
  });
}

/** Where the session read leaves the signed-in account for passport's deserializeUser (passport.ts). */
const PRELOADED = Symbol('preloaded account');
type Preloaded = { id: string; account: Account | null };
type WithPreloaded = { [PRELOADED]?: Preloaded };

/**
 * The account read with the session, when the session's user is `id`: null when that account
 * no longer exists; undefined when it was not read (passport then reads it itself).
 */
export function preloadedAccount(req: Request, id: string): Account | null | undefined {
  const preloaded = (req as WithPreloaded)[PRELOADED];
  return preloaded?.id === id ? preloaded.account : undefined;
}

type StoreClass = ReturnType<typeof connectPgSimple>;

/**
 * The store, with its session read (every API request) also returning the signed-in account
 * in the same statement: one round trip where there were two (the session, then the account by
 * passport's deserializeUser). The account is exactly as fresh as before: read at the start of
 * the request, from the same snapshot as the session. Measured: docs/performance.md § Load.
 *
 * What it read is kept in `cache` (session-cache.ts says when it may be served); the store's own
 * writes of a session (set, destroy) forget it before and after they run. Its touch writes
 * nothing (disableTouch): express-session calls it on every unchanged request.
 */
function withAccount(PgStore: StoreClass, pool: pg.Pool, cache: SessionCache<Account>): StoreClass {
  const sessionWithAccount = createDb(pool)
    .select({ sess: sessionTable.sess, expire: sessionTable.expire, account: accounts })
    .from(sessionTable)
    .leftJoin(accounts, sql`${accounts.id} = (${sessionTable.sess} #>> '{passport,user}')::uuid`)
    .where(
      and(
        eq(sessionTable.sid, sql.placeholder('sid')),
        sql`${sessionTable.expire} >= to_timestamp(${sql.placeholder('now')})`,
      ),
    )
    .prepare('session_with_account');

  /** A session of its own for this request (express-session and passport change it in place). */
  const hydrate = (found: CachedSession<Account>): session.SessionData => {
    const sess = JSON.parse(found.sessText) as session.SessionData & { passport?: { user?: string } };
    const userId = sess.passport?.user;
    // Not enumerable: express-session copies only enumerable fields into req.session.
    if (userId) {
      const account = found.account && found.account.id === userId ? copyRow(found.account) : null;
      Object.defineProperty(sess, PRELOADED, { value: { id: userId, account } satisfies Preloaded });
    }
    return sess;
  };

  /** Runs a write of the store, forgetting `sid` before it and once it is done. */
  const forgetting = <T extends unknown[]>(sid: string, callback: ((...r: T) => void) | undefined) => {
    cache.forgetSession(sid);
    return (...r: T) => {
      cache.forgetSession(sid);
      callback?.(...r);
    };
  };

  class StoreWithAccount extends PgStore {
    override get(sid: string, done: (err: unknown, sess?: session.SessionData | null) => void): void {
      const cached = cache.read(sid);
      sessionCacheLookups.inc({ result: cached ? 'hit' : 'miss' });
      if (cached) return done(null, hydrate(cached));
      const epoch = cache.epoch;
      sessionWithAccount.execute({ sid, now: Date.now() / 1000 }).then(
        ([row]) => {
          if (!row) return done(null, null);
          // A json column: pg and Drizzle hand it over parsed.
          const found: CachedSession<Account> = {
            sessText: JSON.stringify(row.sess),
            account: row.account,
            expiresAt: row.expire.getTime(),
          };
          cache.remember(sid, found, epoch);
          done(null, hydrate(found));
        },
        (err: unknown) => done(err),
      );
    }

    override set(sid: string, sess: session.SessionData, done?: (err?: unknown) => void): void {
      super.set(sid, sess, forgetting(sid, done));
    }

    override destroy(sid: string, done?: (err?: unknown) => void): void {
      super.destroy(sid, forgetting(sid, done));
    }

    override createSession(req: Request, sess: session.SessionData): session.Session & session.SessionData {
      const preloaded = (sess as WithPreloaded)[PRELOADED];
      if (preloaded) (req as WithPreloaded)[PRELOADED] = preloaded;
      return super.createSession(req, sess);
    }
  }
  return StoreWithAccount;
}

/**
 * A deep copy of a row read from the database: its values are null, text, numbers, booleans,
 * dates, arrays and parsed JSON. Each request gets its own account to change; this copies one in
 * about a fifth of structuredClone's time, which was 1 % of a web process's time under load.
 */
function copyRow<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map(copyRow) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = copyRow(field);
  return copy as T;
}

/**
 * The store's few queries (constant text) as named statements: the session read runs on every
 * request, and is then parsed and planned once per connection rather than each time.
 */
function namedStatements(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) names.set(text, (name = `session_store_${names.size + 1}`));
    return name;
  };
  const query = (text: string, values?: unknown[]) => pool.query({ name: nameOf(text), text, values });
  return { query } as unknown as pg.Pool;
}

function connectionStringOf(pool: pg.Pool): string {
  const options = (pool as unknown as { options: { connectionString: string } }).options;
  return options.connectionString;
}
