import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, json, type FakeServer } from '#identity/addresses/fake-server.test-helpers.ts';
import { runInScope } from '#platform/lib/request-id.ts';
import { wsAcessoHttpClient } from './http-client.ts';
import { WsAcessoUnavailableError, type PatientRegistration, type WsAcessoProvider } from './wsacesso.ts';

/**
 * Contract tests: the real registration web service client against a local fake server — the
 * calls it makes (paths, the service's field names, origins 19 and 23, council type 1, consents
 * as S/N), how it reads answers ('00', `Mensagem`, lists), and that only idempotent calls are
 * retried: a register call is sent exactly once whatever happens.
 */
type Handler = (req: { url: string; body: string }, res: ServerResponse) => void;

let server: FakeServer | undefined;
/** Answers held back on purpose, dropped before the server closes (it would wait for them). */
const held: ServerResponse[] = [];
afterEach(async () => {
  for (const res of held.splice(0)) res.destroy();
  await server?.close();
  server = undefined;
});

async function clientFor(handler: Handler, options: { retries?: number; timeoutMs?: number } = {}): Promise<WsAcessoProvider> {
  server = await fakeServer(handler);
  return wsAcessoHttpClient({ baseUrl: `${server.url}/`, token: 'segredo', timeoutMs: options.timeoutMs ?? 2_000, retries: options.retries ?? 2, retryDelayMs: 1 });
}
const sent = (i = 0) => JSON.parse(server!.requests[i]!.body) as Record<string, unknown>;
const paths = () => server!.requests.map((r) => `${r.method} ${r.url}`);
/** A request left unanswered until the server closes: the client's timeout fires. */
const hang: Handler = (_req, res) => { held.push(res); };

const registration: PatientRegistration = {
  programCode: '4101', pathologyCode: 104,
  patient: {
    cpf: '11144477735', name: 'Ana Souza', gender: 'FEMALE', birthDate: '1980-02-03', email: 'ana@example.com', mobile: '11987654321',
    state: 'SP', city: 'São Paulo', neighborhood: 'Centro', address: 'Rua A', number: '10', cep: '01001000',
    consents: { contact: true, sms: true, phone: false, mail: false, email: true },
  },
  doctor: { name: 'Dra. Maria', crm: '123456', uf: 'SP' },
};

describe('registration web service client (contract)', () => {
  it('checks a patient: POST /paciente/verificar with the bearer token; status and Mensagem are answered', async () => {
    const client = await clientFor((_req, res) => json(res, 200, { Status: '00', Mensagem: 'Paciente cadastrado.' }));
    expect(await client.checkPatient('4101', '52998224725')).toEqual({ status: '00', message: 'Paciente cadastrado.' });
    expect(paths()).toEqual(['POST /paciente/verificar']);
    expect(sent()).toEqual({ CodigoPrograma: '4101', Cpf: '52998224725' });
    expect(server!.requests[0]!.headers.authorization).toBe('Bearer segredo');
  });

  it('sends the id of the request (or job) it works for as X-Request-Id, on every attempt', async () => {
    let calls = 0;
    const client = await clientFor((_req, res) => (calls++ === 0 ? json(res, 503, {}) : json(res, 200, { Status: '00', Mensagem: null })));
    await runInScope({ id: 'req-4f2a', log: undefined }, () => client.checkPatient('4101', '52998224725'));
    expect(server!.requests.map((r) => r.headers['x-request-id'])).toEqual(['req-4f2a', 'req-4f2a']);
    expect(server!.requests[1]!.headers.authorization).toBe('Bearer segredo');
  });

  it('registers a patient with origin 19, council type 1 and the consents as S or N', async () => {
    const client = await clientFor((_req, res) => json(res, 200, { Status: '00', Mensagem: null }));
    expect(await client.registerPatient(registration)).toEqual({ status: '00', message: null });
    expect(paths()).toEqual(['POST /paciente/cadastrar']);
    const body = sent();
    expect(body).toMatchObject({ CodigoPrograma: '4101', CodigoOrigem: 19, CodigoPatologia: 104 });
    expect(body.Paciente).toMatchObject({
      Cpf: '11144477735', Nome: 'Ana Souza', Sexo: 'FEMALE', DataNascimento: '1980-02-03', Celular: '11987654321', Cep: '01001000',
      AceitaContato: 'S', AceitaSms: 'S', AceitaTelefone: 'N', AceitaCorreio: 'N', AceitaEmail: 'S',
    });
    expect(body.Medico).toEqual({ Nome: 'Dra. Maria', NumeroConselho: '123456', UfConselho: 'SP', TipoConselho: 1, PrimeiroMedicamento: 'S' });
  });

  it('registers a medicine with origin 23 and the answers in the one shape', async () => {
    const client = await clientFor((_req, res) => json(res, 200, { Status: '07', Mensagem: 'Medicamento já liberado.' }));
    const answer = await client.registerMedicine({
      programCode: '4101', pathologyCode: 104, presentationCode: 'IMV100', ean: '7891234567895', cpf: '52998224725',
      doctor: { crm: '123456', uf: 'SP' }, answers: [{ questionCode: 510, answerCode: 1 }, { questionCode: 511, text: 'Outra' }],
    });
    expect(answer).toEqual({ status: '07', message: 'Medicamento já liberado.' });
    expect(sent()).toEqual({
      CodigoPrograma: '4101', CodigoOrigem: 23, CodigoPatologia: 104, CodigoApresentacao: 'IMV100', Ean: '7891234567895', Cpf: '52998224725',
      NumeroConselho: '123456', UfConselho: 'SP', TipoConselho: 1,
      Respostas: [{ CodigoQuestao: 510, CodigoResposta: 1, Texto: null }, { CodigoQuestao: 511, CodigoResposta: null, Texto: 'Outra' }],
    });
  });

  it('validates the treatment start with cpf, EAN, CRM, UF and council type 1', async () => {
    const client = await clientFor((_req, res) => json(res, 200, { Status: '05', Mensagem: ' Não elegível ' }));
    expect(await client.validateTreatmentStart({ programCode: '4101', cpf: '52998224725', ean: '7891234567895', crm: '123456', uf: 'SP' }))
      .toEqual({ status: '05', message: 'Não elegível' });
    expect(paths()).toEqual(['POST /tratamento/validar-inicio']);
    expect(sent()).toEqual({ CodigoPrograma: '4101', Cpf: '52998224725', Ean: '7891234567895', NumeroConselho: '123456', UfConselho: 'SP', TipoConselho: 1 });
  });

  it('reads medicines, presentations at treatment start and the dynamic fields of origin 23 (nested and indication questions)', async () => {
    const client = await clientFor((req, res) => {
      if (req.url === '/medicamentos/listar') {
        return json(res, 200, { Status: '00', Medicamentos: [{ CodigoLinha: 'L1', DescricaoLinha: 'IMUNOVITA', CodigoPatologia: '104' }, { Nada: 1 }] });
      }
      if (req.url === '/apresentacoes/inicio-tratamento') {
        return json(res, 200, { Status: '00', Apresentacoes: [{ CodigoApresentacao: 'IMV100', Ean: '7891234567895', Descricao: 'IMUNOVITA 100' }] });
      }
      return json(res, 200, {
        Status: '00',
        Questoes: [
          { CodigoQuestao: 1, TipoControle: 'RadioButtonList', TituloExibicao: 'Indicação', FlagTipoQuestao: 2, Eans: ['7891234567895'],
            Respostas: [{ CodigoResposta: 1, TituloExibicao: 'CID D80' }] },
          { CodigoQuestao: 2, CodigoQuestaoPai: 1, TipoControle: 'textbox', TituloExibicao: 'Qual?', QuestaoAninhada: { CodigoRespostaPai: 1 }, Obrigatoria: false },
          { CodigoQuestao: 3, TipoControle: 'checkbox', TituloExibicao: 'Desconhecido' },
        ],
      });
    });
    expect(await client.listMedicines('4101')).toEqual([{ lineCode: 'L1', name: 'IMUNOVITA', pathologyCode: 104 }]);
    expect(await client.listPresentations('4101', 104)).toEqual([{ code: 'IMV100', ean: '7891234567895', name: 'IMUNOVITA 100' }]);
    expect(await client.listQuestions('4101', 104)).toEqual([
      { code: 1, parentCode: null, parentAnswerCode: null, control: 'radiobuttonlist', title: 'Indicação', answers: [{ code: 1, title: 'CID D80' }], flag: 2, eans: ['7891234567895'], required: true },
      { code: 2, parentCode: 1, parentAnswerCode: 1, control: 'textbox', title: 'Qual?', answers: [], flag: 1, eans: [], required: false },
    ]);
    expect(sent(1)).toEqual({ CodigoPrograma: '4101', CodigoPatologia: 104 });
    expect(sent(2)).toEqual({ CodigoPrograma: '4101', CodigoPatologia: 104, CodigoOrigem: 23 });
  });

  it('matches a product by name (DescricaoLinha) and a presentation by EAN in the catalogue', async () => {
    const client = await clientFor((req, res) => (req.url === '/catalogo/produto'
      ? json(res, 200, { Status: '00', Produto: { CodigoLinha: 'L1', DescricaoLinha: 'IMUNOVITA', CodigoPatologia: 104 } })
      : json(res, 200, { Status: '01', Mensagem: 'Apresentação não encontrada' })));
    expect(await client.matchProductByName('4101', 'Imunovita')).toEqual({ lineCode: 'L1', name: 'IMUNOVITA', pathologyCode: 104 });
    expect(await client.matchPresentationByEan('4101', '7890000000000')).toBeNull();
    expect(sent(0)).toEqual({ CodigoPrograma: '4101', DescricaoLinha: 'Imunovita' });
    expect(sent(1)).toEqual({ CodigoPrograma: '4101', Ean: '7890000000000' });
  });

  it('retries an idempotent call after a 5xx and after a timeout', async () => {
    let calls = 0;
    const client = await clientFor((_req, res) => {
      calls += 1;
      if (calls === 1) return json(res, 503, { erro: 'indisponível' });
      if (calls === 2) return hang(_req, res);
      return json(res, 200, { Status: '00', Mensagem: 'ok' });
    }, { timeoutMs: 750 });
    expect(await client.checkPatient('4101', '52998224725')).toEqual({ status: '00', message: 'ok' });
    expect(server!.requests).toHaveLength(3);
  });

  it('gives up after the configured retries: unavailable', async () => {
    const client = await clientFor((_req, res) => json(res, 500, {}), { retries: 1 });
    await expect(client.validateTreatmentStart({ programCode: '4101', cpf: '1', ean: '2', crm: '3', uf: 'SP' })).rejects.toBeInstanceOf(WsAcessoUnavailableError);
    expect(server!.requests).toHaveLength(2);
  });

  it('never retries the register calls: one request on a 5xx, one on a timeout', async () => {
    let client = await clientFor((_req, res) => json(res, 502, {}));
    await expect(client.registerPatient(registration)).rejects.toBeInstanceOf(WsAcessoUnavailableError);
    await expect(client.registerMedicine({
      programCode: '4101', pathologyCode: 104, presentationCode: null, ean: '7891234567895', cpf: '52998224725', doctor: { crm: '1', uf: 'SP' }, answers: [],
    })).rejects.toBeInstanceOf(WsAcessoUnavailableError);
    expect(paths()).toEqual(['POST /paciente/cadastrar', 'POST /medicamento/cadastrar']);
    await server!.close();
    server = undefined;

    client = await clientFor(hang, { timeoutMs: 300 });
    await expect(client.registerPatient(registration)).rejects.toBeInstanceOf(WsAcessoUnavailableError);
    expect(paths()).toEqual(['POST /paciente/cadastrar']);
  });

  it('a 4xx with a Status is a business answer; without one, or an unreadable answer, is unavailable', async () => {
    let calls = 0;
    const client = await clientFor((_req, res) => {
      calls += 1;
      if (calls === 1) return json(res, 400, { Status: '03', Mensagem: 'CPF inválido' });
      if (calls === 2) return json(res, 404, { message: 'not found' });
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>manutenção</html>');
    });
    expect(await client.checkPatient('4101', '1')).toEqual({ status: '03', message: 'CPF inválido' });
    await expect(client.checkPatient('4101', '1')).rejects.toBeInstanceOf(WsAcessoUnavailableError);
    await expect(client.checkPatient('4101', '1')).rejects.toBeInstanceOf(WsAcessoUnavailableError);
    expect(server!.requests).toHaveLength(3);
  });
});
