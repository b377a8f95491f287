/**
 * An uploaded ATS export → its headers and data rows as strings (docs/imports.md): CSV with
 * csv-parse (BOM, `,` `;` or tab, quoted new lines), XLSX with exceljs (the first sheet, the first
 * row the headers; dates, numbers, formulas and rich text become plain strings). Nothing else of
 * the file is kept. Throws a 422 for what cannot be imported.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError, ValidationError } from '../../errors';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../../../shared/schemas/imports';

export type ParsedFile = { columns: string[]; rows: Array<{ row: number; cells: string[] }> };
export type FileType = 'csv' | 'xlsx';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The type of a file, from its first bytes (an XLSX is a zip) and then its name; null: neither. */
export function fileTypeOf(buffer: Buffer, fileName: string): FileType | null {
  const name = fileName.toLowerCase();
  if (buffer.subarray(0, 4).equals(ZIP_MAGIC)) return name.endsWith('.xlsx') || !name.endsWith('.csv') ? 'xlsx' : null;
  if (name.endsWith('.xlsx') || name.endsWith('.xls')) return null;
  // Text: a NUL byte in the first kilobyte says it is not CSV (an old .xls, an image).
  if (buffer.subarray(0, 1024).includes(0)) return null;
  return 'csv';
}

export async function parseImportFile(buffer: Buffer, fileName: string): Promise<ParsedFile> {
  if (buffer.length === 0) throw new ValidationError(IMPORT_MESSAGES.empty, 'file');
  const type = fileTypeOf(buffer, fileName);
  if (!type) throw new ValidationError(IMPORT_MESSAGES.unknownType, 'file');
  const records = type === 'csv' ? parseCsv(buffer) : await parseXlsx(buffer);
  return tableOf(records);
}

/** The delimiter of the header line: whichever of , ; tab it holds most of (outside quotes). */
function delimiterOf(text: string): string {
  const firstLine = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function parseCsv(buffer: Buffer): Array<{ row: number; cells: string[] }> {
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  try {
    const records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      bom: true,
      // One more than the limit (and the header): enough to know the file is too long.
      to: IMPORT_LIMITS.rows + 2,
    }) as string[][];
    // The row number of a record as a spreadsheet shows it (a quoted new line stays in its cell).
    return records.map((cells, index) => ({ row: index + 1, cells }));
  } catch {
    throw new ValidationError(IMPORT_MESSAGES.unreadable, 'file');
  }
}

/** A cell's value as the member sees it: dates as YYYY-MM-DD, rich text and formulas by their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text; // a hyperlink
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue); // a formula
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/**
 * The bytes an XLSX (a zip) says it unpacks to, from its central directory, or null when that
 * cannot be read. A 5 MB zip can hold gigabytes of repeated cells; this is checked before exceljs
 * unpacks anything into memory.
 */
export function unpackedSize(buffer: Buffer): number | null {
  // The end-of-central-directory record: within the last 64 KB + 22 bytes.
  const from = Math.max(0, buffer.length - 65_557);
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), buffer.length - 22);
  if (end < from) return null;
  const entries = buffer.readUInt16LE(end + 10);
  let offset = buffer.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50) return null;
    const size = buffer.readUInt32LE(offset + 24);
    // 0xFFFFFFFF: the size is in a ZIP64 field; such an entry is over 4 GB, far past any limit.
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    offset +=
      46 + buffer.readUInt16LE(offset + 28) + buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32);
  }
  return total;
}

async function parseXlsx(buffer: Buffer): Promise<Array<{ row: number; cells: string[] }>> {
  const size = unpackedSize(buffer);
  if (size === null) throw new ValidationError(IMPORT_MESSAGES.unreadable, 'file');
  if (size > IMPORT_LIMITS.unpackedBytes)
    throw new AppError(413, 'too_large', 'Too large', IMPORT_MESSAGES.tooLarge, 'file');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new ValidationError(IMPORT_MESSAGES.unreadable, 'file');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ValidationError(IMPORT_MESSAGES.empty, 'file');
  const records: Array<{ row: number; cells: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (records.length > IMPORT_LIMITS.rows + 1) return;
    const cells: string[] = [];
    const values = row.values as ExcelJS.CellValue[];
    // row.values is 1-based: index 0 is always empty.
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
    records.push({ row: rowNumber, cells });
  });
  return records;
}

/** Headers from the first non-blank record; the data rows after it, blank ones dropped, cells trimmed. */
function tableOf(records: Array<{ row: number; cells: string[] }>): ParsedFile {
  const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');
  const headerIndex = records.findIndex((record) => !isBlank(record.cells));
  if (headerIndex === -1) throw new ValidationError(IMPORT_MESSAGES.empty, 'file');
  const header = records[headerIndex]!;
  if (header.row !== 1) throw new ValidationError(IMPORT_MESSAGES.noHeader, 'file');
  const rawColumns = header.cells.map((cell) => cell.trim());
  // Trailing blank header cells are no columns; a blank one between two named ones gets a name.
  while (rawColumns.length && rawColumns[rawColumns.length - 1] === '') rawColumns.pop();
  const columns = rawColumns.map((name, i) => name || `Column ${i + 1}`);
  if (columns.length > IMPORT_LIMITS.columns) throw new ValidationError(IMPORT_MESSAGES.tooManyColumns, 'file');
  const seen = new Set<string>();
  for (const column of columns) {
    const key = column.toLowerCase();
    if (seen.has(key)) throw new ValidationError(IMPORT_MESSAGES.duplicateHeader(column), 'file');
    seen.add(key);
  }
  const rows = records
    .slice(headerIndex + 1)
    .filter((record) => !isBlank(record.cells))
    .map(({ row, cells }) => ({
      row,
      cells: columns.map((_c, i) => (cells[i] ?? '').trim().slice(0, IMPORT_LIMITS.cellChars)),
    }));
  if (rows.length > IMPORT_LIMITS.rows) throw new ValidationError(IMPORT_MESSAGES.tooManyRows, 'file');
  if (rows.length === 0) throw new ValidationError(IMPORT_MESSAGES.noRows, 'file');
  return { columns, rows };
}
