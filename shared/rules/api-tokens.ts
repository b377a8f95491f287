/**
 * Personal API tokens' scopes, limits, expiry choices and messages: zod-free, for the PWA's
 * screens and the API alike (docs/api-tokens.md).
 */
import { LIMITS } from '../constants';

/** What a token may do besides being its member: read (GET), write listings, write proposals. */
export const API_TOKEN_SCOPES = ['read', 'listings:write', 'proposals:write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read: search and read listings, proposals, deals, notes and conversations',
  'listings:write': 'Listings: post, edit, extend and close your jobs and candidates',
  'proposals:write': 'Proposals: propose matches, offer sourcing and answer proposals',
};

/** Every secret starts with this, so secret scanners can find one that leaked. */
export const API_TOKEN_PREFIX = 'rc_pat_';
/** How much of the secret is kept (and shown) to tell tokens apart: the prefix and 4 more characters. */
export const API_TOKEN_DISPLAY_LENGTH = API_TOKEN_PREFIX.length + 4;

export const API_TOKEN_NAME_MAX = LIMITS.apiTokenName;
/** A member keeps at most this many tokens that still work (revoked and expired ones do not count). */
export const API_TOKENS_PER_MEMBER = 10;
/** A token may be made to last at most this long (or never expire). */
export const API_TOKEN_MAX_DAYS = 366;
/** The expiry choices the PWA offers (days; null: never); 90 is the default. */
export const API_TOKEN_EXPIRY_CHOICES = [30, 90, 365, null] as const;
export const API_TOKEN_DEFAULT_EXPIRY_DAYS = 90;

export const API_TOKEN_MESSAGES = {
  nameRequired: 'The Name field is required.',
  nameTooLong: `The Name field may be at most ${API_TOKEN_NAME_MAX} characters.`,
  scopes: "Choose at least one scope: 'read', 'listings:write' or 'proposals:write'.",
  expiresAt: `The expiry must be a date in the future, at most ${API_TOKEN_MAX_DAYS} days ahead.`,
  tooMany: `You can keep up to ${API_TOKENS_PER_MEMBER} working tokens. Revoke one to make another.`,
  notFound: 'This token does not exist or is not yours.',
  /** 401: the Authorization header names no token we know. */
  invalid: 'This API token is not valid.',
  expired: 'This API token has expired. Make a new one under My Account → API tokens.',
  revoked: 'This API token has been revoked.',
  tooManyRequests: 'Too many requests with this API token. Please wait a minute and try again.',
  /** 403: a route no token may call (account, password, two-factor, deletion, my data, tokens, admin, sign-in). */
  forbiddenRoute: 'This token cannot be used for this request.',
  /** 403: a route outside the token's scopes. */
  missingScope: (scope: string) => `This token cannot be used for this request: it needs the '${scope}' scope.`,
} as const;
