/**
 * Login throttling stored in Postgres (rate-limiter-flexible), so every web process shares
 * the same counters: attempts per IP, and failed attempts per e-mail address.
 */
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext } from '../context';
import { RateLimitError } from '../errors';

export type LoginLimiter = {
  /** Counts an attempt from this IP; throws 429 when this IP or this e-mail is blocked. */
  check(ip: string, email: string): Promise<void>;
  recordFailure(email: string): Promise<void>;
  reset(email: string): Promise<void>;
};

export function createLoginLimiter(ctx: AppContext): LoginLimiter {
  const duration = ctx.config.LOGIN_LIMIT_WINDOW_MINUTES * 60;
  // rate-limiter-flexible names its prepared statements. The embedded database (PGlite) is one
  // backend shared by every pooled connection, so a second connection preparing the same name
  // fails ("prepared statement already exists"); unnamed queries work on both databases.
  const storeClient = { query: (q: pg.QueryConfig) => ctx.pool.query({ text: q.text, values: q.values }) };
  const common = { storeClient, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, duration };
  const perIp = new RateLimiterPostgres({ ...common, keyPrefix: 'login-ip', points: ctx.config.LOGIN_LIMIT_PER_IP });
  const perEmail = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'login-email',
    points: ctx.config.LOGIN_LIMIT_PER_EMAIL,
  });

  const blocked = (err: unknown): never => {
    if (err instanceof RateLimiterRes) throw new RateLimitError(undefined, Math.ceil(err.msBeforeNext / 1000));
    throw err;
  };

  return {
    async check(ip, email) {
      await perIp.consume(ip).catch(blocked);
      const state = await perEmail.get(email);
      if (state && state.remainingPoints <= 0) blocked(state);
    },
    async recordFailure(email) {
      await perEmail.penalty(email, 1);
    },
    async reset(email) {
      await perEmail.delete(email);
    },
  };
}
