import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PatientProcedureRequestInput } from '@portal/domain';
import { procedureChildren, procedures } from '#db/schema/index.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { reconcileLedger } from '../inventory/index.ts';
import { cpfOf, postRequest, procedureCount } from './exam-request.test-helpers.ts';
import { balanceOf, demoRequestConfig, type DemoRequestConfig } from './request-types.test-helpers.ts';

let t: TestApp;
let doctor: Client;
let admin: Client;
let c: DemoRequestConfig;
let doctorId: number;
useTestApp(async (app) => {
  t = app;
  doctor = await t.as('DOCTOR');
  admin = await t.as('ADMIN');
  c = await demoRequestConfig(t.app.db);
  doctorId = await t.userId('medico@demo.com.br');
});

const units = (itemId = c.assisted) => balanceOf(t.app.db, c.programId, doctorId, 'PATIENT_PROCEDURE', c.product, itemId);
const request = (seed: number, extra: Partial<PatientProcedureRequestInput> = {}): PatientProcedureRequestInput => ({
  type: 'PATIENT_PROCEDURE', programId: c.programId, productId: c.product, patientProcedureId: c.assisted,
  patient: { cpf: cpfOf(seed), name: 'Helena Duarte Ramos', phone: '11987654321' },
  procedureFieldsAnswers: { localAplicacao: 'Domicílio', pacienteAlergico: false },
  ...extra,
});
const refused = async (body: unknown, status: number, code: string) => {
  const before = [await procedureCount(t.app.db), await units()];
  const res = await postRequest(doctor, body);
  expect(res.statusCode, res.body).toBe(status);
  expect([await procedureCount(t.app.db), await units()]).toEqual(before);
  const error = res.json<{ code: string; fields?: Record<string, string[]> }>();
  expect(error.code).toBe(code);
  return error;
};

describe('POST /procedures: a patient-procedure request', () => {
  it('creates the request OPEN with one child and spends ONE unit of the patient procedure; the ledger balances', async () => {
    const before = await units();
    const res = await postRequest(doctor, request(1));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ id: number; status: string; messageKey: string }>();
    expect(created).toMatchObject({ status: 'OPEN', messageKey: 'msg.successToRequestPatientProcedure' });
    expect(await units()).toBe(before - 1);
    const [row] = await t.app.db.select().from(procedures).where(eq(procedures.id, created.id));
    expect(row).toMatchObject({ type: 'PATIENT_PROCEDURE', productId: c.product, patientProcedureId: c.assisted, fieldAnswers: { localAplicacao: 'Domicílio', pacienteAlergico: false } });
    const children = await t.app.db.select().from(procedureChildren).where(eq(procedureChildren.procedureId, created.id));
    expect(children.map((ch) => [ch.type, ch.patientProcedureId, ch.paidByVoucher])).toEqual([['PATIENT_PROCEDURE', c.assisted, true]]);
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });

  it('applies the dynamic rules of the patient procedure\'s field configs, as the exam request does', async () => {
    const error = await refused(request(2, { procedureFieldsAnswers: { localAplicacao: 'Hospital' } }), 400, 'validation');
    expect(error.fields).toEqual({
      'procedureFieldsAnswers.localAplicacao': ['validation.requiredSelect'], 'procedureFieldsAnswers.pacienteAlergico': ['validation.requiredField'],
    });
    const schema = await refused(request(2, { patient: { cpf: '11111111111', name: '', phone: '1' } }), 400, 'validation');
    expect(Object.keys(schema.fields ?? {})).toEqual(expect.arrayContaining(['patient.cpf', 'patient.name', 'patient.phone']));
  });

  it('refuses another product\'s patient procedure and an open request of the same procedure for the CPF', async () => {
    const other = await refused(request(3, { patientProcedureId: 999_999 }), 400, 'validation');
    expect(other.fields).toEqual({ patientProcedureId: ['validation.invalidField'] });
    await refused(request(1), 400, 'existingPatientProcedure');
  });

  it('answers the first result to a repeated Idempotency-Key and spends nothing more', async () => {
    const before = await units();
    const first = await postRequest(doctor, request(4), 'pp-key-1');
    const again = await postRequest(doctor, request(4), 'pp-key-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await units()).toBe(before - 1);
  });

  it('gives the unit back when the request is rejected', async () => {
    const res = await postRequest(doctor, request(5));
    const { id } = res.json<{ id: number }>();
    const before = await units();
    const rejected = await admin({ method: 'PUT', url: `/api/procedures/${id}/status`, payload: { status: 'REJECTED', reason: 'Sem indicação' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await units()).toBe(before + 1);
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });

  it('is refused at 0 units with insufficientInventory', async () => {
    let seed = 100;
    while ((await units()) > 0) expect((await postRequest(doctor, request(seed++))).statusCode).toBe(201);
    await refused(request(seed), 400, 'insufficientInventory');
  });
});
