import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProcedureDetail } from '@portal/domain';
import { inventoryMovements, procedureChildren, procedures, travelGroups } from '#db/schema/index.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { cpfOf, postRequest, procedureCount } from './exam-request.test-helpers.ts';
import { demoTravelConfig, otherLocation, travelRequest, type DemoTravelConfig } from './travel-request.test-helpers.ts';

let t: TestApp;
let doctor: Client;
let manager: Client;
let c: DemoTravelConfig;
useTestApp(async (app) => {
  t = app;
  doctor = await t.as('DOCTOR');
  manager = await t.as('DISTRICT_MANAGER');
  c = await demoTravelConfig(t.app.db);
});

interface ApiError { code: string; message: string; fields?: Record<string, string[]> }
interface Created { id: number; code: string; status: string; messageKey: string }
const refused = async (body: unknown, status: number, code: string) => {
  const before = await procedureCount(t.app.db);
  const res = await postRequest(doctor, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(await procedureCount(t.app.db)).toBe(before);
  const error = res.json<ApiError>();
  expect(error.code).toBe(code);
  return error;
};
const created = async (body: unknown, key?: string) => {
  const res = await postRequest(doctor, body, key);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Created>();
};
const detail = async (as: Client, id: number) => (await as({ method: 'GET', url: `/api/procedures/${id}` })).json<ProcedureDetail>();
const decide = (id: number, status: 'APPROVED' | 'REJECTED') =>
  manager({ method: 'PUT', url: `/api/procedures/${id}/status`, payload: { status, procedureIds: [], reason: status === 'REJECTED' ? 'Sem vaga' : undefined } });

describe('POST /procedures: a travel request', () => {
  it('creates the request OPEN with one child per aid, keeps the location and moves no stock', async () => {
    const movements = (await t.app.db.select().from(inventoryMovements)).length;
    const lodging = c.aids.Hospedagem!;
    const ticket = c.aids['Passagem aérea']!;
    const res = await created(travelRequest(c, 1, { itemIds: [ticket.id, lodging.id], aidFields: [...ticket.fields, ...lodging.fields] }));
    expect(res).toMatchObject({ status: 'OPEN', messageKey: 'msg.successToRequestTravel' });
    const children = await t.app.db.select().from(procedureChildren).where(eq(procedureChildren.procedureId, res.id));
    expect(children.map((ch) => [ch.type, ch.aidId, ch.status, ch.paidByVoucher])).toEqual([['AID', ticket.id, 'OPEN', false], ['AID', lodging.id, 'OPEN', false]]);
    expect((await t.app.db.select().from(inventoryMovements)).length).toBe(movements);
    const [row] = await t.app.db.select().from(procedures).where(eq(procedures.id, res.id));
    expect(row).toMatchObject({ type: 'TRAVEL', travelGroupId: c.groupId, treatmentLocationId: c.locationId, followupId: c.followupId });

    const seen = await detail(doctor, res.id);
    expect(seen.timeline).toMatchObject({ showCreatedAt: true, showApprovedAt: true, showScheduledAt: true, showConcludedAt: true, showCollectedAt: false });
    expect(seen.treatmentLocation).toMatchObject({ name: 'Hospital Central de Oncologia', city: 'São Paulo' });
    expect(seen.fieldAnswers).toContainEqual({ label: 'Motivo da viagem', value: 'Sessão de quimioterapia' });
    expect(seen.children.map((ch) => ch.name)).toEqual(['Passagem aérea', 'Hospedagem']);
  });

  it('needs at least one aid with all its fields ticked: unselectedTravelOption', async () => {
    const ticket = c.aids['Passagem aérea']!;
    await refused(travelRequest(c, 10, { itemIds: [], aidFields: [] }), 400, 'unselectedTravelOption');
    const partly = await refused(travelRequest(c, 10, { aidFields: [ticket.fields[0]!] }), 400, 'unselectedTravelOption');
    expect(partly.fields).toEqual({ itemIds: ['err.unselectedTravelOption'] });
  });

  it('needs a treatment location, the group\'s required patient and procedure fields', async () => {
    const error = await refused(travelRequest(c, 11, {
      treatmentLocationId: undefined,
      patient: { cpf: cpfOf(11), name: 'Helena Castro Dias', phone: '11955554444', birthDate: '1968-09-12' },
      procedureFieldsAnswers: { motivoViagem: 'Ida', meioTransporte: 'Aéreo', patologia: '1', declaracaoVeracidade: true, dataConsulta: '31/02/2031' },
    }), 400, 'validation');
    expect(error.fields).toMatchObject({
      treatmentLocationId: ['validation.requiredSelect'], 'patient.caregiverName': ['validation.requiredField'],
      'procedureFieldsAnswers.motivoViagem': ['validation.minLength'], 'procedureFieldsAnswers.dataConsulta': ['validation.invalidDate'],
    });
  });

  it('refuses a location of another travel group', async () => {
    const error = await refused(travelRequest(c, 12, { treatmentLocationId: 999_999 }), 400, 'validation');
    expect(error.fields).toEqual({ treatmentLocationId: ['validation.invalidField'] });
  });

  it('with OTHER keeps the new location, whose name and address are required within the limits', async () => {
    const missing = await refused(travelRequest(c, 13, { treatmentLocationId: 'OTHER' }), 400, 'validation');
    expect(Object.keys(missing.fields ?? {})).toContain('treatmentLocation.name');
    const tooLong = await refused(travelRequest(c, 13, {
      treatmentLocationId: 'OTHER', treatmentLocation: { ...otherLocation, name: 'x'.repeat(151), number: '', cep: '12345-6789' },
    }), 400, 'validation');
    expect(Object.keys(tooLong.fields ?? {}).sort()).toEqual(['treatmentLocation.cep', 'treatmentLocation.name', 'treatmentLocation.number']);

    const res = await created(travelRequest(c, 13, { treatmentLocationId: 'OTHER', treatmentLocation: otherLocation }));
    const [row] = await t.app.db.select().from(procedures).where(eq(procedures.id, res.id));
    expect(row).toMatchObject({ treatmentLocationId: null, treatmentLocation: otherLocation });
    expect((await detail(doctor, res.id)).treatmentLocation).toEqual(otherLocation);
  });

  it('refuses a second travel while one is under way for the patient and follow-up, allows one after a rejection', async () => {
    const first = await created(travelRequest(c, 20));
    await refused(travelRequest(c, 20), 400, 'eligibilityRejectedTravel');
    expect((await decide(first.id, 'REJECTED')).statusCode).toBe(200);
    await created(travelRequest(c, 20));
  });

  it('eligibilityRejectedTravel carries the group\'s own refusal text when it set one, else the catalogue\'s (decision 0079)', async () => {
    await created(travelRequest(c, 21));
    expect((await refused(travelRequest(c, 21), 400, 'eligibilityRejectedTravel')).message)
      .toBe('Este paciente já possui uma solicitação de viagem em andamento para este acompanhamento.');
    const text = 'Paciente com viagem em andamento neste acompanhamento. Fale com a central do programa.';
    await t.app.db.update(travelGroups).set({ eligibilityMessage: text }).where(eq(travelGroups.id, c.groupId));
    try {
      expect(await refused(travelRequest(c, 21), 400, 'eligibilityRejectedTravel')).toMatchObject({ message: text });
    } finally {
      await t.app.db.update(travelGroups).set({ eligibilityMessage: null }).where(eq(travelGroups.id, c.groupId));
    }
  });

  it('answers a repeated Idempotency-Key with the first request and creates nothing', async () => {
    const key = 'travel-key-1';
    const first = await created(travelRequest(c, 30), key);
    const before = await procedureCount(t.app.db);
    const again = await created(travelRequest(c, 30), key);
    expect(again).toEqual(first);
    expect(await procedureCount(t.app.db)).toBe(before);
  });

  it('approves or rejects every child whatever is selected', async () => {
    const ticket = c.aids['Passagem aérea']!;
    const escort = c.aids.Acompanhante!;
    const body = { itemIds: [ticket.id, escort.id], aidFields: [...ticket.fields, ...escort.fields] };
    const approved = await created(travelRequest(c, 40, body));
    const res = await decide(approved.id, 'APPROVED');
    expect(res.statusCode, res.body).toBe(200);
    const seen = res.json<ProcedureDetail>();
    expect(seen.status).toBe('APPROVED');
    expect(seen.children.map((ch) => ch.status)).toEqual(['APPROVED', 'APPROVED']);
    expect(seen.approvedAt).not.toBeNull();

    const rejected = await created(travelRequest(c, 41, body));
    expect((await decide(rejected.id, 'REJECTED')).json<ProcedureDetail>().children.map((ch) => ch.status)).toEqual(['REJECTED', 'REJECTED']);
  });

  it('answers another programme\'s travel group like a missing one', async () => {
    const other = await demoTravelConfig(t.app.db, 'ABRACARAVIDA');
    const error = await refused(travelRequest(c, 50, { groupId: other.groupId }), 404, 'travelGroupNotFound');
    const missing = await refused(travelRequest(c, 50, { groupId: 999_999 }), 404, 'travelGroupNotFound');
    expect(error).toEqual(missing);
  });
});
