/**
 * An uploaded ATS export → its headers and data rows as strings (docs/imports.md): CSV with
 * csv-parse (UTF-8, UTF-16 or windows-1252: decode-text.ts; `,` `;` or tab, quoted new lines),
 * XLSX with exceljs (the first sheet, the first row the headers; dates, numbers, formulas and rich
 * text become plain strings). Nothing else of the file is kept. Throws a 422 for what cannot be imported.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError, ValidationError } from '../../errors';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../../../shared/schemas/imports';
import { decodeText, hasUtf16Bom } from './decode-text';

export type ParsedFile = { columns: string[]; rows: Array<{ row: number; cells: string[] }> };
export type FileType = 'csv' | 'xlsx';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The type of a file, from its first bytes (an XLSX is a zip) and then its name; null: neither. */
export function fileTypeOf(buffer: Buffer, fileName: string): FileType | null {
  const name = fileName.toLowerCase();
  if (buffer.subarray(0, 4).equals(ZIP_MAGIC)) return name.endsWith('.xlsx') || !name.endsWith('.csv') ? 'xlsx' : null;
  if (name.endsWith('.xlsx') || name.endsWith('.xls')) return null;
  // UTF-16 text (Excel's 'Unicode text') is half NUL bytes: its byte-order mark says it is text.
  if (hasUtf16Bom(buffer)) return 'csv';
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

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Counts the non-blank records as they are read: past the header and 2,000 rows it is the 422,
 * never a silent cut (blank lines do not count, and are not kept). A record's cells past the
 * column limit are not kept: a value there is a 422 naming its row, so one far-right cell cannot
 * make every row that wide.
 */
function recordKeeper(): (cells: string[], row: number) => { row: number; cells: string[] } | null {
  let kept = 0;
  return (cells, row) => {
    if (isBlank(cells)) return null;
    kept += 1;
    if (kept > IMPORT_LIMITS.rows + 1) throw new ValidationError(IMPORT_MESSAGES.tooManyRows, 'file');
    if (cells.length > IMPORT_LIMITS.columns) {
      if (!isBlank(cells.slice(IMPORT_LIMITS.columns)))
        throw new ValidationError(
          kept === 1 ? IMPORT_MESSAGES.tooManyColumns : IMPORT_MESSAGES.cellPastColumns(row),
          'file',
        );
      cells = cells.slice(0, IMPORT_LIMITS.columns);
    }
    return { row, cells };
  };
}

function parseCsv(buffer: Buffer): Array<{ row: number; cells: string[] }> {
  const text = decodeText(buffer).replace(/^\uFEFF/, '');
  const keep = recordKeeper();
  // The row number of a record as a spreadsheet shows it (a quoted new line stays in its cell).
  let row = 0;
  const records: Array<{ row: number; cells: string[] }> = [];
  try {
    parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      bom: true,
      // Each record kept here as it is read; parse itself keeps none.
      on_record: (cells: string[]) => {
        const record = keep(cells, ++row);
        if (record) records.push(record);
        return null;
      },
    });
    return records;
  } catch (err) {
    if (err instanceof AppError) throw err;
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
  const keep = recordKeeper();
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    // Cell by cell (row.values would be a dense array as wide as the row's last cell), one past
    // the limit at most: enough to tell a value out there.
    const cells: string[] = [];
    const last = Math.min(row.cellCount, IMPORT_LIMITS.columns + 1);
    for (let i = 1; i <= last; i++) cells.push(cellText(row.findCell(i)?.value));
    if (row.cellCount > last) row.eachCell((cell, col) => col > last && cells.push(cellText(cell.value)));
    const record = keep(cells, rowNumber);
    if (record) records.push(record);
  });
  return records;
}

/** Headers from the first record (blank ones are already dropped); the data rows after it, cells trimmed. */
function tableOf(records: Array<{ row: number; cells: string[] }>): ParsedFile {
  const header = records[0];
  if (!header) throw new ValidationError(IMPORT_MESSAGES.empty, 'file');
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
  const rows = records.slice(1).map(({ row, cells }) => ({
    row,
    cells: columns.map((_c, i) => (cells[i] ?? '').trim().slice(0, IMPORT_LIMITS.cellChars)),
  }));
  if (rows.length > IMPORT_LIMITS.rows) throw new ValidationError(IMPORT_MESSAGES.tooManyRows, 'file');
  if (rows.length === 0) throw new ValidationError(IMPORT_MESSAGES.noRows, 'file');
  return { columns, rows };
}
