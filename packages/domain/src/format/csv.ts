/**
 * CSV as the portal's spreadsheets download it (spec §9): `;` between fields and a UTF-8
 * byte-order mark, so Excel in pt-BR opens the accents and columns right. One rule for the API's
 * report writers and the browser's errors-table download.
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * One field: quoted when it holds the separator, a quote or a line break; a text that a
 * spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) is prefixed with `'`
 * (OWASP CSV injection), plain numbers excepted.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: byte-order mark, header line, one line per row, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvField).join(CSV_SEPARATOR));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
