import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, json, type FakeServer } from '#identity/addresses/fake-server.test-helpers.ts';
import { cfmHttpClient } from './http-client.ts';
import { CfmUnavailableError, type CfmProvider } from './cfm.ts';
import { createCfmSimulator } from './simulator.ts';
import { SIMULATOR_CRMS } from './simulator-data.ts';

/**
 * Contract tests: the real council client against a local fake server — what it sends (the key in
 * the body, never in the URL; no name), how it reads the council's wording, 404 as an unknown CRM,
 * and that anything else is "unavailable" with neither the CRM nor the key in the error.
 */
let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(handler: Parameters<typeof fakeServer>[0], timeoutMs = 2_000): Promise<CfmProvider> {
  server = await fakeServer(handler);
  return cfmHttpClient({ baseUrl: `${server.url}/ws/`, key: 'chave-secreta', timeoutMs });
}

describe('medical council client (contract)', () => {
  it('asks by CRM and state with the key in the body, and reads status, type and specialties with RQE', async () => {
    const client = await clientFor((_req, res) => json(res, 200, {
      Nome: 'MARCOS ANTONIO MEDEIROS', Crm: '123456', Uf: 'SP', TipoInscricao: 'Secundária', Situacao: 'Regular',
      Especialidades: [{ Nome: 'Reumatologia', Rqe: 51234 }, { Nome: 'Clínica Médica', Rqe: null }],
    }));
    const answer = await client.lookup({ crm: '123456', uf: 'SP', name: 'Marcos Medeiros' });
    expect(answer).toEqual({
      status: 'ACTIVE', name: 'MARCOS ANTONIO MEDEIROS', type: 'SECONDARY',
      specialties: [{ name: 'Reumatologia', rqe: '51234' }, { name: 'Clínica Médica', rqe: null }],
    });
    const [request] = server!.requests;
    expect(`${request!.method} ${request!.url}`).toBe('POST /ws/medicos/consultar');
    expect(JSON.parse(request!.body)).toEqual({ Crm: '123456', Uf: 'SP', Chave: 'chave-secreta' });
  });

  it.each([
    ['Suspenso', 'SUSPENDED'], ['Interdição cautelar', 'SUSPENDED'], ['Cancelado', 'CANCELLED'], ['Cassado', 'CANCELLED'],
    ['Falecido', 'DECEASED'], ['ATIVO', 'ACTIVE'],
  ])('reads "%s" as %s', async (situacao, status) => {
    const client = await clientFor((_req, res) => json(res, 200, { Nome: 'ANA SOUZA', Situacao: situacao, TipoInscricao: 'Principal' }));
    expect((await client.lookup({ crm: '1', uf: 'SP' })).status).toBe(status);
  });

  it('answers a CRM the council does not know (404) as NOT_FOUND', async () => {
    const client = await clientFor((_req, res) => json(res, 404, { Mensagem: 'Médico não encontrado' }));
    expect(await client.lookup({ crm: '42', uf: 'AC' })).toEqual({ status: 'NOT_FOUND', name: null, type: null, specialties: [] });
  });

  it('a 5xx, a 401, unknown wording, no JSON, a timeout or no server at all is unavailable, and says neither CRM nor key', async () => {
    let calls = 0;
    const held: ServerResponse[] = [];
    const client = await clientFor((_req, res) => {
      calls += 1;
      if (calls === 1) return json(res, 503, { erro: 'manutenção' });
      if (calls === 2) return json(res, 401, { erro: 'chave inválida' });
      if (calls === 3) return json(res, 200, { Nome: 'ANA', Situacao: 'Em análise' });
      if (calls === 4) { res.writeHead(200, { 'content-type': 'text/html' }); return res.end('<html></html>'); }
      held.push(res);
      return undefined;
    }, 300);
    for (let i = 0; i < 5; i++) {
      const error = await client.lookup({ crm: '987123', uf: 'SP' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CfmUnavailableError);
      expect((error as Error).message).not.toMatch(/987123|chave-secreta/);
    }
    for (const res of held) res.destroy();
    const nowhere = cfmHttpClient({ baseUrl: 'http://127.0.0.1:9', key: 'k', timeoutMs: 1_000 });
    await expect(nowhere.lookup({ crm: '1', uf: 'SP' })).rejects.toBeInstanceOf(CfmUnavailableError);
  });
});

describe('medical council simulator', () => {
  it('answers the README table, echoes any other CRM as active, and takes a status change', async () => {
    const sim = createCfmSimulator();
    const [crm, uf] = SIMULATOR_CRMS.suspended.split('/') as [string, string];
    expect((await sim.lookup({ crm, uf })).status).toBe('SUSPENDED');
    await expect(sim.lookup({ crm: '500500', uf: 'SP' })).rejects.toBeInstanceOf(CfmUnavailableError);
    expect(await sim.lookup({ crm: '0424242', uf: 'pr', name: 'Dra. Ana Souza' })).toMatchObject({ status: 'ACTIVE', name: 'DRA. ANA SOUZA' });
    sim.changeStatus('424242', 'PR', 'CANCELLED');
    expect((await sim.lookup({ crm: '424242', uf: 'PR', name: 'Ana Souza' })).status).toBe('CANCELLED');
  });
});
