import type { City, Uf } from '@portal/domain';
import type { CitiesProvider } from './cities.ts';
import { fetchWithRequestId } from '#platform/lib/request-id.ts';

interface Municipio { id?: unknown; nome?: unknown }

/**
 * IBGE's localities API: `GET {baseUrl}/estados/{UF}/municipios` answering `[{ id, nome }]`
 * (the municipality code and name), sorted here by name.
 */
export function ibgeCitiesClient(baseUrl: string, timeoutMs = 5_000): CitiesProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    kind: 'ibge',
    async byState(state: Uf): Promise<City[]> {
      const res = await fetchWithRequestId(`${base}/estados/${state}/municipios`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw new Error(`cities service answered ${res.status}`);
      const body = (await res.json()) as Municipio[];
      if (!Array.isArray(body)) throw new Error('cities service answered a non-list');
      return body.flatMap((m) => (Number.isInteger(Number(m.id)) && typeof m.nome === 'string' ? [{ id: Number(m.id), city: m.nome }] : []))
        .sort((a, b) => a.city.localeCompare(b.city, 'pt-BR'));
    },
  };
}
