/**
 * The roots of the PWA's query keys, and the keys of the answers without parameters. Each resource
 * module builds its key factory on its root (listingKeys in api/listings.ts, proposalKeys in
 * api/proposals.ts, adminKeys in api/admin.ts). This module imports nothing and holds no factory,
 * so the entry (api/query-client.ts's cache times, api/me.ts) and the device cache
 * (offline/query-cache.ts) name keys without carrying any resource's code.
 *
 * The keys are the ones saved on members' devices (offline/query-cache.ts): changing one makes the
 * saved answer unreachable until it is fetched again, so bump that module's FORMAT with it
 * (tests/unit/query-keys.test.ts lists them).
 */

/** The signed-in account (or null): GET /api/me. */
export const meKeys = { all: ['me'] as const };

/** GET /api/config */
export const configKeys = { all: ['config'] as const };

/** GET /api/dashboard: counts that change when a listing is saved or a proposal sent or answered. */
export const dashboardKeys = { all: ['dashboard'] as const };

/** GET /api/notes */
export const noteKeys = { all: ['notes'] as const };

/** The roots of the resources with key factories (api/query-client.ts sets their cache times). */
export const LISTINGS_ROOT = ['listings'] as const;
export const PROPOSALS_ROOT = ['proposals'] as const;
export const ADMIN_ROOT = ['admin'] as const;
export const THREADS_ROOT = ['threads'] as const;
export const DEALS_ROOT = ['deals'] as const;
