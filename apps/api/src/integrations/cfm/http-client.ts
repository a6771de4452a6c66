import { z } from 'zod';
import type { CouncilAnswer, CouncilRegistrationType } from '@portal/domain';
import { CfmUnavailableError, type CfmProvider } from './cfm.ts';
import { tracedFetch } from '#platform/lib/request-id.ts';

export interface CfmHttpOptions {
  baseUrl: string;
  /** The contracting company's key; sent in the body, never in the URL (which proxies log). */
  key: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const answerSchema = z.object({
  Nome: z.string().min(1),
  Situacao: z.string().min(1),
  TipoInscricao: z.string().nullish(),
  Especialidades: z.array(z.object({ Nome: z.string().min(1), Rqe: z.union([z.string(), z.number()]).nullish() })).nullish(),
});

const plain = (v: string) => v.normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase();

/** The council's wording of a status ("Regular", "Suspenso"…); unknown wording is unreadable, not guessed. */
function statusOf(situacao: string): CouncilAnswer['status'] | null {
  const s = plain(situacao);
  if (s === 'REGULAR' || s === 'ATIVO' || s === 'ATIVA') return 'ACTIVE';
  if (s.startsWith('SUSPENS') || s.startsWith('INTERDI')) return 'SUSPENDED';
  if (s.startsWith('CANCELAD') || s.startsWith('CASSAD') || s.startsWith('TRANSFERID')) return 'CANCELLED';
  if (s.startsWith('FALECID')) return 'DECEASED';
  return null;
}

function typeOf(tipo: string | null | undefined): CouncilRegistrationType | null {
  if (!tipo) return null;
  const t = plain(tipo);
  if (t.startsWith('PRINCIPAL')) return 'PRINCIPAL';
  if (t.startsWith('SECUNDARI')) return 'SECONDARY';
  if (t.startsWith('PROVISORI')) return 'PROVISIONAL';
  if (t.startsWith('TEMPORARI')) return 'TEMPORARY';
  return 'OTHER';
}

/**
 * The council's web service over HTTP: `POST {baseUrl}/medicos/consultar` with
 * `{ Crm, Uf, Chave }`, answering `{ Nome, Crm, Uf, TipoInscricao, Situacao, Especialidades: [{ Nome, Rqe }] }`;
 * 404 is a CRM the council does not know. Anything else non-2xx, a timeout or an unreadable
 * answer is `CfmUnavailableError`, whose message carries neither the CRM nor the key.
 */
export function cfmHttpClient(options: CfmHttpOptions): CfmProvider {
  const doFetch = tracedFetch(options.fetch);
  const url = `${options.baseUrl.replace(/\/+$/, '')}/medicos/consultar`;

  return {
    kind: 'http',
    async lookup({ crm, uf }) {
      let res: Response;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ Crm: crm, Uf: uf, Chave: options.key ?? '' }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new CfmUnavailableError((error as Error).name, { cause: error });
      }
      if (res.status === 404) {
        await res.body?.cancel();
        return { status: 'NOT_FOUND', name: null, type: null, specialties: [] };
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new CfmUnavailableError(`answered ${res.status}`);
      }
      const parsed = answerSchema.safeParse(await res.json().catch(() => undefined));
      const status = parsed.success ? statusOf(parsed.data.Situacao) : null;
      if (!parsed.success || !status) throw new CfmUnavailableError('answered an unreadable registration');
      return {
        status,
        name: parsed.data.Nome.trim(),
        type: typeOf(parsed.data.TipoInscricao),
        specialties: (parsed.data.Especialidades ?? []).map((e) => ({ name: e.Nome.trim(), rqe: e.Rqe == null ? null : String(e.Rqe) })),
      };
    },
  };
}
