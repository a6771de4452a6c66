import type { CepAddress } from '@portal/domain';
import type { CepProvider } from './cep.ts';
import { fetchWithRequestId } from '#platform/lib/request-id.ts';

interface ViaCepAnswer {
  erro?: boolean | string;
  cep?: string;
  logradouro?: string;
  complemento?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
}

/**
 * ViaCEP-compatible client: `GET {baseUrl}/{cep}/json/`. ViaCEP answers 200 with `{"erro": true}`
 * (or "true") for an unknown CEP, which becomes null; any other failure throws.
 */
export function viaCepClient(baseUrl: string, timeoutMs = 5_000): CepProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    kind: 'viacep',
    async lookup(cep: string): Promise<CepAddress | null> {
      const res = await fetchWithRequestId(`${base}/${cep}/json/`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      if (res.status === 400 || res.status === 404) return null;
      if (!res.ok) throw new Error(`CEP service answered ${res.status}`);
      const body = (await res.json()) as ViaCepAnswer;
      if (body.erro === true || body.erro === 'true') return null;
      return {
        cep: body.cep ?? `${cep.slice(0, 5)}-${cep.slice(5)}`,
        logradouro: body.logradouro ?? '',
        complemento: body.complemento ?? '',
        bairro: body.bairro ?? '',
        localidade: body.localidade ?? '',
        uf: body.uf ?? '',
      };
    },
  };
}
