import { and, asc, count, desc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { ContactConsents, Gender, ProcedureType } from '@portal/domain';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { auditLog, patientLinkAttempts, patientReads as shownReads, patients, procedures, programs, users } from '#db/schema/index.ts';
import { doctorReadsPatient } from '#platform/lib/patient-relationship.ts';

/**
 * The public link's data. The code is the only key a visitor holds, so these queries are keyed by
 * the procedure's code and the patient it names; the programme comes from the procedure.
 */

/** The procedure a code names, its programme and its patient (null when the request names none). */
export async function findLink(db: DbOrTx, code: string) {
  const [row] = await db.select({
    procedureId: procedures.id, type: procedures.type, status: procedures.status, concludedAt: procedures.concludedAt,
    programId: procedures.programId, patientId: procedures.patientId, patientCpf: patients.cpf, patientPhone: patients.phone,
    /** The requester reads the record (decision 0041): else the CPF is no proof, as they typed it. */
    requesterReads: sql<boolean>`${doctorReadsPatient(sql`${procedures.createdById}`, sql`${procedures.patientId}`)}`,
    program: {
      id: programs.id, name: programs.name, slug: programs.slug, logoUrl: programs.logoUrl, modules: programs.modules,
      consentTerm: programs.consentTerm, consentTermUpdatedAt: programs.consentTermUpdatedAt, unblockPhones: programs.unblockPhones,
    },
  }).from(procedures)
    .innerJoin(programs, eq(programs.id, procedures.programId))
    .leftJoin(patients, eq(patients.id, procedures.patientId))
    .where(eq(procedures.code, code)).limit(1);
  return row;
}
export type Link = NonNullable<Awaited<ReturnType<typeof findLink>>>;

export async function findPatient(db: DbOrTx, patientId: number) {
  const [row] = await db.select().from(patients).where(eq(patients.id, patientId)).limit(1);
  return row;
}

// ---- Attempts (the limit per code and per IP address) ----

export async function countAttempts(db: DbOrTx, key: { code: string } | { ip: string }, since: Date): Promise<number> {
  const where = 'code' in key ? eq(patientLinkAttempts.code, key.code) : eq(patientLinkAttempts.ip, key.ip);
  const [row] = await db.select({ n: count() }).from(patientLinkAttempts).where(and(where, gte(patientLinkAttempts.at, since)));
  return row?.n ?? 0;
}

export async function insertAttempt(db: DbOrTx, code: string, ip: string, at: Date): Promise<void> {
  await db.insert(patientLinkAttempts).values({ code, ip, at });
}

// ---- Patient and consents ----

export interface ConfirmedPatient {
  name: string; gender: Gender; birthDate: string; email: string; phone: string;
  /** The contact flags (`acceptSms` …), one per contact channel. */
  consents: ContactConsents;
}

export async function updatePatient(db: DbOrTx, patientId: number, values: ConfirmedPatient): Promise<void> {
  await db.update(patients).set({
    name: values.name, gender: values.gender, birthDate: values.birthDate, email: values.email, phone: values.phone,
    details: sql`${patients.details} || ${JSON.stringify(values.consents)}::jsonb`, updatedAt: sql`now()`,
  }).where(eq(patients.id, patientId));
}

/** The stored contact flag of a channel (`details.acceptSms` …), kept equal to the newest consent. */
export async function setContactFlag(db: DbOrTx, patientId: number, flag: string, value: boolean): Promise<void> {
  await db.update(patients).set({
    details: sql`${patients.details} || ${JSON.stringify({ [flag]: value })}::jsonb`, updatedAt: sql`now()`,
  }).where(eq(patients.id, patientId));
}

// ---- The patient's requests and who read them ----

export const patientProcedures = (db: DbOrTx, patientId: number) =>
  db.select({
    id: procedures.id, code: procedures.code, type: procedures.type, status: procedures.status, createdAt: procedures.createdAt,
    requesterName: users.name,
  }).from(procedures).innerJoin(users, eq(users.id, procedures.createdById))
    .where(eq(procedures.patientId, patientId)).orderBy(asc(procedures.createdAt));

/** The audit actions that are a programme user reading the patient's data. */
const READ_ACTIONS = ['procedure.read', 'patient.readByCpf', 'patient.search'];

/** Reads by signed-in users of the patient's record or of their requests, newest first. */
export function patientReads(db: DbOrTx, patientId: number, procedureIds: readonly number[]) {
  const ofPatient = and(eq(auditLog.entity, 'patient'), eq(auditLog.entityId, String(patientId)));
  const ofRequests = procedureIds.length
    ? and(eq(auditLog.entity, 'procedure'), inArray(auditLog.entityId, procedureIds.map(String)))
    : undefined;
  return db.select({ at: auditLog.at, action: auditLog.action, actorName: users.name, actorType: users.type })
    .from(auditLog).innerJoin(users, eq(users.id, auditLog.actorId))
    .where(and(isNotNull(auditLog.actorId), inArray(auditLog.action, READ_ACTIONS), ofRequests ? or(ofPatient, ofRequests) : ofPatient))
    .orderBy(desc(auditLog.at), desc(auditLog.id)).limit(READS_SHOWN);
}

/** The most reads the privacy centre lists of each kind (records opened, lists and exports). */
export const READS_SHOWN = 500;

/** The list pages and exports that showed the patient, one row per reader, day, source and type, newest first (decision 0064). */
export function patientShownReads(db: DbOrTx, patientId: number) {
  return db.select({
    lastAt: shownReads.lastAt, day: shownReads.day, source: shownReads.source, requestType: shownReads.requestType,
    count: shownReads.count, actorName: sql<string>`coalesce(${users.name}, '')`, actorType: users.type,
  }).from(shownReads)
    // A partner's system (the FHIR API, decision 0080) is no user: its reads carry reader 0 and their source names them.
    .leftJoin(users, eq(users.id, shownReads.readerId))
    .where(eq(shownReads.patientId, patientId))
    .orderBy(desc(shownReads.lastAt)).limit(READS_SHOWN);
}

// ---- The invitation and the confirmation ----

/** `createdAt`: the service's clock, which the invitation limits count by (decision 0063). */
export async function insertInvitation(db: DbOrTx, values: { programId: ScopedProgramId; createdById: number; patientId: number; code: string; type: ProcedureType; createdAt: Date }) {
  const [row] = await db.insert(procedures).values({ ...values, status: 'OPEN' }).returning({ id: procedures.id });
  return row!.id;
}

/** An invitation is done once the patient confirms: the doctor's list shows it concluded. */
export async function concludeInvitation(db: DbOrTx, procedureId: number, at: Date): Promise<void> {
  await db.update(procedures).set({ status: 'CONCLUDED', displayStatus: 'CONCLUDED', concludedAt: at, updatedAt: at })
    .where(and(eq(procedures.id, procedureId), eq(procedures.type, 'PATIENTS')));
}
