import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { imports } from '../../db/schema';
import type { ListingKind } from '../../../shared/lookups';
import { deleteExpiredImports } from './delete-expired-imports';
import type { ImportRow } from '../../domain/import';
import type { ParsedFile } from './parse-import-file';
import { suggestMapping } from './suggest-mapping';

/** The member's last mapping of this kind (within the day imports are kept): their ATS's headers. */
async function lastMapping(ctx: AppContext, owner: Account, kind: ListingKind): Promise<Record<string, string>> {
  const [last] = await ctx.db
    .select({ mapping: imports.mapping })
    .from(imports)
    .where(and(eq(imports.ownerId, owner.id), eq(imports.kind, kind), ne(imports.mapping, sql`'{}'::jsonb`)))
    .orderBy(desc(imports.createdAt))
    .limit(1);
  return last?.mapping ?? {};
}

/**
 * Keeps a parsed file as a new import of the member's (its cells only, never the file), with the
 * mapping its headers suggest; first deletes every expired import.
 */
export async function createImport(
  ctx: AppContext,
  options: { owner: Account; kind: ListingKind; fileName: string; parsed: ParsedFile },
): Promise<ImportRow> {
  const { owner, kind, parsed } = options;
  await deleteExpiredImports(ctx);
  const suggestedMapping = suggestMapping(kind, parsed.columns, await lastMapping(ctx, owner, kind));
  const [row] = await ctx.db
    .insert(imports)
    .values({
      ownerId: owner.id,
      kind,
      fileName: options.fileName.slice(0, 200),
      columns: parsed.columns,
      rows: parsed.rows,
      suggestedMapping,
    })
    .returning();
  return row!;
}
