/** Personal API tokens as their member (and the administrators) see them: never the hash; the secret only once, at creation. */
import type { ApiTokenRow, ApiTokenWithOwner } from '../domain/rows';
import { apiTokenStatus } from '../policies/api-token';
import type { AdminApiTokenList, ApiTokenCreated, ApiTokenList, ApiTokenView } from '../../shared/types/api-tokens';
import { API_TOKENS_PER_MEMBER, type ApiTokenScope } from '../../shared/rules/api-tokens';

export function presentApiToken(row: ApiTokenRow, at: Date): ApiTokenView {
  return {
    uid: row.id,
    name: row.name,
    scopes: row.scopes as ApiTokenScope[],
    prefix: row.prefix,
    created: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: apiTokenStatus(row, at),
  };
}

export const presentApiTokenCreated = (row: ApiTokenRow, secret: string, at: Date): ApiTokenCreated => ({
  token: presentApiToken(row, at),
  secret,
});

export const presentApiTokenList = (rows: ApiTokenRow[], at: Date): ApiTokenList => ({
  items: rows.map((row) => presentApiToken(row, at)),
  limit: API_TOKENS_PER_MEMBER,
});

export const presentAdminApiTokenList = (rows: ApiTokenWithOwner[], at: Date): AdminApiTokenList => ({
  items: rows.map((row) => ({
    ...presentApiToken(row, at),
    owner: {
      uid: row.owner.id,
      name: [row.owner.firstname, row.owner.lastname].filter(Boolean).join(' '),
      email: row.owner.email,
    },
    revokedBy: row.revokedBy,
  })),
});

export const presentApiTokenResponse = (row: ApiTokenRow, at: Date): { token: ApiTokenView } => ({
  token: presentApiToken(row, at),
});
