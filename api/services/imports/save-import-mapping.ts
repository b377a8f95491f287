import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { imports } from '../../db/schema';
import type { ImportRow } from '../../domain/import';

/** Stores the member's mapping (already checked against the import's headers and fields). */
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
  return updated!;
}
