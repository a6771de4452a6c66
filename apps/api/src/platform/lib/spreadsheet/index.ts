/**
 * Spreadsheet imports shared by the doctor and voucher imports (spec §5 "Spreadsheet upload"):
 * the upload (multipart field `file`, 1 KB–10 MB), the safety check of the archive before any
 * parsing, reading the rows by template header with Excel's and LibreOffice's quirks, and the
 * writers of templates and error reports (XLSX; CSV with `;` and a byte-order mark).
 */
export { readSpreadsheetUpload, registerSpreadsheetUploads, SPREADSHEET_BODY_LIMIT, SPREADSHEET_FIELD } from './upload.ts';
export { assertSafeXlsx, XLSX_LIMITS } from './zip-check.ts';
export { headerKey, type ReadSheetOptions, type SheetRow } from './read-sheet.ts';
export { configureSpreadsheetParsing, readSheet } from './read-sheet-pool.ts';
export { cellOf, crmOf, dateOf, digitsKeepingZeros, type SheetCell } from './cells.ts';
export { CSV_MIME, tableCsv, tableXlsx, templateXlsx, XLSX_MIME, type ReportCell, type ReportTable } from './write.ts';
export { critiqueReport, critiqueTable, describeErrors, importValidation, type ImportErrorRow, type ImportReportColumns } from './report.ts';
export { sendFile } from './send-file.ts';
export { csvStream, xlsxStream, type RowBatches } from './stream.ts';
export { saoPauloStamp } from './stamp.ts';
