import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/**
 * Spreadsheets made in tests, never committed as binaries: one as Excel saves it (through
 * exceljs: shared strings, typed numbers, hyperlinked e-mails, date cells) and one reproducing
 * what LibreOffice Calc and other generators write (inline strings, rich-text shared strings,
 * numbers stored as text, serial dates, styled blank rows at the end, extra sheets).
 */

export interface FixtureEntry {
  name: string;
  data: Buffer | string;
  /** Stored (no compression); deflated otherwise. */
  store?: boolean;
  /** A size to declare instead of the real one (a lying header). */
  declaredSize?: number;
}

/** A zip archive of the entries, written byte by byte (no data descriptors, no zip64). */
export function zipOf(entries: readonly FixtureEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const data = entry.store ? raw : deflateRawSync(raw);
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? raw.length;
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(entry.store ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.store ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export type FixtureValue = string | number | Date | { email: string } | null;

/** An Excel-style workbook: a first instructions sheet, then the data sheet, as exceljs (and Excel) write them. */
export async function excelStyleXlsx(rows: readonly (readonly FixtureValue[])[], options: { instructionsSheet?: boolean; blankTail?: number } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  if (options.instructionsSheet ?? true) {
    workbook.addWorksheet('Instruções').addRow(['Preencha a aba Médicos, uma linha por médico.']);
  }
  const sheet = workbook.addWorksheet('Médicos');
  for (const cells of rows) {
    sheet.addRow(cells.map((value) => (value !== null && typeof value === 'object' && 'email' in value
      ? { text: value.email, hyperlink: `mailto:${value.email}` }
      : value)));
  }
  // Rows Excel keeps because they were formatted, though nothing was typed in them.
  for (let i = 0; i < (options.blankTail ?? 3); i++) {
    const row = sheet.getRow(sheet.rowCount + 1);
    row.getCell(1).numFmt = '@';
    row.getCell(1).value = '';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const column = (index: number) => String.fromCharCode(65 + index);

/** A LibreOffice-style cell: how it is written decides how it reads back. */
export type LibreCell =
  | { inline: string }
  | { shared: string | string[] }
  | { textNumber: string }
  | { number: number }
  | { serialDate: number }
  | null;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
// Style 1 is a date (numFmtId 14), style 2 is text (numFmtId 49), as Calc writes them.
const STYLES = `<?xml version="1.0" encoding="UTF-8"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="DD/MM/YYYY"/></numFmts><fonts count="1"><font><sz val="10"/><name val="Arial"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="true"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="true"/></cellXfs></styleSheet>`;

/**
 * A LibreOffice-style workbook: the data sheet first ("Planilha1"), an extra lookup sheet
 * ("Listas") after it, each cell written as its fixture says, and `blankTail` styled empty rows at
 * the end of the data sheet.
 */
export function libreOfficeStyleXlsx(rows: readonly (readonly LibreCell[])[], options: { blankTail?: number } = {}): Buffer {
  const shared: string[] = [];
  const sharedIndex = (parts: string[]) => {
    shared.push(parts.length === 1 ? `<si><t xml:space="preserve">${escapeXml(parts[0]!)}</t></si>`
      : `<si>${parts.map((p) => `<r><rPr><sz val="10"/></rPr><t xml:space="preserve">${escapeXml(p)}</t></r>`).join('')}</si>`);
    return shared.length - 1;
  };
  const cellXml = (cell: LibreCell, ref: string): string => {
    if (cell === null) return '';
    if ('inline' in cell) return `<c r="${ref}" s="0" t="inlineStr"><is><t>${escapeXml(cell.inline)}</t></is></c>`;
    if ('shared' in cell) return `<c r="${ref}" s="0" t="s"><v>${sharedIndex(Array.isArray(cell.shared) ? cell.shared : [cell.shared])}</v></c>`;
    if ('textNumber' in cell) return `<c r="${ref}" s="2" t="str"><v>${escapeXml(cell.textNumber)}</v></c>`;
    if ('serialDate' in cell) return `<c r="${ref}" s="1" t="n"><v>${cell.serialDate}</v></c>`;
    return `<c r="${ref}" s="0" t="n"><v>${cell.number}</v></c>`;
  };
  const rowXml = rows.map((cells, r) =>
    `<row r="${r + 1}" spans="1:${cells.length}">${cells.map((c, i) => cellXml(c, `${column(i)}${r + 1}`)).join('')}</row>`);
  for (let i = 0; i < (options.blankTail ?? 4); i++) {
    const r = rows.length + i + 1;
    rowXml.push(`<row r="${r}" spans="1:7"><c r="A${r}" s="2"/><c r="B${r}" s="2"/></row>`);
  }
  const sheet = (data: string) => `<?xml version="1.0" encoding="UTF-8"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheetPr filterMode="false"><pageSetUpPr fitToPage="false"/></sheetPr><sheetViews><sheetView tabSelected="true" workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="12.8"/><sheetData>${data}</sheetData><pageMargins left="0.7875" right="0.7875" top="1.05" bottom="1.05" header="0.7875" footer="0.7875"/></worksheet>`;
  const workbook = `<?xml version="1.0" encoding="UTF-8"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><fileVersion appName="Calc"/><workbookPr backupFile="false" showObjects="all" date1904="false"/><bookViews><workbookView activeTab="0"/></bookViews><sheets><sheet name="Planilha1" sheetId="1" state="visible" r:id="rId2"/><sheet name="Listas" sheetId="2" state="visible" r:id="rId3"/></sheets><calcPr iterateCount="100" refMode="A1" iterate="false" iterateDelta="0.001"/></workbook>`;
  const sheet1 = sheet(rowXml.join(''));
  const sheet2 = sheet(`<row r="1"><c r="A1" s="0" t="inlineStr"><is><t>UF</t></is></c></row><row r="2"><c r="A2" s="0" t="inlineStr"><is><t>SP</t></is></c></row>`);
  const sharedXml = `<?xml version="1.0" encoding="UTF-8"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${shared.length}" uniqueCount="${shared.length}">${shared.join('')}</sst>`;
  return zipOf([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: ROOT_RELS },
    { name: 'xl/workbook.xml', data: workbook },
    { name: 'xl/_rels/workbook.xml.rels', data: WORKBOOK_RELS },
    { name: 'xl/styles.xml', data: STYLES },
    { name: 'xl/sharedStrings.xml', data: sharedXml },
    { name: 'xl/worksheets/sheet1.xml', data: sheet1 },
    { name: 'xl/worksheets/sheet2.xml', data: sheet2 },
  ]);
}

/** A workbook-looking archive whose one sheet inflates to `bytes` of nothing (a zip bomb). */
export function zipBomb(bytes: number, declaredSize?: number): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: 'xl/workbook.xml', data: '<workbook/>' },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(bytes, 0x20), ...(declaredSize === undefined ? {} : { declaredSize }) },
  ]);
}

/** A multipart body carrying `file` in the field `file`, as the browser's FormData sends it (for app.inject). */
export function multipartFile(file: Buffer, filename = 'planilha.xlsx', field = 'file') {
  const boundary = `----planilha${Date.now().toString(16)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n`
        + 'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n'),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
