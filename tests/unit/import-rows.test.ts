/**
 * Bulk import's row judgement (docs/imports.md): a row the save rules pass but the full schema
 * run after them refuses (what POST /api/jobs would answer) carries that refusal in the preview,
 * so the preview never calls ok a row the commit leaves out. No rule of today's schemas makes the
 * two differ, so here the save rules pass and the full validation refuses.
 */
import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../api/context';
import type { Account } from '../../api/domain/rows';
import { validateImportRows } from '../../api/services/imports/validate-import-rows';
import type * as Listing from '../../shared/schemas/listing';

const refusal = { ok: false as const, field: 'experience', message: 'The Experience provided is not valid.' };

vi.mock('../../shared/schemas/listing', async (importOriginal) => {
  const actual = await importOriginal<typeof Listing>();
  return {
    ...actual,
    listingSaveFailures: vi.fn(() => []),
    validateJob: vi.fn(() => refusal),
    validateCandidate: vi.fn(() => refusal),
  };
});

describe('a row the final validation refuses', () => {
  it.each(['job', 'candidate'] as const)(
    'is an error row with that validation’s field and message (%s)',
    async (kind) => {
      const owner = { id: '00000000-0000-4000-8000-000000000001', accountType: 'recruiter' } as unknown as Account;
      const state = {
        kind,
        columns: ['Title', 'Experience'],
        mapping: { Title: kind === 'job' ? 'jobTitle' : 'candidateTitle', Experience: 'experience' },
        values: {},
        consent: null,
      };
      const [row] = await validateImportRows({} as AppContext, {
        owner,
        state,
        rows: [{ row: 2, cells: ['Accountant', '8 years in audit'] }],
      });
      expect(row).toMatchObject({ row: 2, errors: [{ field: refusal.field, message: refusal.message }] });
      expect(row!.save).toBeUndefined();
    },
  );
});
