import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { candidates, jobs } from '../../db/schema';
import { ConflictError, ForbiddenError, ValidationError } from '../../errors';
import { canCreateListing, canEditListing, canManageListing, isHiringCompany } from '../../policies/listing';
import { HIRING_COMPANY_TYPE_ID, type ListingKind } from '../../../shared/lookups';
import { initialExpiry, makeReference } from '../../../shared/rules/listing';
import { validateCandidate, validateJob, type ValidationResult } from '../../../shared/schemas/listing';
import { isJobRow, type ListingRow } from '../../domain/rows';
import { withTransaction } from '../../db/transaction';
import { recordUsage } from '../matching/effects';

const REFERENCE_ATTEMPTS = 8;

/** The first problem in the spec's order becomes a 422 'Invalid field' with its message. */
function valid<T>(result: ValidationResult<T>): T {
  if (!result.ok) throw new ValidationError(result.message, result.field || undefined);
  return result.data;
}

/**
 * Creates a listing that lives 60 days. Its reference (J/C + YYMM + 4 id characters) is
 * unique; on the rare collision a new id is drawn.
 */
export async function createListing(
  ctx: AppContext,
  options: { kind: ListingKind; owner: Account; input: unknown },
): Promise<{ uid: string; reference: string }> {
  const { kind, owner } = options;
  if (!canCreateListing(owner, kind)) throw new ForbiddenError('Hiring companies cannot post candidates.');
  const job = kind === 'job' ? valid(validateJob(options.input, { isHiringCompany: isHiringCompany(owner) })) : null;
  const candidate = kind === 'candidate' ? valid(validateCandidate(options.input)) : null;

  for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt++) {
    const id = randomUUID();
    const created = new Date();
    const base = {
      id,
      ownerId: owner.id,
      reference: makeReference(kind, created, id),
      createdAt: created,
      expiresAt: initialExpiry(created),
    };
    const row = await withTransaction(ctx, async (tx) => {
      const [inserted] = job
        ? await tx.db
            .insert(jobs)
            .values({ ...base, ...job, companyType: owner.companyType })
            .onConflictDoNothing({ target: jobs.reference })
            .returning({ uid: jobs.id, reference: jobs.reference })
        : await tx.db
            .insert(candidates)
            .values({ ...base, ...candidate! })
            .onConflictDoNothing({ target: candidates.reference })
            .returning({ uid: candidates.id, reference: candidates.reference });
      if (inserted) {
        // Members whose categories match hear about it (batched e-mail alerts), and the poster's usage counts it.
        await tx.enqueue('listing-alerts', { kind, listingId: inserted.uid });
        if (kind === 'job')
          await recordUsage(tx, [{ accountId: owner.id, kind: 'jobs', subjectType: 'job', subjectId: inserted.uid }]);
      }
      return inserted;
    });
    if (row) return row;
  }
  throw new Error('could not allocate a unique listing reference');
}

/** Replaces a listing's fields (owner or admin). The company-type rules follow the listing. */
export async function updateListing(ctx: AppContext, options: { row: ListingRow; editor: Account; input: unknown }) {
  const { row, editor } = options;
  if (!canManageListing(editor, row)) throw new ForbiddenError('You can only edit your own listings.');
  if (!canEditListing(editor, row)) throw new ConflictError('A closed listing cannot be edited.');
  const updatedAt = new Date();
  if (isJobRow(row)) {
    const data = valid(validateJob(options.input, { isHiringCompany: row.companyType === HIRING_COMPANY_TYPE_ID }));
    const [updated] = await ctx.db
      .update(jobs)
      .set({ ...data, updatedAt })
      .where(eq(jobs.id, row.id))
      .returning();
    return updated!;
  }
  const data = valid(validateCandidate(options.input));
  const [updated] = await ctx.db
    .update(candidates)
    .set({ ...data, updatedAt })
    .where(eq(candidates.id, row.id))
    .returning();
  return updated!;
}
