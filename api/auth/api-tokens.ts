/**
 * Personal API tokens on the wire (docs/api-tokens.md): `Authorization: Bearer rc_pat_…`.
 *
 * A request that carries one is its member's, and nothing of a browser's: the session cookie is
 * not read at all (session.ts's middleware and passport's are skipped), so the token can never
 * borrow a signed-in browser's powers, and it needs no cookie and no CSRF defence of its own (the
 * same-site guard still applies: a browser on another site cannot send it without a preflight we
 * never grant). Then, in order:
 *
 * 1. the secret's SHA-256 is looked up by its unique index (one statement, joined with the account,
 *    like the session read), or served from the session cache (session-cache.ts) under 'pat:<hash>',
 *    forgotten as the session's are when the account or the token changes;
 * 2. unknown, revoked or expired: 401 with the reason;
 * 3. the member is signed in as their session would be (an offboarded or deletion-due account is
 *    nobody: 401 on signed-in routes; a lapsed one is refused network use by the routes' own rules);
 * 4. the token's own rate limit (per token, per web process, in memory: no write per request);
 * 5. the route table (token-scopes.ts) and the token's scopes: 403 when the route is not for tokens
 *    or needs a scope the token lacks;
 * 6. `last_used_at` is written at most once a minute per token, after the answer is under way.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Request, RequestHandler } from 'express';
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext } from '../context';
import { now } from '../clock';
import { createDb } from '../db/pool';
import { accounts, apiTokens } from '../db/schema';
import type { Account } from '../domain/rows';
import { AuthenticationError, RateLimitError } from '../errors';
import { mayKeepSession } from '../policies/account';
import { apiTokenStatus, authorizeTokenRequest } from '../policies/api-token';
import {
  API_TOKEN_DISPLAY_LENGTH,
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  type ApiTokenScope,
} from '../../shared/rules/api-tokens';
import type { SessionCache } from './session-cache';
import { tokenRuleFor } from './token-scopes';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The personal API token this request was made with (and nothing when it was not). */
      apiToken?: { id: string; scopes: ApiTokenScope[] };
    }
  }
}

const LAST_USED_EVERY_MS = 60_000;
const TOKEN_TITLE = 'API token';

/** A new secret, what is kept of it to tell it apart, and its hash (the only form stored). */
export function newApiTokenSecret(): { secret: string; prefix: string; hash: string } {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, API_TOKEN_DISPLAY_LENGTH), hash: hashApiToken(secret) };
}

export function hashApiToken(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The bearer secret of this request, when it sends one (any scheme but Bearer is not ours). */
export function bearerSecretOf(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : undefined;
}

const sendsBearer = (req: Request) => /^Bearer(\s|$)/i.test(req.headers.authorization ?? '');

/** `handler` for requests without a bearer token; a request with one skips it. */
export function unlessBearer(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (sendsBearer(req) ? next() : handler(req, res, next));
}

/** Unknown bearer secrets one address may send in a minute before it is refused without a read. */
export const UNKNOWN_TOKENS_PER_MINUTE = 30;

type CachedToken = {
  id: string;
  scopes: ApiTokenScope[];
  expiresAt: number | null;
  revokedAt: number | null;
  lastUsedAt: number | null;
};

export function createApiTokenAuth(options: {
  ctx: AppContext;
  /** The session cache (session.ts): tokens are kept there too, and forgotten with their account. */
  cache: SessionCache<Account>;
  /** The session store's pool: the token read and the last-used write go through it. */
  pool: pg.Pool;
}): RequestHandler {
  const { ctx, cache, pool } = options;
  const db = createDb(pool);
  const tokenWithAccount = db
    .select({
      id: apiTokens.id,
      scopes: apiTokens.scopes,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
      account: accounts,
    })
    .from(apiTokens)
    .innerJoin(accounts, eq(accounts.id, apiTokens.accountId))
    .where(eq(apiTokens.tokenHash, sql.placeholder('hash')))
    .prepare('api_token_with_account');
  const limiter = new RateLimiterMemory({ points: ctx.config.API_TOKEN_LIMIT_PER_MINUTE, duration: 60 });
  // Unknown secrets, per address: each costs a read on the session store's small pool, which a
  // script guessing tokens must not be able to fill (a bad cookie fails its signature with no read).
  const guesses = new RateLimiterMemory({ points: UNKNOWN_TOKENS_PER_MINUTE, duration: 60 });
  /** When this process last wrote each token's last_used_at (epoch ms). */
  const lastWritten = new Map<string, number>();

  const find = async (hash: string): Promise<{ token: CachedToken; account: Account | null } | undefined> => {
    const key = `pat:${hash}`;
    const cached = cache.read(key);
    if (cached) return { token: JSON.parse(cached.sessText) as CachedToken, account: structuredClone(cached.account) };
    const epoch = cache.epoch;
    const [row] = await tokenWithAccount.execute({ hash });
    if (!row) return undefined;
    const token: CachedToken = {
      id: row.id,
      scopes: row.scopes as ApiTokenScope[],
      expiresAt: row.expiresAt?.getTime() ?? null,
      revokedAt: row.revokedAt?.getTime() ?? null,
      lastUsedAt: row.lastUsedAt?.getTime() ?? null,
    };
    // The entry lives until the token expires at most (the cache also bounds it by its own TTL).
    cache.remember(
      key,
      { sessText: JSON.stringify(token), account: row.account, expiresAt: token.expiresAt ?? Number.MAX_SAFE_INTEGER },
      epoch,
    );
    return { token, account: structuredClone(row.account) };
  };

  const noteUse = (token: CachedToken, at: number) => {
    const last = lastWritten.get(token.id) ?? token.lastUsedAt ?? 0;
    if (at - last < LAST_USED_EVERY_MS) return;
    lastWritten.set(token.id, at);
    if (lastWritten.size > 50_000) lastWritten.clear();
    pool
      .query({
        name: 'api_token_used',
        text: 'update api_tokens set last_used_at = $2 where id = $1',
        values: [token.id, new Date(at)],
      })
      .catch((err: unknown) =>
        ctx.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'api token last-used write failed'),
      );
  };

  return async (req, _res, next) => {
    const secret = bearerSecretOf(req);
    if (secret === undefined) {
      if (sendsBearer(req)) throw new AuthenticationError(API_TOKEN_MESSAGES.invalid, TOKEN_TITLE);
      return next();
    }
    const address = req.ip ?? 'unknown';
    const guessed = await guesses.get(address);
    if (guessed && guessed.consumedPoints >= UNKNOWN_TOKENS_PER_MINUTE)
      throw new RateLimitError(API_TOKEN_MESSAGES.tooManyRequests, Math.ceil(guessed.msBeforeNext / 1000));
    const found = secret.startsWith(API_TOKEN_PREFIX) ? await find(hashApiToken(secret)) : undefined;
    if (!found) {
      await guesses.consume(address).catch(() => undefined);
      throw new AuthenticationError(API_TOKEN_MESSAGES.invalid, TOKEN_TITLE);
    }
    const at = now();
    const status = apiTokenStatus(
      {
        expiresAt: found.token.expiresAt === null ? null : new Date(found.token.expiresAt),
        revokedAt: found.token.revokedAt === null ? null : new Date(found.token.revokedAt),
      },
      at,
    );
    if (status !== 'active') throw new AuthenticationError(API_TOKEN_MESSAGES[status], TOKEN_TITLE);

    req.apiToken = { id: found.token.id, scopes: found.token.scopes };
    // As the member's session would be: nobody, once the account may not keep one.
    // Never with an administrator's powers: a token is a member's key for their own work, and the
    // administration (every member's deals, conversations, exports) stays behind a signed-in session.
    if (found.account && mayKeepSession(found.account, at)) req.user = { ...found.account, isAdmin: false };
    try {
      await limiter.consume(found.token.id);
    } catch (err) {
      if (err instanceof RateLimiterRes)
        throw new RateLimitError(API_TOKEN_MESSAGES.tooManyRequests, Math.ceil(err.msBeforeNext / 1000));
      throw err;
    }
    authorizeTokenRequest(found.token.scopes, tokenRuleFor(req.method, req.baseUrl + req.path));
    noteUse(found.token, at.getTime());
    next();
  };
}
