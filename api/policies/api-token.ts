/**
 * Personal API tokens (docs/api-tokens.md): what a request made with one may do, and whose a
 * token is. Pure: the route table (api/auth/token-scopes.ts) says what each route needs.
 */
import type { Account, ApiTokenRow } from '../domain/rows';
import { ForbiddenError, NotFoundError } from '../errors';
import { API_TOKEN_MESSAGES, type ApiTokenScope } from '../../shared/rules/api-tokens';
import type { TokenRule } from '../auth/token-scopes';

/** A request made with a token may go on to the member's own rules only when its route allows tokens and the token holds the scope. */
export function authorizeTokenRequest(scopes: readonly ApiTokenScope[], rule: TokenRule): void {
  if (rule === 'any') return;
  if (rule === 'forbidden') throw new ForbiddenError(API_TOKEN_MESSAGES.forbiddenRoute);
  if (!scopes.includes(rule)) throw new ForbiddenError(API_TOKEN_MESSAGES.missingScope(rule));
}

/** A member's own token (anyone else's is not found: 404). */
export function authorizeOwnApiToken(user: Account, row: ApiTokenRow | undefined): asserts row is ApiTokenRow {
  if (!row || row.accountId !== user.id) throw new NotFoundError(API_TOKEN_MESSAGES.notFound);
}

/** 'active' while it works; a revoked one stays revoked whatever its expiry. */
export function apiTokenStatus(
  row: Pick<ApiTokenRow, 'expiresAt' | 'revokedAt'>,
  at: Date,
): 'active' | 'expired' | 'revoked' {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= at.getTime()) return 'expired';
  return 'active';
}
