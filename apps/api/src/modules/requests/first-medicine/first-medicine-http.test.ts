import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#platform/config.ts';
import { createTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { fakeServer, json, type FakeServer } from '#identity/addresses/fake-server.test-helpers.ts';
import { demoRelease, DOCTOR_CRM, newPatient, type DemoRelease } from './first-medicine.test-helpers.ts';

/**
 * The API configured with the real registration web service client (WSACESSO_PROVIDER=http)
 * against a local fake service: the programme's code goes in the calls, the service's `Mensagem`
 * reaches the screen, a 5xx is retried on a lookup and never on a registration.
 */
let t: TestApp;
let doctor: Client;
let d: DemoRelease;
let service: FakeServer;
let outage = false;

beforeAll(async () => {
  service = await fakeServer((req, res) => {
    if (outage) return json(res, 503, {});
    if (req.url === '/paciente/verificar') return json(res, 200, { Status: '00', Mensagem: 'Paciente localizado.' });
    return json(res, 200, { Status: '09', Mensagem: 'Cadastro recusado pelo serviço.' });
  });
  const config = loadConfig({ NODE_ENV: 'test', WSACESSO_PROVIDER: 'http', WSACESSO_BASE_URL: service.url, WSACESSO_RETRIES: '1', WSACESSO_RETRY_DELAY_MS: '0' });
  t = await createTestApp({ wsAcesso: config.wsAcesso });
  doctor = await t.as('DOCTOR');
  d = await demoRelease(t.app.db);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const post = (url: string, payload: object) => doctor({ method: 'POST', url: `/api/integration/wsacesso/${url}`, payload });
const registration = () => ({ programId: d.programId, productId: d.imunovita, patient: newPatient('11144477735'), prescriberDoctor: { name: 'Dra. Marina Costa', ...DOCTOR_CRM } });

describe('the API with the HTTP client of the registration web service', () => {
  it('sends the programme code and answers the service status and message', async () => {
    const res = await post('check-patient', { programId: d.programId, cpf: '52998224725' });
    expect(res.json()).toEqual({ state: 'registered', message: 'Paciente localizado.' });
    expect(JSON.parse(service.requests.at(-1)!.body)).toEqual({ CodigoPrograma: '4101', Cpf: '52998224725' });

    const refused = await post('register-patient', registration());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'failedToRegisterPatient', message: 'Cadastro recusado pelo serviço.' });
    expect(JSON.parse(service.requests.at(-1)!.body)).toMatchObject({ CodigoPrograma: '4101', CodigoOrigem: 19, CodigoPatologia: 104 });
  });

  it('an outage: the lookup is retried then answers 502 failedToCheckCpf; the registration is sent once', async () => {
    outage = true;
    const before = service.requests.length;
    const lookup = await post('check-patient', { programId: d.programId, cpf: '52998224725' });
    expect(lookup.statusCode).toBe(502);
    expect(lookup.json()).toMatchObject({ code: 'failedToCheckCpf', message: 'Falha ao verificar o CPF' });
    expect(service.requests.length - before).toBe(2);

    const register = await post('register-patient', registration());
    expect(register.statusCode).toBe(502);
    expect(register.json()).toMatchObject({ code: 'failedToRegisterPatient' });
    expect(service.requests.length - before).toBe(3);
  });
});
