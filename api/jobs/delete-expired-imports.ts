import type { AppContext } from '../context';
import { now as clockNow } from '../clock';
import { deleteExpiredImports } from '../services/imports/delete-expired-imports';
import { ZDeleteExpiredImportsPayload } from './queues';

/**
 * Hourly: deletes every bulk import uploaded over a day ago, with its parsed cells
 * (docs/imports.md, Cleanup), so an upload's data never outlives a day by more than an hour even
 * when nobody uploads. Idempotent. Returns how many imports went.
 */
export async function handleDeleteExpiredImports(ctx: AppContext, data: unknown): Promise<number> {
  const payload = ZDeleteExpiredImportsPayload.parse(data);
  return deleteExpiredImports(ctx, payload?.now ? new Date(payload.now) : clockNow());
}
