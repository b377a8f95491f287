/**
 * What a personal API token may call (docs/api-tokens.md): the one home of that decision, keyed by
 * the route as the router spells it. A token acts as its member, so the member's own rules (the
 * access matrix: policies, good standing, a complete profile) still decide each call; this table
 * only narrows it further:
 *
 * - a scope: the token must hold it ('read' for the GET routes a member uses, 'listings:write' for
 *   posting, editing, extending and closing listings, 'proposals:write' for proposing, offering and
 *   answering);
 * - 'any': anyone's routes (lookups, configuration), which any working token may call;
 * - 'forbidden': never with a token, whatever its scopes: signing in and out, the account itself
 *   (profile, password, two-factor, deletion, my data, its tokens), administration, and the member
 *   actions no scope covers (deals, conversations, notes, saved searches, push).
 *
 * A route missing here is forbidden to tokens, and so is every /api/admin route (no rows here);
 * tests/api/api-token-access.test.ts fails when any other router route is missing or a row names
 * no route, so a new route gets a decision.
 */
import type { ApiTokenScope } from '../../shared/rules/api-tokens';

export type TokenRule = ApiTokenScope | 'any' | 'forbidden';

export const TOKEN_RULES: Record<string, TokenRule> = {
  // Outside the JSON API's router: they never read the Authorization header as a member's.
  'GET /healthz': 'any',
  'GET /readyz': 'any',
  'GET /metrics': 'any',
  'GET /api/unsubscribe/:token': 'any',
  'POST /api/unsubscribe/:token': 'any',
  // The link's own token is the authority, for anyone.
  'POST /api/listing-links/:token/extend': 'any',
  'GET /api/lookups': 'any',
  'GET /api/config': 'any',
  'GET /api/push/key': 'any',
  'GET /api/openapi.json': 'any',

  'POST /api/auth/register': 'forbidden',
  'POST /api/auth/activate': 'forbidden',
  'POST /api/auth/login': 'forbidden',
  'POST /api/auth/mfa': 'forbidden',
  'POST /api/auth/forgot': 'forbidden',
  'POST /api/auth/reset': 'forbidden',
  'POST /api/auth/logout': 'forbidden',
  'POST /api/auth/password': 'forbidden',

  'GET /api/me': 'forbidden',
  'PUT /api/me': 'forbidden',
  'POST /api/me/request-approval': 'forbidden',
  'GET /api/me/export': 'forbidden',
  'POST /api/me/delete': 'forbidden',
  'DELETE /api/me/delete': 'forbidden',
  'POST /api/me/mfa/setup': 'forbidden',
  'POST /api/me/mfa/confirm': 'forbidden',
  'POST /api/me/mfa/disable': 'forbidden',
  'POST /api/me/mfa/recovery-codes': 'forbidden',
  'GET /api/me/tokens': 'forbidden',
  'POST /api/me/tokens': 'forbidden',
  'DELETE /api/me/tokens/:uid': 'forbidden',
  // Webhooks send the member's events to any public address: managed in a session only.
  'GET /api/me/webhooks': 'forbidden',
  'POST /api/me/webhooks': 'forbidden',
  'PATCH /api/me/webhooks/:uid': 'forbidden',
  'DELETE /api/me/webhooks/:uid': 'forbidden',
  'POST /api/me/webhooks/:uid/test': 'forbidden',
  'GET /api/me/webhooks/:uid/deliveries': 'forbidden',
  'GET /api/me/responsiveness': 'read',

  'GET /api/dashboard': 'read',
  'GET /api/market': 'read',
  'GET /api/dashboard/needs-you': 'read',

  'GET /api/jobs': 'read',
  'GET /api/jobs/:uid': 'read',
  'GET /api/jobs/:uid/suggestions': 'read',
  'GET /api/jobs/:uid/responsiveness': 'read',
  'POST /api/jobs': 'listings:write',
  'PUT /api/jobs/:uid': 'listings:write',
  'POST /api/jobs/:uid/extend': 'listings:write',
  'POST /api/jobs/:uid/close': 'listings:write',
  'GET /api/candidates': 'read',
  'GET /api/candidates/:uid': 'read',
  'GET /api/candidates/:uid/suggestions': 'read',
  'GET /api/candidates/:uid/responsiveness': 'read',
  'POST /api/candidates': 'listings:write',
  'PUT /api/candidates/:uid': 'listings:write',
  'POST /api/candidates/:uid/extend': 'listings:write',
  'POST /api/candidates/:uid/close': 'listings:write',
  // Bulk import of listings from a CSV or XLSX export (docs/imports.md): posting, in bulk.
  'POST /api/imports': 'listings:write',
  'GET /api/imports/:uid': 'listings:write',
  'PUT /api/imports/:uid/mapping': 'listings:write',
  'GET /api/imports/:uid/preview': 'listings:write',
  'POST /api/imports/:uid/commit': 'listings:write',
  'GET /api/imports/:uid/report.csv': 'listings:write',
  // The anonymity guard as a writing aid for a listing's text (nothing stored).
  'POST /api/anonymity/check': 'listings:write',

  'GET /api/matches/:uid': 'read',
  'POST /api/matches': 'proposals:write',
  'POST /api/matches/:uid/approve': 'proposals:write',
  'POST /api/matches/:uid/decline': 'proposals:write',
  'POST /api/matches/:uid/contact-view': 'proposals:write',
  'GET /api/sourcing/:uid': 'read',
  'POST /api/sourcing': 'proposals:write',
  'POST /api/sourcing/:uid/approve': 'proposals:write',
  'POST /api/sourcing/:uid/decline': 'proposals:write',
  'POST /api/sourcing/:uid/contact-view': 'proposals:write',

  'GET /api/deals': 'read',
  'GET /api/deals/summary': 'read',
  'GET /api/deals/:uid': 'read',
  // Administrators' reports.
  'GET /api/deals/export.csv': 'forbidden',
  'GET /api/deals/report/monthly': 'forbidden',
  'POST /api/deals/:uid/accept-terms': 'forbidden',
  'PATCH /api/deals/:uid/terms': 'forbidden',
  'POST /api/deals/:uid/stages': 'forbidden',
  'POST /api/deals/:uid/stages/undo': 'forbidden',
  'POST /api/deals/:uid/dispute': 'forbidden',
  'POST /api/deals/:uid/refer-unpaid': 'forbidden',

  'GET /api/notes': 'read',
  // Live updates belong to a signed-in tab: a stream ends with its session (api/live/live-hub.ts),
  // which a token request has not. Scripts read the lists instead.
  'GET /api/events': 'forbidden',
  'POST /api/notes/read-all': 'forbidden',
  'POST /api/notes/:uid/read': 'forbidden',
  'DELETE /api/notes/:uid': 'forbidden',

  'GET /api/threads': 'read',
  'GET /api/threads/:uid': 'read',
  'POST /api/threads': 'forbidden',
  'POST /api/threads/:uid/messages': 'forbidden',
  'POST /api/threads/:uid/read': 'forbidden',
  'POST /api/threads/:uid/mute': 'forbidden',
  'POST /api/threads/:uid/report': 'forbidden',

  'GET /api/saved-searches': 'read',
  'POST /api/saved-searches': 'forbidden',
  'PATCH /api/saved-searches/:uid': 'forbidden',
  'DELETE /api/saved-searches/:uid': 'forbidden',

  'POST /api/push/subscriptions': 'forbidden',
  'DELETE /api/push/subscriptions': 'forbidden',
  // Analytics events of the PWA's own screens.
  'POST /api/events': 'forbidden',
  // (Every /api/admin route is forbidden by its path alone: tokenRuleFor. It has no rows here.)
};

type CompiledRule = { method: string; pattern: RegExp; rule: TokenRule; hasParams: boolean };

/** Fixed paths before ones with parameters, so '/api/deals/summary' is not taken for '/api/deals/:uid'. */
const COMPILED: CompiledRule[] = Object.entries(TOKEN_RULES)
  .map(([key, rule]) => {
    const [method = '', path = ''] = key.split(' ');
    const source = path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    // Case-insensitive, as Express routes: /api/deals/EXPORT.CSV reaches the export's handler, so
    // it must meet the export's rule, not the `/api/deals/:uid` one.
    return { method, pattern: new RegExp(`^${source}/?$`, 'i'), rule, hasParams: path.includes(':') };
  })
  .sort((a, b) => Number(a.hasParams) - Number(b.hasParams));

/**
 * The rule for a request (`path` as the client sent it, from /api on); 'forbidden' when no row
 * matches. Any administrator route is forbidden, whatever a row says.
 */
export function tokenRuleFor(method: string, path: string): TokenRule {
  const lower = path.toLowerCase();
  if (lower === '/api/admin' || lower.startsWith('/api/admin/')) return 'forbidden';
  const upper = method === 'HEAD' ? 'GET' : method.toUpperCase();
  for (const compiled of COMPILED) {
    if (compiled.method === upper && compiled.pattern.test(path)) return compiled.rule;
  }
  return 'forbidden';
}
