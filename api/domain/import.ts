/** The domain values of a bulk import (docs/imports.md): what services return and presenters read. */
import type { imports } from '../db/schema';
import type { FindingKind } from '../../shared/anonymity';
import type { TListingSave } from '../../shared/schemas/listing';

export type ImportRow = typeof imports.$inferSelect;

/** A refusal of one row: the field and the message POST /api/jobs|candidates would give. */
export type RowError = { field: string; message: string };

export type CheckedRow = {
  row: number;
  cells: string[];
  errors: RowError[];
  /** For a valid row: what the listing service takes. */
  save?: TListingSave;
  /** The row's idempotency key (api/services/imports/row-body.ts rowKey). */
  key: string;
  /** The kind of the row's blocking finding, if the guard refused it (counted against the member on commit). */
  blockingKind?: FindingKind;
};

/** A distinct word of a lookup column, the rows holding it, and the id suggested for it. */
export type ValueChoice = { word: string; rows: number; suggested: number | null };

export type CommitOutcome = { created: number; refused: number; skipped: number };
