import { setTimeout as sleep } from 'node:timers/promises';
import {
  COUNCIL_TYPE_CRM, ORIGIN_MEDICINE, ORIGIN_PATIENT_REGISTER, WsAcessoUnavailableError, type WsAcessoProvider,
} from './wsacesso.ts';
import {
  isJsonObject, readAnswer, readMedicine, readMedicines, readPresentation, readPresentations, readQuestions, sOrN,
} from './wire.ts';
import { tracedFetch } from '#platform/lib/request-id.ts';

export interface WsAcessoHttpOptions {
  baseUrl: string;
  token?: string | undefined;
  /** Per attempt. */
  timeoutMs: number;
  /** Extra attempts of an idempotent call after a timeout, a network error, a 429 or a 5xx. */
  retries: number;
  /** Wait before the first retry, doubled for each next one. */
  retryDelayMs: number;
  fetch?: typeof fetch;
}

type Json = Record<string, unknown>;

/**
 * The registration web service over HTTP: every call is `POST {baseUrl}/{operation}` with a JSON
 * body in the service's names, answering `{ Status, Mensagem, … }` ('00' success). Reads and
 * checks are retried (`retries`, backoff from `retryDelayMs`); the register calls (origins 19 and
 * 23) are sent exactly once, so a timeout never registers twice — it surfaces as unavailable.
 * A 4xx answer with a `Status` is a business answer; any other failure throws `WsAcessoUnavailableError`.
 */
export function wsAcessoHttpClient(options: WsAcessoHttpOptions): WsAcessoProvider {
  const doFetch = tracedFetch(options.fetch);
  const base = options.baseUrl.replace(/\/+$/, '');

  async function attempt(operation: string, body: Json): Promise<Json> {
    let res: Response;
    try {
      res = await doFetch(`${base}/${operation}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json', accept: 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new Retryable(new WsAcessoUnavailableError(`${operation}: ${(error as Error).name}`, { cause: error }));
    }
    const failed = (why: string) => new WsAcessoUnavailableError(`${operation} answered ${why}`);
    if (res.status >= 500 || res.status === 429) throw new Retryable(failed(String(res.status)));
    const json: unknown = await res.json().catch(() => undefined);
    if (!isJsonObject(json) || (json.Status === undefined && !res.ok)) throw failed(res.ok ? 'no JSON object' : String(res.status));
    return json;
  }

  async function call(operation: string, body: Json, idempotent: boolean): Promise<Json> {
    const attempts = idempotent ? 1 + options.retries : 1;
    for (let i = 1; ; i += 1) {
      try {
        return await attempt(operation, body);
      } catch (error) {
        if (!(error instanceof Retryable)) throw error;
        if (i >= attempts) throw error.error;
        await sleep(options.retryDelayMs * 2 ** (i - 1));
      }
    }
  }
  const read = (operation: string, body: Json) => call(operation, body, true);
  const write = (operation: string, body: Json) => call(operation, body, false);

  return {
    kind: 'http',
    async checkPatient(programCode, cpf) {
      return readAnswer(await read('paciente/verificar', { CodigoPrograma: programCode, Cpf: cpf }));
    },
    async registerPatient({ programCode, pathologyCode, patient: p, doctor }) {
      return readAnswer(await write('paciente/cadastrar', {
        CodigoPrograma: programCode, CodigoOrigem: ORIGIN_PATIENT_REGISTER, CodigoPatologia: pathologyCode,
        Paciente: {
          Cpf: p.cpf, Nome: p.name, Sexo: p.gender, DataNascimento: p.birthDate, Email: p.email, Celular: p.mobile, Telefone: p.phone ?? null,
          Uf: p.state, Cidade: p.city, Bairro: p.neighborhood, Endereco: p.address, Numero: p.number, Complemento: p.complement ?? null, Cep: p.cep,
          AceitaContato: sOrN(p.consents.contact), AceitaSms: sOrN(p.consents.sms), AceitaTelefone: sOrN(p.consents.phone),
          AceitaCorreio: sOrN(p.consents.mail), AceitaEmail: sOrN(p.consents.email),
        },
        Medico: { Nome: doctor.name, NumeroConselho: doctor.crm, UfConselho: doctor.uf, TipoConselho: COUNCIL_TYPE_CRM, PrimeiroMedicamento: 'S' },
      }));
    },
    async registerMedicine(r) {
      return readAnswer(await write('medicamento/cadastrar', {
        CodigoPrograma: r.programCode, CodigoOrigem: ORIGIN_MEDICINE, CodigoPatologia: r.pathologyCode,
        CodigoApresentacao: r.presentationCode, Ean: r.ean, Cpf: r.cpf,
        NumeroConselho: r.doctor.crm, UfConselho: r.doctor.uf, TipoConselho: COUNCIL_TYPE_CRM,
        Respostas: r.answers.map((a) => ({ CodigoQuestao: a.questionCode, CodigoResposta: a.answerCode ?? null, Texto: a.text ?? null })),
      }));
    },
    async validateTreatmentStart(c) {
      return readAnswer(await read('tratamento/validar-inicio', {
        CodigoPrograma: c.programCode, Cpf: c.cpf, Ean: c.ean, NumeroConselho: c.crm, UfConselho: c.uf, TipoConselho: COUNCIL_TYPE_CRM,
      }));
    },
    async listMedicines(programCode) {
      return readMedicines(await read('medicamentos/listar', { CodigoPrograma: programCode }));
    },
    async listPresentations(programCode, pathologyCode) {
      return readPresentations(await read('apresentacoes/inicio-tratamento', { CodigoPrograma: programCode, CodigoPatologia: pathologyCode }));
    },
    async listQuestions(programCode, pathologyCode) {
      return readQuestions(await read('campos-dinamicos/listar', { CodigoPrograma: programCode, CodigoPatologia: pathologyCode, CodigoOrigem: ORIGIN_MEDICINE }));
    },
    async matchProductByName(programCode, name) {
      const body = await read('catalogo/produto', { CodigoPrograma: programCode, DescricaoLinha: name });
      return isJsonObject(body.Produto) ? readMedicine(body.Produto) : null;
    },
    async matchPresentationByEan(programCode, ean) {
      const body = await read('catalogo/apresentacao', { CodigoPrograma: programCode, Ean: ean });
      return isJsonObject(body.Apresentacao) ? readPresentation(body.Apresentacao) : null;
    },
  };
}

/** A failure worth another attempt of an idempotent call. */
class Retryable extends Error {
  constructor(readonly error: WsAcessoUnavailableError) {
    super(error.message);
  }
}
