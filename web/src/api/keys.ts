/**
 * The query keys of every API answer the PWA caches, one factory per resource. Each resource module
 * (api/listings.ts, api/proposals.ts, …) re-exports its own; they live together in this module,
 * which imports nothing, so the entry (api/query-client.ts's cache times, api/me.ts) and the device
 * cache (offline/query-cache.ts) can name keys without carrying any resource's hooks.
 *
 * The keys are the ones saved on members' devices (offline/query-cache.ts): changing one makes
 * the saved answer unreachable until it is fetched again, so bump that module's FORMAT with it.
 */
import type { ListingKind } from '../../../shared/lookups';

export type ProposalKind = 'match' | 'sourcing';

export const meKeys = {
  /** The signed-in account (or null): GET /api/me. */
  all: ['me'] as const,
};

export const configKeys = {
  /** GET /api/config */
  all: ['config'] as const,
};

export const dashboardKeys = {
  /** GET /api/dashboard: counts that change when a listing is saved or a proposal sent or answered. */
  all: ['dashboard'] as const,
};

export const noteKeys = {
  /** GET /api/notes */
  all: ['notes'] as const,
};

export const listingKeys = {
  all: ['listings'] as const,
  /** Every search of one kind (the list's pages and the propose screens' own listings). */
  searches: (kind: ListingKind) => ['listings', 'search', kind] as const,
  /** One list's search with its filters (an infinite query, one page of results at a time). */
  search: <F extends object>(kind: ListingKind, filters: F) => ['listings', 'search', kind, filters] as const,
  /** The viewer's own open listings of one kind, narrowed by a keyword (propose screen). */
  mine: (kind: ListingKind, keyword: string) => ['listings', 'search', kind, 'mine', keyword] as const,
  detail: (kind: ListingKind, uid: string) => ['listings', 'one', kind, uid] as const,
};

export const proposalKeys = {
  all: ['proposals'] as const,
  detail: (kind: ProposalKind, uid: string) => ['proposals', kind, uid] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
  /** Every members list (any stage, search and sort). */
  members: ['admin', 'accounts'] as const,
  memberList: (stage: string, q: string, sort: string, dir: string) =>
    ['admin', 'accounts', stage, q, sort, dir] as const,
  member: (uid: string) => ['admin', 'account', uid] as const,
  /** All matches or all sourcing offers, with the list's query string. */
  proposals: (kind: ProposalKind, search: string) => ['admin', kind, search] as const,
};
