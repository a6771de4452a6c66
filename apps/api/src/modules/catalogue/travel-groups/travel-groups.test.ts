import { describe, expect, it } from 'vitest';
import type { Aid, ApiError, FollowupForTravel, Page, PatientProcedureRow, TravelGroupDetail } from '@portal/domain';
import { okJson as json } from '#test/ok-json.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';

let t: TestApp;
let sys: Client;
let admin: Client;
let doctor: Client;
let program: number;
let otherProgram: number;

useTestApp(async (app) => {
  t = app;
  sys = await t.as('SYSADMIN');
  admin = await t.as('ADMIN');
  doctor = await t.as('DOCTOR');
  program = await t.programId('BEMESTAR');
  otherProgram = await t.programId('ABRACARAVIDA');
});

const newFollowup = async (name: string) =>
  json<{ id: number }>(sys({ method: 'POST', url: '/api/followups', payload: { programId: program, name } }), 201);

describe('travel configuration read by the travel request (spec §7)', () => {
  it('lists the follow-ups with a travel group, and the group with aids whose fields must be ticked', async () => {
    const followups = await json<FollowupForTravel[]>(doctor({ method: 'GET', url: `/api/programs/${program}/followupForTravels` }));
    expect(followups).toHaveLength(1);
    expect(followups[0]).toMatchObject({ name: 'Oncologia', travelGroup: { name: 'Viagens para tratamento' } });
    const group = await json<TravelGroupDetail>(doctor({ method: 'GET', url: `/api/followups/${followups[0]!.id}/travel-group` }));
    expect(group).toMatchObject({ treatmentLocationLabel: 'Centro de tratamento', showOtherOptionForTreatmentLocation: true });
    expect(group.aids.map((a) => a.name)).toEqual(['Acompanhante', 'Hospedagem', 'Passagem aérea']);
    expect(group.aids.find((a) => a.name === 'Passagem aérea')!.aidFields.map((f) => f.fieldType)).toEqual(['CHECKBOX', 'CHECKBOX']);
    const aid = await json<Aid>(doctor({ method: 'GET', url: `/api/aids/${group.aids[0]!.id}` }));
    expect(aid).toEqual(group.aids[0]);
    expect((await doctor({ method: 'GET', url: `/api/programs/${otherProgram}/followupForTravels` })).json<ApiError>().code).toBe('programNotFound');
  });
});

describe('the travel-group register', () => {
  it('creates, updates and deletes a group; one travel group per follow-up', async () => {
    const followup = await newFollowup('Neurologia');
    expect((await admin({ method: 'POST', url: '/api/travel-groups', payload: { followupId: followup.id, name: 'X' } })).statusCode).toBe(403);
    const group = await json<TravelGroupDetail>(sys({ method: 'POST', url: '/api/travel-groups', payload: {
      followupId: followup.id, name: 'Viagens de neurologia', treatmentLocationLabel: '', showOtherOptionForTreatmentLocation: true,
    } }), 201);
    expect(group).toMatchObject({ treatmentLocationLabel: null, showOtherOptionForTreatmentLocation: true, aids: [], followup: { id: followup.id } });
    const second = await sys({ method: 'POST', url: '/api/travel-groups', payload: { followupId: followup.id, name: 'Outra' } });
    expect([second.statusCode, second.json<ApiError>().code]).toEqual([409, 'followupAlreadyHasTravelGroup']);
    const page = await json<Page<{ id: number }>>(sys({ method: 'GET', url: `/api/travel-groups?programId=${program}&followupIds=${followup.id}` }));
    expect(page.data.map((g) => g.id)).toEqual([group.id]);
    expect(await json<TravelGroupDetail>(sys({ method: 'PUT', url: `/api/travel-groups/${group.id}`, payload: { followupId: followup.id, name: 'Viagens neuro', treatmentLocationLabel: 'Hospital' } })))
      .toMatchObject({ name: 'Viagens neuro', treatmentLocationLabel: 'Hospital', showOtherOptionForTreatmentLocation: false, eligibilityMessage: null });
    // The group's own refusal text for eligibilityRejectedTravel (decision 0079), blank meaning none, at most 500 characters.
    expect(await json<TravelGroupDetail>(sys({ method: 'PUT', url: `/api/travel-groups/${group.id}`, payload: {
      followupId: followup.id, name: 'Viagens neuro', treatmentLocationLabel: 'Hospital', eligibilityMessage: ' Já existe viagem em andamento. ',
    } }))).toMatchObject({ eligibilityMessage: 'Já existe viagem em andamento.' });
    const tooLong = await sys({ method: 'PUT', url: `/api/travel-groups/${group.id}`, payload: { followupId: followup.id, name: 'Viagens neuro', eligibilityMessage: 'x'.repeat(501) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ fields?: Record<string, string[]> }>().fields).toEqual({ eligibilityMessage: ['validation.maxLength'] });

    const aid = await json<Aid>(sys({ method: 'POST', url: '/api/aids', payload: {
      travelGroupId: group.id, name: 'Transporte terrestre', aidFields: [{ label: 'Paciente confirmou o embarque' }, { label: 'Paciente tem mobilidade reduzida' }],
    } }), 201);
    expect(aid.aidFields.map((f) => [f.label, f.order])).toEqual([['Paciente confirmou o embarque', 0], ['Paciente tem mobilidade reduzida', 1]]);
    const refused = await sys({ method: 'DELETE', url: `/api/travel-groups/${group.id}` });
    expect([refused.statusCode, refused.json<ApiError>().code]).toEqual([409, 'travelGroupIsLinkedToOtherEntitie']);

    // Editing keeps the id of a field it names, adds new ones and drops the rest.
    const kept = aid.aidFields[1]!;
    const edited = await json<Aid>(sys({ method: 'PUT', url: `/api/aids/${aid.id}`, payload: {
      travelGroupId: group.id, name: 'Transporte', aidFields: [{ id: kept.id, label: 'Mobilidade reduzida' }, { label: 'Precisa de maca' }],
    } }));
    expect(edited.aidFields).toEqual([{ ...kept, label: 'Mobilidade reduzida', order: 0 }, expect.objectContaining({ label: 'Precisa de maca', order: 1 })]);
    const stolen = await sys({ method: 'PUT', url: `/api/aids/${aid.id}`, payload: { travelGroupId: group.id, name: 'X', aidFields: [{ id: 999_999, label: 'X' }] } });
    expect(stolen.json<ApiError>().fields).toEqual({ aidFields: ['validation.invalidField'] });

    expect((await sys({ method: 'DELETE', url: `/api/aids/${aid.id}` })).statusCode).toBe(204);
    expect((await sys({ method: 'GET', url: `/api/aids/${aid.id}` })).json<ApiError>().code).toBe('aidNotFound');
    expect((await sys({ method: 'DELETE', url: `/api/travel-groups/${group.id}` })).statusCode).toBe(204);
  });

  it('validates aids: exactly one group, a group of a programme the caller works in', async () => {
    const none = await sys({ method: 'POST', url: '/api/aids', payload: { name: 'Sem grupo' } });
    expect(none.json<ApiError>().fields).toEqual({ examGroupId: ['validation.requiredSelect'] });
    const missing = await sys({ method: 'POST', url: '/api/aids', payload: { examGroupId: 999_999, name: 'X' } });
    expect(missing.json<ApiError>().fields).toEqual({ examGroupId: ['validation.invalidField'] });
    expect((await admin({ method: 'POST', url: '/api/aids', payload: { examGroupId: 1, name: 'X' } })).statusCode).toBe(403);
  });
});

describe('patient procedures per product', () => {
  it('are registered by a system administrator and read by the request screen', async () => {
    const products = await json<{ id: number; name: string }[]>(doctor({ method: 'GET', url: `/api/programs/${program}/products` }));
    const imuno = products.find((p) => p.name === 'Imunovita')!;
    expect((await admin({ method: 'GET', url: `/api/patient-procedures?programId=${program}` })).statusCode).toBe(403);
    const created = await json<PatientProcedureRow>(sys({ method: 'POST', url: '/api/patient-procedures', payload: { productId: imuno.id, name: 'Teleconsulta de enfermagem' } }), 201);
    expect(created).toMatchObject({ product: { id: imuno.id, name: 'Imunovita' } });
    const page = await json<Page<PatientProcedureRow>>(sys({ method: 'GET', url: `/api/patient-procedures?programId=${program}&productId=${imuno.id}` }));
    expect(page.data.map((p) => p.name)).toEqual(['Aplicação assistida', 'Infusão em centro de referência', 'Teleconsulta de enfermagem']);
    const read = await json<{ name: string }[]>(doctor({ method: 'GET', url: `/api/products/${imuno.id}/patient-procedures` }));
    expect(read.map((p) => p.name)).toContain('Teleconsulta de enfermagem');
    const bad = await sys({ method: 'POST', url: '/api/patient-procedures', payload: { productId: 999_999, name: '' } });
    expect(bad.json<ApiError>().fields).toEqual({ name: ['validation.requiredField'] });
    const foreignProducts = await json<{ id: number }[]>(sys({ method: 'GET', url: `/api/programs/${otherProgram}/products` }));
    expect(await json(sys({ method: 'PUT', url: `/api/patient-procedures/${created.id}`, payload: { productId: imuno.id, name: 'Teleconsulta' } })))
      .toMatchObject({ name: 'Teleconsulta' });
    // A group the admin is not in: nobody changes the permissions of their own group.
    const userGroup = (await json<{ id: number; name: string }[]>(admin({ method: 'GET', url: `/api/user-groups?programId=${program}` })))
      .find((g) => g.name !== 'Administração');
    await json(admin({ method: 'POST', url: `/api/user-groups/${userGroup!.id}/Permissions`, payload: {
      userGroupId: userGroup!.id, type: 'PATIENT_PROCEDURE', groupId: imuno.id, itemId: created.id,
    } }), 201);
    const refused = await sys({ method: 'DELETE', url: `/api/patient-procedures/${created.id}` });
    expect([refused.statusCode, refused.json<ApiError>().code]).toEqual([409, 'patientProcedureIsLinkedToOtherEntitie']);
    expect(foreignProducts.length).toBeGreaterThan(0);
    const other = await json<PatientProcedureRow>(sys({ method: 'POST', url: '/api/patient-procedures', payload: { productId: imuno.id, name: 'Temporário' } }), 201);
    expect((await sys({ method: 'DELETE', url: `/api/patient-procedures/${other.id}` })).statusCode).toBe(204);
    expect((await sys({ method: 'GET', url: `/api/patient-procedures/${other.id}` })).json<ApiError>().code).toBe('patientProcedureConfigNotFound');
  });
});
