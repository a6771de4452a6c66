import { afterEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { DistributionType } from '@portal/domain';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { inventoryBalances } from '#db/schema/index.ts';
import { demoInventories, expectLedgerBalanced, insertPeople, programIdOf, type InventoryRef } from './inventory.test-helpers.ts';

/**
 * Concurrent distributions (ENGINEERING §6): many commands at once from one holder never give
 * away more than it holds, and the ledger balances after every test. On PostgreSQL
 * (`scripts/with-postgres.sh npx vitest run <this file>`) the commands truly run in parallel on
 * the pool's connections; on PGlite they queue on its one connection.
 */
let t: TestApp;
let admin: Client;
let district: Client;
let representative: Client;
let programId: number;
let inventories: InventoryRef[];
const id: Record<string, number> = {};

useTestApp(async (app) => {
  t = app;
  admin = await t.as('ADMIN');
  district = await t.as('DISTRICT_MANAGER');
  representative = await t.as('REPRESENTATIVE');
  programId = await programIdOf(t.app.db, 'BEMESTAR');
  const fresh = await demoInventories(t.app.db, programId, 1);
  inventories = [fresh.FIRST_MEDICINE, fresh.CLINICAL_EXAMINATION, fresh.SUPPLY];
  for (const [key, email] of Object.entries({ district: 'distrital@demo.com.br', representative: 'representante@demo.com.br' })) id[key] = await t.userId(email);
});

afterEach(async () => { await expectLedgerBalanced(t.app.db); });

const distribute = (as: Client, inventory: InventoryRef, distributionType: DistributionType, amount: number, userIds: number[]) =>
  as({ method: 'POST', url: '/api/movements/inventory/distribute', payload: { ...inventory, distributionType, amount, userIds } });

const held = async (inventory: InventoryRef, userId: number) => {
  const [row] = await t.app.db.select({ amount: inventoryBalances.amount }).from(inventoryBalances).where(and(
    eq(inventoryBalances.programId, programId), eq(inventoryBalances.userId, userId), eq(inventoryBalances.inventoryType, inventory.inventoryType),
    eq(inventoryBalances.groupId, inventory.groupId), eq(inventoryBalances.itemId, inventory.itemId),
  ));
  return row?.amount ?? 0;
};

const total = async (inventory: InventoryRef) => (await t.app.db.select({ n: sql<number>`coalesce(sum(${inventoryBalances.amount}), 0)::int` })
  .from(inventoryBalances).where(and(eq(inventoryBalances.programId, programId), eq(inventoryBalances.inventoryType, inventory.inventoryType),
    eq(inventoryBalances.groupId, inventory.groupId), eq(inventoryBalances.itemId, inventory.itemId))))[0]!.n;

const statuses = (answers: LightMyRequestResponse[]) => {
  const count: Record<string, number> = {};
  for (const a of answers) {
    const key = a.statusCode === 200 ? '200' : `${a.statusCode} ${a.json<{ code: string }>().code}`;
    count[key] = (count[key] ?? 0) + 1;
  }
  return count;
};

describe('concurrent distributions from one holder', () => {
  it('never overdraw: 25 commands of 10 units against 100 held, exactly 10 accepted', async () => {
    const inv = inventories[0]!;
    const doctors = await insertPeople(t.app.db, 25, { programId, managerId: id.district!, tag: 'Corrida' });
    expect((await distribute(admin, inv, 'ADD_UNITS', 100, [id.district!])).statusCode).toBe(200);
    const answers = await Promise.all(doctors.map((d) => distribute(district, inv, 'ADD_UNITS', 10, [d])));
    expect(statuses(answers)).toEqual({ 200: 10, '400 insufficientInventory': 15 });
    expect(await held(inv, id.district!)).toBe(0);
    const got = await Promise.all(doctors.map((d) => held(inv, d)));
    expect(got.filter((n) => n === 10)).toHaveLength(10);
    expect(got.filter((n) => n === 0)).toHaveLength(15);
    expect(await total(inv)).toBe(100);
  });

  it('INCREASE raced against itself gives once', async () => {
    const inv = inventories[1]!;
    const doctors = await insertPeople(t.app.db, 5, { programId, managerId: id.district!, tag: 'Aumento' });
    expect((await distribute(admin, inv, 'ADD_UNITS', 100, [id.district!])).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 12 }, () => distribute(district, inv, 'INCREASE', 10, doctors)));
    expect(statuses(answers)).toEqual({ 200: 12 });
    expect(await Promise.all(doctors.map((d) => held(inv, d)))).toEqual([10, 10, 10, 10, 10]);
    expect(await held(inv, id.district!)).toBe(50);
  });

  it('crossing distributors, grants and removals over the same people end balanced, with no server error', async () => {
    const inv = inventories[2]!;
    const doctors = await insertPeople(t.app.db, 8, { programId, managerId: id.representative!, tag: 'Cruzado' });
    expect((await distribute(admin, inv, 'ADD_UNITS', 200, [id.district!, id.representative!])).statusCode).toBe(200);
    const reversed = [...doctors].reverse();
    const commands = Array.from({ length: 6 }, (_, i) => [
      distribute(district, inv, 'ADD_UNITS', 3, i % 2 ? doctors : reversed),
      distribute(representative, inv, 'ADD_UNITS', 2, i % 2 ? reversed : doctors),
      distribute(district, inv, 'ADD_UNITS', 5, [id.representative!, ...doctors.slice(0, 3)]),
      distribute(district, inv, 'REMOVE_UNITS', 1, [...doctors.slice(2), id.representative!]),
      distribute(admin, inv, 'REDUCE', 20, [doctors[i]!, id.representative!, id.district!]),
    ]).flat();
    const answers = await Promise.all(commands);
    for (const a of answers) expect([200, 400], a.body).toContain(a.statusCode);
    for (const a of answers.filter((x) => x.statusCode === 400)) expect(a.json<{ code: string }>().code).toBe('insufficientInventory');
    for (const userId of [id.district!, id.representative!, ...doctors]) expect(await held(inv, userId)).toBeGreaterThanOrEqual(0);
  });
});
