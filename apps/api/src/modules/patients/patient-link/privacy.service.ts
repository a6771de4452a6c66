import { CONSENT_CHANNELS, consentField, type AuditAction, type ConsentChannel, type PatientExport, type PatientRead, type PatientReadSource, type PrivacyOverview } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import * as repo from './patient-link.repository.ts';
import { consentHistory, currentConsents, insertConsents, toConsent, withStatuses } from '#messaging/contact-consent/index.ts';
import { linkPatient, notMatched } from './patient-link.service.ts';
import { readPatientToken, termVersionOf } from './patient-token.ts';

/**
 * The patient's privacy centre (LGPD art. 18) on the public link, after the CPF check: the token
 * the check answered names the code and the patient; anything else answers 401 invalidToken.
 */
async function tokenLink(deps: Deps, code: string, token: string | undefined) {
  const claims = readPatientToken(deps.config.onboarding.codeSecret, token, code, deps.now());
  if (!claims) throw new AppError('invalidToken', 401);
  const link = await repo.findLink(deps.db, code);
  if (link?.patientId !== claims.patientId) throw new AppError('invalidToken', 401);
  return { ...link, patientId: claims.patientId };
}

/** The audit action a list or an export is recorded under, for a screen that names reads by it. */
const SOURCE_ACTION: Record<PatientReadSource, AuditAction> = {
  requestList: 'procedure.list', decisionQueue: 'procedure.list', requestExport: 'procedure.export',
  patientCareList: 'patientCare.list', patientCareRead: 'patientCare.read',
  fhirRead: 'fhir.search', fhirPartner: 'fhir.search', fhirExport: 'fhir.export',
  pharmacovigilanceCase: 'pvCase.read',
};

/**
 * Who read the patient's data, newest first: each record opened (audit trail), and the list pages
 * and exports that showed them, one entry per reader, day and source with how many times (decision 0064).
 */
async function reads(deps: Deps, patientId: number): Promise<PatientRead[]> {
  const procedureIds = (await repo.patientProcedures(deps.db, patientId)).map((p) => p.id);
  const [opened, shown] = [await repo.patientReads(deps.db, patientId, procedureIds), await repo.patientShownReads(deps.db, patientId)];
  const all: PatientRead[] = [
    ...opened.map((r) => ({
      at: r.at.toISOString(), action: r.action, actorName: r.actorName, actorType: r.actorType, count: 1, day: null, source: null, requestType: null,
    })),
    ...shown.map((r) => ({
      at: r.lastAt.toISOString(), action: SOURCE_ACTION[r.source], actorName: r.actorName, actorType: r.actorType, count: r.count,
      day: r.day, source: r.source, requestType: r.requestType === '' ? null : r.requestType,
    })),
  ];
  return all.sort((a, b) => b.at.localeCompare(a.at)).slice(0, repo.READS_SHOWN);
}

async function overview(deps: Deps, patientId: number): Promise<PrivacyOverview> {
  const patient = await repo.findPatient(deps.db, patientId);
  if (!patient) throw notMatched();
  const current = currentConsents(await consentHistory(deps.db, patientId));
  return {
    patientName: patient.name,
    consents: CONSENT_CHANNELS.flatMap((c) => { const row = current.get(c); return row ? [toConsent(row)] : []; }),
    reads: await reads(deps, patientId),
  };
}

/** `GET /procedures/by-code/{code}/privacy`. */
export async function privacyOverview(deps: Deps, code: string, token: string | undefined) {
  const link = await tokenLink(deps, code, token);
  return overview(deps, link.patientId);
}

/**
 * `POST /procedures/by-code/{code}/privacy/revoke`: records the revocation (term version, time,
 * IP) and clears the patient's contact flag in the same transaction, so nothing is sent on that
 * channel from then on. Revoking what is not granted answers 409 consentNotGranted; a contact flag
 * a form stored before the patient ever answered on the link may be revoked too.
 */
export async function revokeConsent(deps: Deps, ip: string, code: string, token: string | undefined, channel: ConsentChannel) {
  const link = await tokenLink(deps, code, token);
  const current = currentConsents(await consentHistory(deps.db, link.patientId)).get(channel);
  const flags = (await repo.findPatient(deps.db, link.patientId))?.details ?? {};
  const granted = current ? current.granted : channel !== 'TERMS' && flags[consentField(channel)] === true;
  if (!granted) throw new AppError('consentNotGranted', 409);
  const at = deps.now();
  const termVersion = current?.termVersion ?? termVersionOf(link.program.consentTerm);
  const termDate = current ? current.termDate : link.program.consentTermUpdatedAt;
  await deps.db.transaction(async (tx) => {
    await insertConsents(tx, [{ programId: link.programId, patientId: link.patientId, procedureId: link.procedureId, channel, granted: false, termVersion, termDate, ip, at }]);
    if (channel !== 'TERMS') await repo.setContactFlag(tx, link.patientId, consentField(channel), false);
    await recordAudit(tx, { actorId: null, action: 'patient.revokeConsent', entity: 'patient', entityId: link.patientId, ip, after: { channel, termVersion } });
  });
  return overview(deps, link.patientId);
}

/** `GET /procedures/by-code/{code}/privacy/export`: everything held about the patient. */
export async function exportPatientData(deps: Deps, ip: string, code: string, token: string | undefined): Promise<PatientExport> {
  const link = await tokenLink(deps, code, token);
  const row = await repo.findPatient(deps.db, link.patientId);
  if (!row) throw notMatched();
  const [history, procedures] = [await consentHistory(deps.db, link.patientId), await repo.patientProcedures(deps.db, link.patientId)];
  await recordAudit(deps.db, { actorId: null, action: 'patient.exportData', entity: 'patient', entityId: link.patientId, ip });
  return {
    exportedAt: deps.now().toISOString(),
    program: { name: link.program.name },
    patient: { ...(await linkPatient(deps, link.patientId, termVersionOf(link.program.consentTerm))), details: row.details, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() },
    consentHistory: withStatuses(history).map((c) => ({ ...toConsent(c), ip: c.ip })),
    procedures: procedures.map((p) => ({ code: p.code, type: p.type, status: p.status, createdAt: p.createdAt.toISOString(), requesterName: p.requesterName })),
    reads: await reads(deps, link.patientId),
  };
}
