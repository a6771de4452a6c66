import {
  CODE_RESEND_SECONDS, CONSENT_CHANNELS, PATIENT_LINK_MAX_ATTEMPTS, PATIENT_LINK_PREFIX, PATIENT_LINK_WINDOW_MINUTES, consentField, contactConsents,
  parseModules, programPhrase, translate, type ConsentChannel, type LinkPatient, type LinkProgram, type PatientCheck, type PatientVerification,
  type confirmPatientFormSchema, type invitePatientSchema, type verifyPatientSchema,
} from '@portal/domain';
import type { z } from 'zod';
import type { Deps } from '#platform/context/deps.ts';
import { patientsOfRequester } from '#platform/context/patient-scope.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { Tx } from '#db/client.ts';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { publicLink } from '#platform/lib/public-url.ts';
import { newProcedureCode } from '#platform/lib/procedure-code.ts';
import { checkCode, consumeCode, sendPatientLinkCode } from '#messaging/codes/index.ts';
import { queueOnChannel } from '#messaging/outbox/index.ts';
import { doctorMayInviteAt, invitationRefused, patientMayBeSentAt } from './invitation-limits.ts';
import { registerPatient } from '../patients/index.ts';
import * as repo from './patient-link.repository.ts';
import { consentHistory, currentConsents, insertConsents, patientDeliveryOrNone, type Delivery } from '#messaging/contact-consent/index.ts';
import { issuePatientToken, readPatientToken, termVersionOf } from './patient-token.ts';

/** Procedures whose code shows the medicine only once it is released for the patient. */
const RELEASED = new Set(['APPROVED', 'SCHEDULED', 'CONCLUDED']);

/** A cancelled invitation: its link no longer confirms (the page says so, with the programme's phone lines). */
const isExpired = (link: { type: string; status: string }) => link.type === 'PATIENTS' && link.status === 'CANCELED';

/** The one answer for an unknown code, a code with no patient and a CPF that does not match. */
const notMatched = () => notFound('patientProcedureNotFound');

/** The public link of a code, from the configured public address (else this server's). */
const linkUrl = ({ config }: Deps, code: string) => publicLink(config, `${PATIENT_LINK_PREFIX}${code}`);

/**
 * `POST /patients` (spec §5 Patient invite): the invitation is a PATIENTS procedure whose code is
 * the patient's link, sent in the same transaction on the patient's channel (`patientDelivery`:
 * WhatsApp once they accepted it, else SMS). A patient already on file keeps their record
 * (decision 0041): the invitation relates them to the doctor, and the link goes to the phone on
 * record under the name on record — never to a number or name the doctor typed. A patient on file
 * with no phone is sent nothing.
 *
 * Limits (decision 0063), counted in the database under locks, so once across processes: a doctor
 * beyond their invitations an hour is refused (429 invitationQuotaExceeded); a patient sent an
 * invitation too recently or too often today is not sent another. Where the doctor reads the
 * record, a refusal says so — 429 patientInvitationTooSoon, 409 patientSmsConsentRevoked — and
 * writes nothing; for another doctor's patient the answer is the one an unknown CPF gets (201, the
 * invitation recorded) and nothing is sent, so the CPF alone tells them nothing of the patient.
 */
export async function invitePatient(deps: Deps, ctx: RequestContext, input: z.output<typeof invitePatientSchema>) {
  const { db } = deps;
  const programId = ctx.scope.programId;
  const limits = deps.config.onboarding.patientInvitation;
  const delivery = await patientDeliveryOrNone(deps, programId, input.patientCpf);
  const now = deps.now();
  await db.transaction(async (tx) => {
    const doctorNext = await doctorMayInviteAt(tx, limits, ctx.userId, now);
    if (doctorNext) throw invitationRefused('invitationQuotaExceeded', doctorNext, now);
    const patient = await registerPatient(tx, patientsOfRequester(ctx, programId), {
      cpf: input.patientCpf, name: input.patientName.trim(), phone: input.destination, details: {},
    });
    const patientNext = patient.phone ? await patientMayBeSentAt(tx, limits, patient.id, now) : null;
    if (patient.reads && !delivery) throw new AppError('patientSmsConsentRevoked', 409);
    if (patient.reads && patientNext) throw invitationRefused('patientInvitationTooSoon', patientNext, now);
    const code = newProcedureCode();
    const procedureId = await repo.insertInvitation(tx, { programId, createdById: ctx.userId, patientId: patient.id, code, type: 'PATIENTS', createdAt: now });
    const withheld = !patient.phone ? 'noPhone' : !delivery ? 'consent' : patientNext ? 'limit' : null;
    if (!withheld) await sendInvitation(tx, deps, { code, programId, name: patient.name ?? input.patientName.trim(), phone: patient.phone!, delivery: delivery! }, now);
    await recordAudit(tx, {
      actorId: ctx.userId, action: 'patient.invite', entity: 'procedure', entityId: procedureId, ip: ctx.ip,
      after: { patientId: patient.id, onFile: !patient.created, sent: !withheld, ...(withheld ? { withheld } : {}) },
    });
  });
  return { sentAt: now.toISOString() };
}

/** Queues the invitation's link on the patient's channel, greeting them by the name on record. */
async function sendInvitation(tx: Tx, deps: Deps, to: { code: string; programId: number; name: string; phone: string; delivery: Delivery }, now: Date) {
  const link = await repo.findLink(tx, to.code);
  const params = { name: to.name.trim().split(/\s+/)[0] ?? '', program: programPhrase(link?.program.name ?? ''), url: linkUrl(deps, to.code) };
  await queueOnChannel(tx, deps, to.delivery, {
    destination: to.phone, body: translate('notification.smsPatientInvitation', params), template: 'patientInvitation',
    parameters: [params.name, params.program, params.url], programId: to.programId,
  }, now);
}

/** `GET /programs/by-procedure/{code}`: the programme of any procedure's code. */
export async function programByProcedure({ db }: Deps, code: string): Promise<LinkProgram> {
  const link = await repo.findLink(db, code);
  if (!link) throw notMatched();
  const { consentTermUpdatedAt, unblockPhones, ...program } = link.program;
  return {
    ...program, modules: parseModules(program.modules), termVersion: termVersionOf(program.consentTerm),
    termVersionDate: consentTermUpdatedAt.toISOString(), phoneLines: phoneLinesOf(unblockPhones), expired: isExpired(link),
  };
}

/** The programme's phone lines ('Área: telefone', one a line). */
const phoneLinesOf = (text: string | null) => (text ?? '').split('\n').map((line) => line.trim()).filter(Boolean);

/**
 * Counts one CPF attempt on the code from the address; refuses (429) once either has had the
 * maximum within the window. The attempt is recorded before the check, outside any transaction.
 */
export async function countAttempt({ db, now }: Deps, code: string, ip: string): Promise<void> {
  const at = now();
  const since = new Date(at.getTime() - PATIENT_LINK_WINDOW_MINUTES * 60_000);
  if (await repo.countAttempts(db, { code }, since) >= PATIENT_LINK_MAX_ATTEMPTS
    || await repo.countAttempts(db, { ip }, since) >= PATIENT_LINK_MAX_ATTEMPTS) {
    // The window slides: an attempt is possible again within one window at the latest.
    throw new AppError('tooManyRequests', 429).retryAt(new Date(at.getTime() + PATIENT_LINK_WINDOW_MINUTES * 60_000), at);
  }
  await repo.insertAttempt(db, code, ip, at);
}

/** The code's link when the CPF is its patient's; the same 404 otherwise. */
async function matchedLink(deps: Deps, code: string, cpf: string) {
  const link = await repo.findLink(deps.db, code);
  if (link && isExpired(link)) throw new AppError('patientLinkExpired', 410);
  if (!link?.patientId || link.patientCpf !== cpf) throw notMatched();
  if (link.type === 'FIRST_MEDICINE' && !RELEASED.has(link.status)) throw new AppError('medicineNotReleased', 409);
  return { ...link, patientId: link.patientId };
}

/**
 * The patient as step 2 shows it. Each box shows the patient's own current choice on this link
 * (LGPD art. 8): unticked until they grant it, unticked again once revoked; the terms count as
 * accepted only in their current version. A flag a doctor's form stored is not the patient's act.
 */
export async function linkPatient(deps: Deps, patientId: number, termVersion: string): Promise<LinkPatient> {
  const p = await repo.findPatient(deps.db, patientId);
  if (!p) throw notMatched();
  const current = currentConsents(await consentHistory(deps.db, patientId));
  const terms = current.get('TERMS');
  return {
    cpf: p.cpf, name: p.name ?? '', gender: p.gender, birthDate: p.birthDate, email: p.email, phone: p.phone,
    ...contactConsents((c) => current.get(c)?.granted === true),
    acceptTerms: terms?.granted === true && terms.termVersion === termVersion,
  };
}

type MatchedLink = Awaited<ReturnType<typeof matchedLink>>;

/**
 * The phone a link's visitor must prove they hold (decision 0041): the one on record, when the
 * link's requester does not read the record — another doctor's request or invitation for a patient
 * on file, whose CPF that doctor typed. Null when the CPF is proof enough.
 */
const phoneToProve = (link: MatchedLink): string | null => (link.requesterReads ? null : link.patientPhone);

/** Sends the code to the phone on record; a code sent less than a minute ago stands (no second SMS). */
async function sendVerification(deps: Deps, ip: string, phone: string): Promise<PatientVerification> {
  let resendAt: Date;
  try {
    ({ resendAt } = await sendPatientLinkCode(deps, { destination: phone, ip }));
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'codeResendTooSoon')) throw error;
    resendAt = new Date(deps.now().getTime() + CODE_RESEND_SECONDS * 1000);
  }
  return { verification: 'SMS', phoneEnd: phone.slice(-2), resendAt: resendAt.toISOString() };
}

/**
 * `GET /procedures/by-code/{code}/{cpf}`: step 1, and the token of the privacy centre; on a link
 * whose requester does not read the record, a code to the phone on record instead (then `verify`).
 */
export async function checkPatient(deps: Deps, ip: string, code: string, cpf: string): Promise<PatientCheck | PatientVerification> {
  await countAttempt(deps, code, ip);
  const link = await matchedLink(deps, code, cpf);
  const phone = phoneToProve(link);
  return phone ? sendVerification(deps, ip, phone) : checked(deps, code, link);
}

/**
 * `POST /procedures/by-code/{code}/verify`: the CPF (an attempt, as in step 1) and the code sent to
 * the phone on record; a wrong or expired code answers 400 invalidCode or codeExpired (5 tries).
 */
export async function verifyPatient(deps: Deps, ip: string, code: string, input: z.output<typeof verifyPatientSchema>): Promise<PatientCheck> {
  await countAttempt(deps, code, ip);
  const link = await matchedLink(deps, code, input.cpf);
  const phone = phoneToProve(link);
  if (phone) {
    const codeId = await checkCode(deps, { destination: phone, purpose: 'patientLink', code: input.smsCode });
    await deps.db.transaction((tx) => consumeCode(tx, codeId, deps.now()));
  }
  return checked(deps, code, link);
}

async function checked(deps: Deps, code: string, link: MatchedLink): Promise<PatientCheck> {
  const { token, expiresAt } = issuePatientToken(deps.config.onboarding.codeSecret, code, link.patientId, deps.now());
  return {
    token, expiresAt: expiresAt.toISOString(), procedureType: link.type,
    confirmedAt: link.type === 'PATIENTS' ? link.concludedAt?.toISOString() ?? null : null,
    patient: await linkPatient(deps, link.patientId, termVersionOf(link.program.consentTerm)),
  };
}

/**
 * `PUT /procedures/by-code/{code}/patient`: step 2. The CPF in the body must be the code's
 * patient's (it counts as an attempt); the terms must be accepted (400 otherwise, by the schema).
 * Stores the data and records exactly what the patient ticked, each with the term's version and
 * its date, the time and the IP address: a grant per ticked channel (and the terms) not already
 * granted under this version, a revocation for a channel granted before and unticked now, nothing
 * for a channel never granted and left unticked. The contact flags become exactly the ticked channels. Concludes an invitation.
 */
export async function confirmPatient(
  deps: Deps, ip: string, code: string, input: z.output<typeof confirmPatientFormSchema>, token: string | undefined,
) {
  await countAttempt(deps, code, ip);
  const link = await matchedLink(deps, code, input.cpf);
  // Where the CPF is no proof, only the token of a verified check confirms (decision 0041).
  if (phoneToProve(link) && readPatientToken(deps.config.onboarding.codeSecret, token, code, deps.now())?.patientId !== link.patientId) {
    throw new AppError('invalidToken', 401);
  }
  const at = deps.now();
  const termVersion = termVersionOf(link.program.consentTerm);
  const termDate = link.program.consentTermUpdatedAt;
  const choices = Object.fromEntries(CONSENT_CHANNELS.map((c) => [c, input[consentField(c)]])) as Record<ConsentChannel, boolean>;
  await deps.db.transaction(async (tx) => {
    const current = currentConsents(await consentHistory(tx, link.patientId));
    // A choice that changes nothing (granted again under the same version) is not a new event.
    const recorded = CONSENT_CHANNELS.filter((c) => {
      const now = current.get(c);
      return choices[c] ? !(now?.granted && now.termVersion === termVersion) : now?.granted === true;
    });
    await repo.updatePatient(tx, link.patientId, {
      name: input.name.trim(), gender: input.gender, birthDate: input.birthDate, email: input.email, phone: input.phone,
      consents: contactConsents((c) => choices[c]),
    });
    await insertConsents(tx, recorded.map((channel) => ({
      programId: link.programId, patientId: link.patientId, procedureId: link.procedureId, channel, granted: choices[channel], termVersion, termDate, ip, at,
    })));
    await repo.concludeInvitation(tx, link.procedureId, at);
    await recordAudit(tx, { actorId: null, action: 'patient.confirm', entity: 'patient', entityId: link.patientId, ip, after: { procedureId: link.procedureId, consents: choices, termVersion } });
  });
  return { confirmedAt: at.toISOString() };
}

export { notMatched };
