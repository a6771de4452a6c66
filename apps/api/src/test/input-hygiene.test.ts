import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiError } from '@portal/domain';
import { loadConfig } from '#platform/config.ts';
import { outboundMessages, patients } from '#db/schema/index.ts';
import { signBody } from '#messaging/whatsapp/index.ts';
import { useTestApp, type Client, type TestApp } from './test-app.ts';

const WHATSAPP_SECRET = 'segredo-do-aplicativo';

let t: TestApp;
let admin: Client;
useTestApp(async (app) => {
  t = app;
  admin = await t.as('ADMIN');
}, { whatsapp: { ...loadConfig({ NODE_ENV: 'test' }).whatsapp, appSecret: WHATSAPP_SECRET } });

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

describe('deeply nested JSON (decision 0066)', () => {
  const nested = (depth: number, inner = '') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
  const DEEP = nested(5000);
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.anon({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

  it('answers 400 jsonTooDeep, never 500, on every public entry point', async () => {
    const answers = await Promise.all([
      post('/api/login', DEEP),
      post('/api/codes', DEEP),
      post('/api/password-reset', DEEP),
      post('/api/set-password', DEEP),
      post('/api/procedures/by-code/ABC123/verify', DEEP),
      post('/api/integration/whatsapp/webhook', DEEP, { 'x-hub-signature-256': signBody(WHATSAPP_SECRET, DEEP) }),
      post('/api/login', `{"username":${nested(5000, '"x"')}}`),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ApiError>()).toMatchObject({ statusCode: 400, code: 'jsonTooDeep' });
      expect(res.json<ApiError>().message).toContain('32');
    }
  });

  it('holds the limit at 32 levels and counts no bracket inside a string', async () => {
    expect((await post('/api/login', nested(33))).json<ApiError>().code).toBe('jsonTooDeep');
    expect((await post('/api/login', nested(32))).json<ApiError>().code).toBe('validation');
    const bracketsInStrings = await post('/api/login', JSON.stringify({ username: 'nao@demo.com.br', password: `"[{\\${'['.repeat(100)}`, recaptchaValue: '[[[' }));
    expect(bracketsInStrings.json<ApiError>().code).not.toBe('jsonTooDeep');
    expect(bracketsInStrings.statusCode).toBeLessThan(500);
  });

  it('leaves an unsigned webhook call refused for its signature first', async () => {
    const res = await post('/api/integration/whatsapp/webhook', DEEP);
    expect(res.statusCode).toBe(401);
  });
});

describe('path limits in the error shape (decision 0066)', () => {
  it('answers 414 uriTooLong for a path parameter past 100 characters', async () => {
    const res = await t.anon({ method: 'GET', url: `/api/programs/by-slug/${'a'.repeat(3000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ statusCode: 414, code: 'uriTooLong', message: 'O endereço da requisição é longo demais.' });
    const signedIn = await admin({ method: 'GET', url: `/api/users/${'9'.repeat(101)}` });
    expect(signedIn.json<ApiError>()).toMatchObject({ statusCode: 414, code: 'uriTooLong' });
  });

  it('answers 400 badRequest for a path that does not decode', async () => {
    const res = await t.anon({ method: 'GET', url: '/api/programs/by-slug/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: 'badRequest', message: 'Requisição inválida. Verifique os dados informados.' });
  });

  it('answers below 500 to long headers (Node itself answers 431 past its 16 KB)', async () => {
    const long = 'a'.repeat(8000);
    const headers = [
      { authorization: `Bearer ${long}` }, { cookie: `portal_session=${long}` }, { 'x-request-id': long }, { origin: `https://${long}.example` },
      { 'content-type': `application/json; charset=${long}` }, { 'accept-language': long }, { 'x-forwarded-for': long }, { 'sec-fetch-site': long },
    ];
    for (const header of headers) {
      const res = await t.anon({ method: 'POST', url: '/api/login', headers: header, payload: '{}' });
      expect(res.statusCode, `${Object.keys(header)[0]}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('declares 414 on every operation with a path parameter', async () => {
    const doc = (await t.anon({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    const undeclared = Object.entries(doc.paths).filter(([path]) => path.includes('{'))
      .flatMap(([path, ops]) => Object.entries(ops).filter(([, op]) => !op.responses['414']).map(([method]) => `${method} ${path}`));
    expect(undeclared).toEqual([]);
  });
});

describe('names (decision 0066)', () => {
  const newUser = (name: string) => admin({ method: 'POST', url: '/api/users', payload: { name, email: `nome${Date.now()}${Math.random()}@demo.com.br`, phone: '11987654321', type: 'REPRESENTATIVE' } });

  it('are stored without zero-width characters and line breaks', async () => {
    const res = await newUser('Ana\u200B Souza\u2060\r\n\tLima\uFEFF');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ name: string }>().name).toBe('Ana Souza Lima');
    const accents = await newUser("Maria D'Ávila-Gonçalves Jr.");
    expect(accents.json<{ name: string }>().name).toBe("Maria D'Ávila-Gonçalves Jr.");
  });

  it('refuse markup and a spreadsheet formula start, with the form\'s message', async () => {
    const markup = await newUser('Ana <script>alert(1)</script>');
    expect(markup.statusCode).toBe(400);
    expect(markup.json<ApiError>().fields).toEqual({ name: ['validation.nameMarkup'] });
    const formula = await newUser('=HYPERLINK("http://x.example","clique")');
    expect(formula.json<ApiError>().fields).toEqual({ name: ['validation.nameFormulaStart'] });
    const doctor = await t.as('DOCTOR');
    const patient = await doctor({ method: 'POST', url: '/api/patients', payload: { patientName: '@SUM(1+1)', patientCpf: '52998224725', destination: '11988880001' } });
    expect(patient.statusCode).toBe(400);
    expect(patient.json<ApiError>().fields).toEqual({ patientName: ['validation.nameFormulaStart'] });
  });

  it('never reach an e-mail as markup, even one stored before they were refused', async () => {
    const email = `marcacao${Date.now()}@demo.com.br`;
    await t.insertUser({ email, name: 'Ana <script>alert(1)</script> Souza', type: 'REPRESENTATIVE', approved: true });
    expect((await t.anon({ method: 'POST', url: '/api/password-reset', payload: { email }, remoteAddress: '10.9.8.7' })).statusCode).toBe(204);
    const [message] = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, email));
    expect(message!.body).toContain('Ana \u2039script\u203Aalert(1)\u2039/script\u203A Souza');
    expect(`${message!.subject} ${message!.body}`).not.toMatch(/[<>]/);
  });
});
