import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { ApiError, DistributionType, InventoryType } from '@portal/domain';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { auditLog, inventoryMovements } from '#db/schema/index.ts';
import {
  demoInventories, expectLedgerBalanced, insertPeople, programIdOf, query, type InventoryRef,
} from './inventory.test-helpers.ts';

let t: TestApp;
let admin: Client;
let sysadmin: Client;
let district: Client;
let representative: Client;
let doctor: Client;
let programId: number;
/** An inventory of each type the seed leaves untouched (units counted from zero). */
let fresh: Record<InventoryType, InventoryRef>;
const id: Record<string, number> = {};

useTestApp(async (app) => {
  t = app;
  admin = await t.as('ADMIN');
  sysadmin = await t.as('SYSADMIN');
  district = await t.as('DISTRICT_MANAGER');
  representative = await t.as('REPRESENTATIVE');
  doctor = await t.as('DOCTOR');
  programId = await programIdOf(t.app.db, 'BEMESTAR');
  fresh = await demoInventories(t.app.db, programId, 1);
  for (const [key, email] of Object.entries({
    admin: 'admin@demo.com.br', regional: 'regional@demo.com.br', district: 'distrital@demo.com.br',
    representative: 'representante@demo.com.br', doctor: 'medico@demo.com.br',
  })) id[key] = await t.userId(email);
});

interface Command {
  inventory?: InventoryRef;
  distributionType?: DistributionType;
  amount: number;
  userIds?: number[];
  allMatching?: boolean;
  userType?: string;
  filter?: string;
  reason?: string;
}

const distribute = (as: Client, c: Command) => {
  const { inventory = fresh.FIRST_MEDICINE, distributionType = 'ADD_UNITS', ...rest } = c;
  return as({ method: 'POST', url: '/api/movements/inventory/distribute', payload: { ...inventory, distributionType, ...rest } });
};

const amountOf = async (as: Client, userId?: number, inventory: InventoryRef = fresh.FIRST_MEDICINE) => {
  const { inventoryType, ...rest } = inventory;
  const res = await as({ method: 'GET', url: `/api/movements/inventory/amount?${query({ ...rest, inventory: inventoryType, userId })}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ amount: number }>().amount;
};

type Answer = Promise<LightMyRequestResponse>;

const ok = async (res: Answer) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ users: number; units: number }>();
};

const refused = async (res: Answer, status: number, code: string) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  expect(r.json<ApiError>().code).toBe(code);
};

const movementCount = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(inventoryMovements))[0]!.n;

describe('the distribution of spec "Done when"', () => {
  it('admin gives the district manager 500 vouchers, who gives 50 doctors 10 each and is refused the 51st', async () => {
    const doctors = await insertPeople(t.app.db, 51, { programId, managerId: id.district!, tag: 'Donewhen' });
    expect(await ok(distribute(admin, { amount: 500, userIds: [id.district!] }))).toEqual({ users: 1, units: 500 });
    expect(await amountOf(district)).toBe(500);

    const given = await ok(distribute(district, { amount: 10, userIds: doctors.slice(0, 50), reason: 'Campanha de novembro' }));
    expect(given).toEqual({ users: 50, units: 500 });
    expect(await amountOf(district)).toBe(0);
    for (const doctorId of doctors.slice(0, 50)) expect(await amountOf(district, doctorId)).toBe(10);

    const before = await movementCount();
    await refused(distribute(district, { amount: 10, userIds: [doctors[50]!] }), 400, 'insufficientInventory');
    expect(await amountOf(district, doctors[50])).toBe(0);
    expect(await movementCount()).toBe(before);
    await expectLedgerBalanced(t.app.db);
  });
});

describe('distribution types (spec §4)', () => {
  it('INCREASE, REDUCE, ADD_UNITS and REMOVE_UNITS move exactly the difference, with the floor at 0', async () => {
    const inv = fresh.CLINICAL_EXAMINATION;
    const [a, b, c] = await insertPeople(t.app.db, 3, { programId, managerId: id.district!, tag: 'Tipos' });
    await ok(distribute(admin, { inventory: inv, amount: 100, userIds: [id.district!] }));
    await ok(distribute(district, { inventory: inv, amount: 5, userIds: [b!] }));
    await ok(distribute(district, { inventory: inv, amount: 10, userIds: [c!] }));
    const balances = async () => Promise.all([a, b, c, id.district].map((u) => amountOf(district, u, inv)));
    expect(await balances()).toEqual([0, 5, 10, 85]);

    expect(await ok(distribute(district, { inventory: inv, distributionType: 'INCREASE', amount: 7, userIds: [a!, b!, c!] }))).toEqual({ users: 2, units: 9 });
    expect(await balances()).toEqual([7, 7, 10, 76]);
    expect(await ok(distribute(district, { inventory: inv, distributionType: 'REDUCE', amount: 3, userIds: [a!, b!, c!] }))).toEqual({ users: 3, units: -15 });
    expect(await balances()).toEqual([3, 3, 3, 91]);
    expect(await ok(distribute(district, { inventory: inv, distributionType: 'ADD_UNITS', amount: 2, userIds: [a!, b!, c!] }))).toEqual({ users: 3, units: 6 });
    expect(await balances()).toEqual([5, 5, 5, 85]);
    expect(await ok(distribute(district, { inventory: inv, distributionType: 'REMOVE_UNITS', amount: 4, userIds: [a!, b!, c!] }))).toEqual({ users: 3, units: -12 });
    expect(await balances()).toEqual([1, 1, 1, 97]);
    // The floor: removing more than a user holds takes what they have, no more.
    expect(await ok(distribute(district, { inventory: inv, distributionType: 'REMOVE_UNITS', amount: 4, userIds: [a!, b!, c!] }))).toEqual({ users: 3, units: -3 });
    expect(await balances()).toEqual([0, 0, 0, 100]);
    // Nothing left to take: no movement, nothing changes.
    expect(await ok(distribute(district, { inventory: inv, distributionType: 'REDUCE', amount: 0, userIds: [a!, b!, c!] }))).toEqual({ users: 0, units: 0 });
    await expectLedgerBalanced(t.app.db);
  });

  it('records who gave what to whom, why, with the distribution type, and audits the command', async () => {
    const inv = fresh.SUPPLY;
    const [kid] = await insertPeople(t.app.db, 1, { programId, managerId: id.district!, tag: 'Historico' });
    await ok(distribute(admin, { inventory: inv, amount: 30, userIds: [id.district!], reason: 'Lote 42' }));
    await ok(distribute(district, { inventory: inv, amount: 4, userIds: [kid!], reason: 'Visita' }));
    await ok(distribute(district, { inventory: inv, distributionType: 'REMOVE_UNITS', amount: 1, userIds: [kid!] }));
    const rows = await t.app.db.select().from(inventoryMovements).where(and(
      eq(inventoryMovements.inventoryType, 'SUPPLY'), eq(inventoryMovements.itemId, inv.itemId), eq(inventoryMovements.programId, programId),
      // The demo seed's grants of this kit to the doctor, and the kit the doctor's demo request spent, are not part of this story.
      or(inArray(inventoryMovements.fromUserId, [id.district!, kid!]), inArray(inventoryMovements.toUserId, [id.district!, kid!])),
    )).orderBy(inventoryMovements.id);
    expect(rows.map((r) => [r.fromUserId, r.toUserId, r.amount, r.distributionType, r.reason, r.createdById])).toEqual([
      [null, id.district, 30, 'ADD_UNITS', 'Lote 42', id.admin],
      [id.district, kid, 4, 'ADD_UNITS', 'Visita', id.district],
      [kid, id.district, 1, 'REMOVE_UNITS', null, id.district],
    ]);
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'inventory.distribute'), eq(auditLog.entityId, `SUPPLY:${inv.groupId}:${inv.itemId}`)));
    expect(audits).toHaveLength(3);
    expect(audits[1]).toMatchObject({ actorId: id.district, entity: 'inventory', after: { distributionType: 'ADD_UNITS', amount: 4, recipients: [kid], users: 1, units: 4 } });
  });
});

describe('administrators', () => {
  it('cannot push a balance past the integer range: 400, not a server error', async () => {
    const [rich] = await insertPeople(t.app.db, 1, { programId, managerId: null, tag: 'Transbordo' });
    const inv = (await demoInventories(t.app.db, programId, 2)).FIRST_MEDICINE;
    await t.app.db.execute(sql`insert into inventory_balances (program_id, user_id, inventory_type, group_id, item_id, amount)
      values (${programId}, ${rich!}, 'FIRST_MEDICINE', ${inv.groupId}, ${inv.itemId}, 2147000000)`);
    await t.app.db.execute(sql`insert into inventory_movements (created_by_id, from_user_id, to_user_id, program_id, inventory_type, group_id, item_id, amount, distribution_type)
      values (${id.admin!}, null, ${rich!}, ${programId}, 'FIRST_MEDICINE', ${inv.groupId}, ${inv.itemId}, 2147000000, 'ADD_UNITS')`);
    await refused(distribute(admin, { inventory: inv, amount: 1_000_000, userIds: [rich!] }), 400, 'inventoryBalanceTooLarge');
    await expectLedgerBalanced(t.app.db);
  });

  it('are unlimited (-1): grants come from the programme holder and removals go back to it', async () => {
    const inv = fresh.PATIENT_PROCEDURE;
    const [kid] = await insertPeople(t.app.db, 1, { programId, managerId: null, tag: 'Ilimitado' });
    const key = { programId, inventory: inv.inventoryType, groupId: inv.groupId, itemId: inv.itemId };
    for (const as of [admin, sysadmin]) {
      const res = await as({ method: 'GET', url: `/api/movements/inventory/distribution/amount?${query(key)}` });
      expect(res.json()).toEqual({ amount: -1 });
    }
    expect(await ok(distribute(admin, { inventory: inv, amount: 1_000_000, userIds: [kid!] }))).toEqual({ users: 1, units: 1_000_000 });
    expect(await ok(distribute(sysadmin, { inventory: inv, distributionType: 'REDUCE', amount: 400_000, userIds: [kid!] }))).toEqual({ users: 1, units: -600_000 });
    const rows = await t.app.db.select().from(inventoryMovements).where(eq(inventoryMovements.toUserId, kid!));
    expect(rows).toEqual([expect.objectContaining({ fromUserId: null, amount: 1_000_000 })]);
    const back = await t.app.db.select().from(inventoryMovements).where(eq(inventoryMovements.fromUserId, kid!));
    expect(back).toEqual([expect.objectContaining({ toUserId: null, amount: 600_000, distributionType: 'REDUCE' })]);
    expect(await amountOf(admin, kid, inv)).toBe(400_000);
    await expectLedgerBalanced(t.app.db);
  });

  it('give to anyone in the programme (a doctor with no manager too), but never to another administrator or themselves', async () => {
    const [loner] = await insertPeople(t.app.db, 1, { programId, managerId: null, tag: 'Semgestor' });
    await ok(distribute(admin, { amount: 1, userIds: [loner!] }));
    await refused(distribute(district, { amount: 0, userIds: [loner!] }), 404, 'inventoryRecipientNotFound');
    await refused(distribute(admin, { amount: 1, userIds: [await t.userId('sysadmin@demo.com.br')] }), 404, 'inventoryRecipientNotFound');
    await refused(distribute(admin, { amount: 1, userIds: [id.admin!] }), 404, 'inventoryRecipientNotFound');
  });
});

describe('who a distributor reaches', () => {
  it('gives only to users below them in the hierarchy, never above, beside or themselves', async () => {
    const [mine] = await insertPeople(t.app.db, 1, { programId, managerId: id.representative!, tag: 'Darep' });
    const [other] = await insertPeople(t.app.db, 1, { programId, managerId: id.regional!, tag: 'Doregional' });
    await ok(distribute(admin, { amount: 10, userIds: [id.representative!] }));
    await ok(distribute(representative, { amount: 1, userIds: [mine!] }));
    for (const target of [other!, id.district!, id.regional!, id.admin!, id.representative!]) {
      await refused(distribute(representative, { amount: 1, userIds: [target] }), 404, 'inventoryRecipientNotFound');
    }
    // The district manager reaches the representative's doctor through the chain.
    await ok(distribute(district, { amount: 0, userIds: [mine!] }));
    // A user type filter excludes the others.
    await refused(distribute(district, { amount: 0, userIds: [id.representative!], userType: 'DOCTOR' }), 404, 'inventoryRecipientNotFound');
    // One refused recipient refuses the whole command.
    const before = await movementCount();
    await refused(distribute(representative, { amount: 1, userIds: [mine!, other!] }), 404, 'inventoryRecipientNotFound');
    expect(await movementCount()).toBe(before);
  });

  it('refuses doctors at the guard, an empty selection, and bad amounts', async () => {
    await refused(distribute(doctor, { amount: 1, userIds: [id.doctor!] }), 403, 'forbidden');
    await refused(distribute(district, { amount: 1, userIds: [] }), 400, 'distributionRecipientsRequired');
    await refused(distribute(district, { amount: -1, userIds: [id.representative!] }), 400, 'validation');
    await refused(distribute(district, { amount: 1.5, userIds: [id.representative!] }), 400, 'validation');
    // Ids past PostgreSQL's integer range are refused before any SQL.
    await refused(distribute(district, { amount: 1, userIds: [3_000_000_000] }), 400, 'validation');
    await refused(distribute(district, { inventory: { ...fresh.SUPPLY, itemId: 3_000_000_000 }, amount: 1, userIds: [id.representative!] }), 400, 'validation');
  });

  it('are searched by part of a name, an e-mail or a CRM, with the total of the matches', async () => {
    const inv = fresh.FIRST_MEDICINE;
    const [first, second] = await insertPeople(t.app.db, 2, { programId, managerId: id.representative!, tag: 'Buscavel' });
    const search = async (filter: string) => {
      const res = await admin({ method: 'GET', url: `/api/users/for-distribution?${query({ ...inv, filter, take: 10 })}` });
      expect(res.statusCode).toBe(200);
      const page = res.json<{ total: number; data: { id: number; crm: string | null }[] }>();
      return { total: page.total, ids: page.data.map((u) => u.id).sort((a, b) => a - b) };
    };
    expect(await search('uscave')).toEqual({ total: 2, ids: [first, second] });
    expect(await search('buscavel.')).toEqual({ total: 2, ids: [first, second] });
    // insertPeople gives each doctor the CRM 7,000,000 + id: the middle digits of the first's.
    expect((await search(String(7_000_000 + first!).slice(1, 6))).ids).toContain(first);
    expect(await search(String(7_000_000 + second!))).toEqual({ total: 1, ids: [second] });
  });

  it('with allMatching reaches every matching user below, not only a page', async () => {
    const inv = fresh.FIRST_MEDICINE;
    const below = await insertPeople(t.app.db, 60, { programId, managerId: id.representative!, tag: 'Todosabaixo' });
    const outside = await insertPeople(t.app.db, 3, { programId, managerId: id.regional!, tag: 'Todosabaixo' });
    await ok(distribute(admin, { inventory: inv, amount: 1000, userIds: [id.district!] }));
    const page = await district({ method: 'GET', url: `/api/users/for-distribution?${query({ ...inv, filter: 'Todosabaixo', take: 10 })}` });
    expect(page.json<{ total: number }>().total).toBe(60);
    expect(await ok(distribute(district, { inventory: inv, amount: 2, allMatching: true, userType: 'DOCTOR', filter: 'Todosabaixo' }))).toEqual({ users: 60, units: 120 });
    expect(await amountOf(district, below[59], inv)).toBe(2);
    expect(await amountOf(admin, outside[0], inv)).toBe(0);
    await expectLedgerBalanced(t.app.db);
  });
});

describe('the inventory a command names', () => {
  it('must exist in the programme, and the item must belong to the group', async () => {
    const other = await demoInventories(t.app.db, programId, 0);
    const inv = fresh.FIRST_MEDICINE;
    await refused(distribute(admin, { inventory: { ...inv, groupId: 999_999 }, amount: 1, userIds: [id.district!] }), 404, 'inventoryGroupNotFound');
    await refused(distribute(admin, { inventory: { ...inv, itemId: 999_999 }, amount: 1, userIds: [id.district!] }), 404, 'inventoryItemNotFound');
    // Cardioprev's presentation under Imunovita.
    const cardio = (await demoInventories(t.app.db, programId, 2)).FIRST_MEDICINE;
    await refused(distribute(admin, { inventory: { ...inv, itemId: cardio.itemId }, amount: 1, userIds: [id.district!] }), 400, 'inventoryItemNotInGroup');
    // A group of another inventory type is not a product.
    await refused(distribute(admin, { inventory: { ...other.SUPPLY, inventoryType: 'CLINICAL_EXAMINATION', groupId: 999_998 }, amount: 1, userIds: [id.district!] }), 404, 'inventoryGroupNotFound');
    await refused(distribute(admin, { inventory: { ...inv, programId: 999_999 }, amount: 1, userIds: [id.district!] }), 404, 'programNotFound');
  });
});

describe('the programme holder ledger', () => {
  it('refuses to change or delete a movement', async () => {
    await expect(t.app.db.update(inventoryMovements).set({ amount: 1 })).rejects.toThrow();
    await expect(t.app.db.delete(inventoryMovements)).rejects.toThrow();
  });

  it('keeps the balance row equal to its movements (and the demo seed balanced)', async () => {
    await expectLedgerBalanced(t.app.db);
  });
});

