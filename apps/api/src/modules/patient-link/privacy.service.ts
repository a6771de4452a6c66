import { CONSENT_CHANNELS, type Consent, type ConsentChannel, type PatientExport, type PrivacyOverview } from '@portal/domain';
import type { Deps } from '../../context/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import * as repo from './patient-link.repository.ts';
import { CONTACT_FLAGS, linkPatient, notMatched } from './patient-link.service.ts';
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

type History = Awaited<ReturnType<typeof repo.consentHistory>>;

/** Each channel as it stands now: its newest event (channels never asked are left out). */
function currentConsents(history: History): Consent[] {
  const latest = new Map<ConsentChannel, History[number]>();
  for (const row of history) latest.set(row.channel, row);
  return CONSENT_CHANNELS.flatMap((channel) => {
    const row = latest.get(channel);
    return row ? [{ channel, granted: row.granted, termVersion: row.termVersion, at: row.at.toISOString() }] : [];
  });
}

async function reads(deps: Deps, patientId: number) {
  const procedureIds = (await repo.patientProcedures(deps.db, patientId)).map((p) => p.id);
  const rows = await repo.patientReads(deps.db, patientId, procedureIds);
  return rows.map((r) => ({ at: r.at.toISOString(), action: r.action, actorName: r.actorName, actorType: r.actorType }));
}

async function overview(deps: Deps, patientId: number): Promise<PrivacyOverview> {
  const patient = await repo.findPatient(deps.db, patientId);
  if (!patient) throw notMatched();
  return { patientName: patient.name, consents: currentConsents(await repo.consentHistory(deps.db, patientId)), reads: await reads(deps, patientId) };
}

/** `GET /procedures/by-code/{code}/privacy`. */
export async function privacyOverview(deps: Deps, code: string, token: string | undefined) {
  const link = await tokenLink(deps, code, token);
  return overview(deps, link.patientId);
}

/**
 * `POST /procedures/by-code/{code}/privacy/revoke`: records the revocation (term version, time,
 * IP) and clears the patient's contact flag in the same transaction, so nothing is sent on that
 * channel from then on. Revoking what is not granted answers 409 consentNotGranted.
 */
export async function revokeConsent(deps: Deps, ip: string, code: string, token: string | undefined, channel: ConsentChannel) {
  const link = await tokenLink(deps, code, token);
  const current = currentConsents(await repo.consentHistory(deps.db, link.patientId)).find((c) => c.channel === channel);
  const flags = (await repo.findPatient(deps.db, link.patientId))?.details ?? {};
  const granted = current ? current.granted : channel !== 'TERMS' && flags[CONTACT_FLAGS[channel]] !== false;
  if (!granted) throw new AppError('consentNotGranted', 409);
  const at = deps.now();
  const termVersion = current?.termVersion ?? termVersionOf(link.program.consentTerm);
  await deps.db.transaction(async (tx) => {
    await repo.insertConsents(tx, [{ programId: link.programId, patientId: link.patientId, procedureId: link.procedureId, channel, granted: false, termVersion, ip, at }]);
    if (channel !== 'TERMS') await repo.setContactFlag(tx, link.patientId, CONTACT_FLAGS[channel], false);
    await recordAudit(tx, { actorId: null, action: 'patient.revokeConsent', entity: 'patient', entityId: link.patientId, ip, after: { channel, termVersion } });
  });
  return overview(deps, link.patientId);
}

/** `GET /procedures/by-code/{code}/privacy/export`: everything held about the patient. */
export async function exportPatientData(deps: Deps, ip: string, code: string, token: string | undefined): Promise<PatientExport> {
  const link = await tokenLink(deps, code, token);
  const row = await repo.findPatient(deps.db, link.patientId);
  if (!row) throw notMatched();
  const [history, procedures] = [await repo.consentHistory(deps.db, link.patientId), await repo.patientProcedures(deps.db, link.patientId)];
  await recordAudit(deps.db, { actorId: null, action: 'patient.exportData', entity: 'patient', entityId: link.patientId, ip });
  return {
    exportedAt: deps.now().toISOString(),
    program: { name: link.program.name },
    patient: { ...(await linkPatient(deps, link.patientId)), details: row.details, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() },
    consentHistory: history.map((c) => ({ channel: c.channel, granted: c.granted, termVersion: c.termVersion, at: c.at.toISOString(), ip: c.ip })),
    procedures: procedures.map((p) => ({ code: p.code, type: p.type, status: p.status, createdAt: p.createdAt.toISOString(), requesterName: p.requesterName })),
    reads: await reads(deps, link.patientId),
  };
}
