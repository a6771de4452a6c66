import type { APIRequestContext } from 'playwright-core';
import type { Exam, ExamGroup, Followup, ProcedureCreated, SessionUser } from '@portal/domain';
import { json } from './api.ts';
import { randomCpf } from './onboarding.ts';

/** The demo exam group the request journeys use; each of its exams has an institution. */
export const EXAM_GROUP = 'Painel genético';

export interface ExamRequests { group: ExamGroup; exams: Exam[]; requests: ProcedureCreated[] }

/**
 * Exam requests of the signed-in doctor, one per patient name, made through the API as the request
 * form makes them: the admin first gives the doctor `vouchersPerExam` vouchers for every exam of
 * the group, so each request is paid by them.
 */
export async function examRequests(
  admin: APIRequestContext, doctor: APIRequestContext, patientNames: readonly string[], vouchersPerExam = patientNames.length,
): Promise<ExamRequests> {
  const me = await json<SessionUser>(await doctor.get('/api/user'));
  let group: ExamGroup | undefined;
  for (const f of await json<Followup[]>(await admin.get(`/api/programs/${me.programId}/followups`))) {
    group ??= (await json<ExamGroup[]>(await admin.get(`/api/followups/${f.id}/exam-groups`))).find((g) => g.name === EXAM_GROUP);
  }
  if (!group) throw new Error(`no exam group ${EXAM_GROUP}`);
  const exams = await json<Exam[]>(await admin.get(`/api/exam-groups/${group.id}/exams`));
  for (const exam of exams) {
    await json(await admin.post('/api/movements/inventory/distribute', {
      data: {
        programId: me.programId, inventoryType: 'CLINICAL_EXAMINATION', groupId: group.id, itemId: exam.id,
        distributionType: 'ADD_UNITS', amount: vouchersPerExam, userType: 'DOCTOR', userIds: [me.id],
      },
    }));
  }
  const institution = exams.flatMap((e) => e.institutions)[0] ?? group.institutions[0]!;
  const requests: ProcedureCreated[] = [];
  for (const name of patientNames) {
    requests.push(await json<ProcedureCreated>(await doctor.post('/api/procedures', {
      headers: { 'Idempotency-Key': `e2e-${name}-${Date.now()}-${Math.random()}` },
      data: {
        type: 'CLINICAL_EXAMINATION', programId: me.programId, followupId: group.followupId, groupId: group.id,
        itemIds: exams.map((e) => e.id), institutionId: institution.id,
        patient: { cpf: randomCpf(), name, phone: '11987654321', birthDate: '1980-05-10' },
      },
    })));
  }
  return { group, exams, requests };
}
