import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { imports } from '../../db/schema';
import type { ImportRow } from '../../domain/import';
import { importExpiresAt } from './delete-expired-imports';

/** An import by uid, or null when there is none or it has expired (a malformed uid is none too). */
export async function findImport(ctx: AppContext, options: { uid: string; now?: Date }): Promise<ImportRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(options.uid)) return null;
  const [row] = await ctx.db.select().from(imports).where(eq(imports.id, options.uid)).limit(1);
  if (!row) return null;
  if (importExpiresAt(row.createdAt).getTime() <= (options.now ?? new Date()).getTime()) return null;
  return row;
}
