import {
  isSerious, todayInBrazil, type CaseCoding, type CaseDetail, type CaseQueueItem, type CaseVersion, type PvCaseState, type PvSettings,
} from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn, type ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { recordPatientReads } from '#platform/lib/patient-reads.ts';
import { findReportByProtocol, listReports, type AdverseEventReport } from '#patients/adverse-events/index.ts';
import { settingsOf } from '../settings/index.ts';
import { unknownLltCodes } from '../meddra/index.ts';
import { caseClock } from './clock.ts';
import { prefill } from './prefill.ts';
import * as repo from './cases.repository.ts';

/** A case: its report and, when coded, its latest version. */
export interface LoadedCase {
  report: AdverseEventReport;
  programId: ScopedProgramId;
  latest: repo.CaseVersionRow | undefined;
  coding: CaseCoding;
}

interface Tracking {
  latest: repo.CaseVersionRow | undefined;
  versions: number;
  exported: { version: number; createdAt: Date } | undefined;
  ack: { accepted: boolean; createdAt: Date } | undefined;
}

function stateOf(t: Tracking): PvCaseState {
  if (!t.latest) return 'NEW';
  if (!t.exported || t.exported.version < t.latest.version) return 'TRIAGE';
  if (t.ack && t.ack.createdAt >= t.exported.createdAt) return t.ack.accepted ? 'ACCEPTED' : 'REJECTED';
  return 'EXPORTED';
}

function item(report: AdverseEventReport, t: Tracking, settings: PvSettings, today: string): CaseQueueItem {
  const serious = t.latest ? t.latest.serious : report.serious;
  const dayZero = todayInBrazil(report.createdAt);
  return {
    protocol: report.protocol, state: stateOf(t), reporterType: report.reporterType, productName: report.productName,
    serious, dayZero, ...caseClock(dayZero, serious, settings, today), versions: t.versions,
  };
}

/** Overdue first, then the nearest due date, then the oldest protocol. */
const queueOrder = (a: CaseQueueItem, b: CaseQueueItem) =>
  Number(b.overdue) - Number(a.overdue) || a.dueDate.localeCompare(b.dueDate) || a.protocol.localeCompare(b.protocol);

async function tracking(db: DbOrTx, ids: number[]) {
  const [latest, counts, exported, acks] = await Promise.all([
    repo.latestVersions(db, ids), repo.versionCounts(db, ids), repo.latestExports(db, ids), repo.latestAcks(db, ids),
  ]);
  return (id: number): Tracking => ({ latest: latest.get(id), versions: counts.get(id) ?? 0, exported: exported.get(id), ack: acks.get(id) });
}

/** `GET /adverse-events?programId=`: the programme's case queue (no patient data: protocol, product, clock). */
export async function caseQueue(deps: Deps, ctx: RequestContext, programId: number | undefined): Promise<CaseQueueItem[]> {
  const program = programIn(ctx.scope, programId, 'programNotFound');
  const [reports, settings] = await Promise.all([listReports(deps.db, program), settingsOf(deps.db, program)]);
  const of = await tracking(deps.db, reports.map((r) => r.id));
  const today = todayInBrazil(deps.now());
  return reports.map((r) => item(r, of(r.id), settings, today)).sort(queueOrder);
}

/** The case of a protocol in the caller's programme (another programme's answers like a missing one). */
export async function loadCase(db: DbOrTx, ctx: RequestContext, protocol: string): Promise<LoadedCase> {
  const report = await findReportByProtocol(db, protocol);
  if (!report) throw notFound('pvCaseNotFound');
  const programId = programIn(ctx.scope, report.programId, 'pvCaseNotFound');
  const latest = (await repo.latestVersions(db, [report.id])).get(report.id);
  return { report, programId, latest, coding: latest?.coding ?? prefill(report) };
}

/**
 * A read of a case's patient data: audited, and counted in the patient's privacy centre when the
 * patient reported from their link (a doctor's report names the patient by initials only).
 */
export async function recordCaseRead(db: DbOrTx, ctx: RequestContext, loaded: LoadedCase, at: Date, what: 'read' | 'export'): Promise<void> {
  const audit = {
    actorId: ctx.actor.userId, action: what === 'read' ? 'pvCase.read' as const : 'pvCase.export' as const, entity: 'pvCase' as const,
    entityId: loaded.report.protocol, after: { version: loaded.latest?.version ?? 0 }, ip: ctx.actor.ip,
  };
  const procedureIds = loaded.report.procedureId ? [loaded.report.procedureId] : [];
  await recordPatientReads(db, { readerId: ctx.userId, at, source: 'pharmacovigilanceCase' }, { procedureIds }, what === 'read' ? audit : undefined);
  if (what === 'export') await recordAudit(db, audit);
}

const versionView = (row: repo.CaseVersionRow): CaseVersion =>
  ({ ...row.coding, version: row.version, createdAt: row.createdAt.toISOString(), createdBy: row.createdBy });

/** `GET /adverse-events/{protocol}`: the report as received, the current coding (prefilled before the first version), its history. */
export async function getCase(deps: Deps, ctx: RequestContext, protocol: string): Promise<CaseDetail> {
  const loaded = await loadCase(deps.db, ctx, protocol);
  const { report } = loaded;
  const [settings, of, versions, acks] = await Promise.all([
    settingsOf(deps.db, loaded.programId), tracking(deps.db, [report.id]), repo.listVersions(deps.db, report.id), repo.listAcks(deps.db, report.id),
  ]);
  await recordCaseRead(deps.db, ctx, loaded, deps.now(), 'read');
  return {
    item: item(report, of(report.id), settings, todayInBrazil(deps.now())),
    report: {
      reporterType: report.reporterType, description: report.description, onsetDate: report.onsetDate, serious: report.serious,
      outcome: report.outcome, productId: report.productId, productName: report.productName, receivedAt: report.createdAt.toISOString(),
    },
    current: loaded.coding,
    versions: versions.map((v) => ({ version: v.version, createdAt: v.createdAt.toISOString(), createdBy: v.createdBy })),
    acknowledgements: acks.map((a) => ({ accepted: a.accepted, code: a.code, message: a.message, receivedAt: a.createdAt.toISOString() })),
  };
}

/** `GET /adverse-events/{protocol}/versions`: every version, oldest first. */
export async function caseVersions(deps: Deps, ctx: RequestContext, protocol: string): Promise<CaseVersion[]> {
  const loaded = await loadCase(deps.db, ctx, protocol);
  const rows = await repo.listVersions(deps.db, loaded.report.id);
  await recordCaseRead(deps.db, ctx, loaded, deps.now(), 'read');
  return rows.map(versionView);
}

/**
 * `POST /adverse-events/{protocol}/versions`: a new version of the coding. Each LLT code must be in
 * the programme's latest MedDRA release; a coded reaction without a version takes the release's.
 */
export async function addCaseVersion(deps: Deps, ctx: RequestContext, protocol: string, coding: CaseCoding): Promise<CaseVersion> {
  return deps.db.transaction(async (tx) => {
    const loaded = await loadCase(tx, ctx, protocol);
    const { release, unknown } = await unknownLltCodes(tx, loaded.programId, coding.reactions);
    if (unknown.length > 0) {
      throw new AppError(release ? 'meddraCodeUnknown' : 'meddraReleaseMissing', 400,
        { reactions: unknown.map(() => release ? 'err.meddraCodeUnknown' : 'err.meddraReleaseMissing') },
        { code: unknown.join(', '), version: release?.version ?? '' });
    }
    const reactions = coding.reactions.map((r) => (r.lltCode && !r.meddraVersion && release ? { ...r, meddraVersion: release.version } : r));
    await repo.lockCase(tx, loaded.report.id);
    const row = await repo.insertVersion(tx, {
      adverseEventId: loaded.report.id, coding: { ...coding, reactions }, serious: isSerious(coding.seriousness),
      createdById: ctx.userId, createdAt: deps.now(),
    });
    await recordAudit(tx, {
      actorId: ctx.actor.userId, action: 'pvCase.version', entity: 'pvCase', entityId: protocol,
      before: loaded.latest ? { version: loaded.latest.version } : null, after: { version: row.version, serious: row.serious }, ip: ctx.actor.ip,
    });
    return versionView(row);
  });
}
