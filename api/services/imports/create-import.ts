import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { imports } from '../../db/schema';
import type { ListingKind } from '../../../shared/lookups';
import { deleteExpiredImports } from './delete-expired-imports';
import type { ImportRow } from '../../domain/import';
import type { ParsedFile } from './parse-import-file';
import { loadSavedImportMapping } from './saved-import-mapping';
import { suggestMapping } from './suggest-mapping';

/**
 * Keeps a parsed file as a new import of the member's (its cells only, never the file), with the
 * mapping its headers suggest (the member's saved mapping first); first deletes every expired import.
 */
export async function createImport(
  ctx: AppContext,
  options: { owner: Account; kind: ListingKind; fileName: string; parsed: ParsedFile },
): Promise<ImportRow> {
  const { owner, kind, parsed } = options;
  await deleteExpiredImports(ctx);
  const saved = await loadSavedImportMapping(ctx, { accountId: owner.id, kind });
  const suggestedMapping = suggestMapping(kind, parsed.columns, saved.columns);
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
