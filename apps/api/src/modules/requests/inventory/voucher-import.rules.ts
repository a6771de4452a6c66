import {
  onlyDigits, translate, UFS,
  type ImportError, type MessageKey, type VOUCHER_TEMPLATE_HEADERS, type VoucherImportErrorRow,
} from '@portal/domain';
import { crmOf, type SheetRow } from '#platform/lib/spreadsheet/index.ts';

/**
 * The voucher spreadsheet's row rules (spec §2 "Inventory distribution", §5, §9): each row is a
 * doctor (CRM and UF), a presentation (its EAN) and a quantity to add. Every rule of every row is
 * checked before anything is saved.
 */
export type VoucherHeader = (typeof VOUCHER_TEMPLATE_HEADERS)[number];

/** A row whose own fields passed, normalised. */
export interface VoucherRow {
  row: number;
  crm: string;
  uf: string;
  /** The EAN's digits, and the 13-digit form when a spreadsheet dropped leading zeros of a number. */
  eans: string[];
  amount: number;
}

/** Units one row may add (the distribution command's own ceiling). */
export const VOUCHER_ROW_MAX = 1_000_000;
const CRM_MAX_DIGITS = 10;
const UF_SET: ReadonlySet<string> = new Set(UFS);

export const issue = (field: VoucherHeader, code: MessageKey, params?: Record<string, string | number>): ImportError =>
  ({ field, code, message: translate(code, params) });

/** The error row of spec §3: the row's values as typed, and what is wrong with it. */
export function voucherErrorRow(row: SheetRow<VoucherHeader>, errors: ImportError[]): VoucherImportErrorRow {
  const c = row.cells;
  return { row: row.row, crm: c.CRM.text, uf: c.UF.text, ean: c.EAN.text, amount: c.Quantidade.text, errors };
}

/** Checks one row on its own; the doctor, the presentation, duplicates and stock come after. */
export function checkVoucherRow(row: SheetRow<VoucherHeader>): { value?: VoucherRow; errors: ImportError[] } {
  const c = row.cells;
  const errors: ImportError[] = [];

  const crm = crmOf(c.CRM);
  if (!c.CRM.text) errors.push(issue('CRM', 'validation.requiredField'));
  else if (!/^\d+$/.test(crm) || crm.length > CRM_MAX_DIGITS) errors.push(issue('CRM', 'validation.invalidCRM'));

  const uf = c.UF.text.toUpperCase();
  if (!uf) errors.push(issue('UF', 'validation.requiredField'));
  else if (!UF_SET.has(uf)) errors.push(issue('UF', 'validation.invalidUf'));

  const ean = onlyDigits(c.EAN.text);
  if (!c.EAN.text) errors.push(issue('EAN', 'validation.requiredField'));
  else if (ean.length < 8 || ean.length > 14 || /[^\d\s.-]/.test(c.EAN.text)) errors.push(issue('EAN', 'validation.voucherUnknownEan'));

  const quantity = c.Quantidade.text;
  const amount = /^\d+$/.test(quantity) ? Number(quantity) : Number.NaN;
  if (!quantity) errors.push(issue('Quantidade', 'validation.requiredField'));
  else if (!Number.isSafeInteger(amount) || amount < 1) errors.push(issue('Quantidade', 'validation.quantityMin'));
  else if (amount > VOUCHER_ROW_MAX) errors.push(issue('Quantidade', 'validation.quantityMax', { max: VOUCHER_ROW_MAX }));

  if (errors.length > 0) return { errors };
  const eans = c.EAN.wasNumber && ean.length < 13 ? [ean, ean.padStart(13, '0')] : [ean];
  return { value: { row: row.row, crm, uf, eans, amount }, errors };
}
