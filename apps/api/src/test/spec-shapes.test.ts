import { describe, expect, it } from 'vitest';
import type { DoctorListItem, Page, PatientData, Product, UserListItem } from '@portal/domain';
import { simulatedPatient } from '#integrations/patient-care/simulator-data.ts';
import { useTestApp, type Client, type TestApp } from './test-app.ts';

/** The spec's shapes where integrators meet them (§7): names, sorting, as an integrator would call. */
let t: TestApp;
let admin: Client;
let doctor: Client;
useTestApp(async (app) => {
  t = app;
  admin = await t.as('ADMIN');
  doctor = await t.as('DOCTOR');
});

const names = async (c: Client, url: string) => {
  const res = await c({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<UserListItem | Product>>().data.map((row) => row.name);
};
const byName = (list: string[], order: 'asc' | 'desc') => {
  const sorted = [...list].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  return order === 'asc' ? sorted : sorted.reverse();
};

describe('GET /patients/data-by-cpf/{cpf}/{programId}', () => {
  it('answers the spec\'s patientName, patientBirthDate and patientPhone', async () => {
    const { patient } = simulatedPatient('BEMESTAR', { crm: '123456', uf: 'SP' }, 7);
    const res = await doctor({ method: 'GET', url: `/api/patients/data-by-cpf/${patient.patientCPF}/${await t.programId('BEMESTAR')}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PatientData>()).toEqual({
      patientName: patient.patientName, patientBirthDate: patient.patientBirthDate, patientPhone: patient.patientPhone,
      patientEmail: null, patientGender: null,
    });
  });
});

describe('list sorting: the spec\'s sort 0/1 beside sort column + order', () => {
  it('sorts the users list by sortBy with sort=1 (descending) and sort=0 (ascending), like order', async () => {
    const desc = await names(admin, '/api/users?take=50&sortBy=name&sort=1');
    expect(desc.length).toBeGreaterThan(5);
    expect(desc).toEqual(await names(admin, '/api/users?take=50&sort=name&order=desc'));
    expect(await names(admin, '/api/users?take=50&sortBy=name&sort=0')).toEqual(await names(admin, '/api/users?take=50&sort=name&order=asc'));
    expect(desc).not.toEqual(await names(admin, '/api/users?take=50&sortBy=name&sort=0'));
  });

  it('sorts a catalogue list the same way, and refuses a direction or column it does not know', async () => {
    const products = `/api/programs/${await t.programId('BEMESTAR')}/products-paged?take=50`;
    const desc = await names(admin, `${products}&sortBy=name&sort=1`);
    expect(desc.length).toBeGreaterThan(1);
    expect(desc).toEqual(byName(desc, 'desc'));
    expect(await names(admin, `${products}&sortBy=name&sort=0`)).toEqual(byName(desc, 'asc'));
    for (const bad of ['sortBy=name&sort=2', 'sortBy=password&sort=1', 'sort=1&order=sideways']) {
      expect((await admin({ method: 'GET', url: `${products}&${bad}` })).statusCode, bad).toBe(400);
    }
  });

  it('documents both forms once per list in the OpenAPI document', async () => {
    const served = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(served.statusCode, served.body.slice(0, 300)).toBe(200);
    const document = served.json<{
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema: object }[] }>>;
    }>();
    const query = (path: string) => document.paths[path]!.get!.parameters!.filter((p) => p.in === 'query');
    const sortBy = query('/api/users').find((p) => p.name === 'sortBy');
    expect(sortBy?.schema).toMatchObject({ enum: expect.arrayContaining(['name']) as unknown });
    expect(JSON.stringify(query('/api/users').find((p) => p.name === 'sort')?.schema)).toContain('"1"');
    expect(query('/api/programs/{programId}/products-paged').map((p) => p.name)).toEqual(expect.arrayContaining(['sort', 'sortBy', 'order']));
  });
});

describe('answers inside the OpenAPI document', () => {
  /** Every schema of the document, walked without recursion. */
  const schemasOf = (root: unknown) => {
    const found: { nullable?: boolean; enum?: unknown[] }[] = [];
    const pending = [root];
    while (pending.length > 0) {
      const node = pending.pop();
      if (node === null || typeof node !== 'object') continue;
      found.push(node);
      pending.push(...(Object.values(node) as unknown[]));
    }
    return found;
  };

  it('lists null in every nullable enum, and declares every council status the doctors list answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(schemasOf(document).filter((s) => s.nullable === true && Array.isArray(s.enum) && !s.enum.includes(null))).toEqual([]);

    // The seeded unregistered CRMs answer the status their council check left (UNVERIFIED until checked, decision 0076);
    // each value is one the document declares.
    const answer = await admin({ method: 'GET', url: '/api/doctors?take=50&status=unregistered' });
    expect(answer.statusCode, answer.body).toBe(200);
    const statuses = answer.json<Page<DoctorListItem>>().data.map((d) => d.councilStatus);
    expect(statuses.length).toBeGreaterThan(0);
    const declared = schemasOf(document.paths['/api/doctors']!.get).find((s) => Array.isArray(s.enum) && s.enum.includes('UNVERIFIED'));
    for (const status of statuses) expect(declared?.enum).toContain(status);
  });
});
