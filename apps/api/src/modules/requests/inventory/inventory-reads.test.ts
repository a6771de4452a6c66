import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { ApiError, Page } from '@portal/domain';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { demoInventories, insertPeople, programIdOf, query, type InventoryRef } from './inventory.test-helpers.ts';

/**
 * The reads of the ledger over the demo seed, which gives (in each programme) the district
 * manager 100 vouchers of the first presentation and 40 of the first exam from the programme's
 * holder; they pass 20 and 10 to the representative, who passes 5 and 2 to the doctor. In
 * BEMESTAR the doctor also holds vouchers of four more exams (seed/exam-vouchers.ts) and units of a
 * patient procedure and a kit (seed/request-stock.ts): DOCTOR_EXTRA items, each one balance row and
 * one movement. The doctor's demo requests (seed/demo-requests.ts) spend one unit of four of those
 * items (an exam, the first presentation, the patient procedure, the kit), each granted back by the
 * holder: REQUEST_MOVEMENTS more movements, balances unchanged.
 */
const EXAM_GRANTS = 4;
const DOCTOR_EXTRA = EXAM_GRANTS + 2;
const REQUEST_MOVEMENTS = 4 * 2;
let t: TestApp;
const as: Record<string, Client> = {};
const id: Record<string, number> = {};
let programId: number;
let voucher: InventoryRef;
let exam: InventoryRef;

useTestApp(async (app) => {
  t = app;
  for (const [key, email] of Object.entries({
    admin: 'admin@demo.com.br', regional: 'regional@demo.com.br', district: 'distrital@demo.com.br',
    representative: 'representante@demo.com.br', doctor: 'medico@demo.com.br',
  })) {
    as[key] = await t.as(email);
    id[key] = await t.userId(email);
  }
  programId = await programIdOf(t.app.db, 'BEMESTAR');
  ({ FIRST_MEDICINE: voucher, CLINICAL_EXAMINATION: exam } = await demoInventories(t.app.db, programId));
});

const get = async <T>(who: string, path: string, params: Record<string, string | number | boolean | undefined>, status = 200): Promise<T> => {
  const res = await as[who]!({ method: 'GET', url: `/api${path}?${query(params)}` });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
};
const keyOf = (inv: InventoryRef) => ({ programId: inv.programId, inventory: inv.inventoryType, groupId: inv.groupId, itemId: inv.itemId });

describe('GET /movements/inventory/amount', () => {
  it('answers the caller’s balance, or that of a user below them', async () => {
    expect(await get('district', '/movements/inventory/amount', keyOf(voucher))).toEqual({ amount: 80 });
    expect(await get('district', '/movements/inventory/amount', { ...keyOf(exam), userId: id.representative })).toEqual({ amount: 8 });
    expect(await get('district', '/movements/inventory/amount', { ...keyOf(voucher), userId: id.doctor })).toEqual({ amount: 5 });
    expect(await get('doctor', '/movements/inventory/amount', keyOf(voucher))).toEqual({ amount: 5 });
    expect(await get('admin', '/movements/inventory/amount', { ...keyOf(voucher), userId: id.district })).toEqual({ amount: 80 });
  });

  it('refuses a user above or beside the caller (403) and one outside the programme (404)', async () => {
    expect((await get<ApiError>('district', '/movements/inventory/amount', { ...keyOf(voucher), userId: id.regional }, 404)).code).toBe('inventoryHolderNotFound');
    expect((await get<ApiError>('doctor', '/movements/inventory/amount', { ...keyOf(voucher), userId: id.representative }, 404)).code).toBe('inventoryHolderNotFound');
    expect((await get<ApiError>('district', '/movements/inventory/amount', { ...keyOf(voucher), userId: 999_999 }, 404)).code).toBe('inventoryHolderNotFound');
    expect((await get<ApiError>('district', '/movements/inventory/amount', { ...keyOf(voucher), itemId: 999_999 }, 404)).code).toBe('inventoryItemNotFound');
  });
});

describe('GET /movements/inventory/distribution/amount', () => {
  it('is what the caller may give: their balance, -1 for administrators', async () => {
    expect(await get('representative', '/movements/inventory/distribution/amount', keyOf(voucher))).toEqual({ amount: 15 });
    expect(await get('admin', '/movements/inventory/distribution/amount', keyOf(voucher))).toEqual({ amount: -1 });
    await get('doctor', '/movements/inventory/distribution/amount', keyOf(voucher), 403);
  });
});

interface Recipient { id: number; name: string; type: string; crm: string | null; uf: string | null; amount: number }

describe('GET /users/for-distribution', () => {
  const params = () => ({ programId, inventoryType: voucher.inventoryType, groupId: voucher.groupId, itemId: voucher.itemId });

  it('lists the users below the caller with what each holds of the item, never the caller or those above', async () => {
    const page = await get<Page<Recipient>>('district', '/users/for-distribution', params());
    expect(page.data.map((u) => [u.id, u.amount])).toEqual(expect.arrayContaining([[id.representative, 15], [id.doctor, 5]]));
    expect(page.data.map((u) => u.id)).not.toContain(id.district);
    expect(page.data.map((u) => u.id)).not.toContain(id.regional);
    expect(page.data.find((u) => u.id === id.doctor)).toMatchObject({ type: 'DOCTOR', crm: '123456', uf: 'SP' });
    const rep = await get<Page<Recipient>>('representative', '/users/for-distribution', params());
    expect(rep.data.map((u) => u.id).sort((a, b) => a - b)).toEqual([id.doctor, await t.userId('precadastro@demo.com.br')].sort((a, b) => a! - b!));
  });

  it('filters by user type and searches name, e-mail and CRM', async () => {
    const doctors = await get<Page<Recipient>>('admin', '/users/for-distribution', { ...params(), userType: 'DOCTOR', take: 50 });
    expect(doctors.data.every((u) => u.type === 'DOCTOR')).toBe(true);
    expect(doctors.data.some((u) => u.type === 'ADMIN' || u.type === 'SYSADMIN')).toBe(false);
    expect((await get<Page<Recipient>>('admin', '/users/for-distribution', { ...params(), filter: '123456' })).data.map((u) => u.id)).toEqual([id.doctor]);
    expect((await get<Page<Recipient>>('admin', '/users/for-distribution', { ...params(), filter: 'regional@' })).data.map((u) => u.id)).toEqual([id.regional]);
  });

  it('pages a large team with an exact total', async () => {
    await insertPeople(t.app.db, 35, { programId, managerId: id.district!, tag: 'Paginado' });
    const first = await get<Page<Recipient>>('district', '/users/for-distribution', { ...params(), filter: 'Paginado', take: 10 });
    const last = await get<Page<Recipient>>('district', '/users/for-distribution', { ...params(), filter: 'Paginado', skip: 30, take: 10 });
    expect([first.total, first.data.length, last.data.length]).toEqual([35, 10, 5]);
    expect(last.data.every((u) => u.amount === 0)).toBe(true);
  });
});

interface Balance { userId: number; userName: string; inventoryType: string; groupName: string; itemName: string; amount: number }

describe('GET /movements/inventory', () => {
  it('shows what I hold and what the users below me hold', async () => {
    const mine = await get<Page<Balance>>('representative', '/movements/inventory', { programId, take: 50 });
    expect(mine.data.map((b) => [b.userId, b.inventoryType, b.amount])).toEqual(expect.arrayContaining([
      [id.representative, 'FIRST_MEDICINE', 15], [id.representative, 'CLINICAL_EXAMINATION', 8],
      [id.doctor, 'FIRST_MEDICINE', 5], [id.doctor, 'CLINICAL_EXAMINATION', 2],
    ]));
    expect(mine.total).toBe(4 + DOCTOR_EXTRA);
    expect(mine.data.find((b) => b.inventoryType === 'FIRST_MEDICINE')).toMatchObject({ groupName: 'Imunovita', itemName: 'Imunovita 100 mg/mL solução injetável' });
    const district = await get<Page<Balance>>('district', '/movements/inventory', { programId, take: 50 });
    expect(district.total).toBe(6 + DOCTOR_EXTRA);
    const doctorOnly = await get<Page<Balance>>('district', '/movements/inventory', { programId, userId: id.doctor, inventory: 'CLINICAL_EXAMINATION' });
    expect(doctorOnly.data.map((b) => b.amount)).toContain(2);
    expect(doctorOnly.total).toBe(1 + EXAM_GRANTS);
    const search = await get<Page<Balance>>('admin', '/movements/inventory', { programId, filter: 'Rafaela' });
    expect(search.data.every((b) => b.userId === id.representative)).toBe(true);
    await get('representative', '/movements/inventory', { programId, userId: id.district }, 404);
  });

  it('searches the holder’s name and the item’s group and name: the same rows, in the same order, each once', async () => {
    for (const who of ['district', 'admin']) {
      const all = await get<Page<Balance>>(who, '/movements/inventory', { programId, take: 100 });
      for (const term of ['i', 'IMUNOVITA', 'Rafaela', 'mg/mL', 'nada-assim']) {
        const needle = term.toLowerCase();
        const expected = all.data.filter((b) => [b.userName, b.groupName, b.itemName].some((v) => v.toLowerCase().includes(needle)));
        const found = await get<Page<Balance>>(who, '/movements/inventory', { programId, take: 100, filter: term });
        expect(found.data, `${who} ${term}`).toEqual(expected);
        expect(found.total).toBe(expected.length);
      }
    }
  });
});

describe('GET /movements/inventory/doctor-amounts', () => {
  it('answers the caller’s and the doctor’s balances of the inventory type', async () => {
    const answer = await get<{ user: unknown[]; doctor: unknown[] }>('district', '/movements/inventory/doctor-amounts', { programId, userId: id.doctor, inventory: 'FIRST_MEDICINE' });
    expect(answer).toEqual({
      user: [{ groupId: voucher.groupId, itemId: voucher.itemId, amount: 80 }],
      doctor: [{ groupId: voucher.groupId, itemId: voucher.itemId, amount: 5 }],
    });
    const group = await get<{ doctor: unknown[] }>('district', '/movements/inventory/doctor-amounts', { programId, userId: id.doctor, inventory: 'CLINICAL_EXAMINATION', groupId: exam.groupId + 1000 });
    expect(group.doctor).toEqual([]);
    await get('district', '/movements/inventory/doctor-amounts', { programId, userId: id.regional, inventory: 'FIRST_MEDICINE' }, 404);
  });
});

interface Movement {
  fromUser: { id: number } | null; toUser: { id: number } | null; amount: number; createdAt: string; createdBy: { id: number }; reason: string | null; itemName: string;
  procedureId: number | null; procedureCode: string | null;
}

describe('GET /movements/inventory/history', () => {
  it('shows the movements touching the caller or those below them, newest first', async () => {
    const rep = await get<Page<Movement>>('representative', '/movements/inventory/history', { programId, take: 50 });
    expect(rep.total).toBe(4 + DOCTOR_EXTRA + REQUEST_MOVEMENTS);
    expect(rep.data.every((m) => [m.fromUser?.id, m.toUser?.id].some((u) => u === id.representative || u === id.doctor))).toBe(true);
    const all = await get<Page<Movement>>('admin', '/movements/inventory/history', { programId, take: 50 });
    expect(all.total).toBe(6 + DOCTOR_EXTRA + REQUEST_MOVEMENTS);
    expect(all.data.at(-1)).toMatchObject({ fromUser: null, toUser: { id: id.district }, amount: 100, reason: 'Carga inicial de demonstração' });
    expect(new Date(all.data[0]!.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(all.data.at(-1)!.createdAt).getTime());
  });

  it('names the request a movement served by its code, as people know it', async () => {
    const all = await get<Page<Movement>>('admin', '/movements/inventory/history', { programId, take: 50 });
    const used = all.data.filter((m) => m.procedureId !== null);
    expect(used.length).toBeGreaterThan(0);
    for (const m of used) expect(m.procedureCode).toMatch(/\S/);
    expect(all.data.filter((m) => m.procedureId === null).every((m) => m.procedureCode === null)).toBe(true);
  });

  it('searches the author, both parties and the reason, each movement once and within the caller’s reach', async () => {
    type Named = Movement & { id: number; createdBy: { id: number; name: string }; fromUser: { name: string } | null; toUser: { name: string } | null };
    const all = await get<Page<Named>>('admin', '/movements/inventory/history', { programId, take: 50 });
    const doctorName = all.data.find((m) => m.toUser?.id === id.doctor)!.toUser!.name;
    const authorName = all.data[0]!.createdBy.name;
    const matches = (m: Named, term: string) => [m.createdBy.name, m.fromUser?.name, m.toUser?.name, m.reason]
      .some((text) => text?.toLowerCase().includes(term.toLowerCase()));
    for (const who of ['admin', 'district'] as const) {
      const reach = await get<Page<Named>>(who, '/movements/inventory/history', { programId, take: 50 });
      for (const term of ['carga inicial', doctorName.split(' ')[0]!, authorName]) {
        const found = await get<Page<Named>>(who, '/movements/inventory/history', { programId, take: 50, filter: term });
        const expected = reach.data.filter((m) => matches(m, term)).map((m) => m.id);
        expect(expected.length, `${who} ${term}`).toBeGreaterThan(0);
        expect(found.data.map((m) => m.id), `${who} ${term}`).toEqual(expected);
        expect(found.total, `${who} ${term}`).toBe(expected.length);
        const exported = await as[who]!({ method: 'GET', url: `/api/movements/inventory/history/export?${query({ programId, format: 'csv', filter: term })}` });
        expect(exported.statusCode, exported.body).toBe(200);
        expect(exported.body.slice(1).trimEnd().split('\r\n'), `${who} ${term} export`).toHaveLength(1 + expected.length);
      }
    }
  });

  it('narrows to one holder and item', async () => {
    const doctorVouchers = await get<Page<Movement>>('district', '/movements/inventory/history', {
      programId, userId: id.doctor, inventory: 'FIRST_MEDICINE', groupId: voucher.groupId, itemId: voucher.itemId,
    });
    // Newest first: the seeded release's voucher granted back, spent by the release, received from the representative.
    expect(doctorVouchers.data.map((m) => [m.fromUser?.id, m.toUser?.id, m.amount])).toEqual([
      [undefined, id.doctor, 1], [id.doctor, undefined, 1], [id.representative, id.doctor, 5],
    ]);
    await get('representative', '/movements/inventory/history', { programId, userId: id.district }, 404);
  });

  it('exports the same rows as CSV with ; and a byte-order mark', async () => {
    const res = await as.admin!({ method: 'GET', url: `/api/movements/inventory/history/export?${query({ programId, format: 'csv' })}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment; filename="Movimentacoes-Estoque.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Data (horário de São Paulo);Registrado por;De;Para;Tipo de estoque;Grupo;Item;Quantidade;Tipo de distribuição;Motivo;Solicitação');
    expect(lines).toHaveLength(7 + DOCTOR_EXTRA + REQUEST_MOVEMENTS);
    expect(lines.at(-1)).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d;André Administrador;Estoque do programa;Diego Gerente Distrital;Liberação de medicamento;Imunovita;Imunovita 100 mg\/mL solução injetável;100;Adicionar unidades;Carga inicial de demonstração;$/);
  });

  it('exports the same rows as XLSX', async () => {
    const res = await as.representative!({ method: 'GET', url: `/api/movements/inventory/history/export?${query({ programId, format: 'xlsx' })}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('Movimentacoes-Estoque.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['Data (horário de São Paulo)', 'Registrado por', 'De', 'Para']);
    expect(sheet.actualRowCount).toBe(5 + DOCTOR_EXTRA + REQUEST_MOVEMENTS);
    expect((sheet.getRow(5 + DOCTOR_EXTRA + REQUEST_MOVEMENTS).values as unknown[]).slice(2, 9)).toEqual([
      'Diego Gerente Distrital', 'Diego Gerente Distrital', 'Rafaela Representante', 'Liberação de medicamento', 'Imunovita',
      'Imunovita 100 mg/mL solução injetável', '20',
    ]);
  });
});
