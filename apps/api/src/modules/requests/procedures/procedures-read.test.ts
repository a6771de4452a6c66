import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { ProcedureDetail, ProcedureRow } from '@portal/domain';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { auditLog, doctors, procedureChildren } from '#db/schema/index.ts';
import { insertPeople, programIdOf, query } from '../inventory/inventory.test-helpers.ts';
import { insertProcedure, twoDoctors, type ExamGroupRef, type InsertedProcedure } from './procedures.test-helpers.ts';
import { scopeOf } from '#platform/context/scope.ts';
import { requestTypesOf } from '#platform/context/request-types.ts';
import { listRows, rowBatches, type ProcedureListFilter, type ProcedureListRow } from './procedure-list.repository.ts';

const TAG = `Leitura${randomBytes(3).toString('hex')}`;
let t: TestApp;
let programId: number;
let group: ExamGroupRef;
let doctorId: number;
let otherDoctorId: number;
let own: InsertedProcedure;
let others: InsertedProcedure;
const as: Record<string, Client> = {};

useTestApp(async (app) => {
  t = app;
  ({ programId, group, doctorId, otherDoctorId } = await twoDoctors(t, TAG));
  own = await insertProcedure(t.app.db, {
    programId, requesterId: doctorId, group, patient: { name: `${TAG} Ana Paciente`, cpf: '11144477735' },
    createdAt: new Date('2025-03-10T12:00:00Z'), fieldAnswers: { unknownField: 'texto livre' },
  });
  others = await insertProcedure(t.app.db, {
    programId, requesterId: otherDoctorId, group, patient: { name: `${TAG} Bia Paciente`, cpf: '52998224725' },
    createdAt: new Date('2025-04-02T12:00:00Z'),
  });
  for (const type of ['SYSADMIN', 'ADMIN', 'REGIONAL_MANAGER', 'DISTRICT_MANAGER', 'REPRESENTATIVE', 'DOCTOR']) as[type] = await t.as(type);
});

const list = async (who: string, params: Record<string, string | number | undefined> = {}) => {
  const res = await as[who]!({ method: 'GET', url: `/api/procedures?${query({ programId, type: 'CLINICAL_EXAMINATION', filter: TAG, ...params })}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ProcedureRow[]; total: number }>();
};
const ids = (page: { data: ProcedureRow[] }) => page.data.map((r) => r.id).sort((a, b) => a - b);

describe('GET /procedures: who sees which requests (spec §6)', () => {
  it.each(['SYSADMIN', 'ADMIN'])('%s sees the whole programme\'s, with the requester', async (who) => {
    const page = await list(who);
    expect(ids(page)).toEqual([own.id, others.id]);
    const row = page.data.find((r) => r.id === own.id)!;
    expect(row.patient).toBeNull();
    expect(row.requester).toMatchObject({ id: doctorId, crm: '123456', uf: 'SP' });
  });

  it.each(['REGIONAL_MANAGER', 'DISTRICT_MANAGER', 'REPRESENTATIVE'])('%s sees only the requests of doctors below them', async (who) => {
    const page = await list(who);
    expect(ids(page)).toEqual([own.id]);
    expect(page.total).toBe(1);
    expect(page.data[0]!.requester?.name).toBe('Dr. Marcos Medeiros');
    expect(page.data[0]!.patient).toBeNull();
  });

  it('a doctor sees their own, with the patient\'s name and CPF and no requester', async () => {
    const page = await list('DOCTOR');
    expect(ids(page)).toEqual([own.id]);
    expect(page.data[0]).toMatchObject({
      code: own.code, status: 'OPEN', patient: { name: `${TAG} Ana Paciente`, cpf: '11144477735' }, requester: null,
      examGroup: expect.any(String) as string, followup: expect.any(String) as string,
    });
    expect(page.data[0]!.items.length).toBe(group.examIds.length);
  });

  it('writes one audit row per page naming the ids shown', async () => {
    await list('ADMIN');
    const [row] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'procedure.list')).orderBy(desc(auditLog.id)).limit(1);
    expect((row!.after as { ids: number[] }).ids.sort((a, b) => a - b)).toEqual([own.id, others.id]);
  });

  it('another programme answers 404 procedureNotFound', async () => {
    const other = await programIdOf(t.app.db, 'ABRACARAVIDA');
    const res = await as.ADMIN!({ method: 'GET', url: `/api/procedures?${query({ programId: other, type: 'CLINICAL_EXAMINATION' })}` });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('procedureNotFound');
  });
});

describe('GET /procedures: filters', () => {
  it('filters by year-month, follow-up, exam group, doctor and search', async () => {
    expect(ids(await list('ADMIN', { yearMonth: '2025-03' }))).toEqual([own.id]);
    expect(ids(await list('ADMIN', { yearMonth: '2025-04' }))).toEqual([others.id]);
    expect(ids(await list('ADMIN', { followupIds: String(group.followupId) }))).toEqual([own.id, others.id]);
    expect(ids(await list('ADMIN', { examGroupIds: '999999' }))).toEqual([]);
    const [doctor] = await t.app.db.select({ id: doctors.id }).from(doctors).where(eq(doctors.userId, otherDoctorId));
    expect(ids(await list('ADMIN', { doctorId: doctor!.id }))).toEqual([others.id]);
    expect(ids(await list('ADMIN', { filter: `${TAG} Bia` }))).toEqual([others.id]);
    expect(ids(await list('ADMIN', { filter: own.code }))).toEqual([own.id]);
    expect(ids(await list('ADMIN', { filter: `${TAG} Outra` }))).toEqual([others.id]);
  });

  it('filters by status, PARTIAL included, as the chips show it', async () => {
    const approved = await insertProcedure(t.app.db, {
      programId, requesterId: doctorId, group, status: 'APPROVED', patient: { name: `${TAG} Caio Paciente`, cpf: '39053344705' },
    });
    const res = await as.ADMIN!({
      method: 'POST', url: `/api/procedures/${approved.id}/progress`, payload: { step: 'CONCLUDE', childIds: [approved.childIds[0]] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ProcedureDetail>().status).toBe('PARTIAL');
    expect(ids(await list('ADMIN', { status: 'PARTIAL' }))).toEqual([approved.id]);
    expect(ids(await list('ADMIN', { status: 'OPEN,PARTIAL' }))).toEqual([own.id, others.id, approved.id]);
    expect(ids(await list('ADMIN', { status: 'APPROVED' }))).toEqual([]);
  });

  it('sorts by code both ways and pages', async () => {
    const asc = await list('ADMIN', { sortBy: 'code', sort: 0, status: 'OPEN' });
    const desc_ = await list('ADMIN', { sortBy: 'code', sort: 1, status: 'OPEN' });
    expect(asc.data.map((r) => r.code)).toEqual([...asc.data.map((r) => r.code)].sort());
    expect(desc_.data.map((r) => r.id)).toEqual(asc.data.map((r) => r.id).reverse());
    const page = await list('ADMIN', { take: 1, skip: 1, sortBy: 'code', sort: 0, status: 'OPEN' });
    expect(page.data.map((r) => r.id)).toEqual([asc.data[1]!.id]);
    expect(page.total).toBe(2);
  });

  it('refuses an unknown status with 400', async () => {
    const res = await as.ADMIN!({ method: 'GET', url: `/api/procedures?${query({ programId, type: 'CLINICAL_EXAMINATION', status: 'LOST' })}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /procedures/{id}', () => {
  it('answers the detail with what the viewer may do, and audits the read', async () => {
    await t.app.db.update(procedureChildren).set({ authorizerInfo: { voucher: 'V-1', prazoEstimado: 5, informacaoConsulta: 'Consulta' } })
      .where(eq(procedureChildren.id, own.childIds[0]!));
    const res = await as.DISTRICT_MANAGER!({ method: 'GET', url: `/api/procedures/${own.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<ProcedureDetail>();
    expect(detail).toMatchObject({
      id: own.id, status: 'OPEN', storedStatus: 'OPEN', canDecide: true, patient: null,
      createdBy: { id: doctorId, crm: '123456', uf: 'SP' }, timeline: { showCreatedAt: true, showApprovedAt: true },
      fieldAnswers: [{ label: 'unknownField', value: 'texto livre' }],
    });
    expect(detail.children.map((c) => c.id)).toEqual(own.childIds);
    expect(detail.children[0]).toMatchObject({ status: 'OPEN', allowedSteps: [], authorizerInfo: { voucher: 'V-1', prazoEstimado: 5 } });
    expect(detail.eligibilityResults).toHaveLength(own.childIds.length);
    const [audit] = await t.app.db.select().from(auditLog)
      .where(and(eq(auditLog.action, 'procedure.read'), eq(auditLog.entityId, String(own.id)))).limit(1);
    expect(audit).toBeDefined();
  });

  it('a doctor may not decide; an administrator sees the steps of approved children', async () => {
    const doctor = (await as.DOCTOR!({ method: 'GET', url: `/api/procedures/${own.id}` })).json<ProcedureDetail>();
    expect(doctor.canDecide).toBe(false);
    expect(doctor.patient).toEqual({ name: `${TAG} Ana Paciente`, cpf: '11144477735' });
    const approved = await insertProcedure(t.app.db, { programId, requesterId: doctorId, group, status: 'APPROVED' });
    const admin = (await as.ADMIN!({ method: 'GET', url: `/api/procedures/${approved.id}` })).json<ProcedureDetail>();
    expect(admin.canDecide).toBe(false);
    expect(admin.children[0]!.allowedSteps).toEqual(['SCHEDULE', 'CONCLUDE', 'CANCEL']);
  });

  it.each(['DISTRICT_MANAGER', 'DOCTOR'])('%s gets 404 procedureNotFound for a request they do not see, as for a missing one', async (who) => {
    for (const id of [others.id, 999_999_999]) {
      const res = await as[who]!({ method: 'GET', url: `/api/procedures/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ code: string }>().code).toBe('procedureNotFound');
    }
  });

  it('answers the authorizer info per child', async () => {
    const res = await as.ADMIN!({ method: 'GET', url: `/api/procedures/authorizer-info/${own.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(own.childIds.map((childId, i) => (i === 0
      ? { childId, voucher: 'V-1', prazoEstimado: 5, informacaoConsulta: 'Consulta' }
      : { childId, voucher: null, prazoEstimado: null, informacaoConsulta: null })));
    expect((await as.DOCTOR!({ method: 'GET', url: `/api/procedures/authorizer-info/${others.id}` })).statusCode).toBe(404);
  });
});

describe('GET /procedures: a search matching several ways', () => {
  it('pages the code, patient and requester matches as one list, each request once, within the hierarchy', async () => {
    const tag = `Busca${randomBytes(3).toString('hex')}`;
    const [requester] = await insertPeople(t.app.db, 1, { programId, managerId: null, tag: `${tag} Requerente` });
    const made: InsertedProcedure[] = [];
    // [requester, patient name tagged, code tagged]: matched by requester, patient, code or several.
    const shapes: [number, boolean, boolean][] = [
      [requester!, true, false], [requester!, false, false], [doctorId, true, false], [requester!, false, false], [doctorId, true, true], [doctorId, false, true],
    ];
    for (const [i, [requesterId, patientTagged, codeTagged]] of shapes.entries()) {
      made.push(await insertProcedure(t.app.db, {
        programId, requesterId, group, createdAt: new Date(Date.UTC(2025, 4, 1 + i, 12)),
        patient: { name: `${patientTagged ? tag : 'Sem marca'} Paciente ${i}`, cpf: String(90_000_000_000 + i) },
        ...(codeTagged ? { code: `${tag.toUpperCase()}X${i}` } : {}),
      }));
    }
    const newestFirst = made.map((p) => p.id).reverse();
    for (const [who, expected] of [['ADMIN', newestFirst], ['DISTRICT_MANAGER', newestFirst.filter((id) => [2, 4, 5].some((i) => made[i]!.id === id))]] as const) {
      const all = await list(who, { filter: tag, take: 50 });
      expect(all.data.map((r) => r.id), who).toEqual(expected);
      expect(all.total).toBe(expected.length);
      for (const params of [{}, { sortBy: 'code', sort: 0 }, { sortBy: 'code', sort: 1 }, { sortBy: 'status', sort: 0 }]) {
        const whole = (await list(who, { filter: tag, take: 50, ...params })).data.map((r) => r.id);
        const paged: number[] = [];
        for (let skip = 0; skip < expected.length; skip += 2) paged.push(...(await list(who, { filter: tag, take: 2, skip, ...params })).data.map((r) => r.id));
        expect(paged, `${who} ${JSON.stringify(params)}`).toEqual(whole);
        expect([...whole].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
      }
    }
  });
});

describe('list rows read the patient only for a viewer who is shown it (data minimisation)', () => {
  it('leaves the patient\'s name and CPF out of a page and of the export\'s batches otherwise', async () => {
    const scope = scopeOf(programId, false);
    const filter: ProcedureListFilter = { scope, programId: scope.programId, types: requestTypesOf({ userType: 'SYSADMIN', programModules: [], userModules: [] }), type: 'CLINICAL_EXAMINATION', search: TAG };
    const pageOf = (f: ProcedureListFilter) => listRows(t.app.db, f, { skip: 0, take: 100, sortBy: 'createdAt', descending: true });
    const batchesOf = async (f: ProcedureListFilter) => {
      const rows: ProcedureListRow[] = [];
      for await (const batch of rowBatches(t.app.db, f)) rows.push(...batch);
      return rows;
    };
    // Whether the two requests with a patient that this file inserted first carry it (later tests add others).
    const patients = (rows: ProcedureListRow[]) => rows.filter((r) => r.id === own.id || r.id === others.id)
      .map((r) => [r.patientName !== null, r.patientCpf !== null]);
    expect(patients(await pageOf(filter))).toEqual([[false, false], [false, false]]);
    expect(patients(await batchesOf(filter))).toEqual([[false, false], [false, false]]);
    expect(patients(await pageOf({ ...filter, withPatient: true }))).toEqual([[true, true], [true, true]]);
    expect(patients(await batchesOf({ ...filter, withPatient: true }))).toEqual([[true, true], [true, true]]);
  });
});
