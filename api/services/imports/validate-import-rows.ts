/**
 * Every row of an import judged by the rules of POST /api/jobs|candidates (docs/imports.md): the
 * listing save rules (every failure of the row, the first being what that POST answers), then
 * the server's anonymity guard (a blocking finding refuses the row; so does an unconfirmed
 * warning, as a POST without "I checked" is refused). The same `{ field, message }` words.
 */
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { isHiringCompany } from '../../policies/account';
import { listingAnonymityFindings, listingTexts } from '../../policies/listing-anonymity';
import { anonymityRefusalMessage, anonymityWarningMessage } from '../../../shared/anonymity';
import {
  listingSaveFailures,
  validateCandidate,
  validateJob,
  type TListingSave,
} from '../../../shared/schemas/listing';
import type { CheckedRow } from '../../domain/import';
import { findPastClients } from '../anonymity/find-past-clients';
import { rowBody, rowKey, type ImportMappingState } from './row-body';

/**
 * The save of a row the save rules passed, or the refusal of the full schema run after them (what
 * POST answers): never a row the preview calls ok that the commit then leaves out.
 */
function saveOf(
  state: ImportMappingState,
  body: Record<string, unknown>,
  owner: Account,
): { save: TListingSave } | { error: { field: string; message: string } } {
  if (state.kind === 'job') {
    const job = validateJob(body, { isHiringCompany: isHiringCompany(owner) });
    return job.ok ? { save: { kind: 'job', data: job.data } } : { error: { field: job.field, message: job.message } };
  }
  const candidate = validateCandidate(body);
  return candidate.ok
    ? { save: { kind: 'candidate', data: candidate.data } }
    : { error: { field: candidate.field, message: candidate.message } };
}

export async function validateImportRows(
  ctx: AppContext,
  options: { owner: Account; state: ImportMappingState; rows: Array<{ row: number; cells: string[] }> },
): Promise<CheckedRow[]> {
  const { owner, state, rows } = options;
  const context = { isHiringCompany: isHiringCompany(owner) };
  const judged = rows.map(({ row, cells }) => {
    const { body, ref } = rowBody(state, cells);
    const failures = listingSaveFailures(state.kind, body, context);
    const errors = failures.map(({ field, message }) => ({ field, message }));
    const saved = errors.length === 0 ? saveOf(state, body, owner) : null;
    if (saved && 'error' in saved) errors.push(saved.error);
    const save = saved && 'save' in saved ? saved.save : null;
    return { row, cells, errors, save, key: rowKey(body, ref) };
  });
  // The member's past clients named anywhere in the file: one query for every row.
  const texts = judged.flatMap((row) => (row.save ? Object.values(listingTexts(row.save)) : []));
  const knownEmployers = await findPastClients(ctx, { accountId: owner.id, texts });
  return judged.map(({ save, ...row }): CheckedRow => {
    if (!save) return row;
    const { blocking, warnings } = listingAnonymityFindings(owner, save, knownEmployers);
    if (blocking)
      return {
        ...row,
        errors: [{ field: blocking.field, message: anonymityRefusalMessage(blocking.kind) }],
        blockingKind: blocking.kind,
      };
    const warning = warnings[0];
    if (warning) return { ...row, errors: [{ field: warning.field, message: anonymityWarningMessage(warning.kind) }] };
    return { ...row, save };
  });
}
