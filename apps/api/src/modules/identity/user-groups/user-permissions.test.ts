import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiError } from '@portal/domain';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { users } from '#db/schema/index.ts';

let t: TestApp;
const idOf = async (email: string) => (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('GET /api/users/{id}/permissions', () => {
  it('lists what a user holds through their groups in the session programme', async () => {
    const admin = await t.as('ADMIN');
    const rep = await idOf('representante@demo.com.br');
    const res = await admin({ method: 'GET', url: `/api/users/${rep}/permissions` });
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ type: string; userGroup: { name: string } }[]>();
    expect(rows.map((r) => r.type).sort()).toEqual(['CLINICAL_EXAMINATION', 'FIRST_MEDICINE']);
    expect(new Set(rows.map((r) => r.userGroup.name))).toEqual(new Set(['Campo - exames e medicamentos']));
  });

  it('shows a null-type permission (every module) as such', async () => {
    const sysadmin = await t.as('SYSADMIN');
    const doctor = await idOf('medico@demo.com.br');
    const rows = (await sysadmin({ method: 'GET', url: `/api/users/${doctor}/permissions` })).json<{ type: string | null }[]>();
    expect(rows.some((r) => r.type === null)).toBe(true);
  });

  it('refuses actors below the user and doctors', async () => {
    const admin = await idOf('admin@demo.com.br');
    const rep = await t.as('REPRESENTATIVE');
    const refused = await rep({ method: 'GET', url: `/api/users/${admin}/permissions` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ApiError>().code).toBe('failedToLoadUser');
    const doctor = await t.as('DOCTOR');
    expect((await doctor({ method: 'GET', url: `/api/users/${admin}/permissions` })).statusCode).toBe(403);
    expect((await t.anon({ method: 'GET', url: `/api/users/${admin}/permissions` })).statusCode).toBe(401);
  });
});
