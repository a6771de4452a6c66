import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiError } from '@portal/domain';
import { patients } from '../db/schema/index.ts';
import { useTestApp, type Client, type TestApp } from './test-app.ts';

let t: TestApp;
let admin: Client;
useTestApp(async (app) => {
  t = app;
  admin = await t.as('ADMIN');
});

describe('NUL bytes in input (decision 0022)', () => {
  it('answers 400, never 500, in a path, a query or a body', async () => {
    const path = await t.anon({ method: 'GET', url: '/api/programs/by-slug/a%00b' });
    expect(path.statusCode).toBe(400);
    const query = await admin({ method: 'GET', url: '/api/users?filter=%00' });
    expect(query.statusCode).toBe(400);
    const body = await admin({ method: 'POST', url: '/api/users', payload: { name: 'Nome\u0000Nulo', email: 'nulo@demo.com.br', phone: '11987654321', type: 'REPRESENTATIVE' } });
    expect(body.statusCode).toBe(400);
    expect(body.json<ApiError>().code).toBe('badRequest');
  });

  it('strips bidirectional control characters from names', async () => {
    const res = await admin({ method: 'POST', url: '/api/users', payload: { name: '\u202EAna\u2066 Souza\u2069', email: `bidi${Date.now()}@demo.com.br`, phone: '11987654321', type: 'REPRESENTATIVE' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ name: string }>().name).toBe('Ana Souza');
  });

  it('strips them, and the invisible direction marks, from a profile name and a patient name', async () => {
    const BIDI = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    const representative = await t.as('REPRESENTATIVE');
    const profile = await representative({ method: 'PUT', url: '/api/users/me', payload: { name: `${BIDI}Rita\u200F Representante${BIDI}`, phone: '11987654321' } });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await representative({ method: 'GET', url: '/api/users/me' })).json<{ name: string }>().name).toBe('Rita Representante');

    const doctor = await t.as('DOCTOR');
    const cpf = '39053344705';
    const invited = await doctor({ method: 'POST', url: '/api/patients', payload: { patientName: `\u202EOdnamra\u2066 Paciente\u200E`, patientCpf: cpf, destination: '11988880000' } });
    expect(invited.statusCode, invited.body).toBe(201);
    const stored = await t.app.db.select({ name: patients.name }).from(patients).where(eq(patients.cpf, cpf));
    expect(stored.map((p) => p.name)).toEqual(['Odnamra Paciente']);
  });

  it('answers 415 in pt-BR, not a raw catalogue key', async () => {
    const res = await t.anon({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/xml' }, payload: '<x/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json<ApiError>().message).toBe('Tipo de conteúdo não suportado.');
  });
});
