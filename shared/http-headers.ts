/**
 * Request headers of the API that the browser sets itself (no zod here: the service worker
 * imports it, see web/src/offline/draft-sync.ts).
 * Idempotency-Key: an offline draft's id on POST /api/jobs and /api/candidates.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
