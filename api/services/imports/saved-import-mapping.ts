import { and, eq } from 'drizzle-orm';
import { now } from '../../clock';
import type { AppContext } from '../../context';
import { importMappings } from '../../db/schema';
import type { ListingKind } from '../../../shared/lookups';

export type SavedImportMapping = {
  columns: Record<string, string>;
  values: Record<string, Record<string, number | null>>;
};

/** Words kept per lookup field: the newest choices, so the memory of a busy member stays small. */
const WORDS_KEPT = 2000;

/** The member's saved mapping of this kind (empty when they never saved one). */
export async function loadSavedImportMapping(
  ctx: AppContext,
  options: { accountId: string; kind: ListingKind },
): Promise<SavedImportMapping> {
  const [saved] = await ctx.db
    .select({ columns: importMappings.columns, values: importMappings.values })
    .from(importMappings)
    .where(and(eq(importMappings.accountId, options.accountId), eq(importMappings.kind, options.kind)));
  return saved ?? { columns: {}, values: {} };
}

/**
 * Adds a mapping just saved to the member's saved one of its kind: the file's headers take their new
 * field (or none, when left unmapped), other headers keep theirs; each word keeps its newest choice.
 * Maps then Object.fromEntries: a header or word may be `__proto__` like any other.
 */
export async function rememberImportMapping(
  ctx: AppContext,
  options: {
    accountId: string;
    kind: ListingKind;
    fileColumns: readonly string[];
    mapping: Record<string, string>;
    values: Record<string, Record<string, number | null>>;
  },
): Promise<void> {
  const old = await loadSavedImportMapping(ctx, options);
  const inFile = new Set(options.fileColumns);
  const columns = new Map(Object.entries(old.columns).filter(([header]) => !inFile.has(header)));
  for (const [header, field] of Object.entries(options.mapping)) columns.set(header, field);
  const values = new Map(Object.entries(old.values));
  for (const [field, words] of Object.entries(options.values)) {
    const merged = new Map(Object.entries(values.get(field) ?? {}).filter(([word]) => !Object.hasOwn(words, word)));
    for (const [word, id] of Object.entries(words)) merged.set(word, id);
    values.set(field, Object.fromEntries([...merged].slice(-WORDS_KEPT)));
  }
  const row = { columns: Object.fromEntries(columns), values: Object.fromEntries(values), updatedAt: now() };
  await ctx.db
    .insert(importMappings)
    .values({ accountId: options.accountId, kind: options.kind, ...row })
    .onConflictDoUpdate({ target: [importMappings.accountId, importMappings.kind], set: row });
}
