/** Bulk import answers (docs/imports.md): only the owner ever gets one. */
import type { CheckedRow, ImportRow, ValueChoice } from '../domain/import';
import type { ImportPreview, ImportSummary, ImportView } from '../../shared/types/imports';
import { csvCell } from './member-csv';

export function presentImportSummary(row: ImportRow): { import: ImportSummary } {
  return {
    import: {
      uid: row.id,
      kind: row.kind,
      fileName: row.fileName,
      rowCount: row.rows.length,
      columns: row.columns,
      suggestedMapping: row.suggestedMapping,
    },
  };
}

export function presentImportView(row: ImportRow, valueChoices: Record<string, ValueChoice[]>): { import: ImportView } {
  const { import: summary } = presentImportSummary(row);
  const view: ImportView = {
    ...summary,
    mapping: row.mapping,
    values: row.values,
    consent: row.consent ?? null,
    valueChoices,
    status: row.importedAt ? 'imported' : 'mapping',
  };
  if (row.result) {
    view.created = row.result.created;
    view.refused = row.result.refused;
    view.skipped = row.result.skipped;
  }
  return { import: view };
}

export function presentImportPreview(checked: readonly CheckedRow[]): ImportPreview {
  const rows = checked.map(({ row, errors }) => ({ row, ok: errors.length === 0, errors }));
  const valid = rows.filter((one) => one.ok).length;
  return { rows, valid, invalid: rows.length - valid };
}

/**
 * The refused rows as CSV: the file's row number, the row's original cells under the file's own
 * headers, and the reasons ('Job Title: The Job Title field is required.'), one per line of the cell.
 */
export function presentImportReportCsv(
  row: ImportRow,
  refused: ReadonlyArray<{ row: number; errors: ReadonlyArray<{ field: string; message: string }> }>,
): string {
  const cellsByRow = new Map(row.rows.map((one) => [one.row, one.cells]));
  const header = ['Row', ...row.columns, 'Reasons'];
  const lines = refused.map(({ row: number, errors }) => [
    String(number),
    ...(cellsByRow.get(number) ?? row.columns.map(() => '')),
    errors.map(({ field, message }) => (field ? `${field}: ${message}` : message)).join('\n'),
  ]);
  return [header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** POST /api/imports/:uid/commit: how many rows became listings, were refused, or were there already. */
export function presentImportCommit(result: { created: number; refused: number; skipped: number }): {
  created: number;
  refused: number;
  skipped: number;
} {
  return { created: result.created, refused: result.refused, skipped: result.skipped };
}
