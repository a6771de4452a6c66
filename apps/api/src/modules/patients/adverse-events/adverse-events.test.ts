import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdverseEventCreated, AdverseEventProduct, ApiError, Program } from '@portal/domain';
import { adverseEvents } from '#db/schema/index.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { demoExamGroup, insertProcedure } from '#requests/procedures/procedures.test-helpers.ts';

let t: TestApp;
let doctor: Client;
let otherDoctor: Client;
let code: string;
let products: AdverseEventProduct[];
let otherProducts: AdverseEventProduct[];

useTestApp(async (app) => {
  t = app;
  doctor = await t.as('DOCTOR');
  otherDoctor = await t.as('DOCTOR', 'ABRACARAVIDA');
  const programId = await t.programId('BEMESTAR');
  const group = await demoExamGroup(t.app.db, programId);
  code = (await insertProcedure(t.app.db, {
    programId, requesterId: await t.userId('medico@demo.com.br'), group, patient: { name: 'Maria da Silva', cpf: '39053344705' },
  })).code;
  products = (await doctor({ method: 'GET', url: '/api/adverse-events/products' })).json();
  otherProducts = (await otherDoctor({ method: 'GET', url: '/api/adverse-events/products' })).json();
});

const event = (productId: number) => ({ productId, description: 'Náusea intensa após a segunda dose.', onsetDate: '2026-11-02', serious: true, outcome: 'RECOVERING' });

async function outbox() {
  return (await t.anon({ method: 'GET', url: '/api/dev/outbox?take=20' })).json<{ destination: string; subject: string; body: string; channel: string }[]>();
}

describe('POST /adverse-events (the signed-in doctor)', () => {
  it('gives a protocol number and e-mails the programme\'s pharmacovigilance address (the configured default when none)', async () => {
    expect(products.length).toBeGreaterThan(0);
    const res = await doctor({ method: 'POST', url: '/api/adverse-events', payload: { ...event(products[0]!.id), patientInitials: 'MS', patientBirthDate: '1980-05-04' } });
    expect(res.statusCode).toBe(201);
    const { protocol } = res.json<AdverseEventCreated>();
    expect(protocol).toMatch(/^FV-\d{4}-\d{6}$/);
    const mail = (await outbox()).find((m) => m.subject.includes(protocol))!;
    expect(mail).toMatchObject({ channel: 'EMAIL', destination: 'farmacovigilancia@portal.local' });
    expect(mail.body).toContain(`Produto: ${products[0]!.name}`);
    expect(mail.body).toContain('Paciente: MS (04/05/1980)');
    expect(mail.body).toContain('Grave: Sim');
    expect(mail.body).toContain('Evolução: Em recuperação');

    // The system administrator names the programme's own address on the programme form.
    const sys = await t.as('SYSADMIN');
    const programId = await t.programId('BEMESTAR');
    const program = (await sys({ method: 'GET', url: `/api/programs/${programId}` })).json<Program>();
    const form = { clientId: program.clientId, name: program.name, slug: program.slug, modules: program.modules, pharmacovigilanceEmail: 'fv@bemestar.com.br' };
    expect((await sys({ method: 'PUT', url: `/api/programs/${programId}`, payload: { ...form, pharmacovigilanceEmail: 'não é e-mail' } })).statusCode).toBe(400);
    expect((await sys({ method: 'PUT', url: `/api/programs/${programId}`, payload: form })).statusCode).toBe(200);
    expect((await sys({ method: 'GET', url: `/api/programs/${programId}` })).json<Program>().pharmacovigilanceEmail).toBe('fv@bemestar.com.br');
    const second = (await doctor({ method: 'POST', url: '/api/adverse-events', payload: { ...event(products[0]!.id), patientInitials: 'JS' } })).json<AdverseEventCreated>();
    expect(second.protocol).not.toBe(protocol);
    expect((await outbox()).find((m) => m.subject.includes(second.protocol))!.destination).toBe('fv@bemestar.com.br');
  });

  it('refuses a product of another programme like a missing one, and incomplete reports', async () => {
    const other = await doctor({ method: 'POST', url: '/api/adverse-events', payload: { ...event(otherProducts[0]!.id), patientInitials: 'AB' } });
    const missing = await doctor({ method: 'POST', url: '/api/adverse-events', payload: { ...event(999_999), patientInitials: 'AB' } });
    expect([other.statusCode, other.json<ApiError>().code]).toEqual([400, 'adverseEventProductNotFound']);
    expect(other.body).toBe(missing.body);
    const incomplete = await doctor({ method: 'POST', url: '/api/adverse-events', payload: { ...event(products[0]!.id), description: ' ', patientInitials: '' } });
    expect([incomplete.statusCode, incomplete.json<ApiError>().code]).toEqual([400, 'validation']);
  });

  it('is the doctor\'s: anonymous 401, a manager 403', async () => {
    expect((await t.anon({ method: 'POST', url: '/api/adverse-events', payload: { ...event(products[0]!.id), patientInitials: 'AB' } })).statusCode).toBe(401);
    const manager = await t.as('DISTRICT_MANAGER');
    expect((await manager({ method: 'POST', url: '/api/adverse-events', payload: { ...event(products[0]!.id), patientInitials: 'AB' } })).statusCode).toBe(403);
  });
});

describe('POST /procedures/by-code/{code}/adverse-events (the patient from the public link)', () => {
  it('lists the code\'s programme products and records the report with the patient of the procedure', async () => {
    expect((await t.anon({ method: 'GET', url: `/api/procedures/by-code/${code}/adverse-event-products` })).json()).toEqual(products);
    const res = await t.anon({ method: 'POST', url: `/api/procedures/by-code/${code}/adverse-events`, payload: { ...event(products[0]!.id), serious: false, reporterName: 'Maria da Silva', reporterContact: '(11) 99999-0000' } });
    expect(res.statusCode).toBe(201);
    const { protocol } = res.json<AdverseEventCreated>();
    const mail = (await outbox()).find((m) => m.subject.includes(protocol))!;
    expect(mail.body).toContain('Notificador: Paciente – Maria da Silva ((11) 99999-0000)');
    expect(mail.body).toContain('Paciente: Maria da Silva');
    const [row] = await t.app.db.select().from(adverseEvents).where(eq(adverseEvents.protocol, protocol));
    expect(row).toMatchObject({ reporterType: 'PATIENT', reportedById: null, serious: false });
  });

  it('answers patientProcedureNotFound for an unknown code and refuses another programme\'s product', async () => {
    const unknown = await t.anon({ method: 'POST', url: '/api/procedures/by-code/NAOEXISTE1/adverse-events', payload: { ...event(products[0]!.id), reporterName: 'X', reporterContact: 'x@x.com' } });
    expect([unknown.statusCode, unknown.json<ApiError>().code]).toEqual([404, 'patientProcedureNotFound']);
    expect((await t.anon({ method: 'GET', url: '/api/procedures/by-code/NAOEXISTE1/adverse-event-products' })).statusCode).toBe(404);
    const other = await t.anon({ method: 'POST', url: `/api/procedures/by-code/${code}/adverse-events`, payload: { ...event(otherProducts[0]!.id), reporterName: 'X', reporterContact: 'x@x.com' } });
    expect([other.statusCode, other.json<ApiError>().code]).toEqual([400, 'adverseEventProductNotFound']);
  });
});

describe('append-only storage', () => {
  it('the database refuses to change or remove a report', async () => {
    await expect(t.app.db.update(adverseEvents).set({ description: 'alterado' })).rejects.toThrow();
    await expect(t.app.db.delete(adverseEvents)).rejects.toThrow();
    await expect(t.app.db.execute(sql`truncate adverse_events`)).rejects.toThrow();
    const rows = await t.app.db.select({ d: adverseEvents.description }).from(adverseEvents);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.d !== 'alterado')).toBe(true);
  });
});
