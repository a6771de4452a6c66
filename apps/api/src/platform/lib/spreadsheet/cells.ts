import type { CellValue } from 'exceljs';
import { onlyDigits, stripLeadingZeros } from '@portal/domain';

/**
 * One cell as the import rules see it: its text, and whether the spreadsheet held it as a number
 * (Excel and LibreOffice drop a number's leading zeros, so a CPF typed as a number lost them).
 */
export interface SheetCell {
  text: string;
  wasNumber: boolean;
}

export const EMPTY_CELL: SheetCell = { text: '', wasNumber: false };

const isoDate = (d: Date): string => d.toISOString().slice(0, 10);
/** A date cell as typed: the day, and its time when it has one (spreadsheets keep wall times, no zone). */
const dateText = (d: Date): string => (d.getUTCHours() || d.getUTCMinutes() ? d.toISOString().slice(0, 16) : isoDate(d));

/** A number as typed: integers without exponent or decimals (1.1987654321E10 → "11987654321"). */
function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (Number.isInteger(n) && Math.abs(n) < 1e21) return BigInt(n).toString();
  return String(n);
}

/**
 * The text of any exceljs cell value: shared and inline strings, numbers (stored as numbers or as
 * text), dates (ISO yyyy-MM-dd), booleans, rich text, hyperlinks (Excel links typed e-mails) and
 * formulas (their cached result); errors read as empty. Always trimmed.
 */
export function cellOf(value: CellValue): SheetCell {
  if (value === null || value === undefined) return EMPTY_CELL;
  if (typeof value === 'string') return { text: value.trim(), wasNumber: false };
  if (typeof value === 'number') return { text: numberText(value), wasNumber: true };
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE', wasNumber: false };
  if (value instanceof Date) return { text: Number.isNaN(value.getTime()) ? '' : dateText(value), wasNumber: false };
  if ('richText' in value) return { text: value.richText.map((r) => r.text).join('').trim(), wasNumber: false };
  if ('hyperlink' in value) {
    const text = value.text as unknown as CellValue;
    const shown = cellOf(text);
    return shown.text ? shown : { text: value.hyperlink.replace(/^mailto:/i, '').trim(), wasNumber: false };
  }
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    return result === undefined || (typeof result === 'object' && 'error' in result) ? EMPTY_CELL : cellOf(result);
  }
  return EMPTY_CELL;
}

/**
 * The digits of a document (CPF, CEP) or phone: punctuation dropped, leading zeros kept; when
 * the spreadsheet held it as a number, the zeros it dropped are put back up to `length`.
 */
export function digitsKeepingZeros(cell: SheetCell, length?: number): string {
  const digits = onlyDigits(cell.text);
  return cell.wasNumber && length !== undefined && digits.length > 0 && digits.length < length ? digits.padStart(length, '0') : digits;
}

/** A CRM as the portal stores it: digits only, leading zeros stripped (spec §5). Non-digits are kept out for the rule to refuse. */
export const crmOf = (cell: SheetCell): string => (/^\d+$/.test(cell.text.replace(/[\s.-]/g, '')) ? stripLeadingZeros(onlyDigits(cell.text)) : cell.text);

/** Days from 1899-12-30 (Excel's serial dates, LibreOffice's too) to an ISO date. */
const fromSerial = (serial: number): string => isoDate(new Date(Date.UTC(1899, 11, 30) + Math.round(serial) * 86_400_000));

/**
 * A date cell as yyyy-MM-dd: a real date cell, a serial number (a date column left in the General
 * format), or text typed as dd/MM/yyyy or yyyy-MM-dd. Undefined when it is not a valid date.
 */
export function dateOf(cell: SheetCell): string | undefined {
  const text = cell.text;
  let iso: string | undefined;
  if (cell.wasNumber && /^\d{1,6}(\.\d+)?$/.test(text)) iso = fromSerial(Number(text));
  else if (/^\d{4}-\d{2}-\d{2}$/.test(text)) iso = text;
  else {
    const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (m) iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  }
  if (!iso) return undefined;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && isoDate(parsed) === iso ? iso : undefined;
}
