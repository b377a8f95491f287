/** Personal API tokens as the API returns them (api/presenters/api-token.ts): never the secret, but once. */
import type { ApiTokenScope } from '../rules/api-tokens';

export type ApiTokenView = {
  uid: string;
  name: string;
  scopes: ApiTokenScope[];
  /** The secret's first characters ('rc_pat_AbCd'), to tell tokens apart. */
  prefix: string;
  created: string;
  /** null: never expires. */
  expiresAt: string | null;
  /** To the minute at best: it is written at most once a minute. */
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** 'active' | 'expired' | 'revoked', as of the answer. */
  status: 'active' | 'expired' | 'revoked';
};

/** GET /api/me/tokens */
export type ApiTokenList = { items: ApiTokenView[]; limit: number };
/** POST /api/me/tokens (201): the secret, this once. */
export type ApiTokenCreated = { token: ApiTokenView; secret: string };

/** GET /api/admin/tokens: every member's tokens, with whose they are. */
export type AdminApiTokenView = ApiTokenView & {
  owner: { uid: string; name: string; email: string };
  revokedBy: string | null;
};
export type AdminApiTokenList = { items: AdminApiTokenView[] };
