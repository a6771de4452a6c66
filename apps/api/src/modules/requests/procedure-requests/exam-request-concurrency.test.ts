import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, procedures } from '#db/schema/index.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { reconcileLedger } from '../inventory/index.ts';
import { cpfOf, demoExamConfig, examBalance, geneticRequest, postRequest, procedureCount, type DemoExamConfig } from './exam-request.test-helpers.ts';

let t: TestApp;
let doctor: Client;
let c: DemoExamConfig;
let doctorId: number;
useTestApp(async (app) => {
  t = app;
  doctor = await t.as('DOCTOR');
  c = await demoExamConfig(t.app.db);
  doctorId = await t.userId('medico@demo.com.br');
});

const brcaBalance = () => examBalance(t.app.db, c.programId, doctorId, c.genetic.id, c.genetic.exams[0]!);

describe('Idempotency-Key on POST /procedures', () => {
  it('a repeat with the same key answers the first result, creates nothing and spends once', async () => {
    const before = await brcaBalance();
    const body = geneticRequest(c, 1, { itemIds: [c.genetic.exams[0]!] });
    const first = await postRequest(doctor, body, 'pedido-1');
    expect(first.statusCode, first.body).toBe(201);
    const count = await procedureCount(t.app.db);
    const again = await postRequest(doctor, body, 'pedido-1');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(await procedureCount(t.app.db)).toBe(count);
    expect(await brcaBalance()).toBe(before - 1);
  });

  it('two concurrent posts with one key create one request', async () => {
    const before = await brcaBalance();
    const count = await procedureCount(t.app.db);
    const body = geneticRequest(c, 2, { itemIds: [c.genetic.exams[0]!] });
    const [a, b] = await Promise.all([postRequest(doctor, body, 'pedido-2'), postRequest(doctor, body, 'pedido-2')]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect(await procedureCount(t.app.db)).toBe(count + 1);
    expect(await brcaBalance()).toBe(before - 1);
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });

  it('the same key with another body answers 422 idempotencyKeyReused and creates nothing', async () => {
    // 'pedido-1' made a request in the first test; the same body in another key order is still that request.
    const body = geneticRequest(c, 1, { itemIds: [c.genetic.exams[0]!] });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await postRequest(doctor, reordered, 'pedido-1')).statusCode).toBe(201);
    const count = await procedureCount(t.app.db);
    const other = await postRequest(doctor, geneticRequest(c, 5, { itemIds: [c.genetic.exams[0]!] }), 'pedido-1');
    expect(other.statusCode).toBe(422);
    const refusal = other.json<{ code: string; message: string }>();
    expect(refusal.code).toBe('idempotencyKeyReused');
    expect(refusal.message).toContain('Idempotency-Key');
    expect(await procedureCount(t.app.db)).toBe(count);
  });

  it('refuses a key longer than 100 characters or empty', async () => {
    const body = geneticRequest(c, 3, { itemIds: [c.genetic.exams[0]!] });
    for (const key of ['x'.repeat(101), '']) {
      const res = await postRequest(doctor, body, key);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('invalidIdempotencyKey');
    }
  });
});

describe('20 concurrent requests against fewer vouchers', () => {
  it('never overdraw: as many succeed as vouchers were held, the rest answer eligibilityRejected', async () => {
    const held = await brcaBalance();
    expect(held).toBeLessThan(20);
    const bodies = Array.from({ length: 20 }, (_, i) => geneticRequest(c, 100 + i, { itemIds: [c.genetic.exams[0]!] }));
    const answers = await Promise.all(bodies.map((body) => postRequest(doctor, body)));
    const created = answers.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(held);
    expect(answers.filter((r) => r.statusCode !== 201).map((r) => r.json<{ code: string }>().code))
      .toEqual(Array.from({ length: 20 - held }, () => 'eligibilityRejected'));
    expect(await brcaBalance()).toBe(0);
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
    const rows = await t.app.db.select({ id: procedures.id }).from(procedures).where(eq(procedures.createdById, doctorId));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });
});

describe('reads of the request form', () => {
  it('GET /procedures/exam-availability: each exam with my vouchers and its caption', async () => {
    const res = await doctor({ method: 'GET', url: `/api/procedures/exam-availability?programId=${c.programId}&examGroupId=${c.genetic.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const [brca, somatic] = c.genetic.exams;
    expect(res.json()).toEqual([
      { examId: brca, vouchers: 0, availability: 'OUT_OF_STOCK', selectable: false },
      { examId: somatic, vouchers: 3, availability: 'VOUCHER_AVAILABLE', selectable: true },
    ]);
    const consent = await doctor({ method: 'GET', url: `/api/procedures/exam-availability?programId=${c.programId}&examGroupId=${c.consent.id}` });
    expect(consent.json<{ availability: string }[]>().map((r) => r.availability)).toEqual(['REQUEST_APPROVAL', 'REQUEST_APPROVAL']);
  });

  it('GET /patients/data-by-cpf: the stored patient or null, each read audited', async () => {
    const res = await doctor({ method: 'GET', url: `/api/patients/data-by-cpf/${cpfOf(1)}/${c.programId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ patientName: 'Joana Prado Lima', patientBirthDate: '1980-05-10', patientPhone: '11987654321', patientEmail: null, patientGender: null });
    const none = await doctor({ method: 'GET', url: `/api/patients/data-by-cpf/${cpfOf(9999)}/${c.programId}` });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const reads = await t.app.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, 'patient.readByCpf'));
    expect(reads).toHaveLength(2);
  });
});
