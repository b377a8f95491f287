import { lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { imports } from '../../db/schema';
import { IMPORT_LIMITS } from '../../../shared/schemas/imports';

/** When an import uploaded at `createdAt` expires (docs/imports.md § Cleanup). */
export const importExpiresAt = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + IMPORT_LIMITS.keptHours * 3_600_000);

/**
 * Deletes every import older than a day, with its parsed cells: hourly (jobs/delete-expired-imports.ts)
 * and on each upload (one indexed DELETE); an expired import is "not found" on read
 * (find-import.ts) until then. The import keys stay:
 * they are what keeps a later re-import from creating the same listing twice.
 */
export async function deleteExpiredImports(ctx: AppContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IMPORT_LIMITS.keptHours * 3_600_000);
  const deleted = await ctx.db.delete(imports).where(lt(imports.createdAt, cutoff)).returning({ id: imports.id });
  return deleted.length;
}
