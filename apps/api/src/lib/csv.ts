/**
 * CSV the way spreadsheet users in Brazil open it (spec §9): `;` between fields, CRLF between
 * lines and a byte-order mark so Excel reads UTF-8. Fields with a separator, quote or line break
 * are quoted; text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is
 * prefixed with an apostrophe (OWASP "CSV injection").
 */
export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export type CsvValue = string | number | null | undefined;

function field(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, CRLF included. */
export const csvLine = (values: readonly CsvValue[]): string => `${values.map(field).join(';')}\r\n`;
