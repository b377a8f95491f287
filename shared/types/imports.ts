/** Bulk import answers (docs/imports.md). */
import type { ListingKind } from '../lookups';

export type ImportRowError = { field: string; message: string };

export type ImportValueChoice = { word: string; rows: number; suggested: number | null };

export type ImportSummary = {
  uid: string;
  kind: ListingKind;
  fileName: string;
  rowCount: number;
  columns: string[];
  suggestedMapping: Record<string, string>;
};

export type ImportView = ImportSummary & {
  mapping: Record<string, string>;
  values: Record<string, Record<string, number | null>>;
  consent: { given: true; date?: string } | null;
  valueChoices: Record<string, ImportValueChoice[]>;
  status: 'mapping' | 'imported';
  created?: number;
  refused?: number;
  skipped?: number;
};

export type ImportPreview = {
  rows: Array<{ row: number; ok: boolean; errors: ImportRowError[] }>;
  valid: number;
  invalid: number;
};

export type ImportCommitResult = { created: number; refused: number; skipped: number };
