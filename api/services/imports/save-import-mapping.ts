import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { imports } from '../../db/schema';
import type { ImportRow } from '../../domain/import';
import { rememberImportMapping } from './saved-import-mapping';

/**
 * Stores the member's mapping (already checked against the import's headers and fields) on the
 * import, and in their saved mapping of its kind, which outlives the import for their next upload.
 */
export async function saveImportMapping(
  ctx: AppContext,
  options: {
    row: ImportRow;
    mapping: Record<string, string>;
    values: Record<string, Record<string, number | null>>;
    consent: { given: true; date?: string } | null;
  },
): Promise<ImportRow> {
  const [updated] = await ctx.db
    .update(imports)
    .set({ mapping: options.mapping, values: options.values, consent: options.consent })
    .where(eq(imports.id, options.row.id))
    .returning();
  await rememberImportMapping(ctx, {
    accountId: options.row.ownerId,
    kind: options.row.kind,
    fileColumns: options.row.columns,
    mapping: options.mapping,
    values: options.values,
  });
  return updated!;
}
