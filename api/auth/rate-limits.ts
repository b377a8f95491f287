/**
 * Throttling stored in Postgres (rate-limiter-flexible), so every web process shares the same
 * counters: login attempts per IP and failed attempts per e-mail address; the mails a visitor
 * can make us send (activation, password reset) per IP and per address; and other requests
 * anyone can repeat at our cost (links from mails, approval requests, analytics events) per IP
 * and per signed-in account.
 */
import type { Request } from 'express';
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
  const perEmail = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'mail-email',
    points: ctx.config.MAIL_LIMIT_PER_EMAIL,
  });
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

export type RequestLimiter = {
  /** Counts one request from this IP and, when signed in, this account; throws 429 past either limit. */
  check(req: Request): Promise<void>;
};

type RequestLimits = { perIp: number; perAccount: number; windowMinutes: number };

function createRequestLimiter(ctx: AppContext, name: string, limits: RequestLimits): RequestLimiter {
  const common = storeOptions(ctx, limits.windowMinutes * 60);
  const perIp = new RateLimiterPostgres({ ...common, keyPrefix: `${name}-ip`, points: limits.perIp });
  const perAccount = new RateLimiterPostgres({ ...common, keyPrefix: `${name}-account`, points: limits.perAccount });
  return {
    async check(req) {
      await perIp.consume(req.ip ?? 'unknown').catch(blocked);
      if (req.user) await perAccount.consume(req.user.id).catch(blocked);
    },
  };
}

/** Password-reset and activation links submitted: one budget for both. */
export function createLinkLimiter(ctx: AppContext): RequestLimiter {
  const { LINK_LIMIT_PER_IP: perIp, LINK_LIMIT_WINDOW_MINUTES: windowMinutes } = ctx.config;
  return createRequestLimiter(ctx, 'link', { perIp, perAccount: perIp, windowMinutes });
}

/** A member's requests to be approved: each one mails every administrator. */
export function createApprovalLimiter(ctx: AppContext): RequestLimiter {
  const { config } = ctx;
  return createRequestLimiter(ctx, 'approval', {
    perIp: config.APPROVAL_LIMIT_PER_IP,
    perAccount: config.APPROVAL_LIMIT_PER_ACCOUNT,
    windowMinutes: config.APPROVAL_LIMIT_WINDOW_MINUTES,
  });
}

/** Analytics events: each one is a stored row. */
export function createEventLimiter(ctx: AppContext): RequestLimiter {
  const { config } = ctx;
  return createRequestLimiter(ctx, 'event', {
    perIp: config.EVENT_LIMIT_PER_IP,
    perAccount: config.EVENT_LIMIT_PER_ACCOUNT,
    windowMinutes: config.EVENT_LIMIT_WINDOW_MINUTES,
  });
}

/** Duplicate-candidate checks: each says whether an identifier is known, so guessing is capped. */
export function createDuplicateCheckLimiter(ctx: AppContext): RequestLimiter {
  const { config } = ctx;
  return createRequestLimiter(ctx, 'duplicate-check', {
    perIp: config.DUPLICATE_CHECK_LIMIT_PER_IP,
    perAccount: config.DUPLICATE_CHECK_LIMIT_PER_ACCOUNT,
    windowMinutes: config.DUPLICATE_CHECK_LIMIT_WINDOW_MINUTES,
  });
}

/** Bulk import uploads: each parses a file of up to 2,000 rows and keeps its cells for a day. */
export function createImportUploadLimiter(ctx: AppContext): RequestLimiter {
  const { config } = ctx;
  return createRequestLimiter(ctx, 'import-upload', {
    perIp: config.IMPORT_LIMIT_PER_IP,
    perAccount: config.IMPORT_LIMIT_PER_ACCOUNT,
    windowMinutes: config.IMPORT_LIMIT_WINDOW_MINUTES,
  });
}

/**
 * Bulk import checks (preview, commit, the refused rows' report): each runs every row of a file
 * through the listing rules and the anonymity guard, so they get ten times an upload's budget.
 */
export function createImportCheckLimiter(ctx: AppContext): RequestLimiter {
  const { config } = ctx;
  return createRequestLimiter(ctx, 'import-check', {
    perIp: config.IMPORT_LIMIT_PER_IP * 10,
    perAccount: config.IMPORT_LIMIT_PER_ACCOUNT * 10,
    windowMinutes: config.IMPORT_LIMIT_WINDOW_MINUTES,
  });
}

/** Anonymity checks as a member writes: each reads up to a listing's text, so a runaway client is capped. */
export function createAnonymityCheckLimiter(ctx: AppContext): RequestLimiter {
  const { config } = ctx;
  return createRequestLimiter(ctx, 'anonymity-check', {
    perIp: config.ANONYMITY_CHECK_LIMIT_PER_IP,
    perAccount: config.ANONYMITY_CHECK_LIMIT_PER_ACCOUNT,
    windowMinutes: config.ANONYMITY_CHECK_LIMIT_WINDOW_MINUTES,
  });
}

/** Conversations started by a member: each tells another member (a note, a push). */
export function createThreadStartLimiter(ctx: AppContext): RequestLimiter {
  const { config } = ctx;
  return createRequestLimiter(ctx, 'thread-start', {
    perIp: config.THREAD_LIMIT_PER_IP,
    perAccount: config.THREAD_START_LIMIT_PER_ACCOUNT,
    windowMinutes: config.THREAD_START_LIMIT_WINDOW_MINUTES,
  });
}

/** Messages a member writes in conversations. */
export function createThreadMessageLimiter(ctx: AppContext): RequestLimiter {
  const { config } = ctx;
  return createRequestLimiter(ctx, 'thread-message', {
    perIp: config.THREAD_LIMIT_PER_IP,
    perAccount: config.THREAD_MESSAGE_LIMIT_PER_ACCOUNT,
    windowMinutes: config.THREAD_MESSAGE_LIMIT_WINDOW_MINUTES,
  });
}

/** Saved-search writes (save, edit, delete): each save is checked against every new listing from then on. */
export function createSavedSearchLimiter(ctx: AppContext): RequestLimiter {
  const { config } = ctx;
  return createRequestLimiter(ctx, 'saved-search', {
    perIp: config.SAVED_SEARCH_LIMIT_PER_IP,
    perAccount: config.SAVED_SEARCH_LIMIT_PER_ACCOUNT,
    windowMinutes: config.SAVED_SEARCH_LIMIT_WINDOW_MINUTES,
  });
}
