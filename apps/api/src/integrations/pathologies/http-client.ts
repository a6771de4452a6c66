import type { Pathology } from '@portal/domain';
import type { PathologiesProvider } from './pathologies.ts';
import { fetchWithRequestId } from '#platform/lib/request-id.ts';

interface Answer { idPathology?: unknown; description?: unknown }

/**
 * The registration system's pathologies: `GET {baseUrl}/programs/{slug}/pathologies` answering
 * `[{ idPathology, description }]`. A 404 is an empty list; any other failure throws.
 */
export function pathologiesHttpClient(baseUrl: string, timeoutMs = 5_000): PathologiesProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    kind: 'http',
    async byProgram(programSlug: string): Promise<Pathology[]> {
      const res = await fetchWithRequestId(`${base}/programs/${encodeURIComponent(programSlug)}/pathologies`, {
        headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status === 404) return [];
      if (!res.ok) throw new Error(`pathologies service answered ${res.status}`);
      const body = (await res.json()) as Answer[];
      if (!Array.isArray(body)) throw new Error('pathologies service answered a non-list');
      return body.flatMap((p) => (Number.isInteger(Number(p.idPathology)) && typeof p.description === 'string'
        ? [{ idPathology: Number(p.idPathology), description: p.description }] : []));
    },
  };
}
