import { z } from 'zod';

/**
 * Offline drafts: the header a device sends with POST /api/jobs and
 * /api/candidates so the same draft posted twice makes one listing. Optional; when present it is
 * 8–100 letters, digits, '-' or '_' (the PWA sends the draft's UUID).
 */
export { IDEMPOTENCY_KEY_HEADER } from '../http-headers';
export const IDEMPOTENCY_KEY_MESSAGE = "The Idempotency-Key header must be 8 to 100 letters, digits, '-' or '_'.";
export const ZIdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: IDEMPOTENCY_KEY_MESSAGE })
  .optional();
