import { describe, expect, it } from 'vitest';
import type { CarePatient, CarePatientPage, MedicationPage } from '@portal/domain';
import { loadConfig } from '#platform/config.ts';
import { simulatedPatient } from '#integrations/patient-care/simulator-data.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';

/**
 * The doctors' patients from the patient-care system (simulator), through HTTP: a doctor reads
 * their own, staff those of the doctors below them, anyone else's answers 404 like a missing
 * user; one-based pages; details with the access history; another programme's patient is missing.
 */
let t: TestApp;
let doctor: Client;
let district: Client;
let admin: Client;
/** A system administrator signed in to the other programme (its doctors lack the patients module there). */
let programmeB: Client;
let doctorId: number;
let pendingId: number;
let representativeId: number;

const list = (c: Client, userId: number, page = '1', size = '10') =>
  c({ method: 'GET', url: `/api/patients/by-crm-from-patientcare/${userId}/${page}/${size}` });
const medications = (c: Client, userId: number, patientId?: string) =>
  c({ method: 'GET', url: `/api/patients/patientes-medications-by-crm-from-patientcare/${userId}/1/50${patientId ? `?patientId=${patientId}` : ''}` });
const details = (c: Client, patientId: string) => c({ method: 'GET', url: `/api/patients/details-from-patientcare/${patientId}` });

useTestApp(async (app) => {
  t = app;
  doctor = await t.as('DOCTOR');
  district = await t.as('DISTRICT_MANAGER');
  admin = await t.as('ADMIN');
  programmeB = await t.as('SYSADMIN', 'ABRACARAVIDA');
  doctorId = await t.userId('medico@demo.com.br');
  pendingId = await t.userId('pendente@demo.com.br');
  representativeId = await t.userId('representante@demo.com.br');
});

describe('a doctor\'s patients', () => {
  it('pages the demo doctor\'s patients with one-based page numbers', async () => {
    const first = await list(doctor, doctorId, '1', '10');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<CarePatientPage>();
    expect(page1.total).toBe(23);
    expect(page1.patients).toHaveLength(10);
    const page3 = (await list(doctor, doctorId, '3', '10')).json<CarePatientPage>();
    expect(page3.patients).toHaveLength(3);
    const ids = new Set([...page1.patients, ...page3.patients].map((p) => p.id));
    expect(ids.size).toBe(13);
    expect(page1.patients[0]!.patientName.length).toBeGreaterThan(5);
    expect(page1.patients[0]!.patientCPF).toMatch(/^\d{11}$/);
  });

  it('refuses a page number that is not one-based or a page size past the limit', async () => {
    expect((await list(doctor, doctorId, '0')).statusCode).toBe(400);
    expect((await list(doctor, doctorId, '1', '500')).statusCode).toBe(400);
  });

  it('staff above the doctor read the same list; a doctor outside the caller\'s view answers 404 like a missing user', async () => {
    const own = (await list(doctor, doctorId)).json<CarePatientPage>();
    expect((await list(district, doctorId)).json<CarePatientPage>()).toEqual(own);
    expect((await list(admin, doctorId)).json<CarePatientPage>()).toEqual(own);

    const missing = await list(doctor, 999_999_999);
    const other = await list(doctor, pendingId);
    expect(missing.statusCode).toBe(404);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    expect(other.json()).toMatchObject({ code: 'userNotFound' });
    // Above the caller is outside their view too.
    expect((await list(doctor, representativeId)).statusCode).toBe(404);
  });

  it('a visible member who is not a doctor follows no patients', async () => {
    expect((await list(district, representativeId)).json<CarePatientPage>()).toEqual({ patients: [], total: 0 });
  });

  it('another programme\'s patients are others', async () => {
    const a = (await list(doctor, doctorId)).json<CarePatientPage>();
    const b = (await list(programmeB, doctorId)).json<CarePatientPage>();
    expect(b.total).toBe(12);
    expect(b.patients.map((p) => p.id)).not.toContain(a.patients[0]!.id);
  });

  it('a doctor without the patients module in the programme is refused', async () => {
    const res = await list(await t.as('DOCTOR', 'ABRACARAVIDA'), doctorId);
    expect(res.statusCode).toBe(403);
  });
});

describe('a patient\'s details and medications', () => {
  it('answers the patient with the access history; a patient of another programme is missing', async () => {
    const [first] = (await list(doctor, doctorId)).json<CarePatientPage>().patients;
    const res = await details(doctor, first!.id);
    expect(res.statusCode).toBe(200);
    const patient = res.json<CarePatient>();
    expect(patient).toEqual(first);
    expect(patient.accessPhases.length).toBeGreaterThan(0);
    expect(patient).not.toHaveProperty('doctor');
    expect((await details(district, first!.id)).statusCode).toBe(200);

    const [otherProgramme] = (await list(programmeB, doctorId)).json<CarePatientPage>().patients;
    const missing = await details(doctor, '000000000000000');
    const other = await details(doctor, otherProgramme!.id);
    expect(missing.statusCode).toBe(404);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    expect(missing.json()).toMatchObject({ code: 'carePatientNotFound' });
  });

  it('a doctor cannot read another doctor\'s patient; an administrator can once that doctor is approved', async () => {
    // A patient of the other demo doctor (CRM 654321/RJ), a member of the programme not below the demo doctor.
    const { patient } = simulatedPatient('BEMESTAR', { crm: '654321', uf: 'RJ' }, 0);
    const res = await details(doctor, patient.id);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe((await details(doctor, '000000000000000')).body);
    // Nobody reads the patients of a doctor awaiting approval (decision 0065); approved, the administrator does.
    expect((await details(admin, patient.id)).statusCode).toBe(404);
    expect((await admin({ method: 'PUT', url: `/api/users/${pendingId}/approved`, payload: { approved: true } })).statusCode).toBe(200);
    expect((await details(admin, patient.id)).json<CarePatient>().patientName).toBe(patient.patientName);
    expect((await details(district, patient.id)).statusCode).toBe(404);
    expect((await details(doctor, patient.id)).body).toBe(res.body);
  });

  it('lists the doctor\'s medications with their statuses, or one patient\'s', async () => {
    const all = (await medications(doctor, doctorId)).json<MedicationPage>();
    expect(all.total).toBeGreaterThan(0);
    expect(new Set(all.medications.map((m) => m.status)).size).toBeGreaterThan(1);
    const patientId = all.medications[0]!.patientId;
    const one = (await medications(doctor, doctorId, patientId)).json<MedicationPage>();
    expect(one.total).toBeGreaterThan(0);
    expect(one.medications.every((m) => m.patientId === patientId)).toBe(true);
    expect((await medications(doctor, pendingId)).statusCode).toBe(404);
  });

  it('records each read of patient data in the audit trail', async () => {
    const [first] = (await list(doctor, doctorId)).json<CarePatientPage>().patients;
    await details(doctor, first!.id);
    const sys = await t.as('SYSADMIN');
    const res = await sys({ method: 'GET', url: '/api/audit?action=patientCare.read' });
    expect(res.body).toContain(first!.id);
  });
});

describe('the request forms\' CPF pre-fill', () => {
  it('answers a patient the programme has not stored from the patient-care system; an unknown CPF is null', async () => {
    const programId = await t.programId('BEMESTAR');
    const { patient } = simulatedPatient('BEMESTAR', { crm: '123456', uf: 'SP' }, 5);
    const res = await doctor({ method: 'GET', url: `/api/patients/data-by-cpf/${patient.patientCPF}/${programId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ patientName: patient.patientName, patientBirthDate: patient.patientBirthDate, patientPhone: patient.patientPhone, patientEmail: null, patientGender: null });
    const unknown = await doctor({ method: 'GET', url: `/api/patients/data-by-cpf/39053344705/${programId}` });
    expect(unknown.json()).toBeNull();
  });
});

describe('when the patient-care system is down', () => {
  let down: TestApp;
  useTestApp((app) => { down = app; }, {
    patientCare: { ...loadConfig({ NODE_ENV: 'test' }).patientCare, provider: 'http', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 },
  });

  it('answers 503 patientCareUnavailable (never a 500) on every call', async () => {
    const c = await down.as('DOCTOR');
    const id = await down.userId('medico@demo.com.br');
    // The CPF pre-fill is optional: it answers null rather than blocking the request forms.
    const byCpf = await c({ method: 'GET', url: `/api/patients/data-by-cpf/39053344705/${await down.programId('BEMESTAR')}` });
    expect(byCpf.statusCode).toBe(200);
    expect(byCpf.json()).toBeNull();
    for (const res of [await list(c, id), await medications(c, id), await details(c, '187825000123456')]) {
      expect(res.statusCode).toBe(503);
      const body = res.json<{ code: string; message: string }>();
      expect(body.code).toBe('patientCareUnavailable');
      expect(body.message).toContain('indisponível');
    }
  });
});
