import { describe, expect, it } from 'vitest';
import { PROCEDURE_FIELD_TYPES, type ApiError, type ExamGroup, type PatientFieldConfig, type ProcedureFieldConfig, type TravelGroupDetail } from '@portal/domain';
import { okJson as json } from '#test/ok-json.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';

let t: TestApp;
let sys: Client;
let admin: Client;
let doctor: Client;
let travelGroup: number;
let examGroup: number;
let otherTravelGroup: number;

async function travelGroupOf(client: Client, programId: number) {
  const [followup] = await json<{ id: number }[]>(client({ method: 'GET', url: `/api/programs/${programId}/followupForTravels` }));
  return (await json<TravelGroupDetail>(client({ method: 'GET', url: `/api/followups/${followup!.id}/travel-group` }))).id;
}

useTestApp(async (app) => {
  t = app;
  sys = await t.as('SYSADMIN');
  admin = await t.as('ADMIN');
  doctor = await t.as('DOCTOR');
  const program = await t.programId('BEMESTAR');
  travelGroup = await travelGroupOf(doctor, program);
  otherTravelGroup = await travelGroupOf(sys, await t.programId('ABRACARAVIDA'));
  const [followup] = await json<{ id: number }[]>(doctor({ method: 'GET', url: `/api/programs/${program}/followups` }));
  examGroup = (await json<ExamGroup[]>(doctor({ method: 'GET', url: `/api/followups/${followup!.id}/exam-groups` })))[0]!.id;
});

const procedureField = (extra: object = {}) => ({
  groupType: 'EXAM_GROUP', groupId: examGroup, name: 'observacoes', label: 'Observações', fieldType: 'TEXT', ...extra,
});

describe('field configs read by the request forms (spec §7)', () => {
  it('gives the patient fields and procedure fields of every type of the travel group', async () => {
    const patient = await json<PatientFieldConfig[]>(doctor({ method: 'GET', url: `/api/field-configs/patient/${travelGroup}?groupType=TRAVEL_GROUP` }));
    expect(patient).toEqual(expect.arrayContaining([
      expect.objectContaining({ field: 'cpf', visible: true, required: true }), expect.objectContaining({ field: 'rg', required: false }),
    ]));
    const procedure = await json<ProcedureFieldConfig[]>(doctor({ method: 'GET', url: `/api/field-configs/procedure/${travelGroup}?groupType=TRAVEL_GROUP` }));
    expect(new Set(procedure.map((f) => f.fieldType))).toEqual(new Set(PROCEDURE_FIELD_TYPES));
    expect(procedure.map((f) => f.order)).toEqual([...procedure.map((f) => f.order)].sort((a, b) => a - b));
    expect(procedure.find((f) => f.fieldType === 'CHECKBOX')).toMatchObject({ viewType: 'REQUIRED', requiredAnswers: 'true', showAtBottom: true });
  });

  it('needs the group type, and answers another programme\'s group like a missing one', async () => {
    const noType = await doctor({ method: 'GET', url: `/api/field-configs/patient/${travelGroup}` });
    expect(noType.statusCode).toBe(400);
    for (const kind of ['patient', 'procedure']) {
      const other = await doctor({ method: 'GET', url: `/api/field-configs/${kind}/${otherTravelGroup}?groupType=TRAVEL_GROUP` });
      const missing = await doctor({ method: 'GET', url: `/api/field-configs/${kind}/999999?groupType=TRAVEL_GROUP` });
      expect([other.statusCode, other.body]).toEqual([404, missing.body]);
      expect(other.json<ApiError>().code).toBe('configGroupNotFound');
    }
    // The same id as an exam group is another group altogether.
    const asExam = await doctor({ method: 'GET', url: `/api/field-configs/patient/${examGroup}?groupType=EXAM_GROUP` });
    expect(asExam.statusCode).toBe(200);
  });
});

describe('editing field configs from the group\'s screen', () => {
  it('replaces the patient-field set of a group', async () => {
    expect((await admin({ method: 'PUT', url: `/api/field-configs/patient/${examGroup}?groupType=EXAM_GROUP`, payload: { fields: [] } })).statusCode).toBe(403);
    const saved = await json<PatientFieldConfig[]>(sys({ method: 'PUT', url: `/api/field-configs/patient/${examGroup}?groupType=EXAM_GROUP`, payload: {
      fields: [{ field: 'name', visible: true, required: true }, { field: 'email', visible: true, required: false }],
    } }));
    expect(saved.map((f) => f.field)).toEqual(['name', 'email']);
    const again = await json<PatientFieldConfig[]>(sys({ method: 'PUT', url: `/api/field-configs/patient/${examGroup}?groupType=EXAM_GROUP`, payload: {
      fields: [{ field: 'cpf', visible: true, required: true }],
    } }));
    expect(again.map((f) => f.field)).toEqual(['cpf']);
    const duplicate = await sys({ method: 'PUT', url: `/api/field-configs/patient/${examGroup}?groupType=EXAM_GROUP`, payload: {
      fields: [{ field: 'cpf', visible: true, required: true }, { field: 'cpf', visible: false, required: false }],
    } });
    expect(duplicate.statusCode).toBe(400);
    const unknown = await sys({ method: 'PUT', url: `/api/field-configs/patient/${examGroup}?groupType=EXAM_GROUP`, payload: { fields: [{ field: 'shoeSize', visible: true, required: true }] } });
    expect(unknown.statusCode).toBe(400);
    const foreign = await sys({ method: 'PUT', url: '/api/field-configs/patient/999999?groupType=TRAVEL_GROUP', payload: { fields: [] } });
    expect(foreign.json<ApiError>().code).toBe('configGroupNotFound');
  });

  it('creates, updates and removes procedure fields, with a unique name per group', async () => {
    const created = await json<ProcedureFieldConfig>(sys({ method: 'POST', url: '/api/field-configs/procedure', payload: procedureField({ min: '3', max: 200, order: 4 }) }), 201);
    expect(created).toMatchObject({ name: 'observacoes', fieldType: 'TEXT', min: 3, max: 200, order: 4, active: true, viewType: 'OPTIONAL', options: null });
    const taken = await sys({ method: 'POST', url: '/api/field-configs/procedure', payload: procedureField() });
    expect([taken.statusCode, taken.json<ApiError>().code]).toEqual([409, 'fieldConfigNameAlreadyInUse']);
    // The same name in another group is fine.
    expect((await sys({ method: 'POST', url: '/api/field-configs/procedure', payload: procedureField({ groupType: 'TRAVEL_GROUP', groupId: travelGroup }) })).statusCode).toBe(201);

    const select = await sys({ method: 'POST', url: '/api/field-configs/procedure', payload: procedureField({ name: 'tipo', fieldType: 'SELECT' }) });
    expect(select.json<ApiError>().fields).toEqual({ options: ['validation.requiredField'] });
    const badName = await sys({ method: 'POST', url: '/api/field-configs/procedure', payload: procedureField({ name: 'com espaço', fieldType: 'RADIO', min: 5, max: 2 }) });
    expect(Object.keys(badName.json<ApiError>().fields ?? {}).sort()).toEqual(['fieldType', 'name']);
    const minMax = await sys({ method: 'POST', url: '/api/field-configs/procedure', payload: procedureField({ name: 'x', min: 5, max: 2 }) });
    expect(minMax.json<ApiError>().fields).toEqual({ max: ['validation.invalidField'] });
    const foreign = await sys({ method: 'POST', url: '/api/field-configs/procedure', payload: procedureField({ groupType: 'PATIENT_PROCEDURE', groupId: 999_999 }) });
    expect(foreign.json<ApiError>().fields).toEqual({ groupId: ['validation.invalidField'] });

    const updated = await json<ProcedureFieldConfig>(sys({ method: 'PUT', url: `/api/field-configs/procedure/${created.id}`, payload: procedureField({
      fieldType: 'MULTIPLESELECT', options: 'Manhã;Tarde', viewType: 'REQUIRED', active: false,
    }) }));
    expect(updated).toMatchObject({ fieldType: 'MULTIPLESELECT', options: 'Manhã;Tarde', viewType: 'REQUIRED', active: false, min: null });
    expect((await sys({ method: 'DELETE', url: `/api/field-configs/procedure/${created.id}` })).statusCode).toBe(204);
    expect((await sys({ method: 'DELETE', url: `/api/field-configs/procedure/${created.id}` })).json<ApiError>().code).toBe('fieldConfigNotFound');
  });
});
