import {
  VOUCHER_IMPORT_MAX_ROWS, VOUCHER_TEMPLATE_HEADERS, distributionRecipientTypes, hasUnlimitedInventory, translate,
  type ImportError, type VoucherImportErrorRow,
} from '@portal/domain';
import { recordAudit } from '#platform/lib/audit.ts';
import { importValidation, readSheet, templateXlsx, XLSX_MIME, type ImportReportColumns } from '#platform/lib/spreadsheet/index.ts';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { applyToLedger, auditId, ledgerTransaction } from './distribution.service.ts';
import { balanceOf } from './inventory.repository.ts';
import { namedProgram } from './inventory-scope.ts';
import { presentationsByEan } from './inventory-items.repository.ts';
import type { LedgerKey } from './ledger.repository.ts';
import { doctorRecipientsByCrm } from './recipients.repository.ts';
import { checkVoucherRow, issue, voucherErrorRow, type VoucherHeader, type VoucherRow } from './voucher-import.rules.ts';

/** The critique report's columns after "Linha", as the template names them. */
const REPORT_COLUMNS: ImportReportColumns<VoucherImportErrorRow> = [
  { header: 'CRM', value: (r) => r.crm },
  { header: 'UF', value: (r) => r.uf },
  { header: 'EAN', value: (r) => r.ean },
  { header: 'Quantidade', value: (r) => r.amount },
];

/**
 * `GET /movements/inventory/distribute-XLSX/template`: the header row CRM, UF, EAN, Quantidade,
 * every column required, and the "Exemplo" sheet with a filled-in row.
 */
export async function voucherTemplate() {
  const example = ['crm', 'uf', 'ean', 'amount'].map((key) => translate(`importWizard.exampleVoucher.${key}`));
  const guide = {
    required: VOUCHER_TEMPLATE_HEADERS, requiredNote: translate('importWizard.requiredNote'),
    example: { sheetName: translate('importWizard.exampleSheetName'), row: example },
  };
  return {
    name: translate('inventoryLedger.voucherTemplateFileName'), contentType: XLSX_MIME,
    data: await templateXlsx(translate('inventoryLedger.voucherSheetName'), VOUCHER_TEMPLATE_HEADERS, guide),
  };
}

/** What a clean file gives, per presentation: each doctor's units. */
interface Grant { key: LedgerKey; amounts: Map<number, number> }

interface Checked {
  total: number;
  errors: VoucherImportErrorRow[];
  grants: Grant[];
}

const pairKey = (crm: string, uf: string) => `${crm}/${uf}`;

/**
 * Every rule on every row: its own fields, then a presentation of the programme with that EAN, a
 * doctor the caller may give to with that CRM and UF, no doctor and presentation twice in the file,
 * and — for a caller who is not an administrator — no presentation needing more than they hold.
 */
async function checkFile(db: DbOrTx, ctx: RequestContext, programId: ScopedProgramId, file: Buffer): Promise<Checked> {
  const rows = await readSheet<VoucherHeader>(file, { headers: VOUCHER_TEMPLATE_HEADERS, maxRows: VOUCHER_IMPORT_MAX_ROWS });
  const checked = rows.map(checkVoucherRow);
  const valid = checked.flatMap((r) => (r.value ? [r.value] : []));
  const byEan = await presentationsByEan(db, programId, valid.flatMap((r) => r.eans));
  const types = distributionRecipientTypes(ctx.userType).filter((t) => t === 'DOCTOR');
  const doctors = await doctorRecipientsByCrm(db, { scope: ctx.scope, programId, types }, valid.map((r) => ({ crm: r.crm, uf: r.uf })));
  const doctorOf = new Map(doctors.map((d) => [pairKey(d.crm, d.uf), d.userId]));

  const placed: ({ userId: number; key: LedgerKey; amount: number } | undefined)[] = [];
  const seen = new Map<string, number>();
  checked.forEach((result, i) => {
    const value: VoucherRow | undefined = result.value;
    if (!value) return;
    const matches = value.eans.flatMap((ean) => byEan.get(ean) ?? []);
    const item = matches[0];
    if (!item) result.errors.push(issue('EAN', 'validation.voucherUnknownEan'));
    else if (new Set(matches.map((m) => m.itemId)).size > 1) result.errors.push(issue('EAN', 'validation.voucherAmbiguousEan'));
    const userId = doctorOf.get(pairKey(value.crm, value.uf));
    if (userId === undefined) result.errors.push(issue('CRM', 'validation.voucherDoctorNotFound'));
    if (result.errors.length > 0 || !item || userId === undefined) return;
    const rowKey = `${userId}:${item.itemId}`;
    const first = seen.get(rowKey);
    if (first !== undefined) {
      result.errors.push(issue('CRM', 'validation.voucherDuplicatedRow', { row: first }));
      return;
    }
    seen.set(rowKey, value.row);
    placed[i] = { userId, key: { programId, inventoryType: 'FIRST_MEDICINE', groupId: item.groupId, itemId: item.itemId }, amount: value.amount };
  });

  const grants = new Map<number, Grant>();
  for (const p of placed) {
    if (!p) continue;
    const grant = grants.get(p.key.itemId) ?? { key: p.key, amounts: new Map<number, number>() };
    grant.amounts.set(p.userId, p.amount);
    grants.set(p.key.itemId, grant);
  }
  if (!hasUnlimitedInventory(ctx.userType)) {
    for (const grant of grants.values()) {
      const needed = [...grant.amounts.values()].reduce((a, b) => a + b, 0);
      if (needed <= await balanceOf(db, grant.key, ctx.userId)) continue;
      const short: ImportError = issue('Quantidade', 'validation.insufficientInventory');
      placed.forEach((p, i) => { if (p?.key.itemId === grant.key.itemId) checked[i]!.errors.push(short); });
    }
  }

  const errors = checked.flatMap((r, i) => (r.errors.length > 0 ? [voucherErrorRow(rows[i]!, r.errors)] : []));
  return { total: rows.length, errors, grants: [...grants.values()].sort((a, b) => a.key.itemId - b.key.itemId) };
}

/** `POST /movements/inventory/distribute-XLSX/validate`: the critique of the file; nothing is saved. */
export async function validateVoucherSpreadsheet({ db }: Deps, ctx: RequestContext, programId: number, file: Buffer) {
  const { total, errors } = await checkFile(db, ctx, namedProgram(ctx, programId), file);
  return importValidation(total, errors, REPORT_COLUMNS);
}

/**
 * `POST /movements/inventory/distribute-XLSX`: the same checks, then every row an ADD_UNITS of its
 * quantity to its doctor, all in one transaction with the caller's balances locked, or none (a bad
 * row answers the bad rows; stock another command took meanwhile answers 400 insufficientInventory).
 */
export async function importVoucherSpreadsheet(deps: Deps, ctx: RequestContext, programId: number, file: Buffer) {
  const program = namedProgram(ctx, programId);
  const reason = translate('inventoryLedger.voucherImportReason');
  return ledgerTransaction(deps, async (tx) => {
    const checked = await checkFile(tx, ctx, program, file);
    if (checked.errors.length > 0) return { success: false, imported: 0, errors: checked.errors };
    const items = [];
    for (const { key, amounts } of checked.grants) {
      const recipients = [...amounts.keys()].sort((a, b) => a - b);
      const outcome = await applyToLedger(tx, ctx, key, recipients, 'ADD_UNITS', (userId) => amounts.get(userId)!, reason);
      items.push({ inventory: auditId(key), recipients, ...outcome });
    }
    await recordAudit(tx, {
      actorId: ctx.userId, action: 'inventory.importSpreadsheet', entity: 'inventory', entityId: null, ip: ctx.ip,
      after: { programId: program, rows: checked.total, items },
    });
    return { success: true, imported: checked.total, errors: [] };
  });
}
