import ExcelJS from 'exceljs';
import { AppError } from '../app-error.ts';
import { cellOf, EMPTY_CELL, type SheetCell } from './cells.ts';
import { assertSafeXlsx } from './zip-check.ts';

/** One data row: its number as the spreadsheet shows it (the header is row 1) and its cells by template header. */
export interface SheetRow<H extends string> {
  row: number;
  cells: Record<H, SheetCell>;
}

export interface ReadSheetOptions<H extends string> {
  /** The template's header names; columns are found by these, in any order. */
  headers: readonly H[];
  /** Headers of `headers` a file may leave out (columns added to a template later): their cells read empty. */
  optional?: readonly H[];
  /** More data rows than this are refused, never truncated. */
  maxRows: number;
}

/** Parts of a workbook the import never reads: skipping them keeps parsing quick and small. */
const IGNORED_NODES = ['dataValidations', 'conditionalFormatting', 'drawing', 'legacyDrawing', 'picture', 'extLst', 'hyperlinks'];

/** How a header cell compares: case, accents, spaces and punctuation aside ("E-mail" = "email"). */
export const headerKey = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');

/** Rows searched for the header, for sheets that start with a title line or two. */
const HEADER_SEARCH_ROWS = 10;

interface Located<H extends string> {
  sheet: ExcelJS.Worksheet;
  headerRow: number;
  columns: Map<H, number>;
}

/** The header row of one sheet: the first of its top rows naming every template column. */
function locate<H extends string>(sheet: ExcelJS.Worksheet, headers: readonly H[], optional: readonly H[] = []): Located<H> | undefined {
  const wanted = new Map(headers.map((h) => [headerKey(h), h]));
  const last = Math.min(sheet.actualRowCount > 0 ? sheet.rowCount : 0, HEADER_SEARCH_ROWS);
  for (let r = 1; r <= last; r++) {
    const columns = new Map<H, number>();
    sheet.getRow(r).eachCell({ includeEmpty: false }, (cell, col) => {
      const header = wanted.get(headerKey(cellOf(cell.value).text));
      if (header !== undefined && !columns.has(header)) columns.set(header, col);
    });
    if (headers.every((h) => columns.has(h) || optional.includes(h))) return { sheet, headerRow: r, columns };
  }
  return undefined;
}

async function loadWorkbook(file: Buffer): Promise<ExcelJS.Workbook> {
  assertSafeXlsx(file);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer, { ignoreNodes: IGNORED_NODES });
  } catch {
    throw new AppError('invalidXlsxFile', 400);
  }
  return workbook;
}

/**
 * The data rows of an uploaded .xlsx, by template header. The file is checked first (a real
 * xlsx, in proportion); the sheet is the first one, in the workbook's order, whose top rows hold
 * every template header (so extra sheets, of instructions or lookups, are passed over); blank
 * rows are skipped (trailing ones included). Refusals, each a 400 with its code:
 * `invalidXlsxFile`, `xlsxOutOfProportion`, `spreadsheetHeadersInvalid`, `spreadsheetEmpty`,
 * `spreadsheetTooManyRows`.
 */
export async function readSheet<H extends string>(file: Buffer, options: ReadSheetOptions<H>): Promise<SheetRow<H>[]> {
  const workbook = await loadWorkbook(file);
  let found: Located<H> | undefined;
  for (const sheet of workbook.worksheets) {
    if (sheet.state !== 'visible') continue;
    found = locate(sheet, options.headers, options.optional);
    if (found) break;
  }
  if (!found) throw new AppError('spreadsheetHeadersInvalid', 400, undefined, { headers: options.headers.join(', ') });

  const rows: SheetRow<H>[] = [];
  const { sheet, headerRow, columns } = found;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number <= headerRow) return;
    const cells = {} as Record<H, SheetCell>;
    let blank = true;
    for (const header of options.headers) {
      const column = columns.get(header);
      const cell = column === undefined ? EMPTY_CELL : cellOf(row.getCell(column).value);
      cells[header] = cell;
      if (cell.text !== '') blank = false;
    }
    if (blank) return;
    rows.push({ row: number, cells });
  });
  if (rows.length === 0) throw new AppError('spreadsheetEmpty', 400);
  if (rows.length > options.maxRows) throw new AppError('spreadsheetTooManyRows', 400, undefined, { max: options.maxRows });
  return rows;
}
