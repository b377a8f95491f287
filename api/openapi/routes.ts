/**
 * Every route of the app, for the OpenAPI document (document.ts): method, path, what it does, who
 * may call it, and the zod schema its body or query is validated with (the very one the route's
 * validate()/parseQuery() uses, from shared/schemas). tests/api/openapi.test.ts fails when a router
 * route is missing here or a row names a route the router does not serve.
 */
import type { z } from 'zod';
import {
  ZActivateSchema,
  ZAnalyticsEventSchema,
  ZBulkMessageSchema,
  ZChangePasswordSchema,
  ZDeleteAccountSchema,
  ZForgotSchema,
  ZLoginSchema,
  ZNoFieldsSchema,
  ZPersonalDetailsSchema,
  ZRegisterSchema,
  ZResetSchema,
} from '../../shared/schemas/account';
import { ZContractSchema, ZMemberPatchSchema, ZMemberQuerySchema } from '../../shared/schemas/admin';
import { ZAnonymityCheckSchema } from '../../shared/schemas/anonymity';
import { ZApiTokenCreateSchema } from '../../shared/schemas/api-token';
import {
  ZDealDisputeSchema,
  ZDealListQuerySchema,
  ZDealStageSchema,
  ZDealTermsPatchSchema,
} from '../../shared/schemas/deal';
import { ZCandidateInputSchema, ZJobInputSchema } from '../../shared/schemas/listing';
import { ZListingSearchSchema } from '../../shared/schemas/listing-search';
import { ZImportMappingSchema, ZImportUploadSchema } from '../../shared/schemas/imports';
import { ZMarketQuerySchema } from '../../shared/schemas/market';
import { ZMfaConfirmSchema, ZMfaReauthSchema, ZMfaSignInSchema } from '../../shared/schemas/mfa';
import { ZOfferSourcingSchema, ZProposalListQuerySchema, ZProposeMatchSchema } from '../../shared/schemas/proposal';
import { ZPushSubscriptionSchema, ZPushUnsubscribeSchema } from '../../shared/schemas/push';
import { ZSavedSearchCreateSchema, ZSavedSearchUpdateSchema } from '../../shared/schemas/saved-search';
import { ZSettingsPatchSchema } from '../../shared/schemas/settings';
import { ZWebhookCreateSchema, ZWebhookUpdateSchema } from '../../shared/schemas/webhook';
import { ZSuggestionsQuerySchema } from '../../shared/schemas/suggestions';
import {
  ZThreadCreateSchema,
  ZThreadMessageSchema,
  ZThreadMuteSchema,
  ZThreadReportSchema,
} from '../../shared/schemas/threads';

/** anyone: no sign-in; member: a signed-in member (session, or a token where token-scopes.ts allows); admin: administrators (session only). */
export type Access = 'anyone' | 'member' | 'admin';

export type RouteDoc = {
  /** 'METHOD /path/:param', as the router spells it. */
  key: string;
  summary: string;
  access: Access;
  /** Tag: the part of the API it belongs to. */
  tag: string;
  body?: z.ZodType;
  /** The body's media type when it is not JSON (a file upload). */
  bodyType?: 'multipart/form-data';
  query?: z.ZodType;
  /** The success status and what it returns (the types are in shared/types). */
  ok?: [number, string];
};

// A listing's body: the listing save (listingSaveSchema) checks its fields one by one in the spec's
// order, then parses the whole with these; a hiring company's job also requires `placementFee` and
// cannot be open to sourcing (docs/api.md).
const jobSave = ZJobInputSchema;
const candidateSave = ZCandidateInputSchema;

const r = (
  key: string,
  tag: string,
  access: Access,
  summary: string,
  extra: Omit<RouteDoc, 'key' | 'tag' | 'access' | 'summary'> = {},
): RouteDoc => ({ key, tag, access, summary, ...extra });

const listingRoutes = (kind: 'jobs' | 'candidates'): RouteDoc[] => {
  const tag = kind === 'jobs' ? 'Job specs' : 'Candidates';
  const body = kind === 'jobs' ? jobSave : candidateSave;
  const one = kind === 'jobs' ? 'job spec' : 'candidate';
  return [
    r(`GET /api/${kind}`, tag, 'member', `Search ${kind === 'jobs' ? 'job specs' : 'candidates'} (paginated)`, {
      query: ZListingSearchSchema,
      ok: [200, '`{ items, next, total }`'],
    }),
    r(`POST /api/${kind}`, tag, 'member', `Post a ${one}`, { body, ok: [201, '`{ uid, reference }`'] }),
    r(`GET /api/${kind}/:uid`, tag, 'member', `One ${one}`, { ok: [200, 'The listing with its abilities'] }),
    r(`PUT /api/${kind}/:uid`, tag, 'member', `Edit a ${one} (owner or admin)`, { body, ok: [200, 'The listing'] }),
    r(`POST /api/${kind}/:uid/extend`, tag, 'member', `Extend a ${one} by 7 days (owner or admin)`),
    r(`POST /api/${kind}/:uid/close`, tag, 'member', `Close a ${one} (owner or admin)`),
    r(`GET /api/${kind}/:uid/suggestions`, tag, 'member', 'Suggested matches (owner or admin)', {
      query: ZSuggestionsQuerySchema,
    }),
    r(`GET /api/${kind}/:uid/responsiveness`, tag, 'member', "The poster's responsiveness record"),
  ];
};

const proposalRoutes = (kind: 'matches' | 'sourcing'): RouteDoc[] => {
  const tag = kind === 'matches' ? 'Match proposals' : 'Sourcing offers';
  const one = kind === 'matches' ? 'match proposal' : 'sourcing offer';
  return [
    r(`POST /api/${kind}`, tag, 'member', kind === 'matches' ? 'Propose a match' : 'Offer sourcing for a job spec', {
      body: kind === 'matches' ? ZProposeMatchSchema : ZOfferSourcingSchema,
      ok: [201, '`{ uid }`'],
    }),
    r(`GET /api/${kind}/:uid`, tag, 'member', `One ${one} (its parties or an admin)`),
    r(`POST /api/${kind}/:uid/approve`, tag, 'member', `Approve a ${one} (the seconder)`),
    r(`POST /api/${kind}/:uid/decline`, tag, 'member', `Decline a ${one} (the seconder)`),
    r(`POST /api/${kind}/:uid/contact-view`, tag, 'member', 'Record that the contact cards were shown', {
      ok: [204, 'Nothing'],
    }),
  ];
};

export const ROUTE_DOCS: RouteDoc[] = [
  r('GET /healthz', 'Operations', 'anyone', 'Liveness'),
  r('GET /readyz', 'Operations', 'anyone', 'Readiness (the database, settings warnings)'),
  r(
    'GET /metrics',
    'Operations',
    'anyone',
    'Prometheus metrics (404 unless METRICS_TOKEN is set; then that bearer token)',
  ),
  r('GET /api/openapi.json', 'Reference', 'anyone', 'This document (OpenAPI 3.1)'),
  r('GET /api/lookups', 'Reference', 'anyone', 'Every lookup list with fixed ids'),
  r('GET /api/config', 'Reference', 'anyone', "The PWA's configuration"),
  r('POST /api/events', 'Reference', 'anyone', 'An analytics event of the PWA', {
    body: ZAnalyticsEventSchema,
    ok: [202, 'Nothing'],
  }),

  r('POST /api/auth/register', 'Sign-in', 'anyone', 'Register (sends the activation e-mail)', {
    body: ZRegisterSchema,
    ok: [201, 'Nothing'],
  }),
  r('POST /api/auth/activate', 'Sign-in', 'anyone', 'Activate an account from its e-mail link', {
    body: ZActivateSchema,
  }),
  r('POST /api/auth/login', 'Sign-in', 'anyone', 'Sign in (sets the session cookie)', {
    body: ZLoginSchema,
    ok: [200, '`{ account }`'],
  }),
  r('POST /api/auth/mfa', 'Sign-in', 'anyone', 'The second step of a two-factor sign-in', { body: ZMfaSignInSchema }),
  r('POST /api/auth/logout', 'Sign-in', 'member', 'Sign out (session only)', { ok: [204, 'Nothing'] }),
  r('POST /api/auth/forgot', 'Sign-in', 'anyone', 'Ask for a password-reset e-mail', {
    body: ZForgotSchema,
    ok: [202, 'Nothing'],
  }),
  r('POST /api/auth/reset', 'Sign-in', 'anyone', 'Set a new password with a reset link', { body: ZResetSchema }),
  r('POST /api/auth/password', 'Sign-in', 'member', 'Change the password (session only)', {
    body: ZChangePasswordSchema,
  }),

  r('GET /api/me', 'My account', 'member', 'Own account (session only)'),
  r('PUT /api/me', 'My account', 'member', 'Save personal details, categories, notification toggles (session only)', {
    body: ZPersonalDetailsSchema,
  }),
  r(
    'POST /api/me/request-approval',
    'My account',
    'member',
    'Ask the administrators to approve this account (session only)',
    {
      body: ZNoFieldsSchema,
    },
  ),
  r('GET /api/me/export', 'My account', 'member', 'Everything held about me, as JSON (session only)'),
  r('POST /api/me/delete', 'My account', 'member', 'Ask for the account to be deleted (session only)', {
    body: ZDeleteAccountSchema,
  }),
  r('DELETE /api/me/delete', 'My account', 'member', 'Cancel a pending deletion (session only)'),
  r('GET /api/me/responsiveness', 'My account', 'member', 'Own responsiveness record'),
  r('POST /api/me/mfa/setup', 'My account', 'member', 'Start setting up two-factor sign-in (session only)', {
    ok: [201, 'The secret and QR'],
  }),
  r('POST /api/me/mfa/confirm', 'My account', 'member', 'Confirm two-factor sign-in (session only)', {
    body: ZMfaConfirmSchema,
  }),
  r('POST /api/me/mfa/disable', 'My account', 'member', 'Turn two-factor sign-in off (session only)', {
    body: ZMfaConfirmSchema,
  }),
  r('POST /api/me/mfa/recovery-codes', 'My account', 'member', 'New recovery codes (session only)', {
    body: ZMfaReauthSchema,
  }),
  r('GET /api/me/tokens', 'API tokens', 'member', 'Own personal API tokens (session only)', {
    ok: [200, '`{ items, limit }`'],
  }),
  r(
    'POST /api/me/tokens',
    'API tokens',
    'member',
    'Make a personal API token: the secret is in this answer only (session only)',
    {
      body: ZApiTokenCreateSchema,
      ok: [201, '`{ token: { uid, name, scopes, prefix, … }, secret }`'],
    },
  ),
  r('DELETE /api/me/tokens/:uid', 'API tokens', 'member', 'Revoke an own token (session only)', {
    ok: [204, 'Nothing'],
  }),
  r('GET /api/me/webhooks', 'Webhooks', 'member', 'Own webhook endpoints (session only)', {
    ok: [200, '`{ items, limit, events }`'],
  }),
  r(
    'POST /api/me/webhooks',
    'Webhooks',
    'member',
    'Add a webhook: the signing secret is in this answer only (session only)',
    {
      body: ZWebhookCreateSchema,
      ok: [201, '`{ webhook: { uid, url, events, … }, secret }`'],
    },
  ),
  r('PATCH /api/me/webhooks/:uid', 'Webhooks', 'member', 'Change the events, turn off or on again (session only)', {
    body: ZWebhookUpdateSchema,
    ok: [200, '`{ webhook }`'],
  }),
  r('DELETE /api/me/webhooks/:uid', 'Webhooks', 'member', 'Delete a webhook and its log (session only)', {
    ok: [204, 'Nothing'],
  }),
  r('POST /api/me/webhooks/:uid/test', 'Webhooks', 'member', 'Send a webhook.test event (session only)', {
    ok: [202, '`{ messageId }`'],
  }),
  r('GET /api/me/webhooks/:uid/deliveries', 'Webhooks', 'member', 'The delivery log, newest first (session only)', {
    ok: [200, '`{ items }`'],
  }),

  r('GET /api/dashboard', 'Dashboard', 'member', 'The tile counts and unread notes'),
  r('GET /api/market', 'Dashboard', 'member', 'The market pulse of a category and province (aggregates only)', {
    query: ZMarketQuerySchema,
  }),
  r('GET /api/dashboard/needs-you', 'Dashboard', 'member', 'What waits for me, the checklist, 8 weeks of activity'),

  ...listingRoutes('jobs'),
  ...listingRoutes('candidates'),
  r('POST /api/listing-links/:token/extend', 'Job specs', 'anyone', "Extend a listing from its mail's one-tap link"),
  r('POST /api/anonymity/check', 'Job specs', 'member', "Check a listing's text for what could identify someone", {
    body: ZAnonymityCheckSchema,
  }),

  r(
    'POST /api/imports',
    'Imports',
    'member',
    'Upload a CSV or XLSX export of job specs or candidates (multipart/form-data: `file`, `kind`)',
    { body: ZImportUploadSchema, bodyType: 'multipart/form-data', ok: [201, '`{ import: ImportSummary }`'] },
  ),
  r('GET /api/imports/:uid', 'Imports', 'member', 'One of my imports: its columns, mapping and value choices', {
    ok: [200, '`{ import: ImportView }`'],
  }),
  r(
    'PUT /api/imports/:uid/mapping',
    'Imports',
    'member',
    "Map the file's columns and words to listing fields and ids",
    {
      body: ZImportMappingSchema,
      ok: [200, '`{ import: ImportView }`'],
    },
  ),
  r('GET /api/imports/:uid/preview', 'Imports', 'member', 'Every row judged by the listing save rules', {
    ok: [200, '`{ rows, valid, invalid }`'],
  }),
  r('POST /api/imports/:uid/commit', 'Imports', 'member', 'Create every valid row, all in one transaction', {
    ok: [200, '`{ created, refused, skipped }`'],
  }),
  r('GET /api/imports/:uid/report.csv', 'Imports', 'member', 'The refused rows and their reasons as CSV', {
    ok: [200, 'text/csv'],
  }),

  ...proposalRoutes('matches'),
  ...proposalRoutes('sourcing'),

  r('GET /api/deals', 'Deals', 'member', 'My deals (admins: all)', { query: ZDealListQuerySchema }),
  r('GET /api/deals/summary', 'Deals', 'member', 'Deal counts and fees by stage'),
  r('GET /api/deals/export.csv', 'Deals', 'admin', 'Every deal as CSV', {
    query: ZDealListQuerySchema,
    ok: [200, 'text/csv'],
  }),
  r('GET /api/deals/report/monthly', 'Deals', 'admin', 'The monthly deal report'),
  r('GET /api/deals/:uid', 'Deals', 'member', 'One deal (its parties or an admin)'),
  r('POST /api/deals/:uid/accept-terms', 'Deals', 'member', "Accept the other party's terms"),
  r('PATCH /api/deals/:uid/terms', 'Deals', 'member', 'Propose terms', { body: ZDealTermsPatchSchema }),
  r('POST /api/deals/:uid/stages', 'Deals', 'member', 'Record a stage', { body: ZDealStageSchema }),
  r('POST /api/deals/:uid/stages/undo', 'Deals', 'member', 'Undo the stage just recorded'),
  r('POST /api/deals/:uid/dispute', 'Deals', 'member', 'Dispute a deal', { body: ZDealDisputeSchema }),
  r('POST /api/deals/:uid/refer-unpaid', 'Deals', 'member', 'Refer a deal still unpaid 14 business days on', {
    body: ZNoFieldsSchema,
  }),

  r('GET /api/notes', 'Notes', 'member', 'Notes of the last 14 days, newest first'),
  r('POST /api/notes/read-all', 'Notes', 'member', 'Mark every note read'),
  r('POST /api/notes/:uid/read', 'Notes', 'member', 'Mark a note read'),
  r('DELETE /api/notes/:uid', 'Notes', 'member', 'Delete a note', { ok: [204, 'Nothing'] }),
  r('GET /api/events', 'Notes', 'member', 'Live updates (Server-Sent Events)', { ok: [200, 'text/event-stream'] }),

  r('GET /api/threads', 'Conversations', 'member', 'My conversations'),
  r('POST /api/threads', 'Conversations', 'member', "Ask about another member's listing", {
    body: ZThreadCreateSchema,
    ok: [201, '`{ thread }`'],
  }),
  r('GET /api/threads/:uid', 'Conversations', 'member', 'One conversation'),
  r('POST /api/threads/:uid/messages', 'Conversations', 'member', 'Write in a conversation', {
    body: ZThreadMessageSchema,
    ok: [201, '`{ message }`'],
  }),
  r('POST /api/threads/:uid/read', 'Conversations', 'member', 'Mark a conversation read'),
  r('POST /api/threads/:uid/mute', 'Conversations', 'member', 'Mute or unmute a conversation', {
    body: ZThreadMuteSchema,
  }),
  r('POST /api/threads/:uid/report', 'Conversations', 'member', 'Report a message', {
    body: ZThreadReportSchema,
    ok: [201, 'Nothing'],
  }),

  r('GET /api/saved-searches', 'Saved searches', 'member', 'My saved searches'),
  r('POST /api/saved-searches', 'Saved searches', 'member', 'Save a search', {
    body: ZSavedSearchCreateSchema,
    ok: [201, '`{ savedSearch }`'],
  }),
  r('PATCH /api/saved-searches/:uid', 'Saved searches', 'member', 'Rename, pause, change the alert, mark seen', {
    body: ZSavedSearchUpdateSchema,
  }),
  r('DELETE /api/saved-searches/:uid', 'Saved searches', 'member', 'Delete a saved search', { ok: [204, 'Nothing'] }),

  r('GET /api/push/key', 'Push', 'anyone', 'The VAPID public key'),
  r('POST /api/push/subscriptions', 'Push', 'member', "Subscribe this device's push", {
    body: ZPushSubscriptionSchema,
    ok: [201, 'Nothing'],
  }),
  r('DELETE /api/push/subscriptions', 'Push', 'member', "Unsubscribe this device's push", {
    body: ZPushUnsubscribeSchema,
    ok: [204, 'Nothing'],
  }),

  r('GET /api/unsubscribe/:token', 'Mail', 'anyone', "What a mail's unsubscribe link turns off"),
  r('POST /api/unsubscribe/:token', 'Mail', 'anyone', 'One-click unsubscribe (RFC 8058; form-encoded)'),

  r('GET /api/admin/accounts', 'Administration', 'admin', 'Members by stage', { query: ZMemberQuerySchema }),
  r('GET /api/admin/accounts.csv', 'Administration', 'admin', 'Members as CSV', {
    query: ZMemberQuerySchema,
    ok: [200, 'text/csv'],
  }),
  r('GET /api/admin/accounts/:uid', 'Administration', 'admin', 'One member, with the audit trail'),
  r('PATCH /api/admin/accounts/:uid', 'Administration', 'admin', "Change a member's trial, payments, toggles", {
    body: ZMemberPatchSchema,
  }),
  r('POST /api/admin/accounts/:uid/contract', 'Administration', 'admin', 'Record a contract', {
    body: ZContractSchema,
  }),
  r('POST /api/admin/accounts/:uid/test-alert', 'Administration', 'admin', 'Send a member a test alert'),
  ...(
    ['approve', 'unapprove', 'offboard', 'reinstate', 'resend-activation', 'clear-contact', 'cancel-deletion'] as const
  ).map((action) =>
    r(`POST /api/admin/accounts/:uid/${action}`, 'Administration', 'admin', `Member action: ${action}`),
  ),
  r(
    'POST /api/admin/accounts/:uid/reset-two-factor',
    'Administration',
    'admin',
    "Reset another administrator's or member's second factor",
  ),
  r('GET /api/admin/anonymity', 'Administration', 'admin', 'Listings the anonymity guard warned about'),
  r('GET /api/admin/messages/recipients', 'Administration', 'admin', 'How many a bulk message would reach'),
  r('POST /api/admin/messages', 'Administration', 'admin', 'Send a bulk message', {
    body: ZBulkMessageSchema,
    ok: [201, 'The reach'],
  }),
  r('GET /api/admin/settings', 'Administration', 'admin', "The administrators' settings"),
  r('PUT /api/admin/settings', 'Administration', 'admin', "Change the administrators' settings", {
    body: ZSettingsPatchSchema,
  }),
  r('GET /api/admin/matches', 'Administration', 'admin', 'Every match proposal', { query: ZProposalListQuerySchema }),
  r('GET /api/admin/sourcing', 'Administration', 'admin', 'Every sourcing offer', { query: ZProposalListQuerySchema }),
  r('GET /api/admin/tokens', 'Administration', 'admin', "Every member's personal API tokens (no secrets)"),
  r('DELETE /api/admin/tokens/:uid', 'Administration', 'admin', "Revoke anyone's token (audited)", {
    ok: [200, '`{ token }`'],
  }),
];
