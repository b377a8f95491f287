import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { candidateIdentifiers, candidates } from '../db/schema';
import { now as clockNow } from '../clock';
import { ZPurgeCandidateIdentifiersPayload } from './queues';

/** How long the identifier hashes of a closed (or expired) candidate are kept: 12 months. */
export const IDENTIFIER_RETENTION_MONTHS = 12;

/**
 * POPIA minimality: deletes the identifier hashes of every candidate that closed or
 * expired more than 12 months ago. An expired one left the network at its expiry; a closed one
 * when it was closed (its last update): closing sets the expiry a day before its creation, which
 * for a listing kept open by extensions can be long before it was closed. Daily; idempotent (a second run finds nothing).
 * Returns how many hashes went.
 */
export async function handlePurgeCandidateIdentifiers(ctx: AppContext, data: unknown): Promise<number> {
  const payload = ZPurgeCandidateIdentifiersPayload.parse(data);
  const at = payload?.now ? new Date(payload.now) : clockNow();
  const cutoff = new Date(at);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - IDENTIFIER_RETENTION_MONTHS);
  const gone = await ctx.db
    .delete(candidateIdentifiers)
    .where(
      inArray(
        candidateIdentifiers.candidateId,
        ctx.db
          .select({ id: candidates.id })
          .from(candidates)
          .where(
            sql`(CASE WHEN ${candidates.expiresAt} < ${candidates.createdAt} THEN coalesce(${candidates.updatedAt}, ${candidates.expiresAt}) ELSE ${candidates.expiresAt} END) < ${cutoff.toISOString()}::timestamptz`,
          ),
      ),
    )
    .returning({ id: candidateIdentifiers.id });
  return gone.length;
}
