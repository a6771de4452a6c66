import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProcedureStatus, ProcedureType } from '@portal/domain';
import type { Db } from '#db/client.ts';
import { examGroups, exams, followups, patients, procedureChildren, procedureEligibilityResults, procedures } from '#db/schema/index.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import { spendVouchers } from '../inventory/index.ts';
import type { Client, TestApp } from '#test/test-app.ts';
import { insertPeople, programIdOf } from '../inventory/inventory.test-helpers.ts';

/**
 * Requests for the tests of reading, deciding and progressing them, inserted directly (the exam
 * request form is tested on its own): a procedure with one child per exam of an exam group.
 */
export interface ExamGroupRef { examGroupId: number; followupId: number; examIds: number[] }

/** The programme's exam group with the most exams (ties: the lowest id), with its exams in id order. */
export async function demoExamGroup(db: Db, programId: number): Promise<ExamGroupRef> {
  const [group] = await db.select({ id: examGroups.id, followupId: examGroups.followupId, n: sql<number>`count(${exams.id})::int` })
    .from(examGroups).innerJoin(followups, eq(followups.id, examGroups.followupId)).innerJoin(exams, eq(exams.examGroupId, examGroups.id))
    .where(eq(followups.programId, programId)).groupBy(examGroups.id).orderBy(sql`count(${exams.id}) desc`, asc(examGroups.id)).limit(1);
  const rows = await db.select({ id: exams.id }).from(exams).where(eq(exams.examGroupId, group!.id)).orderBy(asc(exams.id));
  return { examGroupId: group!.id, followupId: group!.followupId, examIds: rows.map((r) => r.id) };
}

/**
 * What the request-list tests read with: BEMESTAR, its fullest exam group, the demo doctor (below
 * the demo managers) and a doctor `tag` names outside the demo chain, whose requests only
 * administrators see.
 */
export async function twoDoctors(t: TestApp, tag: string) {
  const programId = await programIdOf(t.app.db, 'BEMESTAR');
  return {
    programId,
    group: await demoExamGroup(t.app.db, programId),
    doctorId: await t.userId('medico@demo.com.br'),
    otherDoctorId: (await insertPeople(t.app.db, 1, { programId, managerId: null, tag: `${tag} Outra` }))[0]!,
  };
}

export interface InsertProcedureOptions {
  programId: number;
  requesterId: number;
  group: ExamGroupRef;
  /** Defaults to every exam of the group. */
  examIds?: number[];
  type?: ProcedureType;
  /** The procedure's and every child's status (default OPEN). */
  status?: ProcedureStatus;
  /** One voucher of the requester per child, spent in the same transaction (they must hold them). */
  spendVouchers?: boolean;
  needsProgrammeApproval?: boolean;
  patient?: { name: string; cpf: string };
  /** The procedure's code; children get `<code>-1`, `<code>-2`… */
  code?: string;
  createdAt?: Date;
  fieldAnswers?: Record<string, unknown>;
}

export interface InsertedProcedure { id: number; code: string; childIds: number[]; childCodes: string[] }

export const uniqueCode = (): string => `T${randomBytes(6).toString('hex').toUpperCase()}`;

export async function insertProcedure(db: Db, o: InsertProcedureOptions): Promise<InsertedProcedure> {
  const status = o.status ?? 'OPEN';
  const examIds = o.examIds ?? o.group.examIds;
  const code = o.code ?? uniqueCode();
  return db.transaction(async (tx) => {
    const patient = o.patient ?? { name: 'Paciente de Teste', cpf: '52998224725' };
    const [p] = await tx.insert(patients).values({ programId: o.programId, ...patient })
      .onConflictDoUpdate({ target: [patients.programId, patients.cpf], set: { name: patient.name } }).returning({ id: patients.id });
    const [procedure] = await tx.insert(procedures).values({
      programId: o.programId, type: o.type ?? 'CLINICAL_EXAMINATION', status, displayStatus: status, code, createdById: o.requesterId,
      patientId: p!.id, followupId: o.group.followupId, examGroupId: o.group.examGroupId,
      needsProgrammeApproval: o.needsProgrammeApproval ?? false, fieldAnswers: o.fieldAnswers ?? {},
      ...(status === 'OPEN' ? {} : { approvedAt: new Date(), approvedById: o.requesterId }),
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    }).returning({ id: procedures.id });
    const children = await tx.insert(procedureChildren).values(examIds.map((examId, i) => ({
      procedureId: procedure!.id, code: `${code}-${i + 1}`, type: 'EXAM' as const, examId, status,
      paidByVoucher: o.spendVouchers ?? false, ...(status === 'OPEN' ? {} : { approvedAt: new Date() }),
    }))).returning({ id: procedureChildren.id, code: procedureChildren.code });
    await tx.insert(procedureEligibilityResults).values(children.map((c) => ({
      procedureId: procedure!.id, childId: c.id, result: o.spendVouchers ? 'APPROVE' as const : 'REQUEST_APPROVAL' as const,
      description: o.spendVouchers ? 'eligibility.voucherAvailable' : 'eligibility.requestApproval',
    })));
    if (o.spendVouchers) {
      await spendVouchers(tx, {
        programId: o.programId as ScopedProgramId, inventoryType: 'CLINICAL_EXAMINATION', groupId: o.group.examGroupId,
        userId: o.requesterId, createdById: o.requesterId, procedureId: procedure!.id,
      }, children.map((c, i) => ({ childId: c.id, itemId: examIds[i]! })));
    }
    return { id: procedure!.id, code, childIds: children.map((c) => c.id), childCodes: children.map((c) => c.code) };
  });
}

/** The stored status, displayed status and children of a procedure, straight from the tables. */
export async function storedProcedure(db: Db, id: number) {
  const [procedure] = await db.select({ status: procedures.status, displayStatus: procedures.displayStatus })
    .from(procedures).where(eq(procedures.id, id));
  const children = await db.select({ id: procedureChildren.id, status: procedureChildren.status, subStatus: procedureChildren.subStatus })
    .from(procedureChildren).where(and(eq(procedureChildren.procedureId, id))).orderBy(asc(procedureChildren.id));
  return { ...procedure!, children };
}

/** Gives the doctor `amount` vouchers of every exam of the group, through the distribution API as an admin. */
export async function giveExamVouchers(admin: Client, programId: number, group: ExamGroupRef, doctorId: number, amount = 20): Promise<void> {
  for (const itemId of group.examIds) {
    const res = await admin({
      method: 'POST', url: '/api/movements/inventory/distribute',
      payload: { programId, inventoryType: 'CLINICAL_EXAMINATION', groupId: group.examGroupId, itemId, distributionType: 'ADD_UNITS', amount, userIds: [doctorId] },
    });
    if (res.statusCode !== 200) throw new Error(`voucher grant failed: ${res.statusCode} ${res.body}`);
  }
}
