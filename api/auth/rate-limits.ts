/**
 * Throttling stored in Postgres (rate-limiter-flexible), so every web process shares the same
 * counters: login attempts per IP and failed attempts per e-mail address; and the mails a
 * visitor can make us send (activation, password reset) per IP and per address.
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

export type MailLimiter = {
  /** Counts a mail-sending request from this IP; throws 429 when the IP has made too many. */
  checkIp(ip: string): Promise<void>;
  /** Whether another mail of this kind may go to this address now (counts it if so). */
  mayMail(kind: 'activation' | 'password-reset', email: string): Promise<boolean>;
};

/** The shared counters' table. The library names its statements; they are run unnamed, as plain queries. */
function storeOptions(ctx: AppContext, durationSeconds: number) {
  const storeClient = { query: (q: pg.QueryConfig) => ctx.pool.query({ text: q.text, values: q.values }) };
  return { storeClient, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, duration: durationSeconds };
}

const blocked = (err: unknown): never => {
  if (err instanceof RateLimiterRes) throw new RateLimitError(undefined, Math.ceil(err.msBeforeNext / 1000));
  throw err;
};

export function createMailLimiter(ctx: AppContext): MailLimiter {
  const common = storeOptions(ctx, ctx.config.MAIL_LIMIT_WINDOW_MINUTES * 60);
  const perIp = new RateLimiterPostgres({ ...common, keyPrefix: 'mail-ip', points: ctx.config.MAIL_LIMIT_PER_IP });
  const perEmail = new RateLimiterPostgres({ ...common, keyPrefix: 'mail-email', points: ctx.config.MAIL_LIMIT_PER_EMAIL });
  return {
    async checkIp(ip) {
      await perIp.consume(ip).catch(blocked);
    },
    async mayMail(kind, email) {
      try {
        await perEmail.consume(`${kind}:${email.trim().toLowerCase()}`);
        return true;
      } catch (err) {
        if (err instanceof RateLimiterRes) return false;
        throw err;
      }
    },
  };
}

export function createLoginLimiter(ctx: AppContext): LoginLimiter {
  const common = storeOptions(ctx, ctx.config.LOGIN_LIMIT_WINDOW_MINUTES * 60);
  const perIp = new RateLimiterPostgres({ ...common, keyPrefix: 'login-ip', points: ctx.config.LOGIN_LIMIT_PER_IP });
  const perEmail = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'login-email',
    points: ctx.config.LOGIN_LIMIT_PER_EMAIL,
  });

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
