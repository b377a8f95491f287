import type { Request } from 'express';
import { BadRequestError } from '../errors';
import { IDEMPOTENCY_KEY_HEADER, ZIdempotencyKeySchema } from '../../shared/schemas/idempotency';

/**
 * The request's Idempotency-Key, or undefined when it sent none. A malformed
 * key is a 400: a device retrying with it must not create a listing on every try.
 */
export function idempotencyKeyOf(req: Request): string | undefined {
  const parsed = ZIdempotencyKeySchema.safeParse(req.get(IDEMPOTENCY_KEY_HEADER));
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Bad Idempotency-Key');
  return parsed.data;
}
