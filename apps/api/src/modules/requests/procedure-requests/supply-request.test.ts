import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SupplyRequestInput } from '@portal/domain';
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

const ADDRESS = { cep: '01310-100', placeDescription: 'Avenida Paulista', number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' } as const;
const kits = () => balanceOf(t.app.db, c.programId, doctorId, 'SUPPLY', c.kits, c.homeKit);
const request = (seed: number, extra: Partial<SupplyRequestInput> = {}, address: Partial<SupplyRequestInput['userAddress']> = {}): SupplyRequestInput => ({
  type: 'SUPPLY', programId: c.programId, supplyGroupId: c.kits, supplyId: c.homeKit, quantity: 1, email: 'medico@exemplo.com.br',
  userAddress: { ...ADDRESS, recipientName: 'Paciente Kit', recipientType: 'PATIENT', recipientCpf: cpfOf(seed), ...address },
  ...extra,
});
const refused = async (body: unknown, status: number, code: string) => {
  const before = [await procedureCount(t.app.db), await kits()];
  const res = await postRequest(doctor, body);
  expect(res.statusCode, res.body).toBe(status);
  expect([await procedureCount(t.app.db), await kits()]).toEqual(before);
  const error = res.json<{ code: string; fields?: Record<string, string[]> }>();
  expect(error.code).toBe(code);
  return error;
};
const addressesUrl = (doctor = doctorId) => `/api/programs/${c.programId}/doctors/${doctor}/addresses/intern`;
interface Saved { id: number; recipientName: string; recipientType: string; placeDescription: string }

describe('POST /procedures: a supply (kit) request', () => {
  it('spends `quantity` kits on one SUPPLY child and keeps the quantity, recipient and e-mail', async () => {
    const before = await kits();
    const res = await postRequest(doctor, request(1, { quantity: 2 }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ id: number; messageKey: string }>();
    expect(created.messageKey).toBe('msg.successToRequestSupply');
    expect(await kits()).toBe(before - 2);
    const [row] = await t.app.db.select().from(procedures).where(eq(procedures.id, created.id));
    expect(row).toMatchObject({ type: 'SUPPLY', quantity: 2, address: { recipientCpf: cpfOf(1), recipientType: 'PATIENT', email: 'medico@exemplo.com.br' } });
    const children = await t.app.db.select().from(procedureChildren).where(eq(procedureChildren.procedureId, created.id));
    expect(children.map((ch) => [ch.type, ch.supplyId, ch.paidByVoucher])).toEqual([['SUPPLY', c.homeKit, true]]);
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });

  it('refuses the same kit still open for that recipient: kitAlreadyRequested', async () => {
    await refused(request(1), 400, 'kitAlreadyRequested');
  });

  it('checks quantity 1..max, the recipient type and CPF the kit shows, the address and the e-mail', async () => {
    const max = await refused(request(2, { quantity: 4 }), 400, 'validation');
    expect(max.fields).toEqual({ quantity: ['A quantidade deve ser no máximo 3'] });
    const min = await refused(request(2, { quantity: 0 }), 400, 'validation');
    expect(min.fields).toEqual({ quantity: ['validation.quantityMin'] });
    const shown = await refused(request(2, {}, { recipientType: undefined, recipientCpf: '' }), 400, 'validation');
    expect(shown.fields).toEqual({ 'userAddress.recipientType': ['validation.requiredSelect'], 'userAddress.recipientCpf': ['validation.requiredField'] });
    const address = await refused(request(2, { email: `${'a'.repeat(200)}@x.com` }, { placeDescription: '', number: '1'.repeat(21), complement: 'c'.repeat(51) }), 400, 'validation');
    expect(Object.keys(address.fields ?? {}).sort()).toEqual(['email', 'userAddress.complement', 'userAddress.number', 'userAddress.placeDescription']);
  });

  it('answers the first result to a repeated Idempotency-Key and spends nothing more', async () => {
    const before = await kits();
    const first = await postRequest(doctor, request(3), 'kit-key-1');
    const again = await postRequest(doctor, request(3), 'kit-key-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await kits()).toBe(before - 1);
  });

  it('returns every unit of the request when it is rejected, and when an approved one is canceled', async () => {
    const rejectedId = (await postRequest(doctor, request(4, { quantity: 3 }))).json<{ id: number }>().id;
    let before = await kits();
    expect((await admin({ method: 'PUT', url: `/api/procedures/${rejectedId}/status`, payload: { status: 'REJECTED' } })).statusCode).toBe(200);
    expect(await kits()).toBe(before + 3);

    const approved = (await postRequest(doctor, request(5, { quantity: 2 }))).json<{ id: number }>().id;
    const [child] = await t.app.db.select().from(procedureChildren).where(eq(procedureChildren.procedureId, approved));
    expect((await admin({ method: 'PUT', url: `/api/procedures/${approved}/status`, payload: { status: 'APPROVED', procedureIds: [child!.id] } })).statusCode).toBe(200);
    before = await kits();
    const canceled = await admin({ method: 'POST', url: `/api/procedures/${approved}/progress`, payload: { step: 'CANCEL', childIds: [child!.id], reason: 'Endereço errado' } });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await kits()).toBe(before + 2);
    expect((await reconcileLedger(t.app.db)).ok).toBe(true);
  });

  it('saves a new address for reuse, reuses it only for a kit that allows its recipient type, ', async () => {
    const res = await postRequest(doctor, request(6, {}, { recipientType: 'CLINIC', recipientName: 'Clínica Boa Saúde', save: true }));
    expect(res.statusCode, res.body).toBe(201);
    const saved = (await doctor({ method: 'GET', url: addressesUrl() })).json<Saved[]>();
    expect(saved.map((a) => [a.recipientName, a.recipientType, a.placeDescription])).toEqual([['Clínica Boa Saúde', 'CLINIC', 'Avenida Paulista']]);
    // The cool bag goes to patients only: a CLINIC address is not reused for it.
    const coolBag = request(7, { supplyId: c.coolBag }, { addressId: saved[0]!.id });
    expect((await postRequest(doctor, coolBag)).json<{ fields: Record<string, string[]> }>().fields).toEqual({ 'userAddress.addressId': ['validation.requiredSelect'] });
    const reused = await postRequest(doctor, request(8, {}, { addressId: saved[0]!.id, recipientName: 'ignorado', recipientType: undefined }));
    expect(reused.statusCode, reused.body).toBe(201);
    const [row] = await t.app.db.select().from(procedures).where(eq(procedures.id, reused.json<{ id: number }>().id));
    expect(row!.address).toMatchObject({ recipientName: 'Clínica Boa Saúde', recipientType: 'CLINIC' });
  });

  it('answers insufficientKits when the doctor holds fewer kits than the quantity', async () => {
    let seed = 100;
    while ((await kits()) >= 3) expect((await postRequest(doctor, request(seed++))).statusCode).toBe(201);
    await refused(request(seed, { quantity: 3 }), 400, 'insufficientKits');
  });
});

describe('the doctor\'s saved addresses: /programs/{programId}/doctors/{doctorId}/addresses/intern', () => {
  const body = { ...ADDRESS, recipientName: 'Ana Souza', recipientType: 'PATIENT' };
  it('creates, lists and updates the doctor\'s own addresses', async () => {
    const created = await doctor({ method: 'POST', url: addressesUrl(), payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<Saved>();
    const updated = await doctor({ method: 'PUT', url: `${addressesUrl()}/${id}`, payload: { ...body, recipientName: 'Ana Souza Lima' } });
    expect(updated.json<Saved>()).toMatchObject({ id, recipientName: 'Ana Souza Lima' });
    expect((await doctor({ method: 'GET', url: addressesUrl() })).json<Saved[]>().map((a) => a.id)).toContain(id);
  });

  it('answers 404 for another doctor\'s id, as for a missing address', async () => {
    const other = await t.userId('pendente@demo.com.br');
    for (const res of [
      await doctor({ method: 'GET', url: addressesUrl(other) }),
      await doctor({ method: 'POST', url: addressesUrl(other), payload: body }),
      await doctor({ method: 'PUT', url: `${addressesUrl()}/999999`, payload: body }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<{ code: string }>().code).toBe('doctorAddressNotFound');
    }
  });
});
