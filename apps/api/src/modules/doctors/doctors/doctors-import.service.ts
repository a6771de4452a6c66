import { DOCTOR_IMPORT_MAX_ROWS, DOCTOR_REQUIRED_HEADERS, DOCTOR_TEMPLATE_HEADERS, translate, type DoctorImportErrorRow } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn, type ScopedProgramId } from '#platform/context/scope.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { isUniqueViolation } from '#platform/lib/pg-errors.ts';
import { importValidation, readSheet, templateXlsx, XLSX_MIME, type ImportReportColumns } from '#platform/lib/spreadsheet/index.ts';
import type { DbOrTx } from '#db/client.ts';
import { queueImportedCheck } from '../council/index.ts';
import * as repo from './doctors-import.repository.ts';
import { checkDuplicates, checkKnown, checkRow, errorRow, specialtyKey, type DoctorHeader, type DoctorImportRow } from './doctors-import.rules.ts';

/** The critique report's columns after "Linha", as the template names them. */
const REPORT_COLUMNS: ImportReportColumns<DoctorImportErrorRow> = [
  { header: 'Nome completo', value: (r) => r.fullName },
  { header: 'CRM', value: (r) => r.crm },
  { header: 'UF', value: (r) => r.uf },
  { header: 'Telefone', value: (r) => r.telephone },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'CPF', value: (r) => r.cpf },
  { header: 'Especialidade', value: (r) => r.specialty },
];

/**
 * The template: every column but Especialidade is required (spec §4: a doctor's specialty is
 * optional), the optional one noted as such, and the "Exemplo" sheet shows a filled-in row.
 */
export async function doctorTemplate() {
  const example = ['name', 'crm', 'uf', 'phone', 'email', 'cpf', 'specialty'].map((key) => translate(`importWizard.exampleDoctor.${key}`));
  const guide = {
    required: DOCTOR_REQUIRED_HEADERS, requiredNote: translate('importWizard.requiredNote'),
    optionalNote: translate('importWizard.optionalSpecialtyNote'),
    example: { sheetName: translate('importWizard.exampleSheetName'), row: example },
  };
  return { name: 'Modelo-Importacao-Medicos.xlsx', contentType: XLSX_MIME, data: await templateXlsx('Médicos', DOCTOR_TEMPLATE_HEADERS, guide) };
}

interface Checked {
  total: number;
  valid: DoctorImportRow[];
  errors: DoctorImportErrorRow[];
}

/** Every rule on every row: the row's own fields, duplicates inside the file, CRMs the programme already has. */
async function checkFile(db: DbOrTx, programId: ScopedProgramId, file: Buffer): Promise<Checked> {
  const rows = await readSheet<DoctorHeader>(file, { headers: DOCTOR_TEMPLATE_HEADERS, maxRows: DOCTOR_IMPORT_MAX_ROWS });
  const specialties = new Map((await repo.specialtyGroups(db, programId)).map((g) => [specialtyKey(g.name), g.id]));
  const checked = rows.map((row) => checkRow(row, { specialties }));
  checkDuplicates(checked);
  const pairs = checked.flatMap((r) => (r.value ? [{ crm: r.value.crm, uf: r.value.uf }] : []));
  checkKnown(checked, await repo.knownDoctors(db, programId, pairs));
  const errors = checked.flatMap((r, i) => (r.errors.length > 0 ? [errorRow(rows[i]!, r.errors)] : []));
  const valid = checked.flatMap((r) => (r.value && r.errors.length === 0 ? [r.value] : []));
  return { total: rows.length, valid, errors };
}

/** `POST /doctors/doctors-XLSX/validate`: the critique of the file; nothing is saved. */
export async function validateDoctorsSpreadsheet({ db }: Deps, ctx: RequestContext, programId: number, file: Buffer) {
  const program = programIn(ctx.scope, programId);
  const { total, errors } = await checkFile(db, program, file);
  return importValidation(total, errors, REPORT_COLUMNS);
}

/**
 * `POST /doctors/doctors-XLSX`: the same checks, then every row saved in one transaction, or
 * none (a bad row, or a CRM another import saved meanwhile, answers the bad rows instead).
 */
export async function importDoctorsSpreadsheet(deps: Deps, ctx: RequestContext, programId: number, file: Buffer) {
  const program = programIn(ctx.scope, programId);
  const attempt = () => deps.db.transaction(async (tx) => {
    const checked = await checkFile(tx, program, file);
    if (checked.errors.length > 0) return { success: false, imported: 0, errors: checked.errors };
    const ids = await repo.insertRegistryRows(tx, checked.valid.map((r) => ({
      programId: program, crm: r.crm, uf: r.uf, name: r.name, phone: r.phone, email: r.email, cpf: r.cpf,
      specialtyGroupId: r.specialtyGroupId, importedById: ctx.userId,
    })));
    const imported = ids.length;
    // Every imported CRM goes through the medical council's check, as a signup's does (decision 0076).
    await queueImportedCheck(tx, deps, ids);
    await recordAudit(tx, {
      actorId: ctx.userId, action: 'doctors.import', entity: 'doctor', entityId: null, ip: ctx.ip,
      after: { programId: program, imported, crms: checked.valid.map((r) => `${r.crm}/${r.uf}`) },
    });
    return { success: true, imported, errors: [] };
  });
  try {
    return await attempt();
  } catch (error) {
    // Another import saved one of these CRMs between our check and our insert: check again, now it shows.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}
