import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { importKeys, imports } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { ConflictError } from '../../errors';
import { IMPORT_MESSAGES } from '../../../shared/schemas/imports';
import { recordAnonymityRefusal } from '../anonymity/record-anonymity-refusal';
import { recordUsage } from '../activity/record-activity';
import { insertListings } from '../listings/insert-listings';
import type { CheckedRow, CommitOutcome, ImportRow } from '../../domain/import';

/** A PostgreSQL unique violation (drizzle wraps the driver's error: the code is on its cause). */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** Keys looked up per query (PostgreSQL takes up to 65,535 parameters; 2,000 rows fit in one). */
const KEY_BATCH = 1000;

/**
 * Creates every valid row of an import in ONE transaction (docs/imports.md): a failure anywhere
 * rolls back every listing, key and job of it. A row whose key (member + kind + ATS reference or
 * mapped body) an earlier import created is skipped, as is a second row with the same key in this
 * file. The keys go in with a plain INSERT: a concurrent commit of the same rows fails on the
 * primary key (409 'Another import was adding some of these rows…', nothing of it kept) rather
 * than creating them twice. The import is marked imported in the same
 * transaction, so a second commit is a 409.
 */
export async function commitImport(
  ctx: AppContext,
  options: { owner: Account; row: ImportRow; checked: CheckedRow[] },
): Promise<CommitOutcome> {
  const { owner, row, checked } = options;
  const kind = row.kind;
  const valid = checked.filter((one) => one.save);
  const refusedRows = checked.filter((one) => !one.save).map(({ row: number, errors }) => ({ row: number, errors }));

  const result = await withTransaction(ctx, async (tx) => {
    // Claim the import first: of two commits at once, the second waits here and then finds it imported.
    const [claimed] = await tx.db
      .update(imports)
      .set({ importedAt: new Date() })
      .where(and(eq(imports.id, row.id), isNull(imports.importedAt)))
      .returning({ id: imports.id });
    if (!claimed) throw new ConflictError(IMPORT_MESSAGES.alreadyImported);

    const keys = [...new Set(valid.map((one) => one.key))];
    const taken = new Set<string>();
    for (let i = 0; i < keys.length; i += KEY_BATCH) {
      const found = await tx.db
        .select({ key: importKeys.key })
        .from(importKeys)
        .where(
          and(
            eq(importKeys.ownerId, owner.id),
            eq(importKeys.listingKind, kind),
            inArray(importKeys.key, keys.slice(i, i + KEY_BATCH)),
          ),
        );
      for (const { key } of found) taken.add(key);
    }
    const fresh: CheckedRow[] = [];
    let skipped = 0;
    for (const one of valid) {
      if (taken.has(one.key)) {
        skipped += 1;
        continue;
      }
      taken.add(one.key);
      fresh.push(one);
    }
    const inserted = await insertListings(ctx, tx, {
      owner,
      saves: fresh.map((one) => one.save!),
      created: new Date(),
    });
    const created = fresh.map((one, i) => ({
      ownerId: owner.id,
      listingKind: kind,
      key: one.key,
      listingId: inserted[i]!.id,
    }));
    // What insertListings leaves to its caller: each listing's alert jobs and, for job specs, the usage.
    const listings = created.map(({ listingId }) => ({ kind, listingId }));
    await tx.enqueueMany('listing-alerts', listings);
    await tx.enqueueMany('saved-search-match', listings);
    if (kind === 'job')
      await recordUsage(
        tx,
        created.map(({ listingId }) => ({
          accountId: owner.id,
          kind: 'jobs',
          subjectType: 'job',
          subjectId: listingId,
        })),
      );
    try {
      for (let i = 0; i < created.length; i += KEY_BATCH)
        await tx.db.insert(importKeys).values(created.slice(i, i + KEY_BATCH));
    } catch (err) {
      // Another commit created some of these rows since we looked: this one rolls back whole,
      // in the import's own words rather than the generic 'That already exists.'.
      if (isUniqueViolation(err)) throw new ConflictError(IMPORT_MESSAGES.importedMeanwhile);
      throw err;
    }
    const outcome = { created: created.length, refused: refusedRows.length, skipped };
    await tx.db
      .update(imports)
      .set({ result: { ...outcome, refusedRows } })
      .where(eq(imports.id, row.id));
    return outcome;
  });
  // Blocking findings count against the member, as each refused POST does (the admins' list of
  // members who often trigger them) — once the import is in, outside its transaction.
  for (const one of checked)
    if (one.blockingKind)
      await recordAnonymityRefusal(ctx, { accountId: owner.id, listingKind: kind, findingKind: one.blockingKind });
  return result;
}
