import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ProcedureRow } from '@portal/domain';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { procedures } from '#db/schema/index.ts';
import { query } from '../inventory/inventory.test-helpers.ts';
import { insertProcedure, twoDoctors, type ExamGroupRef } from './procedures.test-helpers.ts';

/**
 * The request lists with the micro-cache on: a total is shared only by viewers who see the same
 * requests, and a write through the API is counted by the next page.
 */
const TAG = `Contagem${randomBytes(3).toString('hex')}`;
let t: TestApp;
let programId: number;
let group: ExamGroupRef;
let doctorId: number;
let otherDoctorId: number;
const as: Record<string, Client> = {};

useTestApp(async (app) => {
  t = app;
  ({ programId, group, doctorId, otherDoctorId } = await twoDoctors(t, TAG));
  for (const type of ['ADMIN', 'DISTRICT_MANAGER', 'DOCTOR']) as[type] = await t.as(type);
}, { cacheTtlMs: 60_000 });

const total = async (who: string, params: Record<string, string> = {}) => {
  const res = await as[who]!({ method: 'GET', url: `/api/procedures?${query({ programId, type: 'CLINICAL_EXAMINATION', filter: TAG, ...params })}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ProcedureRow[]; total: number }>().total;
};
const patient = (n: number) => ({ name: `${TAG} Paciente ${n}`, cpf: ['11144477735', '52998224725', '39053344705'][n]! });

describe('GET /procedures with cached totals', () => {
  it('counts for each viewer what that viewer sees, whoever asked first', async () => {
    await insertProcedure(t.app.db, { programId, requesterId: doctorId, group, patient: patient(0) });
    await insertProcedure(t.app.db, { programId, requesterId: otherDoctorId, group, patient: patient(1) });
    expect(await total('ADMIN')).toBe(2);
    expect(await total('DISTRICT_MANAGER')).toBe(1);
    expect(await total('DOCTOR')).toBe(1);
    expect(await total('ADMIN', { status: 'OPEN' })).toBe(2);
  });

  it('keeps a total while nothing is written through the API, and counts again after a write', async () => {
    const third = await insertProcedure(t.app.db, { programId, requesterId: doctorId, group, patient: patient(2) });
    // A change behind the API's back waits for the TTL…
    expect(await total('ADMIN')).toBe(2);
    await t.app.db.update(procedures).set({ status: 'REJECTED', displayStatus: 'REJECTED' }).where(eq(procedures.id, third.id));
    expect(await total('ADMIN', { status: 'OPEN' })).toBe(2);
    // …a decision through the API is counted by the next page.
    const own = (await as.DISTRICT_MANAGER!({ method: 'GET', url: `/api/procedures?${query({ programId, type: 'CLINICAL_EXAMINATION', filter: `${TAG} Paciente 0` })}` }))
      .json<{ data: ProcedureRow[] }>().data[0]!;
    const res = await as.DISTRICT_MANAGER!({ method: 'PUT', url: `/api/procedures/${own.id}/status`, payload: { status: 'REJECTED', reason: 'Fora do protocolo' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await total('ADMIN')).toBe(3);
    expect(await total('ADMIN', { status: 'OPEN' })).toBe(1);
  });
});
