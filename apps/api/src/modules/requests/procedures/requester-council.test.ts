import { describe, expect, it } from 'vitest';
import type { ApiError, DecisionQueueRow, Page, ProcedureDetail, ProcedureRow } from '@portal/domain';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { insertPeople } from '../inventory/inventory.test-helpers.ts';
import { insertProcedure, storedProcedure, twoDoctors, type ExamGroupRef, type InsertedProcedure } from './procedures.test-helpers.ts';

/**
 * The requester's registration where requests are decided (decision 0060), on the council
 * simulator's table (README): an administrator changes a doctor's CRM to 999999/SP (suspended) or
 * 135790/SP (active under another name); the lists, the queue and the detail say so, and an
 * approval of a suspended doctor's request is refused, alone or in a bulk decision, which names
 * the requests that block. One seeded app for the file.
 */
let t: TestApp;
let programId: number;
let group: ExamGroupRef;
let doctorId: number;
let suspendedId: number;
let renamedId: number;
let admin: Client;

useTestApp(async (app) => {
  t = app;
  ({ programId, group, doctorId } = await twoDoctors(t, 'Conselho'));
  // Tags without spaces: the edit below sends the e-mail they make back, and it must be valid.
  const ids = await insertPeople(t.app.db, 2, { programId, managerId: null, tag: 'Conselho' });
  [suspendedId, renamedId] = [ids[0]!, ids[1]!];
  admin = await t.as('ADMIN');
});

/** The administrator's edit of a doctor that names the CRM the council is then asked about. */
async function changeCrm(userId: number, crm: string) {
  const user = (await admin({ method: 'GET', url: `/api/users/${userId}` })).json<{ name: string; email: string; phone: string }>();
  const res = await admin({
    method: 'PUT', url: `/api/users/${userId}`,
    payload: { name: user.name, email: user.email, phone: user.phone, type: 'DOCTOR', doctor: { crm, uf: 'SP' } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const requestOf = (requesterId: number) => insertProcedure(t.app.db, { programId, requesterId, group });
const listRow = async (p: InsertedProcedure) => {
  const res = await admin({ method: 'GET', url: `/api/procedures?programId=${programId}&type=CLINICAL_EXAMINATION&filter=${p.code}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<ProcedureRow>>().data.find((r) => r.id === p.id)!;
};
const queueRow = async (p: InsertedProcedure) => {
  const res = await admin({ method: 'GET', url: `/api/procedures/queue?programId=${programId}&take=50&type=CLINICAL_EXAMINATION` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<DecisionQueueRow>>().data.find((r) => r.id === p.id);
};
const detail = async (p: InsertedProcedure) => (await admin({ method: 'GET', url: `/api/procedures/${p.id}` })).json<ProcedureDetail>();
const approve = (p: InsertedProcedure) => admin({ method: 'PUT', url: `/api/procedures/${p.id}/status`, payload: { status: 'APPROVED', procedureIds: p.childIds } });
const decideMany = (payload: object) => admin({ method: 'POST', url: '/api/procedures/decisions', payload });

describe('a requester whose registration is no longer active', () => {
  let a: InsertedProcedure;
  let b: InsertedProcedure;
  let fine: InsertedProcedure;

  it('is shown on the list, the queue and the detail, with the council\'s status and the last check', async () => {
    [a, b, fine] = [await requestOf(suspendedId), await requestOf(suspendedId), await requestOf(doctorId)];
    expect((await listRow(a)).requesterCouncil).toBeUndefined();

    await changeCrm(suspendedId, '999999');
    const shown = (await listRow(a)).requesterCouncil;
    expect(shown).toMatchObject({ status: 'SUSPENDED', blocksApproval: true, nameMatches: false });
    expect(Date.parse(shown!.checkedAt!)).not.toBeNaN();
    expect((await queueRow(a))?.requesterCouncil).toEqual(shown);
    expect((await detail(a)).requesterCouncil).toEqual(shown);
    expect((await listRow(fine)).requesterCouncil).toBeUndefined();
  });

  it('cannot be approved, alone or in a bulk decision that names the requests that block; nothing is decided', async () => {
    const single = await approve(a);
    expect(single.statusCode).toBe(409);
    expect(single.json<ApiError>().code).toBe('requesterRegistrationInactive');
    expect(single.json<ApiError>().message).toContain(`${a.code} — "Suspenso", verificado em `);

    const bulk = await decideMany({ status: 'APPROVED', procedureIds: [fine.id, a.id, b.id] });
    expect(bulk.statusCode).toBe(409);
    const { code, message } = bulk.json<ApiError>();
    expect(code).toBe('requesterRegistrationInactive');
    expect(message).toContain(a.code);
    expect(message).toContain(b.code);
    expect(message).not.toContain(fine.code);
    for (const p of [a, b, fine]) expect((await storedProcedure(t.app.db, p.id)).status).toBe('OPEN');
  });

  it('can still be rejected, alone or in bulk, while the other requests are approved as before', async () => {
    const rejected = await decideMany({ status: 'REJECTED', procedureIds: [a.id, b.id], reason: 'CRM suspenso no CFM' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await approve(fine)).statusCode).toBe(200);
  });
});

describe('a registration the council holds under another name', () => {
  it('is a notice that blocks nothing', async () => {
    const p = await requestOf(renamedId);
    await changeCrm(renamedId, '135790');
    expect((await detail(p)).requesterCouncil).toMatchObject({ status: 'ACTIVE', blocksApproval: false, nameMatches: false });
    const res = await approve(p);
    expect(res.statusCode, res.body).toBe(200);
  });
});
