import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, json, type FakeServer } from '#identity/addresses/fake-server.test-helpers.ts';
import { patientCareHttpClient } from './http-client.ts';
import { PatientCareUnavailableError, type PatientCareProvider } from './patient-care.ts';
import { simulatedPatient } from './simulator-data.ts';

/**
 * Contract tests: the real patient-care client against a local fake server — the paths and query
 * it sends (one-based page numbers as strings, the bearer token), how it reads the answers
 * (malformed rows dropped, 404 as unknown) and that anything else is "unavailable".
 */
let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(handler: Parameters<typeof fakeServer>[0], timeoutMs = 2_000): Promise<PatientCareProvider> {
  server = await fakeServer(handler);
  return patientCareHttpClient({ baseUrl: `${server.url}/api/`, token: 'segredo', timeoutMs });
}
const requested = () => server!.requests.map((r) => `${r.method} ${r.url}`);
const doctor = { crm: '123456', uf: 'SP' };
const { patient, medications } = simulatedPatient('BEMESTAR', doctor, 4);

describe('patient-care system client (contract)', () => {
  it('asks a doctor\'s patients by programme, state and CRM with one-based pages as strings and the bearer token', async () => {
    const client = await clientFor((_req, res) => json(res, 200, { patients: [patient, { id: 'x' }], total: '31' }));
    const page = await client.patientsByDoctor({ programCode: 'BEMESTAR', doctor, pageNumber: '2', pageSize: '10' });
    expect(page).toEqual({ patients: [patient], total: 31 });
    expect(requested()).toEqual(['GET /api/programs/BEMESTAR/doctors/SP/123456/patients?pageNumber=2&pageSize=10']);
    expect(server!.requests[0]!.headers.authorization).toBe('Bearer segredo');
  });

  it('asks the medications, of one patient when named', async () => {
    const client = await clientFor((_req, res) => json(res, 200, { medications: [...medications, { status: 'UNKNOWN' }], total: medications.length }));
    const page = await client.medicationsByDoctor({ programCode: 'BEMESTAR', doctor, pageNumber: '1', pageSize: '25', patientId: patient.id });
    expect(page.medications).toEqual(medications);
    expect(requested()).toEqual([`GET /api/programs/BEMESTAR/doctors/SP/123456/medications?pageNumber=1&pageSize=25&patientId=${patient.id}`]);
  });

  it('reads a patient\'s details with their doctor; 404 is an unknown patient', async () => {
    const client = await clientFor((req, res) => (req.url.endsWith(patient.id) ? json(res, 200, { ...patient, doctor }) : json(res, 404, {})));
    expect(await client.patientDetails('BEMESTAR', patient.id)).toEqual({ ...patient, doctor });
    expect(await client.patientDetails('BEMESTAR', '999')).toBeNull();
    expect(requested()).toEqual([`GET /api/programs/BEMESTAR/patients/${patient.id}`, 'GET /api/programs/BEMESTAR/patients/999']);
  });

  it('looks a patient up by CPF for the request forms, with the doctor who follows them (an answer without one is unreadable)', async () => {
    const client = await clientFor((req, res) => (req.url.endsWith('52998224725')
      ? json(res, 200, { patientName: 'Ana Souza', patientBirthDate: '1980-02-03', patientPhone: '11987654321', doctor })
      : req.url.endsWith('39053344705') ? json(res, 200, { patientName: 'Sem Médico' }) : json(res, 404, {})));
    expect(await client.patientByCpf('BEMESTAR', '52998224725')).toEqual({ patientName: 'Ana Souza', patientBirthDate: '1980-02-03', patientPhone: '11987654321', doctor });
    expect(await client.patientByCpf('BEMESTAR', '11144477735')).toBeNull();
    expect(requested()[0]).toBe('GET /api/programs/BEMESTAR/patients/by-cpf/52998224725');
    await expect(client.patientByCpf('BEMESTAR', '39053344705')).rejects.toBeInstanceOf(PatientCareUnavailableError);
  });

  it('a 5xx, an unreadable answer, a timeout or no server at all is unavailable', async () => {
    let calls = 0;
    const held: ServerResponse[] = [];
    const client = await clientFor((_req, res) => {
      calls += 1;
      if (calls === 1) return json(res, 503, { erro: 'manutenção' });
      if (calls === 2) { res.writeHead(200, { 'content-type': 'text/html' }); return res.end('<html>manutenção</html>'); }
      if (calls === 3) return json(res, 200, { pacientes: [] });
      held.push(res);
      return undefined;
    }, 300);
    const ask = () => client.patientsByDoctor({ programCode: 'BEMESTAR', doctor, pageNumber: '1', pageSize: '10' });
    for (let i = 0; i < 4; i++) await expect(ask()).rejects.toBeInstanceOf(PatientCareUnavailableError);
    for (const res of held) res.destroy();

    const nowhere = patientCareHttpClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1_000 });
    await expect(nowhere.patientDetails('BEMESTAR', '1')).rejects.toBeInstanceOf(PatientCareUnavailableError);
  });
});
