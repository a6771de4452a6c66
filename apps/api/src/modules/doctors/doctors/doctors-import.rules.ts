import {
  isValidCpf, isValidEmail, isValidPhone, translate, UFS,
  type DOCTOR_TEMPLATE_HEADERS, type DoctorImportErrorRow, type ImportError, type MessageKey,
} from '@portal/domain';
import { crmOf, digitsKeepingZeros, type SheetRow } from '#platform/lib/spreadsheet/index.ts';

/**
 * The doctor spreadsheet's row rules (spec §5, §9): every field of every row is checked before
 * anything is saved, and each bad row gets one error row naming each field and broken rule.
 */
export type DoctorHeader = (typeof DOCTOR_TEMPLATE_HEADERS)[number];

/** A row that passed every rule, normalised as the registry stores it. */
export interface DoctorImportRow {
  row: number;
  name: string;
  crm: string;
  uf: string;
  phone: string;
  email: string;
  cpf: string;
  specialtyGroupId: number | null;
}

export interface RowContext {
  /** Specialty group ids by normalised name. */
  specialties: ReadonlyMap<string, number>;
}

const NAME_MAX = 150;
const CRM_MAX_DIGITS = 10;
const UF_SET: ReadonlySet<string> = new Set(UFS);

export const specialtyKey = (name: string): string => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase().replace(/\s+/g, ' ');

const issue = (field: DoctorHeader, code: MessageKey, params?: Record<string, string | number>): ImportError =>
  ({ field, code, message: translate(code, params) });

/** The error row of spec §3: the row's values as typed, and what is wrong with it. */
export function errorRow(row: SheetRow<DoctorHeader>, errors: ImportError[]): DoctorImportErrorRow {
  const c = row.cells;
  return {
    row: row.row, fullName: c['Nome completo'].text, crm: c.CRM.text, uf: c.UF.text, telephone: c.Telefone.text,
    email: c['E-mail'].text, cpf: c.CPF.text, specialty: c.Especialidade.text, errors,
  };
}

/** Checks one row on its own; the file-wide and programme-wide rules come after. */
export function checkRow(row: SheetRow<DoctorHeader>, ctx: RowContext): { value?: DoctorImportRow; errors: ImportError[] } {
  const c = row.cells;
  const errors: ImportError[] = [];
  const name = c['Nome completo'].text.replace(/\s+/g, ' ');
  if (!name) errors.push(issue('Nome completo', 'validation.requiredField'));
  else if (name.length > NAME_MAX) errors.push(issue('Nome completo', 'validation.maxLength', { length: NAME_MAX }));

  const crm = crmOf(c.CRM);
  if (!c.CRM.text) errors.push(issue('CRM', 'validation.requiredField'));
  else if (!/^\d+$/.test(crm) || crm.length === 0 || crm.length > CRM_MAX_DIGITS) errors.push(issue('CRM', 'validation.invalidCRM'));

  const uf = c.UF.text.toUpperCase();
  if (!uf) errors.push(issue('UF', 'validation.requiredField'));
  else if (!UF_SET.has(uf)) errors.push(issue('UF', 'validation.invalidUf'));

  const phone = digitsKeepingZeros(c.Telefone);
  if (!c.Telefone.text) errors.push(issue('Telefone', 'validation.requiredField'));
  else if (!isValidPhone(phone) || /[a-z]/i.test(c.Telefone.text)) errors.push(issue('Telefone', 'validation.invalidPhone'));

  const email = c['E-mail'].text.toLowerCase();
  if (!email) errors.push(issue('E-mail', 'validation.requiredField'));
  else if (!isValidEmail(email)) errors.push(issue('E-mail', 'validation.invalidEmail'));

  const cpf = digitsKeepingZeros(c.CPF, 11);
  if (!c.CPF.text) errors.push(issue('CPF', 'validation.requiredField'));
  else if (!isValidCpf(cpf) || /[a-z]/i.test(c.CPF.text)) errors.push(issue('CPF', 'validation.invalidCpf'));

  const specialtyName = c.Especialidade.text;
  const specialtyGroupId = specialtyName ? ctx.specialties.get(specialtyKey(specialtyName)) : null;
  if (specialtyGroupId === undefined) errors.push(issue('Especialidade', 'validation.unknownSpecialty'));

  if (errors.length > 0) return { errors };
  return { value: { row: row.row, name, crm, uf, phone, email, cpf, specialtyGroupId: specialtyGroupId ?? null }, errors };
}

/** Adds, row by row, the rules across the file: a CRM/UF or a CPF already on an earlier row. */
export function checkDuplicates(rows: readonly { value?: DoctorImportRow; errors: ImportError[] }[]): void {
  const crms = new Map<string, number>();
  const cpfs = new Map<string, number>();
  for (const r of rows) {
    if (!r.value) continue;
    const { crm, uf, cpf, row } = r.value;
    const firstCrm = crms.get(`${crm}/${uf}`);
    if (firstCrm !== undefined) r.errors.push(issue('CRM', 'validation.duplicatedInFile', { row: firstCrm }));
    else crms.set(`${crm}/${uf}`, row);
    const firstCpf = cpfs.get(cpf);
    if (firstCpf !== undefined) r.errors.push(issue('CPF', 'validation.duplicatedInFile', { row: firstCpf }));
    else cpfs.set(cpf, row);
  }
}

/** Adds the programme-wide rule: the CRM/UF is already one of the programme's doctors. */
export function checkKnown(rows: readonly { value?: DoctorImportRow; errors: ImportError[] }[], known: ReadonlySet<string>): void {
  for (const r of rows) {
    if (r.value && known.has(`${r.value.crm}/${r.value.uf}`)) r.errors.push(issue('CRM', 'validation.doctorAlreadyInProgram'));
  }
}
