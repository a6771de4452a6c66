import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { decisionLabel, formatCpf, translate, type procedureExportQuerySchema, type ProcedureRow } from '@portal/domain';
import { recordAudit } from '#platform/lib/audit.ts';
import { recordPatientReads, type PatientReadEvent } from '#platform/lib/patient-reads.ts';
import { CSV_MIME, csvStream, saoPauloStamp, xlsxStream, XLSX_MIME, type ReportCell } from '#platform/lib/spreadsheet/index.ts';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { rowBatches } from './procedure-list.repository.ts';
import { listFilter, rowsFor } from './procedures-read.service.ts';
import { seesPatientInLists } from './procedure-views.ts';

type ExportQuery = z.output<typeof procedureExportQuerySchema>;

export interface ExportFile { name: string; contentType: string; stream: Readable }

/** A doctor's export carries the patient; everyone else's the requester (spec §6), like the list. */
const PERSON_COLUMNS = {
  doctor: ['patientName', 'patientCpf'],
  staff: ['requesterName', 'requesterCrm', 'requesterUf'],
} as const;
const BEFORE = ['code', 'createdAt', 'type', 'status', 'followup', 'examGroup', 'items', 'product', 'presentation', 'patientProcedure'] as const;
const AFTER = ['approvedBy', 'approvedAt'] as const;

const columnsFor = (doctor: boolean) => [...BEFORE, ...(doctor ? PERSON_COLUMNS.doctor : PERSON_COLUMNS.staff), ...AFTER];

const decisionText = (r: ProcedureRow): string | null => {
  const label = decisionLabel(r);
  return label && translate(label.key, label.params);
};

function cells(r: ProcedureRow, doctor: boolean): ReportCell[] {
  const person = doctor
    ? [r.patient?.name ?? null, r.patient ? formatCpf(r.patient.cpf) : null]
    : [r.requester?.name ?? null, r.requester?.crm ?? null, r.requester?.uf ?? null];
  return [
    r.code, saoPauloStamp(r.createdAt), translate(`procedureType.${r.type}`), translate(`status.${r.status}`), r.followup, r.examGroup,
    r.items.join(', '), r.product, r.presentation, r.patientProcedure, ...person, decisionText(r),
    r.approvedAt ? saoPauloStamp(r.approvedAt) : null,
  ];
}

/**
 * `GET /procedures/export`: every request the list's filters select, newest first, as CSV (`;`,
 * byte-order mark) or XLSX, streamed in batches from the database (memory stays bounded whatever
 * the total). The export of patient data is audited with its filters before the first byte; each
 * batch's patients are counted in their privacy centres before the batch is written (one
 * statement a batch), and the end is audited with how many rows and patients went out, naming
 * the per-patient records (reader, day, source) — decision 0064.
 */
export async function exportProcedures({ db, now }: Deps, ctx: RequestContext, q: ExportQuery): Promise<ExportFile> {
  const filter = listFilter(ctx, q);
  const doctor = seesPatientInLists(ctx.userType);
  const read: PatientReadEvent = { readerId: ctx.userId, at: now(), source: 'requestExport', requestType: q.type, batched: true };
  const patientReads = { source: read.source, requestType: q.type, at: read.at.toISOString() };
  await recordAudit(db, {
    actorId: ctx.userId, action: 'procedure.export', entity: 'procedure', entityId: null, ip: ctx.ip,
    after: {
      programId: filter.programId, format: q.format, type: q.type, status: q.status ?? null, followupIds: q.followupIds ?? null,
      examGroupIds: q.examGroupIds ?? null, yearMonth: q.yearMonth ?? null, filter: q.filter ?? null, doctorId: q.doctorId ?? null,
      scheduledFrom: q.scheduledFrom ?? null, scheduledTo: q.scheduledTo ?? null, patientReads,
    },
  });
  async function* batches() {
    const patients = new Set<number>();
    let count = 0;
    for await (const rows of rowBatches(db, filter)) {
      for (const id of await recordPatientReads(db, read, { procedureIds: rows.map((r) => r.id) })) patients.add(id);
      count += rows.length;
      yield (await rowsFor(db, ctx, rows)).map((r) => cells(r, doctor));
    }
    await recordAudit(db, {
      actorId: ctx.userId, action: 'procedure.exportCompleted', entity: 'procedure', entityId: null, ip: ctx.ip,
      after: { programId: filter.programId, format: q.format, type: q.type, rows: count, patients: patients.size, patientReads },
    });
  }
  const header = columnsFor(doctor).map((c) => translate(`procedureSheets.columns.${c}`));
  const name = translate('procedureSheets.exportFileName');
  return q.format === 'xlsx'
    ? { name: `${name}.xlsx`, contentType: XLSX_MIME, stream: xlsxStream(translate('procedureSheets.exportSheetName'), header, batches()) }
    : { name: `${name}.csv`, contentType: CSV_MIME, stream: csvStream(header, batches()) };
}
